package drafts

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// maxDraftImages is how many images a draft post takes; a video or an animated GIF goes alone.
const maxDraftImages = 4

// The validators of the resource's arguments. They are kept here, not only in the schema, because
// checkAtApply runs them again on values that were unknown at plan time.
var (
	asUserIDValidators  = []validator.String{fw.ID()}
	nameValidators      = []validator.String{fw.CharLengthAtMost(80)}
	cardURIValidators   = []validator.String{adrules.CardURI()}
	mediaKeysValidators = []validator.List{listvalidator.ValueStringsAre(adrules.MediaKey()), draftMediaMix{}}
)

// draftMediaMix enforces the service's mix of media: up to 4 images, or 1 animated GIF, or 1 video, never
// mixed. Elements not yet known are judged at apply, unless the known ones already break the rule: a
// video with any other element is refused whatever that element turns out to be.
type draftMediaMix struct{}

func (draftMediaMix) Description(context.Context) string {
	return "up to 4 images, or 1 animated GIF, or 1 video, never mixed"
}

func (v draftMediaMix) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (draftMediaMix) ValidateList(_ context.Context, req validator.ListRequest, resp *validator.ListResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	elems := req.ConfigValue.Elements()
	if len(elems) > maxDraftImages {
		fw.AddAttrError(&resp.Diagnostics, req.Path, "Too many media keys", fmt.Sprintf(
			"a draft post takes up to %d images, or 1 animated GIF, or 1 video; got %d keys.", maxDraftImages, len(elems)))
		return
	}
	if len(elems) < 2 {
		return
	}
	for i, e := range elems {
		s, ok := e.(types.String)
		if !ok || s.IsNull() || s.IsUnknown() {
			continue
		}
		if kind := adrules.MediaKind(s.ValueString()); kind == adrules.MediaVideo || kind == adrules.MediaAnimatedGIF {
			fw.AddAttrError(&resp.Diagnostics, req.Path.AtListIndex(i), "Media cannot be mixed", fmt.Sprintf(
				"%s is %s, which a draft post takes alone: use 1 video, or 1 animated GIF, or up to %d images, never mixed.",
				s.ValueString(), article(kind), maxDraftImages))
		}
	}
}

// article prefixes a media kind for a sentence ("a video", "an animated GIF").
func article(kind string) string {
	if kind == adrules.MediaAnimatedGIF {
		return "an " + kind
	}
	return "a " + kind
}

// blankDraftRefusal is the detail of the error on a blank one (adrules.TextOrMedia).
const blankDraftRefusal = "a draft post needs text, media_keys, or both: the service refuses a blank draft. Set text, or media_keys with at least one key."

// checkAtApply runs the plan-time rules again on the plan of an apply, where every value is known: a value
// that came from another resource (unknown at plan) is checked here, before any request is sent.
func checkAtApply(ctx context.Context, m *draftPostModel) diag.Diagnostics {
	var diags diag.Diagnostics
	for _, c := range []struct {
		attr       string
		value      types.String
		validators []validator.String
	}{{"as_user_id", m.AsUserID, asUserIDValidators}, {"name", m.Name, nameValidators}, {"card_uri", m.CardURI, cardURIValidators}} {
		for _, val := range c.validators {
			resp := &validator.StringResponse{}
			val.ValidateString(ctx, validator.StringRequest{Path: path.Root(c.attr), ConfigValue: c.value}, resp)
			diags.Append(resp.Diagnostics...)
		}
	}
	for _, val := range mediaKeysValidators {
		resp := &validator.ListResponse{}
		val.ValidateList(ctx, validator.ListRequest{Path: path.Root("media_keys"), ConfigValue: m.MediaKeys}, resp)
		diags.Append(resp.Diagnostics...)
	}
	adrules.CheckTextOrMedia(m.Text, m.MediaKeys, blankDraftRefusal, &diags)
	return diags
}

// checkDraftPostID runs the id rule on a draft_post_id that was unknown at plan time.
func checkDraftPostID(ctx context.Context, id types.String) diag.Diagnostics {
	resp := &validator.StringResponse{}
	fw.ID().ValidateString(ctx, validator.StringRequest{Path: path.Root("draft_post_id"), ConfigValue: id}, resp)
	return resp.Diagnostics
}
