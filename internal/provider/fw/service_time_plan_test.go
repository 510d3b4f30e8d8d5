package fw

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The plan keeps the state's spelling only when the configuration names the same instant; any other
// time, and values not known on either side, are planned as configured.
func TestServiceTimeKeepsInstant(t *testing.T) {
	for _, tc := range []struct {
		name                     string
		state, plan, wantPlanned types.String
	}{
		{"offset of the same instant", types.StringValue("2026-12-01T17:00:00Z"), types.StringValue("2026-12-01T09:00:00-08:00"), types.StringValue("2026-12-01T17:00:00Z")},
		{"date of the same instant", types.StringValue("2026-12-01T00:00:00Z"), types.StringValue("2026-12-01"), types.StringValue("2026-12-01T00:00:00Z")},
		{"another instant", types.StringValue("2026-12-01T17:00:00Z"), types.StringValue("2026-12-01T09:00:00Z"), types.StringValue("2026-12-01T09:00:00Z")},
		{"not a time", types.StringValue("2026-12-01T17:00:00Z"), types.StringValue("soon"), types.StringValue("soon")},
		{"no state (a create)", types.StringNull(), types.StringValue("2026-12-01"), types.StringValue("2026-12-01")},
		{"unknown plan", types.StringValue("2026-12-01T00:00:00Z"), types.StringUnknown(), types.StringUnknown()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := &planmodifier.StringResponse{PlanValue: tc.plan}
			ServiceTimeKeepsInstant().PlanModifyString(t.Context(), planmodifier.StringRequest{
				StateValue: tc.state, PlanValue: tc.plan, ConfigValue: tc.plan,
			}, resp)
			if !resp.PlanValue.Equal(tc.wantPlanned) {
				t.Errorf("planned %s, want %s", resp.PlanValue, tc.wantPlanned)
			}
		})
	}
}
