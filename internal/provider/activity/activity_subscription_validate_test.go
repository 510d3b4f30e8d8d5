package activity

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// validateSubscription runs the resource's ValidateConfig on a configuration of eventType with a filter of
// user_id and, when set, qualifiers.
func validateSubscription(t *testing.T, eventType string, qualifiers map[string]string) diag.Diagnostics {
	t.Helper()
	ctx := context.Background()
	r := &activitySubscriptionResource{}
	var sch resource.SchemaResponse
	r.Schema(ctx, resource.SchemaRequest{}, &sch)
	typ := sch.Schema.Type().TerraformType(ctx).(tftypes.Object)
	filterType := typ.AttributeTypes["filter"].(tftypes.Object)
	mapType := filterType.AttributeTypes["qualifiers"]
	q := tftypes.NewValue(mapType, nil)
	if qualifiers != nil {
		elems := map[string]tftypes.Value{}
		for k, v := range qualifiers {
			elems[k] = tftypes.NewValue(tftypes.String, v)
		}
		q = tftypes.NewValue(mapType, elems)
	}
	str := func(v any) tftypes.Value { return tftypes.NewValue(tftypes.String, v) }
	raw := tftypes.NewValue(typ, map[string]tftypes.Value{
		"id": str(nil), "event_type": str(eventType), "tag": str(nil), "webhook_id": str(nil),
		"created_at": str(nil), "updated_at": str(nil),
		"filter": tftypes.NewValue(filterType, map[string]tftypes.Value{
			"user_id": str("756201191646691328"), "keyword": str(nil), "direction": str(nil), "qualifiers": q,
		}),
	})
	var resp resource.ValidateConfigResponse
	r.ValidateConfig(ctx, resource.ValidateConfigRequest{Config: tfsdk.Config{Schema: sch.Schema, Raw: raw}}, &resp)
	return resp.Diagnostics
}

func TestValidateConfigWarnsOfTheDeprecatedAlias(t *testing.T) {
	diags := validateSubscription(t, "chat.conversation_join", nil)
	if diags.HasError() || diags.WarningsCount() != 1 {
		t.Fatalf("want one warning, got %v", diags)
	}
	w := diags.Warnings()[0]
	if !strings.Contains(w.Detail(), `write "chat.conversation.join"`) {
		t.Errorf("warning %q does not name the canonical type", w.Detail())
	}
	if diags := validateSubscription(t, "chat.conversation.join", nil); len(diags) != 0 {
		t.Errorf("the canonical name: %v", diags)
	}
}

func TestValidateConfigTakesQualifiersOnlyForTheirFamilies(t *testing.T) {
	for _, et := range []string{"chat.received", "follow.follow", "follow.unfollow", "like.create"} {
		if diags := validateSubscription(t, et, map[string]string{"k": "v"}); diags.HasError() {
			t.Errorf("%s refused qualifiers: %v", et, diags)
		}
	}
	for _, et := range []string{"post.create", "mute.mute", "dm.sent", "profile.update.bio"} {
		diags := validateSubscription(t, et, map[string]string{"k": "v"})
		if !diags.HasError() || !strings.Contains(diags.Errors()[0].Detail(), "qualifiers narrow only") {
			t.Errorf("%s took qualifiers: %v", et, diags)
		}
	}
}
