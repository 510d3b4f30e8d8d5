package lineitems

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// TestFromAPIStandardDelivery: an answer's standard_delivery null (as the spec's batch example answers a
// line item) keeps what the plan or state holds, which a configuration may have set; an answer that gives
// it is taken; what the service answers empty becomes null.
func TestFromAPIStandardDelivery(t *testing.T) {
	ctx := context.Background()
	no := false
	for _, tt := range []struct {
		name   string
		prior  types.Bool
		answer *bool
		want   types.Bool
	}{
		{"null answer keeps the configured value", types.BoolValue(false), nil, types.BoolValue(false)},
		{"null answer, nothing before", types.BoolNull(), nil, types.BoolNull()},
		{"null answer to a value left to the service", types.BoolUnknown(), nil, types.BoolNull()},
		{"an answer is taken", types.BoolValue(true), &no, types.BoolValue(false)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var diags diag.Diagnostics
			m := lineItemModel{}
			m.StandardDelivery = tt.prior
			m.fromAPI(ctx, "18ce54d4x5t", &adsapi.LineItem{ID: "ml5vs", StandardDelivery: tt.answer, Categories: []string{}}, &diags)
			if diags.HasError() {
				t.Fatal(diags)
			}
			if !m.StandardDelivery.Equal(tt.want) {
				t.Errorf("standard_delivery = %s, want %s", m.StandardDelivery, tt.want)
			}
			if !m.Categories.IsNull() || !m.Name.IsNull() || !m.StartTime.IsNull() {
				t.Errorf("empty answers are not null: categories %s, name %s, start_time %s", m.Categories, m.Name, m.StartTime)
			}
			if m.AccountID.ValueString() != "18ce54d4x5t" || m.ID.ValueString() != "ml5vs" {
				t.Errorf("account_id %s, id %s", m.AccountID, m.ID)
			}
		})
	}
}
