package promotion

import (
	"context"
	"fmt"
	"strconv"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// ChangeOps is what changeTo sends to make held into want (each {type, value, operator}), for unit tests:
// each operation written "delete ID" or "create TYPE VALUE OPERATOR", in order, and the ids of the
// criteria kept.
func ChangeOps(want [][3]string, held []adsapi.LineItemCriterion) (ops, kept []string) {
	keys := make([]criterionKey, len(want))
	for i, w := range want {
		keys[i] = criterionKey{typ: w[0], value: w[1], op: w[2]}
	}
	ch := changeTo(keys, held)
	for _, op := range ch.ops {
		if op.Create != nil {
			ops = append(ops, "create "+op.Create.TargetingType+" "+op.Create.TargetingValue+" "+op.Create.OperatorType)
		} else {
			ops = append(ops, "delete "+op.DeleteID)
		}
	}
	for _, c := range ch.kept {
		kept = append(kept, c.ID)
	}
	return ops, kept
}

// RefreshedOrder is the order of criteria after a refresh (setFromService) of a state listing prior
// when the line item holds held, and whether the plan of configured against that state keeps it
// (ModifyPlan's comparison). Each criterion is {type, value, operator}.
func RefreshedOrder(prior, held, configured [][3]string) (order [][3]string, same bool) {
	ctx := context.Background()
	var diags diag.Diagnostics
	listOf := func(keys [][3]string) types.List {
		models := make([]criterionModel, len(keys))
		for i, k := range keys {
			models[i] = criterionKey{typ: k[0], value: k[1], op: k[2]}.model()
		}
		list, d := types.ListValueFrom(ctx, criterionType, models)
		diags.Append(d...)
		return list
	}
	m := targetingModel{Criteria: listOf(prior)}
	criteria := make([]adsapi.LineItemCriterion, len(held))
	for i, k := range held {
		criteria[i] = adsapi.LineItemCriterion{ID: "c" + strconv.Itoa(i), TargetingType: k[0], TargetingValue: wire.FlexString(k[1]), OperatorType: k[2]}
	}
	m.setFromService(ctx, criteria, &diags)
	keys, _ := keysInOrder(ctx, m.Criteria, &diags)
	for _, k := range keys {
		order = append(order, [3]string{k.typ, k.value, k.op})
	}
	same = fw.SameElements(m.Criteria.Elements(), listOf(configured).Elements())
	if diags.HasError() {
		panic(fmt.Sprint(diags))
	}
	return order, same
}
