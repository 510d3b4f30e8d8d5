package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// fields are the attributes of one component, label, destination or slide, read from a types.Object.
// Components are handled this way rather than decoded into structs because an element that comes whole
// from a variable or a for_each value is an unknown object during validation, which no struct can hold,
// and because a slide's components carry fewer attributes than a card's: one reader serves both shapes.
type fields map[string]attr.Value

// fieldsOf returns the attributes of v, or nil when v is null or not yet known.
func fieldsOf(v attr.Value) fields {
	obj, ok := v.(types.Object)
	if !ok || obj.IsNull() || obj.IsUnknown() {
		return nil
	}
	return obj.Attributes()
}

// isNull is true for an attribute that is null or that this shape does not have.
func (f fields) isNull(name string) bool {
	v, ok := f[name]
	return !ok || v == nil || v.IsNull()
}

func (f fields) isUnknown(name string) bool {
	v, ok := f[name]
	return ok && v != nil && v.IsUnknown()
}

// isSet is true for a known, non-null attribute.
func (f fields) isSet(name string) bool { return !f.isNull(name) && !f.isUnknown(name) }

// str is a string attribute, null when the shape does not have it.
func (f fields) str(name string) types.String {
	if s, ok := f[name].(types.String); ok {
		return s
	}
	return types.StringNull()
}

// objectOf builds an object of type t from values: attributes t does not have are dropped (a slide's
// component keeps only what a slide accepts), attributes values lacks or holds as nil are null, and a nested
// map[string]any becomes an object of the nested type that t names.
func objectOf(ctx context.Context, t types.ObjectType, values map[string]any) (types.Object, diag.Diagnostics) {
	var diags diag.Diagnostics
	attrs := make(map[string]attr.Value, len(t.AttrTypes))
	for name, at := range t.AttrTypes {
		switch v := values[name].(type) {
		case attr.Value:
			attrs[name] = v
		case map[string]any:
			obj, d := objectOf(ctx, at.(types.ObjectType), v)
			diags.Append(d...)
			attrs[name] = obj
		default:
			null, err := at.ValueFromTerraform(ctx, tftypes.NewValue(at.TerraformType(ctx), nil))
			if err != nil {
				diags.AddError("Unable to build a null value", err.Error())
				continue
			}
			attrs[name] = null
		}
	}
	obj, d := types.ObjectValue(t.AttrTypes, attrs)
	diags.Append(d...)
	return obj, diags
}
