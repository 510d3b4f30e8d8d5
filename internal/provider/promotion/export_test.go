package promotion

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
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

// CriteriaSetType is the type of criteria, and CriterionType the type of its elements.
var (
	CriteriaSetType                  = newCriteriaSetType(criterionType)
	CriterionType   types.ObjectType = criterionType
)
