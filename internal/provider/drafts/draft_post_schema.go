package drafts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/booldefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// Descriptions of a draft post's attributes, shared by the resource and the data sources.
const (
	descDraftID       = "Id of the draft post, assigned by the service."
	descDraftAccount  = "Ads account that holds the draft post. Defaults to the provider's `account_id`; changing it (or the provider default) replaces the draft."
	descDraftAsUserID = "User id (digits) of the advertiser the draft is made for: the `user_id` of one of the account's " +
		"promotable users, not the promotable user's own `id` (a plan given that `id` fails and names the `user_id` to use). " +
		"Changing it replaces the draft. Read back from the draft's `user_id`, so an imported draft plans no change."
	descDraftText = "Text of the post. At least one of `text` and `media_keys` must be set. Removing it clears the text " +
		"(allowed only while `media_keys` are set)."
	descDraftCardURI = "URI of a card to attach (`card://<digits>`, such as the `card_uri` of `adsapi_card` or `adsapi_poll_card`). " +
		"The service checks at apply that the card exists in the account. Removing it detaches the card."
	descDraftMediaKeys = "Media keys from the account's media library: up to 4 images (`3_<digits>`), or 1 animated GIF " +
		"(`16_<digits>`), or 1 video (`13_<digits>`), never mixed. The service checks at apply that they are in the library. " +
		"Removing the attribute removes the media."
	descDraftNullcast = "Whether the post is nullcast (promoted-only, not shown to followers). Defaults to `true`."
	descDraftName     = "Name of the draft, at most 80 characters. Removing it clears the name."
	descDraftUserID   = "Id of the advertiser the draft belongs to."
)

func (r *draftPostResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A draft post of an ads account: text, media and a card kept for a later post or " +
			"scheduled post. Every argument but `as_user_id` and `account_id` changes in place. Deleting a draft " +
			"is permanent; a draft deleted outside Terraform is planned for re-creation.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descDraftID),
			"account_id": fw.AccountIDAttribute(descDraftAccount),
			"as_user_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descDraftAsUserID,
				Validators:    asUserIDValidators,
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"text": schema.StringAttribute{Optional: true, MarkdownDescription: descDraftText},
			"card_uri": schema.StringAttribute{
				Optional: true, MarkdownDescription: descDraftCardURI, Validators: cardURIValidators,
			},
			"media_keys": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: descDraftMediaKeys,
				Validators: mediaKeysValidators,
			},
			"nullcast": schema.BoolAttribute{
				Optional: true, Computed: true, MarkdownDescription: descDraftNullcast,
				Default: booldefault.StaticBool(true),
			},
			"name": schema.StringAttribute{
				Optional: true, MarkdownDescription: descDraftName, Validators: nameValidators,
			},
			"user_id":    fw.StableComputedString(descDraftUserID),
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
	}
}
