package provider_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// repoRoot is where examples/ and docs/ live, relative to this package.
const repoRoot = "../.."

// TestRegisteredTypes checks every resource and data source the families register: its schema passes the
// framework's own implementation checks, it has an example under examples/ and a generated page under
// docs/, and no two types share a name.
func TestRegisteredTypes(t *testing.T) {
	ctx := context.Background()
	p := provider.New("test")()
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
	if len(seen) == 0 {
		t.Fatal("the provider registers no resource or data source")
	}
}
