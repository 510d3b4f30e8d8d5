package associations

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func newTrackingTagResource() resource.Resource {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	return &fw.AccountResource[trackingTagModel, adsapi.TrackingTag]{
		TypeName: "_tracking_tag",
		What:     "tracking tag",
		Description: "A third-party tracking tag on a line item: an ad server's impression pixel or click tracker, " +
			"so that the measurement partner counts the line item's impressions or clicks. `tracking_tag_url` changes in " +
			"place; the service cannot change `line_item_id` or `tracking_tag_type`, so changing either replaces the tag. " +
			"Destroying it detaches the tag from its line item (a soft delete: the service keeps it listed with " +
			"`with_deleted`).\n\n" +
			"The service documents no rule for the URL (format, length, allowed hosts) and no limit of tags per line item: " +
			"the provider checks only that the URL is an absolute `http` or `https` address with a host, and the service " +
			"decides the rest. Version 12 line items no longer carry the `tracking_tags` field of version 8 (which some " +
			"SDKs still write as a line item property): a line item's tags are managed only as this resource.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descTrackingTagID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descTagLineItemID + " Changing it replaces the tag.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"tracking_tag_type": schema.StringAttribute{
				Required: true, MarkdownDescription: descTrackingTagType + " Changing it replaces the tag.",
				Validators: []validator.String{stringvalidator.OneOf(trackingTagTypes...)}, PlanModifiers: replaces,
			},
			"tracking_tag_url": schema.StringAttribute{
				Required: true, MarkdownDescription: descTrackingTagURL + " Changes in place.",
				Validators: []validator.String{adrules.WebURL()},
			},
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			// A new URL sets a new updated_at; unchanged, the plan keeps the state's.
			"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descTrackingTagID),
		Keys: func(m *trackingTagModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *trackingTagModel) string { return m.TrackingTagURL.ValueString() },
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *trackingTagModel) (*adsapi.TrackingTag, error) {
			return client.TrackingTags.Create(ctx, creation.Session(), accountID, m.input())
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.TrackingTag, error) {
			return client.TrackingTags.Get(ctx, k.Account, k.ID)
		},
		Gone: func(t *adsapi.TrackingTag) bool { return t.Deleted },
		// The URL is the one field the service's PUT takes: every other argument replaces the tag.
		UpdateCall: func(ctx context.Context, client *adsapi.Client, k fw.Key, plan, _ *trackingTagModel) (*adsapi.TrackingTag, error) {
			return client.TrackingTags.Update(ctx, k.Account, k.ID, plan.TrackingTagURL.ValueString())
		},
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.TrackingTags.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: func(m *trackingTagModel, t *adsapi.TrackingTag) {
			m.trackingTagAttributes = trackingTagAttributesFromAPI(t)
		},
	}
}
