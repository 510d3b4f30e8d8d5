package fw

import (
	"math/big"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// limitsObject is the type of the values of these tests: a parent that replaces, a budget, a status.
var limitsObject = tftypes.Object{AttributeTypes: map[string]tftypes.Type{
	"parent": tftypes.String, "budget": tftypes.Number, "status": tftypes.String,
}}

func limitsValue(parent, status any, budget *int64) tftypes.Value {
	b := tftypes.NewValue(tftypes.Number, nil)
	if budget != nil {
		b = tftypes.NewValue(tftypes.Number, new(big.Float).SetInt64(*budget))
	}
	return tftypes.NewValue(limitsObject, map[string]tftypes.Value{
		"parent": tftypes.NewValue(tftypes.String, parent), "budget": b, "status": tftypes.NewValue(tftypes.String, status),
	})
}

func limitsPlan(planned, prior tftypes.Value) (resource.ModifyPlanRequest, *resource.ModifyPlanResponse) {
	return resource.ModifyPlanRequest{State: tfsdk.State{Raw: prior}}, &resource.ModifyPlanResponse{Plan: tfsdk.Plan{Raw: planned}}
}

func TestInPlaceUpdate(t *testing.T) {
	five := int64(5)
	prior := limitsValue("p1", "ACTIVE", &five)
	for _, tt := range []struct {
		name    string
		planned tftypes.Value
		prior   tftypes.Value
		asked   bool // ModifyPlan already asked for a replacement
		want    bool
	}{
		{"same parent", limitsValue("p1", "PAUSED", nil), prior, false, true},
		{"another parent", limitsValue("p2", "PAUSED", &five), prior, false, false},
		{"parent known at apply", limitsValue(tftypes.UnknownValue, "ACTIVE", &five), prior, false, false},
		{"replacement asked", limitsValue("p1", "ACTIVE", &five), prior, true, false},
		{"create", limitsValue("p1", "ACTIVE", &five), tftypes.NewValue(limitsObject, nil), false, false},
		{"destroy", tftypes.NewValue(limitsObject, nil), prior, false, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			req, resp := limitsPlan(tt.planned, tt.prior)
			if tt.asked {
				resp.RequiresReplace = path.Paths{path.Root("account_id")}
			}
			if got := InPlaceUpdate(req, resp, "parent"); got != tt.want {
				t.Errorf("InPlaceUpdate = %t, want %t", got, tt.want)
			}
		})
	}
}

func TestRefuseClearing(t *testing.T) {
	five, six := int64(5), int64(6)
	for _, tt := range []struct {
		name         string
		planned      tftypes.Value
		prior        tftypes.Value
		wantRefusal  bool
		wantInDetail string
	}{
		{"removed", limitsValue("p1", "ACTIVE", nil), limitsValue("p1", "ACTIVE", &five), true, "the campaign has budget 5, and the service offers no way to clear it"},
		{"changed", limitsValue("p1", "ACTIVE", &six), limitsValue("p1", "ACTIVE", &five), false, ""},
		{"never set", limitsValue("p1", "ACTIVE", nil), limitsValue("p1", "ACTIVE", nil), false, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			req, resp := limitsPlan(tt.planned, tt.prior)
			RefuseClearing(req, resp, "campaign", "budget")
			if got := resp.Diagnostics.HasError(); got != tt.wantRefusal {
				t.Fatalf("refused = %t, want %t: %v", got, tt.wantRefusal, resp.Diagnostics)
			}
			if tt.wantRefusal && !strings.Contains(resp.Diagnostics[0].Detail(), tt.wantInDetail) {
				t.Errorf("detail %q lacks %q", resp.Diagnostics[0].Detail(), tt.wantInDetail)
			}
		})
	}
}

func TestRefuseOnUpdate(t *testing.T) {
	for _, tt := range []struct {
		name           string
		planned, prior string
		want           bool
	}{
		{"to the refused value", "DRAFT", "ACTIVE", true},
		{"kept at the refused value", "DRAFT", "DRAFT", false},
		{"to another value", "PAUSED", "DRAFT", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			req, resp := limitsPlan(limitsValue("p1", tt.planned, nil), limitsValue("p1", tt.prior, nil))
			RefuseOnUpdate(req, resp, "status", "DRAFT", "only at creation")
			if got := resp.Diagnostics.HasError(); got != tt.want {
				t.Errorf("refused = %t, want %t: %v", got, tt.want, resp.Diagnostics)
			}
		})
	}
}
