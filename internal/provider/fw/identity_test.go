package fw

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// importByIdentity runs the Import of an {account_id, id} resource, whose import by id is
// ImportAccountScoped with defaultAccount, for an import id (id) or an identity (account, idPart; nil is
// null). It returns what the import set and the import id the resource was given.
func importByIdentity(t *testing.T, defaultAccount, id string, account, idPart *string) (*resource.ImportStateResponse, string) {
	t.Helper()
	ctx := context.Background()
	identity := AccountIdentity("account", "id")
	identitySchema := identity.Schema()
	stateSchema := schema.Schema{Attributes: map[string]schema.Attribute{
		"account_id": schema.StringAttribute{Optional: true}, "id": schema.StringAttribute{Computed: true},
	}}
	identityType := identitySchema.Type().TerraformType(ctx)
	value := func(s *string) tftypes.Value { return tftypes.NewValue(tftypes.String, s) }
	req := resource.ImportStateRequest{ID: id}
	resp := &resource.ImportStateResponse{
		State:    tfsdk.State{Schema: stateSchema, Raw: tftypes.NewValue(stateSchema.Type().TerraformType(ctx), nil)},
		Identity: &tfsdk.ResourceIdentity{Schema: identitySchema, Raw: tftypes.NewValue(identityType, nil)},
	}
	if id == "" {
		raw := tftypes.NewValue(identityType, map[string]tftypes.Value{"account_id": value(account), "id": value(idPart)})
		req.Identity = &tfsdk.ResourceIdentity{Schema: identitySchema, Raw: raw}
		resp.Identity.Raw = raw
	}
	var given string
	identity.Import(ctx, req, resp, func(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
		given = req.ID
		ImportAccountScoped(ctx, &ProviderData{AccountID: defaultAccount}, req, resp)
	})
	return resp, given
}

// identityValue reads one attribute of the identity the import recorded.
func identityValue(t *testing.T, resp *resource.ImportStateResponse, name string) string {
	t.Helper()
	var v *string
	raw := map[string]tftypes.Value{}
	if err := resp.Identity.Raw.As(&raw); err != nil {
		t.Fatal(err)
	}
	if err := raw[name].As(&v); err != nil || v == nil {
		t.Fatalf("identity %s: %v (err %v)", name, v, err)
	}
	return *v
}

func TestIdentityImport(t *testing.T) {
	str := func(s string) *string { return &s }

	t.Run("identity without account_id takes the provider's", func(t *testing.T) {
		resp, given := importByIdentity(t, "18ce54d4x5t", "", nil, str("42"))
		if resp.Diagnostics.HasError() || given != "42" {
			t.Fatalf("import id %q, diagnostics %v", given, resp.Diagnostics)
		}
		if a, id := identityValue(t, resp, "account_id"), identityValue(t, resp, "id"); a != "18ce54d4x5t" || id != "42" {
			t.Fatalf("identity {%s, %s}, want {18ce54d4x5t, 42}", a, id)
		}
	})
	t.Run("identity with account_id", func(t *testing.T) {
		resp, given := importByIdentity(t, "18ce54d4x5t", "", str("gq180y"), str("42"))
		if resp.Diagnostics.HasError() || given != "gq180y/42" || identityValue(t, resp, "account_id") != "gq180y" {
			t.Fatalf("import id %q, diagnostics %v", given, resp.Diagnostics)
		}
	})
	t.Run("import id sets the identity too", func(t *testing.T) {
		resp, given := importByIdentity(t, "", "gq180y/42", nil, nil)
		if resp.Diagnostics.HasError() || given != "gq180y/42" || identityValue(t, resp, "id") != "42" {
			t.Fatalf("import id %q, diagnostics %v", given, resp.Diagnostics)
		}
	})
	t.Run("a slash in a part is refused before the resource sees it", func(t *testing.T) {
		resp, given := importByIdentity(t, "18ce54d4x5t", "", nil, str("a/42"))
		if given != "" || !resp.Diagnostics.HasError() ||
			!strings.Contains(resp.Diagnostics.Errors()[0].Detail(), `sets id to "a/42": no id holds a slash`) {
			t.Fatalf("import id %q, diagnostics %v", given, resp.Diagnostics)
		}
	})
	t.Run("the resource's error names the identity", func(t *testing.T) {
		resp, _ := importByIdentity(t, "", "", nil, str("42"))
		errs := resp.Diagnostics.Errors()
		if len(errs) != 1 || !strings.HasPrefix(errs[0].Detail(), `The import block's identity {id = "42"} stands for the import id "42".`) ||
			!strings.Contains(errs[0].Detail(), "has no account") || errs[0].Summary() != "Invalid import id" {
			t.Fatalf("diagnostics %v", resp.Diagnostics)
		}
	})
}

// A state missing a part of the identity is the provider's error, and the identity stays as it was rather
// than holding a null.
func TestSetIdentityRefusesAMissingPart(t *testing.T) {
	ctx := context.Background()
	identitySchema := AccountIdentity("account", "id").Schema()
	stateSchema := schema.Schema{Attributes: map[string]schema.Attribute{
		"account_id": schema.StringAttribute{Optional: true}, "id": schema.StringAttribute{Computed: true},
	}}
	account := "18ce54d4x5t"
	state := tfsdk.State{Schema: stateSchema, Raw: tftypes.NewValue(stateSchema.Type().TerraformType(ctx), map[string]tftypes.Value{
		"account_id": tftypes.NewValue(tftypes.String, &account), "id": tftypes.NewValue(tftypes.String, nil),
	})}
	identity := &tfsdk.ResourceIdentity{Schema: identitySchema, Raw: tftypes.NewValue(identitySchema.Type().TerraformType(ctx), nil)}
	var diags diag.Diagnostics
	SetIdentity(ctx, state, identity, &diags)
	if !diags.HasError() || diags.Errors()[0].Summary() != "Incomplete resource identity" || !strings.Contains(diags.Errors()[0].Detail(), "no id") {
		t.Fatalf("diagnostics %v", diags)
	}
	if !identity.Raw.IsNull() {
		t.Fatalf("identity set to %s", identity.Raw)
	}
}
