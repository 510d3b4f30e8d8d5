package provider_test

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// TestImportableResourcesHaveIdentities: every resource that can be imported has an identity, and each
// identity attribute is a string attribute of the resource's state of the same name (fw.SetIdentity copies
// it from there). A new importable resource without one fails here.
func TestImportableResourcesHaveIdentities(t *testing.T) {
	ctx := context.Background()
	p := provider.New("test")()
	importable := 0
	for _, newResource := range p.Resources(ctx) {
		r := newResource()
		var meta resource.MetadataResponse
		r.Metadata(ctx, resource.MetadataRequest{ProviderTypeName: "adsapi"}, &meta)
		if _, ok := r.(resource.ResourceWithImportState); !ok {
			continue
		}
		importable++
		withIdentity, ok := r.(resource.ResourceWithIdentity)
		if !ok {
			t.Errorf("%s can be imported but has no identity", meta.TypeName)
			continue
		}
		var identity resource.IdentitySchemaResponse
		withIdentity.IdentitySchema(ctx, resource.IdentitySchemaRequest{}, &identity)
		var state resource.SchemaResponse
		r.Schema(ctx, resource.SchemaRequest{}, &state)
		if len(identity.IdentitySchema.Attributes) == 0 {
			t.Errorf("%s: empty identity schema", meta.TypeName)
		}
		for name, attr := range identity.IdentitySchema.Attributes {
			stateAttr, ok := state.Schema.Attributes[name]
			if !ok || !stateAttr.GetType().Equal(attr.GetType()) {
				t.Errorf("%s: identity attribute %s is not a state attribute of the same type", meta.TypeName, name)
			}
		}
	}
	if importable < 11 {
		t.Errorf("found %d importable resources, want at least the 11 this provider has", importable)
	}
}
