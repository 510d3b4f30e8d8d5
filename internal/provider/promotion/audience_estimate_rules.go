package promotion

import (
	"context"
	"slices"
	"strings"

	dsschema "github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// estimateCriteriaAttribute is the targeting resource's criteria as a data source attribute: its nested
// attributes, their flags, descriptions and validators, and the list's rules are copied from
// criteriaAttribute, so that criteria written for adsapi_line_item_targeting are checked alike here and
// the two cannot drift apart. The estimate adds one rule: a criterion of a primary type. Every nested
// attribute of a criterion is a string; another kind would fail the conversion the first time the schema
// is built, which every test of the provider does.
func estimateCriteriaAttribute() dsschema.ListNestedAttribute {
	targeting := criteriaAttribute()
	nested := map[string]dsschema.Attribute{}
	for name, a := range targeting.NestedObject.Attributes {
		s := a.(schema.StringAttribute)
		nested[name] = dsschema.StringAttribute{Required: s.Required, Optional: s.Optional, Computed: s.Computed,
			MarkdownDescription: s.MarkdownDescription, Validators: s.Validators}
	}
	return dsschema.ListNestedAttribute{
		Required: true,
		MarkdownDescription: "The criteria to estimate, in exactly the shape of `adsapi_line_item_targeting`'s `criteria` " +
			"and checked at plan by the same rules (types, values, operators, limits per type, a `TV_SHOW` only beside a " +
			"`LOCATION`, no criterion written twice), so that one list can feed both. At least one criterion must be of a " +
			"primary type: " + strings.Join(primaryTypes, ", ") + ". An `operator_type` left out is `EQ`, as at the service.",
		Validators:   append(slices.Clone(targeting.Validators), primaryCriterionRule{}),
		NestedObject: dsschema.NestedAttributeObject{Attributes: nested},
	}
}

// primaryCriterionRule refuses criteria of which none is of a primary type. While any element or type is
// not known yet it refuses nothing: the unknown one may be primary.
type primaryCriterionRule struct{}

var _ validator.List = primaryCriterionRule{}

func (primaryCriterionRule) Description(context.Context) string {
	return "at least one criterion of a primary type"
}

func (v primaryCriterionRule) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (primaryCriterionRule) ValidateList(_ context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	for _, elem := range req.ConfigValue.Elements() {
		obj, ok := elem.(types.Object)
		if !ok || obj.IsUnknown() {
			return
		}
		typ, _ := obj.Attributes()["targeting_type"].(types.String)
		if typ.IsUnknown() || slices.Contains(primaryTypes, typ.ValueString()) {
			return
		}
	}
	resp.Diagnostics.AddAttributeError(req.Path, "No primary criterion",
		"An audience estimate needs at least one criterion of a primary type ("+strings.Join(primaryTypes, ", ")+
			"); criteria holds none. The service refuses such an estimate.")
}
