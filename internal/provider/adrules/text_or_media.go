package adrules

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// TextOrMedia is the service's rule for a post (a draft, a scheduled post): it has text or media keys, a
// blank one is refused. refusal is the error's detail, in the kind's words. A value not yet known may
// fill the gap, so it passes here and CheckTextOrMedia judges it again at apply.
func TextOrMedia(refusal string) resource.ConfigValidator { return textOrMedia{refusal: refusal} }

type textOrMedia struct{ refusal string }

func (textOrMedia) Description(context.Context) string {
	return "text is set when media_keys is empty"
}

func (v textOrMedia) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (v textOrMedia) ValidateResource(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var text types.String
	var media types.List
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("text"), &text)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("media_keys"), &media)...)
	CheckTextOrMedia(text, media, v.refusal, &resp.Diagnostics)
}

// CheckTextOrMedia reports, on text, a post with neither text nor media keys; unknown values pass.
func CheckTextOrMedia(text types.String, media types.List, refusal string, diags *diag.Diagnostics) {
	if text.IsUnknown() || media.IsUnknown() {
		return
	}
	if strings.TrimSpace(text.ValueString()) != "" || len(media.Elements()) > 0 {
		return
	}
	fw.AddAttrError(diags, path.Root("text"), "Missing text or media", refusal)
}
