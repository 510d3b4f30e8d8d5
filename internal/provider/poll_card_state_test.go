package provider_test

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider"
)

// A poll card in the state of an earlier release, before image, image_display_width and
// image_display_height existed (and with an image_url such as a development build wrote), still loads:
// the new attributes come up null for the next refresh to fill, the old one is dropped, and every value
// the state had is kept. Both the provider's server and the framework's must agree.
func TestPollCardStateOfAnEarlierReleaseLoads(t *testing.T) {
	const earlier = `{
  "id": "57i77", "account_id": "18ce54d4x5t", "name": "best coast poll", "media_key": "3_1073727809120419840",
  "duration_in_minutes": 10080, "first_choice": "East", "second_choice": "West", "third_choice": null,
  "fourth_choice": null, "card_uri": "card://950590850777497601", "card_type": "IMAGE_POLLS",
  "start_time": "2018-01-09T04:51:34Z", "end_time": "2018-01-16T04:51:34Z",
  "created_at": "2018-01-09T04:51:34Z", "updated_at": "2018-01-09T04:51:34Z",
  "video_url": null, "video_hls_url": null, "video_poster_url": null, "video_width": null,
  "video_height": null, "video_poster_width": null, "video_poster_height": null,
  "content_duration_seconds": null,
  "image_url": "https://pbs.twimg.com/media/3_1073727809120419840.jpg"
}`
	ctx := context.Background()
	sch := resourceSchemas(t, frameworkServer()).ResourceSchemas["adsapi_poll_card"]
	if sch == nil {
		t.Fatal("no adsapi_poll_card schema")
	}
	for name, s := range map[string]tfprotov6.ProviderServer{"provider": provider.NewServer("test")(), "framework": frameworkServer()} {
		resp, err := s.UpgradeResourceState(ctx, &tfprotov6.UpgradeResourceStateRequest{
			TypeName: "adsapi_poll_card", Version: sch.Version, RawState: &tfprotov6.RawState{JSON: []byte(earlier)},
		})
		if err != nil || len(resp.Diagnostics) > 0 || resp.UpgradedState == nil {
			t.Fatalf("%s: upgrade failed: %v %v", name, err, resp.Diagnostics)
		}
		value, err := resp.UpgradedState.Unmarshal(sch.ValueType())
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var attrs map[string]tftypes.Value
		if err := value.As(&attrs); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, ok := attrs["image_url"]; ok {
			t.Errorf("%s: image_url survived the upgrade", name)
		}
		for _, a := range []string{"image", "image_display_width", "image_display_height"} {
			if v, ok := attrs[a]; !ok || !v.IsNull() {
				t.Errorf("%s: %s = %v (present %v), want null", name, a, v, ok)
			}
		}
		var id, mediaKey string
		if err := attrs["id"].As(&id); err != nil || id != "57i77" {
			t.Errorf("%s: id = %q (%v)", name, id, err)
		}
		if err := attrs["media_key"].As(&mediaKey); err != nil || mediaKey != "3_1073727809120419840" {
			t.Errorf("%s: media_key = %q (%v)", name, mediaKey, err)
		}
		if !attrs["duration_in_minutes"].Equal(tftypes.NewValue(tftypes.Number, 10080)) {
			t.Errorf("%s: duration_in_minutes = %v", name, attrs["duration_in_minutes"])
		}
	}
}
