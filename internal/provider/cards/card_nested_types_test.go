package cards

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

func TestFixedNestedTypes(t *testing.T) {
	t.Parallel()
	inner := schema.SingleNestedAttribute{Optional: true, Attributes: map[string]schema.Attribute{
		"type": schema.StringAttribute{Required: true},
		"url":  schema.StringAttribute{Optional: true},
	}}
	attrs := map[string]schema.Attribute{
		"id": schema.StringAttribute{Computed: true},
		"items": schema.ListNestedAttribute{Optional: true, NestedObject: schema.NestedAttributeObject{
			Attributes: map[string]schema.Attribute{
				"keys":        schema.ListAttribute{Optional: true, ElementType: types.StringType},
				"destination": inner,
			},
		}},
		"label": inner,
	}
	fixed := withFixedNestedTypes(attrs)
	if len(fixed) != len(attrs) {
		t.Fatalf("%d attributes, want %d", len(fixed), len(attrs))
	}
	for name, a := range attrs {
		if got, want := fixed[name].GetType(), a.GetType(); !got.Equal(want) {
			t.Errorf("%s: type %s, want %s", name, got, want)
		}
	}
	items := fixed["items"].(schema.ListNestedAttribute)
	if items.CustomType == nil || items.NestedObject.CustomType == nil {
		t.Fatalf("items: CustomType not set: %+v", items)
	}
	dest := items.NestedObject.Attributes["destination"].(schema.SingleNestedAttribute)
	if dest.CustomType == nil || !dest.CustomType.Equal(inner.GetType()) {
		t.Errorf("items.destination: CustomType %v, want %s", dest.CustomType, inner.GetType())
	}
	if fixed["label"].(schema.SingleNestedAttribute).CustomType == nil {
		t.Error("label: CustomType not set")
	}
	// The input is not changed.
	if attrs["items"].(schema.ListNestedAttribute).CustomType != nil || inner.CustomType != nil {
		t.Error("the input attributes were changed")
	}
	// The types are still those of the default types: a value built for them is accepted.
	if _, ok := fixed["items"].GetType().(types.ListType); !ok {
		t.Errorf("items: type %T, want types.ListType", fixed["items"].GetType())
	}
}
