package provider_test

import (
	"context"
	"encoding/json"
	"sort"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

func frameworkServer() tfprotov6.ProviderServer {
	return providerserver.NewProtocol6(provider.New("test")())()
}

func resourceSchemas(t *testing.T, s tfprotov6.ProviderServer) *tfprotov6.GetProviderSchemaResponse {
	t.Helper()
	resp, err := s.GetProviderSchema(context.Background(), &tfprotov6.GetProviderSchemaRequest{})
	if err != nil || len(resp.Diagnostics) > 0 {
		t.Fatalf("GetProviderSchema: %v %v", err, resp.Diagnostics)
	}
	return resp
}

// TestServerOffersNoDestroyPlans checks that the provider's server withdraws the framework's offer to plan
// destroys, in both requests Terraform reads it from.
func TestServerOffersNoDestroyPlans(t *testing.T) {
	ctx := context.Background()
	if !resourceSchemas(t, frameworkServer()).ServerCapabilities.PlanDestroy {
		t.Fatal("the framework no longer offers to plan destroys; the server's change is moot")
	}
	s := provider.NewServer("test")()
	if resourceSchemas(t, s).ServerCapabilities.PlanDestroy {
		t.Error("GetProviderSchema offers to plan destroys")
	}
	meta, err := s.GetMetadata(ctx, &tfprotov6.GetMetadataRequest{})
	if err != nil || meta.ServerCapabilities == nil || meta.ServerCapabilities.PlanDestroy {
		t.Errorf("GetMetadata offers to plan destroys (err %v)", err)
	}
}

// TestNoResourcePlansADestroy is what makes withdrawing the offer safe: for every resource, with the
// provider configured, the framework's plan of a destroy is the null plan Terraform makes by itself,
// with no diagnostic, nothing to replace and no private state.
func TestNoResourcePlansADestroy(t *testing.T) {
	for name, value := range map[string]string{
		"ADSAPI_ACCOUNT_ID": "18ce54d4x5t", "ADSAPI_CONSUMER_KEY": "k", "ADSAPI_CONSUMER_SECRET": "s",
		"ADSAPI_ACCESS_TOKEN": "t", "ADSAPI_ACCESS_TOKEN_SECRET": "ts", "ADSAPI_BEARER_TOKEN": "b",
		"ADSAPI_OAUTH2_ACCESS_TOKEN": "o", "ADSAPI_ADS_URL": "http://127.0.0.1:1", "ADSAPI_SANDBOX_ADS_URL": "http://127.0.0.1:1",
		"ADSAPI_API_URL": "http://127.0.0.1:1", "ADSAPI_UPLOAD_URL": "http://127.0.0.1:1",
	} {
		t.Setenv(name, value)
	}
	ctx := context.Background()
	s := frameworkServer()
	schemas := resourceSchemas(t, s)
	providerType := schemas.Provider.ValueType()
	config, err := tfprotov6.NewDynamicValue(providerType, tftypes.NewValue(providerType, nullAttributes(providerType)))
	if err != nil {
		t.Fatal(err)
	}
	configured, err := s.ConfigureProvider(ctx, &tfprotov6.ConfigureProviderRequest{Config: &config})
	if err != nil || len(configured.Diagnostics) > 0 {
		t.Fatalf("ConfigureProvider: %v %v", err, configured.Diagnostics)
	}
	for _, typeName := range sortedNames(schemas.ResourceSchemas) {
		valueType := schemas.ResourceSchemas[typeName].ValueType()
		prior := dynamicValueFromJSON(t, valueType, sampleJSON(valueType))
		null, err := tfprotov6.NewDynamicValue(valueType, tftypes.NewValue(valueType, nil))
		if err != nil {
			t.Fatal(err)
		}
		resp, err := s.PlanResourceChange(ctx, &tfprotov6.PlanResourceChangeRequest{
			TypeName: typeName, PriorState: &prior, ProposedNewState: &null, Config: &null,
		})
		if err != nil {
			t.Fatalf("%s: %v", typeName, err)
		}
		planned, err := resp.PlannedState.Unmarshal(valueType)
		if err != nil || !planned.IsNull() || len(resp.Diagnostics) > 0 || len(resp.RequiresReplace) > 0 || len(resp.PlannedPrivate) > 0 {
			t.Errorf("%s: the destroy plan is %v (%v), diagnostics %v, replace %v, private %q",
				typeName, planned, err, resp.Diagnostics, resp.RequiresReplace, resp.PlannedPrivate)
		}
	}
}

// TestUpgradeAtCurrentVersionMatchesFramework checks, for every resource, that a state at the schema's
// version comes out of the provider's server exactly as out of the framework's, an attribute the schema
// does not have being dropped; and that other requests get the framework's own answers.
func TestUpgradeAtCurrentVersionMatchesFramework(t *testing.T) {
	ctx := context.Background()
	ours, theirs := provider.NewServer("test")(), frameworkServer()
	schemas := resourceSchemas(t, theirs)
	upgrade := func(s tfprotov6.ProviderServer, req tfprotov6.UpgradeResourceStateRequest) *tfprotov6.UpgradeResourceStateResponse {
		t.Helper()
		resp, err := s.UpgradeResourceState(ctx, &req)
		if err != nil {
			t.Fatalf("%s: %v", req.TypeName, err)
		}
		return resp
	}
	for _, typeName := range sortedNames(schemas.ResourceSchemas) {
		sch := schemas.ResourceSchemas[typeName]
		state := sampleJSON(sch.ValueType())
		state["attribute_of_an_older_release"] = "dropped"
		raw, err := json.Marshal(state)
		if err != nil {
			t.Fatal(err)
		}
		for _, req := range []tfprotov6.UpgradeResourceStateRequest{
			{TypeName: typeName, Version: sch.Version, RawState: &tfprotov6.RawState{JSON: raw}},
			{TypeName: typeName, Version: sch.Version, RawState: &tfprotov6.RawState{JSON: []byte(`{"id": [`)}},
			{TypeName: typeName, Version: sch.Version + 1, RawState: &tfprotov6.RawState{JSON: raw}},
		} {
			got, want := upgrade(ours, req), upgrade(theirs, req)
			if len(got.Diagnostics) != len(want.Diagnostics) {
				t.Errorf("%s %s: diagnostics %v, the framework's %v", typeName, req.RawState.JSON[:8], got.Diagnostics, want.Diagnostics)
				continue
			}
			if want.UpgradedState == nil {
				continue
			}
			gotValue, err1 := got.UpgradedState.Unmarshal(sch.ValueType())
			wantValue, err2 := want.UpgradedState.Unmarshal(sch.ValueType())
			if err1 != nil || err2 != nil || !gotValue.Equal(wantValue) {
				t.Errorf("%s: upgraded to\n%v (%v)\nthe framework to\n%v (%v)", typeName, gotValue, err1, wantValue, err2)
			}
		}
	}
}

func sortedNames(m map[string]*tfprotov6.Schema) []string {
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

func nullAttributes(t tftypes.Type) map[string]tftypes.Value {
	attrs := t.(tftypes.Object).AttributeTypes
	out := make(map[string]tftypes.Value, len(attrs))
	for name, at := range attrs {
		out[name] = tftypes.NewValue(at, nil)
	}
	return out
}

// sampleJSON is a state of type t (an object) with every attribute set, at every depth.
func sampleJSON(t tftypes.Type) map[string]any {
	out := map[string]any{}
	for name, at := range t.(tftypes.Object).AttributeTypes {
		out[name] = sampleValue(at)
	}
	return out
}

func sampleValue(t tftypes.Type) any {
	switch t := t.(type) {
	case tftypes.List:
		return []any{sampleValue(t.ElementType)}
	case tftypes.Set:
		return []any{sampleValue(t.ElementType)}
	case tftypes.Map:
		return map[string]any{"k": sampleValue(t.ElementType)}
	case tftypes.Object:
		return sampleJSON(t)
	}
	switch {
	case t.Is(tftypes.Number):
		return 7
	case t.Is(tftypes.Bool):
		return true
	}
	return "s"
}

func dynamicValueFromJSON(t *testing.T, typ tftypes.Type, v map[string]any) tfprotov6.DynamicValue {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	value, err := (&tfprotov6.RawState{JSON: raw}).Unmarshal(typ)
	if err != nil {
		t.Fatal(err)
	}
	dv, err := tfprotov6.NewDynamicValue(typ, value)
	if err != nil {
		t.Fatal(err)
	}
	return dv
}
