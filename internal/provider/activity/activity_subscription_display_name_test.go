package activity

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// TestActivitySubscriptionResult_displayName: a list result is shown by its tag, and without a tag by its
// event type and user. (The acceptance test of the list resource tags every subscription it makes, as every
// object an acceptance test makes carries acctarget.NamePrefix, so the untagged form is shown here.)
func TestActivitySubscriptionResult_displayName(t *testing.T) {
	ctx := context.Background()
	var sch resource.SchemaResponse
	(&activitySubscriptionResource{}).Schema(ctx, resource.SchemaRequest{}, &sch)
	for _, c := range []struct{ tag, want string }{
		{"tf-acc-test-likes", "tf-acc-test-likes"},
		{"", "like.create of user 756201191646691328"},
	} {
		res := &tfsdk.Resource{Schema: sch.Schema, Raw: tftypes.NewValue(sch.Schema.Type().TerraformType(ctx), nil)}
		sub := &adsapi.ActivitySubscription{ID: "1", EventType: "like.create", Tag: c.tag,
			Filter: adsapi.ActivitySubscriptionFilter{UserID: "756201191646691328"}}
		got, diags := activitySubscriptionResult(ctx, nil, sub, res)
		if diags.HasError() {
			t.Fatalf("tag %q: %v", c.tag, diags)
		}
		if got != c.want {
			t.Errorf("tag %q: display name %q, want %q", c.tag, got, c.want)
		}
	}
}
