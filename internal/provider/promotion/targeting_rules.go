package promotion

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
)

// criteriaRules checks what the spec states about the criteria of one line item, across the list: each
// type's operators and values, the limits per type, the types that need another beside them, and no
// criterion written twice. Values not yet known are left for the check Terraform runs once they are: a
// criterion whose type is unknown counts towards no limit, and while any type is unknown a TV show is
// not refused for want of a location (the unknown one may be it).
type criteriaRules struct{}

var _ validator.List = criteriaRules{}

func (criteriaRules) Description(context.Context) string {
	return "the spec's rules for the targeting criteria of one line item"
}

func (v criteriaRules) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

// writtenCriterion is a criterion of the configuration and where it is written.
type writtenCriterion struct {
	path path.Path
	criterionModel
}

func (criteriaRules) ValidateList(ctx context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	var written []writtenCriterion
	allTypesKnown := true
	for i, elem := range req.ConfigValue.Elements() {
		obj, ok := elem.(types.Object)
		if !ok || obj.IsNull() || obj.IsUnknown() {
			allTypesKnown = false
			continue
		}
		var c criterionModel
		if d := obj.As(ctx, &c, basetypes.ObjectAsOptions{}); d.HasError() {
			resp.Diagnostics.Append(d...)
			return
		}
		if c.TargetingType.IsUnknown() {
			allTypesKnown = false
			continue
		}
		written = append(written, writtenCriterion{path: req.Path.AtListIndex(i), criterionModel: c})
	}
	checkCriteria(req.Path, written, allTypesKnown, &resp.Diagnostics)
}

// checkCriteria applies the rules to the criteria whose type is known.
func checkCriteria(at path.Path, written []writtenCriterion, allTypesKnown bool, diags *diag.Diagnostics) {
	present := map[string]bool{}
	counts := map[string]int{}
	seen := map[criterionKey]path.Path{}
	for _, c := range written {
		typ := c.TargetingType.ValueString()
		tt, known := targetingTypes[typ]
		if !known {
			continue // the attribute's own validator names it
		}
		present[typ] = true
		counts[limitGroup(typ)[0]]++
		checkOperator(c, typ, diags)
		checkValue(c, typ, tt, diags)
		if key, ok := c.key(); ok {
			if first, dup := seen[key]; dup {
				diags.AddAttributeError(c.path, "Criterion written twice", fmt.Sprintf("The criterion %s %q with operator_type %s "+
					"is written twice (also at %s; an operator_type left out is EQ): a line item holds it once.", key.typ, key.value, key.op, first))
			}
			seen[key] = c.path
		}
	}
	checkLimits(at, counts, diags)
	if !allTypesKnown {
		return
	}
	for _, c := range written {
		needs := targetingTypes[c.TargetingType.ValueString()].needs
		if len(needs) > 0 && !slices.ContainsFunc(needs, func(t string) bool { return present[t] }) {
			diags.AddAttributeError(c.path.AtName("targeting_type"), "Criterion needs another beside it",
				fmt.Sprintf("%s criteria need a %s criterion on the same line item, and criteria holds none.",
					c.TargetingType.ValueString(), strings.Join(needs, " or ")))
		}
	}
}

// checkOperator refuses an operator the type does not take; one left out is EQ.
func checkOperator(c writtenCriterion, typ string, diags *diag.Diagnostics) {
	if c.OperatorType.IsUnknown() {
		return
	}
	op := c.OperatorType.ValueString()
	if c.OperatorType.IsNull() {
		op = operatorEQ
	}
	allowed := operatorsOf(typ)
	if slices.Contains(allowed, op) || !slices.Contains(operatorTypes, op) {
		return // an operator of no type at all is the attribute's own validator's
	}
	detail := fmt.Sprintf("%s criteria take operator_type %s, not %s.", typ, strings.Join(allowed, " or "), op)
	if c.OperatorType.IsNull() {
		detail += " operator_type is left out, which means EQ: set it."
	}
	diags.AddAttributeError(c.path.AtName("operator_type"), "Invalid operator_type", detail)
}

// checkValue refuses a value outside the type's fixed list or of the wrong form.
func checkValue(c writtenCriterion, typ string, tt targetingType, diags *diag.Diagnostics) {
	if c.TargetingValue.IsNull() || c.TargetingValue.IsUnknown() {
		return
	}
	v := c.TargetingValue.ValueString()
	switch {
	case tt.values != nil && !slices.Contains(tt.values, v):
		diags.AddAttributeError(c.path.AtName("targeting_value"), "Invalid targeting_value",
			fmt.Sprintf("%s criteria take a targeting_value among %s; got %q.", typ, strings.Join(tt.values, ", "), v))
	case tt.value != nil && !tt.value(v):
		diags.AddAttributeError(c.path.AtName("targeting_value"), "Invalid targeting_value",
			fmt.Sprintf("%s criteria take as targeting_value %s; got %q.", typ, tt.valueForm, v))
	}
}

// checkLimits refuses more criteria of a type (of a group: the keyword types count together) than a
// line item holds.
func checkLimits(at path.Path, counts map[string]int, diags *diag.Diagnostics) {
	for _, typ := range targetingTypeNames {
		limit, n := targetingTypes[typ].limit, counts[typ]
		if limit == 0 || n <= limit {
			continue
		}
		what := typ
		if group := limitGroup(typ); len(group) > 1 {
			what = "keyword (" + strings.Join(group, ", ") + ")"
		}
		diags.AddAttributeError(at, "Too many criteria of one type",
			fmt.Sprintf("criteria holds %d %s criteria; a line item holds at most %d.", n, what, limit))
	}
}
