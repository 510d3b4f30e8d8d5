package conversions

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func newWebEventTagResource() resource.Resource {
	// The computed values have no plan modifier but the id's: whether an update changes embed_code or
	// website_tag_id is not shown, and it may reset status, so each is known in a plan only while nothing changes.
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return &fw.AccountResource[webEventTagModel, adsapi.WebEventTag]{
		TypeName: "_web_event_tag",
		What:     "web event tag",
		Description: "A web event tag of an ads account: one conversion event of the advertiser's website " +
			"(the ads UI calls it a single event website tag), with its attribution windows. Place `embed_code` on the " +
			"page where the conversion happens; a line item names the tag as its `primary_web_event_tag`. Every argument " +
			"but `account_id` changes in place. The API has no defaults, so all five arguments are required, and it takes " +
			"fewer windows than the ads UI (no 60 or 90 days): a tag made in the UI with such a window is imported as it " +
			"is, and the first apply moves it to the window configured. Destroying the tag deletes it at the service (a " +
			"soft delete: it stays listed with `with_deleted`). The service's answers carry no creation time, so before " +
			"each create the provider lists the account's tags, to tell the tag a create with a lost answer made from one " +
			"that was there before.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descID),
			"account_id": fw.AccountIDAttribute("Ads account. Defaults to the provider's `account_id`; changing it replaces the tag."),
			"name": schema.StringAttribute{
				Required: true, MarkdownDescription: descName, Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"type": schema.StringAttribute{Required: true, MarkdownDescription: descType, Validators: []validator.String{typeValidator{}}},
			"click_window": schema.Int64Attribute{
				Required: true, MarkdownDescription: descClickWindow, Validators: []validator.Int64{windowValidator{allowed: clickWindows}},
			},
			"view_through_window": schema.Int64Attribute{
				Required: true, MarkdownDescription: descViewThroughWindow, Validators: []validator.Int64{
					windowValidator{allowed: viewThroughWindows, note: "; 0 turns view-through attribution off"}, withinClickWindow{},
				},
			},
			"retargeting_enabled": schema.BoolAttribute{Required: true, MarkdownDescription: descRetargeting},
			"embed_code":          computed(descEmbedCode),
			"website_tag_id":      computed(descWebsiteTagID),
			"status":              computed(descStatus),
			"last_tracked_at":     computed(descLastTrackedAt),
			"created_at":          fw.StableComputedString(descCreatedAt),
			"updated_at":          computed(descUpdatedAt),
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descID),
		Keys: func(m *webEventTagModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *webEventTagModel) string { return m.Name.ValueString() },
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *webEventTagModel) (*adsapi.WebEventTag, error) {
			return client.WebEventTags.Create(ctx, creation.Session(), accountID, m.toInput())
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.WebEventTag, error) {
			return client.WebEventTags.Get(ctx, k.Account, k.ID)
		},
		Gone: func(t *adsapi.WebEventTag) bool { return t.Deleted },
		UpdateCall: func(ctx context.Context, client *adsapi.Client, k fw.Key, plan, state *webEventTagModel) (*adsapi.WebEventTag, error) {
			return client.WebEventTags.Update(ctx, k.Account, k.ID, plan.changesFrom(*state))
		},
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.WebEventTags.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: func(m *webEventTagModel, t *adsapi.WebEventTag) { m.webEventTagAttributes = webEventTagFromAPI(t) },
	}
}
