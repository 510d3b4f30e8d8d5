package cards

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The service never returns a poll card's media_key (it answers with the media's URLs), so after an import
// state has no key even for an image or video poll. These pieces let such a poll be kept: a configured key
// of the card's kind is recorded in place, and a media poll whose key Terraform does not know is pointed out.

// Poll card types of the service.
const (
	pollTypeImage = "IMAGE_POLLS"
	pollTypeVideo = "VIDEO_POLLS"
)

// mediaKindOfPoll is the key prefix and the word for the media of a media poll type; ok is false for a text
// poll or a type the provider does not know.
func mediaKindOfPoll(cardType string) (prefix, noun string, ok bool) {
	switch cardType {
	case pollTypeImage:
		return "3_", "image", true
	case pollTypeVideo:
		return "13_", "video", true
	}
	return "", "", false
}

// mediaKeyFitsPoll reports whether key names media of the kind the poll card type shows.
func mediaKeyFitsPoll(key, cardType string) bool {
	prefix, _, ok := mediaKindOfPoll(cardType)
	return ok && strings.HasPrefix(key, prefix)
}

// pollMediaKeyReplace replaces the poll card when media_key changes, except when state has no key and the
// card is a media poll: that is an imported card, and a configured key of its kind describes it as it is.
// A key not known until apply replaces the card: it comes from something made in the same apply, so it
// cannot be the media the card already has, and deciding otherwise at apply would contradict the plan.
func pollMediaKeyReplace() planmodifier.String {
	return stringplanmodifier.RequiresReplaceIf(
		func(ctx context.Context, req planmodifier.StringRequest, resp *stringplanmodifier.RequiresReplaceIfFuncResponse) {
			resp.RequiresReplace = true
			if !req.StateValue.IsNull() || req.PlanValue.IsNull() || req.PlanValue.IsUnknown() {
				return // a key state knows changed or was removed, or a key from this apply: another poll card
			}
			var cardType types.String
			resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("card_type"), &cardType)...)
			resp.RequiresReplace = !mediaKeyFitsPoll(req.PlanValue.ValueString(), cardType.ValueString())
		},
		"Changing the media replaces the poll card; a key of the card's kind recorded after import does not.",
		"Changing the media replaces the poll card; a key of the card's kind recorded after import does not.",
	)
}

// warnUnknownMediaKey warns at plan time about a media poll whose media_key neither state nor configuration
// has: after an import, and in the configuration `terraform plan -generate-config-out` writes (media_key =
// null, since the service never returns the key). That configuration keeps the card, but it describes a
// text poll: whatever replaces the card later would be created without its image or video.
func warnUnknownMediaKey(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	if req.State.Raw.IsNull() || req.Plan.Raw.IsNull() {
		return
	}
	var stateKey, configKey, cardType, id types.String
	resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("media_key"), &stateKey)...)
	resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("card_type"), &cardType)...)
	resp.Diagnostics.Append(req.State.GetAttribute(ctx, path.Root("id"), &id)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("media_key"), &configKey)...)
	prefix, noun, media := mediaKindOfPoll(cardType.ValueString())
	if !media || !stateKey.IsNull() || !configKey.IsNull() {
		return
	}
	resp.Diagnostics.AddAttributeWarning(path.Root("media_key"), "Media poll without media_key",
		fmt.Sprintf("Poll card %s is a media poll (%s), but its media_key is not in the configuration, and the "+
			"service never returns it, so neither an import nor a generated configuration can fill it in. "+
			"Set media_key to the key of the poll's %s in the account's media library (%s<digits>): Terraform "+
			"records it without replacing the poll card. Until then the configuration describes a text poll: "+
			"a change that replaces this poll card would create a TEXT_POLLS card without the %s.",
			id.ValueString(), cardType.ValueString(), noun, prefix, noun))
}
