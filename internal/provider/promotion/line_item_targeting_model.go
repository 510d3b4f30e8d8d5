package promotion

import (
	"cmp"
	"context"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// targetingModel is the state of adsapi_line_item_targeting. id is the line item's id: a line item has
// one targeting.
type targetingModel struct {
	ID              types.String `tfsdk:"id"`
	AccountID       types.String `tfsdk:"account_id"`
	LineItemID      types.String `tfsdk:"line_item_id"`
	Lang            types.String `tfsdk:"lang"`
	Criteria        types.List   `tfsdk:"criteria"`
	CriteriaDetails types.List   `tfsdk:"criteria_details"`
}

// criterionModel is one element of criteria.
type criterionModel struct {
	TargetingType  types.String `tfsdk:"targeting_type"`
	TargetingValue types.String `tfsdk:"targeting_value"`
	OperatorType   types.String `tfsdk:"operator_type"`
}

// criterionDetailModel is one element of criteria_details.
type criterionDetailModel struct {
	ID             types.String `tfsdk:"id"`
	TargetingType  types.String `tfsdk:"targeting_type"`
	TargetingValue types.String `tfsdk:"targeting_value"`
	OperatorType   types.String `tfsdk:"operator_type"`
	Name           types.String `tfsdk:"name"`
	LocalizedName  types.String `tfsdk:"localized_name"`
	LocationType   types.String `tfsdk:"location_type"`
	CreatedAt      types.String `tfsdk:"created_at"`
}

// criterionKey is what tells one criterion from another: its type, value and operator. A line item holds
// each at most once.
type criterionKey struct{ typ, value, op string }

// key is the criterion's key, when all of it is known; an operator left out is EQ.
func (c criterionModel) key() (criterionKey, bool) {
	if c.TargetingType.IsUnknown() || c.TargetingValue.IsUnknown() || c.OperatorType.IsUnknown() {
		return criterionKey{}, false
	}
	return criterionKey{typ: c.TargetingType.ValueString(), value: c.TargetingValue.ValueString(),
		op: cmp.Or(c.OperatorType.ValueString(), operatorEQ)}, true
}

// keyOf is a criterion's key as the service holds it. The list answers carry the operator; one that left
// it out would hold the service's default, EQ.
func keyOf(c *adsapi.LineItemCriterion) criterionKey {
	return criterionKey{typ: c.TargetingType, value: string(c.TargetingValue), op: cmp.Or(c.OperatorType, operatorEQ)}
}

func (k criterionKey) model() criterionModel {
	return criterionModel{TargetingType: types.StringValue(k.typ), TargetingValue: types.StringValue(k.value),
		OperatorType: types.StringValue(k.op)}
}

func compareKeys(a, b criterionKey) int {
	return cmp.Or(cmp.Compare(a.typ, b.typ), cmp.Compare(a.value, b.value), cmp.Compare(a.op, b.op))
}

// plannedCriteria is the configured list with each operator left out written as EQ, the service's
// default, so that the plan shows what the line item will hold. Elements not yet known stay as they are.
func plannedCriteria(ctx context.Context, configured types.List, diags *diag.Diagnostics) types.List {
	if configured.IsNull() || configured.IsUnknown() {
		return configured
	}
	elems := make([]attr.Value, 0, len(configured.Elements()))
	for _, elem := range configured.Elements() {
		obj, ok := elem.(types.Object)
		if !ok || obj.IsNull() || obj.IsUnknown() {
			elems = append(elems, elem)
			continue
		}
		// The element's attributes as they are, with the operator filled in: built from the object's map
		// rather than through a tfsdk struct, as a plan of 3,100 criteria builds 3,100 of them.
		attrs := obj.Attributes()
		if op, _ := attrs["operator_type"].(types.String); op.IsNull() {
			attrs["operator_type"] = types.StringValue(operatorEQ)
		}
		planned, d := types.ObjectValue(criterionType.AttrTypes, attrs)
		diags.Append(d...)
		elems = append(elems, planned)
	}
	list, d := types.ListValue(criterionType, elems)
	diags.Append(d...)
	return list
}

// keysInOrder are the keys of a list of criteria in its order; ok is false when the list or any part of
// an element is not known.
func keysInOrder(ctx context.Context, criteria types.List, diags *diag.Diagnostics) (keys []criterionKey, ok bool) {
	if criteria.IsNull() || criteria.IsUnknown() {
		return nil, false
	}
	var models []criterionModel
	if d := criteria.ElementsAs(ctx, &models, false); d.HasError() {
		diags.Append(d...)
		return nil, false
	}
	keys = make([]criterionKey, 0, len(models))
	for _, m := range models {
		k, known := m.key()
		if !known {
			return nil, false
		}
		keys = append(keys, k)
	}
	return keys, true
}

// wantedKeys are the keys of a known list of criteria, sorted.
func wantedKeys(ctx context.Context, criteria types.List, diags *diag.Diagnostics) []criterionKey {
	var models []criterionModel
	diags.Append(criteria.ElementsAs(ctx, &models, false)...)
	keys := make([]criterionKey, 0, len(models))
	for _, m := range models {
		if k, ok := m.key(); ok {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, compareKeys)
	return keys
}

// setFromService writes the line item's criteria as the service holds them into m. The criteria m
// already lists keep their places, so that a refresh of an unchanged line item plans nothing; the others
// follow, sorted. A criterion held twice is listed once; the details show both.
func (m *targetingModel) setFromService(ctx context.Context, held []adsapi.LineItemCriterion, diags *diag.Diagnostics) {
	sorted := sortedCriteria(held)
	unlisted := make(map[criterionKey]bool, len(sorted))
	for i := range sorted {
		unlisted[keyOf(&sorted[i])] = true
	}
	models := make([]criterionModel, 0, len(unlisted))
	prior, _ := keysInOrder(ctx, m.Criteria, diags)
	for _, k := range prior {
		if unlisted[k] {
			models = append(models, k.model())
			delete(unlisted, k)
		}
	}
	for i := range sorted {
		if k := keyOf(&sorted[i]); unlisted[k] {
			models = append(models, k.model())
			delete(unlisted, k)
		}
	}
	list, d := types.ListValueFrom(ctx, criterionType, models)
	diags.Append(d...)
	m.Criteria = list
	m.CriteriaDetails = criteriaDetails(ctx, sorted, diags)
}

// criteriaDetails is criteria_details of the criteria held.
func criteriaDetails(ctx context.Context, held []adsapi.LineItemCriterion, diags *diag.Diagnostics) types.List {
	sorted := sortedCriteria(held)
	details := make([]attr.Value, len(sorted))
	for i := range sorted {
		c := &sorted[i]
		k := keyOf(c)
		// Built from a map of the object's attributes rather than through criterionDetailModel: an apply of
		// 3,100 criteria builds 3,100 of them.
		detail, d := types.ObjectValue(criterionDetailType.AttrTypes, map[string]attr.Value{
			"id": types.StringValue(c.ID), "targeting_type": types.StringValue(k.typ), "targeting_value": types.StringValue(k.value),
			"operator_type": types.StringValue(k.op), "name": fw.StringOrNull(c.Name), "localized_name": fw.StringOrNull(c.LocalizedName),
			"location_type": fw.StringOrNull(c.LocationType), "created_at": fw.StringOrNull(c.CreatedAt),
		})
		diags.Append(d...)
		details[i] = detail
	}
	list, d := types.ListValue(criterionDetailType, details)
	diags.Append(d...)
	return list
}

// detailIDs are the ids of the criteria in a value of criteria_details; none when it is null or unknown.
func detailIDs(ctx context.Context, details types.List, diags *diag.Diagnostics) []string {
	if details.IsNull() || details.IsUnknown() {
		return nil
	}
	var models []criterionDetailModel
	diags.Append(details.ElementsAs(ctx, &models, false)...)
	ids := make([]string, len(models))
	for i, m := range models {
		ids[i] = m.ID.ValueString()
	}
	return ids
}

// criterionIDs are the ids of the criteria.
func criterionIDs(criteria []adsapi.LineItemCriterion) []string {
	ids := make([]string, len(criteria))
	for i := range criteria {
		ids[i] = criteria[i].ID
	}
	return ids
}

// sortedCriteria are the criteria by key, then id.
func sortedCriteria(held []adsapi.LineItemCriterion) []adsapi.LineItemCriterion {
	out := slices.Clone(held)
	slices.SortFunc(out, func(a, b adsapi.LineItemCriterion) int {
		return cmp.Or(compareKeys(keyOf(&a), keyOf(&b)), cmp.Compare(a.ID, b.ID))
	})
	return out
}

// targetingChange is what makes the criteria held the criteria wanted: the operations to send, and the
// criteria held that stay.
type targetingChange struct {
	ops  []adsapi.TargetingOperation
	kept []adsapi.LineItemCriterion
}

// changeTo compares the criteria held with those wanted. A criterion held twice (made outside Terraform)
// is kept once. Deletes go first, so that a line item never holds two age buckets or two events between
// two operations; among them dependents go before what they depend on, and among the creates after it.
func changeTo(want []criterionKey, held []adsapi.LineItemCriterion) targetingChange {
	var ch targetingChange
	wanted := map[criterionKey]bool{}
	for _, k := range want {
		wanted[k] = true
	}
	taken := map[criterionKey]bool{}
	var deletes []adsapi.LineItemCriterion
	for _, c := range sortedCriteria(held) {
		k := keyOf(&c)
		if wanted[k] && !taken[k] {
			taken[k] = true
			ch.kept = append(ch.kept, c)
			continue
		}
		deletes = append(deletes, c)
	}
	slices.SortStableFunc(deletes, func(a, b adsapi.LineItemCriterion) int {
		return cmp.Compare(deleteRank(a.TargetingType), deleteRank(b.TargetingType)) // then as sortedCriteria left them
	})
	for _, c := range deletes {
		ch.ops = append(ch.ops, adsapi.DeleteCriterion(c.ID))
	}
	var creates []criterionKey
	for _, k := range want {
		if !taken[k] {
			creates = append(creates, k)
		}
	}
	slices.SortFunc(creates, func(a, b criterionKey) int {
		return cmp.Or(cmp.Compare(createRank(a.typ), createRank(b.typ)), compareKeys(a, b))
	})
	for _, k := range creates {
		ch.ops = append(ch.ops, adsapi.CreateCriterion(adsapi.LineItemCriterionInput{
			TargetingType: k.typ, TargetingValue: k.value, OperatorType: k.op}))
	}
	return ch
}
