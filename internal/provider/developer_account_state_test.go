package provider_test

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// A developer account in the state of version 0, whose id was read from a field the service does not
// send, is upgraded, not replaced: the upgrade keeps what it had, the refresh that follows writes the
// service's account_id and name, and the plan after it changes nothing.
func TestDeveloperAccountStateOfVersion0IsUpgraded(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	existing, _ := srv.DeveloperAccountOf(emulator.OtherUserID)
	t.Setenv("ADSAPI_API_URL", ts.URL)
	t.Setenv("ADSAPI_OAUTH2_ACCESS_TOKEN", emulator.OtherOAuth2Token)

	const version0 = `{"id": "", "user_id": "` + emulator.OtherUserID + `", "created_at": "2020-03-02T10:00:00Z", "created": false}`
	ctx := context.Background()
	const typeName = "adsapi_developer_account"
	sch := resourceSchemas(t, frameworkServer()).ResourceSchemas[typeName]
	if sch == nil || sch.Version != 1 {
		t.Fatalf("schema %v, want version 1", sch)
	}
	typ := sch.ValueType()
	s := provider.NewServer("test")()
	upgraded, err := s.UpgradeResourceState(ctx, &tfprotov6.UpgradeResourceStateRequest{
		TypeName: typeName, Version: 0, RawState: &tfprotov6.RawState{JSON: []byte(version0)},
	})
	if err != nil || len(upgraded.Diagnostics) > 0 || upgraded.UpgradedState == nil {
		t.Fatalf("upgrade: %v %v", err, upgraded.Diagnostics)
	}
	attrs := objectAttributes(t, upgraded.UpgradedState, typ)
	for name, want := range map[string]any{"user_id": emulator.OtherUserID, "created_at": "2020-03-02T10:00:00Z", "created": false, "name": nil, "metadata": nil} {
		if got := goValue(t, attrs[name]); got != want {
			t.Errorf("upgraded %s = %v, want %v", name, got, want)
		}
	}

	providerType := resourceSchemas(t, s).Provider.ValueType()
	config, err := tfprotov6.NewDynamicValue(providerType, tftypes.NewValue(providerType, nullAttributes(providerType)))
	if err != nil {
		t.Fatal(err)
	}
	if resp, err := s.ConfigureProvider(ctx, &tfprotov6.ConfigureProviderRequest{Config: &config}); err != nil || len(resp.Diagnostics) > 0 {
		t.Fatalf("configure: %v %v", err, resp.Diagnostics)
	}
	read, err := s.ReadResource(ctx, &tfprotov6.ReadResourceRequest{TypeName: typeName, CurrentState: upgraded.UpgradedState})
	if err != nil || len(read.Diagnostics) > 0 || read.NewState == nil {
		t.Fatalf("read: %v %v", err, read.Diagnostics)
	}
	attrs = objectAttributes(t, read.NewState, typ)
	if id := goValue(t, attrs["id"]); id != existing.ID {
		t.Errorf("refreshed id = %v, want the account_id %s", id, existing.ID)
	}
	if name := goValue(t, attrs["name"]); name != existing.Name {
		t.Errorf("refreshed name = %v, want %s", name, existing.Name)
	}

	cfgAttrs := nullAttributes(typ)
	cfg, err := tfprotov6.NewDynamicValue(typ, tftypes.NewValue(typ, cfgAttrs))
	if err != nil {
		t.Fatal(err)
	}
	plan, err := s.PlanResourceChange(ctx, &tfprotov6.PlanResourceChangeRequest{
		TypeName: typeName, PriorState: read.NewState, ProposedNewState: read.NewState, Config: &cfg,
	})
	if err != nil || len(plan.Diagnostics) > 0 {
		t.Fatalf("plan: %v %v", err, plan.Diagnostics)
	}
	if len(plan.RequiresReplace) > 0 {
		t.Errorf("the plan replaces the account: %v", plan.RequiresReplace)
	}
	planned, err := plan.PlannedState.Unmarshal(typ)
	if err != nil {
		t.Fatal(err)
	}
	prior, _ := read.NewState.Unmarshal(typ)
	if !planned.Equal(prior) {
		t.Errorf("the plan changes the refreshed state:\n%v\n%v", planned, prior)
	}
}

func objectAttributes(t *testing.T, dv *tfprotov6.DynamicValue, typ tftypes.Type) map[string]tftypes.Value {
	t.Helper()
	v, err := dv.Unmarshal(typ)
	if err != nil {
		t.Fatal(err)
	}
	var attrs map[string]tftypes.Value
	if err := v.As(&attrs); err != nil {
		t.Fatal(err)
	}
	return attrs
}

// goValue is a string or bool attribute as Go sees it, nil when null.
func goValue(t *testing.T, v tftypes.Value) any {
	t.Helper()
	if v.IsNull() {
		return nil
	}
	switch {
	case v.Type().Is(tftypes.String):
		var s string
		_ = v.As(&s)
		return s
	case v.Type().Is(tftypes.Bool):
		var b bool
		_ = v.As(&b)
		return b
	}
	t.Fatalf("unexpected type %v", v.Type())
	return nil
}
