package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
)

// The card resource's nested attributes carry their types as CustomType: a performance change
// contained in this family, kept because make bench measured the card's CPU 10 to 15% higher without
// it. A test compares every attribute's type with the framework's own (card_nested_types_test.go).

// withFixedNestedTypes returns attrs with the CustomType of every nested attribute and nested
// attribute object in it (at any depth) set to the very type the framework derives from the
// schema when CustomType is nil: a types.ListType of a types.ObjectType, or a types.ObjectType.
// Values, plans, state and the schema Terraform sees are exactly the same. It is a performance
// change only: terraform-plugin-framework v1.19 derives that type again, allocating its maps,
// every time it looks a value up by path (NestedAttributeObject.Type,
// SingleNestedAttribute.GetType, ListNestedAttribute.GetType), which it does for every value
// of every resource in every RPC; with CustomType set it reads it.
//
// Only list and single nested attributes are handled (the ones the card uses); others are
// returned unchanged.
func withFixedNestedTypes(attrs map[string]schema.Attribute) map[string]schema.Attribute {
	out := make(map[string]schema.Attribute, len(attrs))
	for name, a := range attrs {
		switch a := a.(type) {
		case schema.ListNestedAttribute:
			if a.CustomType == nil {
				a.NestedObject = fixedNestedObject(a.NestedObject)
				a.CustomType = types.ListType{ElemType: a.NestedObject.CustomType}
			}
			out[name] = a
		case schema.SingleNestedAttribute:
			if a.CustomType == nil {
				a.Attributes = withFixedNestedTypes(a.Attributes)
				if t, ok := a.GetType().(basetypes.ObjectTypable); ok {
					a.CustomType = t
				}
			}
			out[name] = a
		default:
			out[name] = a
		}
	}
	return out
}

func fixedNestedObject(o schema.NestedAttributeObject) schema.NestedAttributeObject {
	if o.CustomType != nil {
		return o
	}
	o.Attributes = withFixedNestedTypes(o.Attributes)
	o.CustomType = o.Type()
	return o
}
