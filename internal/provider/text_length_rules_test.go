package provider_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// TestTextLengthsCountCharacters: the service counts the length of text in characters, so no string
// attribute of any resource or data source may bound its length in bytes (stringvalidator.LengthBetween,
// LengthAtMost, LengthAtLeast above 1, whose descriptions read "string length must be"). At least 1 byte
// is at least 1 character, so a non-empty rule may count either.
func TestTextLengthsCountCharacters(t *testing.T) {
	ctx := context.Background()
	p := provider.New("test")()
	checked := 0
	check := func(where string, attrs any) {
		walkStringValidators(where, reflect.ValueOf(attrs), func(at string, v validator.String) {
			checked++
			d := v.Description(ctx)
			if strings.HasPrefix(d, "string length must be") && d != "string length must be at least 1" {
				t.Errorf("%s counts bytes (%q); use fw.CharLength*, which counts characters as the service does", at, d)
			}
		})
	}
	for _, newResource := range p.Resources(ctx) {
		r := newResource()
		var meta resource.MetadataResponse
		r.Metadata(ctx, resource.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		var s resource.SchemaResponse
		r.Schema(ctx, resource.SchemaRequest{}, &s)
		check(meta.TypeName, s.Schema.Attributes)
	}
	for _, newDataSource := range p.DataSources(ctx) {
		d := newDataSource()
		var meta datasource.MetadataResponse
		d.Metadata(ctx, datasource.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		var s datasource.SchemaResponse
		d.Schema(ctx, datasource.SchemaRequest{}, &s)
		check("data."+meta.TypeName, s.Schema.Attributes)
	}
	// the walk must reach the validators, or the test proves nothing
	if checked < 10 {
		t.Fatalf("the walk found only %d string validators", checked)
	}
}

// walkStringValidators calls f for every string validator of a map of attributes and of their nested
// attributes. The attribute types of resources and data sources differ, so it reads them by reflection:
// nested attributes keep theirs in NestedObject.Attributes or Attributes.
func walkStringValidators(where string, attrs reflect.Value, f func(at string, v validator.String)) {
	for _, key := range attrs.MapKeys() {
		at := where + "." + key.String()
		attr := attrs.MapIndex(key).Elem()
		if s, ok := attr.Interface().(interface{ StringValidators() []validator.String }); ok {
			for _, v := range s.StringValidators() {
				f(at, v)
			}
		}
		if attr.Kind() != reflect.Struct {
			continue
		}
		if nested := attr.FieldByName("NestedObject"); nested.IsValid() {
			walkStringValidators(at, nested.FieldByName("Attributes"), f)
		} else if inner := attr.FieldByName("Attributes"); inner.IsValid() && inner.Kind() == reflect.Map {
			walkStringValidators(at, inner, f)
		}
	}
}
