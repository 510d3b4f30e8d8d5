package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// fields are the attributes of one component, label, destination or slide, as the validators read them from
// a types.Object. The validators read components this way rather than decoding them into the structs of
// card_component_model.go because an element that comes whole from a variable or a for_each value is an
// unknown object during validation, which no struct can hold, and because a slide's components carry fewer
// attributes than a card's: one reader serves both shapes.
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
