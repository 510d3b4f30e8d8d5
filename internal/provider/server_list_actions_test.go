package provider_test

import (
	"maps"
	"slices"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// TestServerCarriesListResourcesAndActions checks that the provider's server answers the list resource and
// action calls: terraform-plugin-go keeps them out of ProviderServer, so a wrapper that embeds only that
// interface hides them, and Terraform reports that the provider implements neither.
func TestServerCarriesListResourcesAndActions(t *testing.T) {
	s := provider.NewServer("test")()
	lists, ok := s.(tfprotov6.ListResourceServer)
	if !ok {
		t.Fatal("the server does not answer list resource calls")
	}
	if _, ok := s.(tfprotov6.ActionServer); !ok {
		t.Fatal("the server does not answer action calls")
	}
	schemas := resourceSchemas(t, s)
	for name := range schemas.ListResourceSchemas {
		if _, ok := schemas.ResourceSchemas[name]; !ok {
			t.Errorf("list resource %s has no managed resource of its name", name)
		}
		resp, err := lists.ValidateListResourceConfig(t.Context(), &tfprotov6.ValidateListResourceConfigRequest{TypeName: name})
		if err != nil || resp == nil {
			t.Errorf("ValidateListResourceConfig %s: %v", name, err)
		}
	}
	for _, want := range []string{
		"adsapi_card", "adsapi_poll_card", "adsapi_draft_post", "adsapi_app_event_provider_configuration",
		"adsapi_scheduled_feed", "adsapi_user_mute", "adsapi_activity_subscription", "adsapi_account_activity_subscription",
		"adsapi_campaign", "adsapi_line_item",
		"adsapi_scheduled_post",
		"adsapi_line_item_targeting", "adsapi_promoted_post",
		"adsapi_tracking_tag",
		"adsapi_web_event_tag",
		"adsapi_promoted_account",
		"adsapi_preroll_call_to_action",
		"adsapi_media_creative",
		"adsapi_scheduled_promoted_post",
		"adsapi_custom_audience", "adsapi_custom_audience_permission",
		"adsapi_do_not_reach_list",
		"adsapi_webhook",
	} {
		if _, ok := schemas.ListResourceSchemas[want]; !ok {
			t.Errorf("no list resource %s among %v", want, slices.Sorted(maps.Keys(schemas.ListResourceSchemas)))
		}
	}
	for _, want := range []string{"adsapi_draft_post_preview", "adsapi_custom_audience_members", "adsapi_do_not_reach_list_members",
		"adsapi_webhook_validate", "adsapi_webhook_replay"} {
		if _, ok := schemas.ActionSchemas[want]; !ok {
			t.Errorf("no action %s among %v", want, slices.Sorted(maps.Keys(schemas.ActionSchemas)))
		}
	}
}
