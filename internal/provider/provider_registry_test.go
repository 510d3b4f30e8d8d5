package provider_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/action"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/function"
	"github.com/hashicorp/terraform-plugin-framework/list"
	"github.com/hashicorp/terraform-plugin-framework/provider"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	adsapiprovider "github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// repoRoot is where examples/ and docs/ live, relative to this package.
const repoRoot = "../.."

// TestRegisteredTypes checks every resource, data source, list resource, action and function the families
// register: its schema (a function's definition) passes the framework's own implementation checks, it has
// an example under examples/ and a generated page under docs/, and no two types of a kind share a name. A
// list resource also needs the managed resource of its name, whose results it builds.
func TestRegisteredTypes(t *testing.T) {
	ctx := context.Background()
	p := adsapiprovider.New("test")()
	seen := map[string]bool{}
	check := func(kind, exampleFile, typeName string) {
		t.Helper()
		if seen[kind+typeName] {
			t.Errorf("%s %s is registered twice", kind, typeName)
		}
		seen[kind+typeName] = true
		for _, f := range []string{
			filepath.Join(repoRoot, "examples", kind, typeName, exampleFile),
			filepath.Join(repoRoot, "docs", kind, strings.TrimPrefix(typeName, "adsapi_")+".md"),
		} {
			if _, err := os.Stat(f); err != nil {
				t.Errorf("%s %s: %v", kind, typeName, err)
			}
		}
	}
	for _, newResource := range p.Resources(ctx) {
		r := newResource()
		var meta resource.MetadataResponse
		r.Metadata(ctx, resource.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		var s resource.SchemaResponse
		r.Schema(ctx, resource.SchemaRequest{}, &s)
		diags := s.Diagnostics
		diags.Append(s.Schema.ValidateImplementation(ctx)...)
		if diags.HasError() {
			t.Errorf("resource %s schema: %v", meta.TypeName, diags)
		}
		check("resources", "resource.tf", meta.TypeName)
	}
	for _, newDataSource := range p.DataSources(ctx) {
		d := newDataSource()
		var meta datasource.MetadataResponse
		d.Metadata(ctx, datasource.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		var s datasource.SchemaResponse
		d.Schema(ctx, datasource.SchemaRequest{}, &s)
		diags := s.Diagnostics
		diags.Append(s.Schema.ValidateImplementation(ctx)...)
		if diags.HasError() {
			t.Errorf("data source %s schema: %v", meta.TypeName, diags)
		}
		check("data-sources", "data-source.tf", meta.TypeName)
	}
	for _, newList := range p.(provider.ProviderWithListResources).ListResources(ctx) {
		l := newList()
		var meta resource.MetadataResponse
		l.Metadata(ctx, resource.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		var s list.ListResourceSchemaResponse
		l.ListResourceConfigSchema(ctx, list.ListResourceSchemaRequest{}, &s)
		diags := s.Diagnostics
		diags.Append(s.Schema.ValidateImplementation(ctx)...)
		if diags.HasError() {
			t.Errorf("list resource %s schema: %v", meta.TypeName, diags)
		}
		if !seen["resources"+meta.TypeName] {
			t.Errorf("list resource %s has no managed resource of its name", meta.TypeName)
		}
		check("list-resources", "list-resource.tfquery.hcl", meta.TypeName)
	}
	for _, newAction := range p.(provider.ProviderWithActions).Actions(ctx) {
		a := newAction()
		var meta action.MetadataResponse
		a.Metadata(ctx, action.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		var s action.SchemaResponse
		a.Schema(ctx, action.SchemaRequest{}, &s)
		diags := s.Diagnostics
		diags.Append(s.Schema.ValidateImplementation(ctx)...)
		if diags.HasError() {
			t.Errorf("action %s schema: %v", meta.TypeName, diags)
		}
		check("actions", "action.tf", meta.TypeName)
	}
	for _, newFunction := range p.(provider.ProviderWithFunctions).Functions(ctx) {
		f := newFunction()
		var meta function.MetadataResponse
		f.Metadata(ctx, function.MetadataRequest{}, &meta)
		var d function.DefinitionResponse
		f.Definition(ctx, function.DefinitionRequest{}, &d)
		var valid function.DefinitionValidateResponse
		d.Definition.ValidateImplementation(ctx, function.DefinitionValidateRequest{FuncName: meta.Name}, &valid)
		diags := d.Diagnostics
		diags.Append(valid.Diagnostics...)
		if diags.HasError() {
			t.Errorf("function %s definition: %v", meta.Name, diags)
		}
		check("functions", "function.tf", meta.Name)
	}
	if len(seen) == 0 {
		t.Fatal("the provider registers no resource or data source")
	}
}
