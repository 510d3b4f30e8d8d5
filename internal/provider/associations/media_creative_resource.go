package associations

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// The objective whose media creatives need a landing URL, and the creative type that ignores one (the
// spec's 4.2).
const (
	objectiveWebsiteClicks = "WEBSITE_CLICKS"
	creativeTypePreroll    = "PREROLL"
)

// mediaCreativeModel is the state of adsapi_media_creative; the deleted flag is never held (a deleted
// media creative leaves state).
type mediaCreativeModel struct {
	AccountID      types.String `tfsdk:"account_id"`
	ID             types.String `tfsdk:"id"`
	LineItemID     types.String `tfsdk:"line_item_id"`
	AccountMediaID types.String `tfsdk:"account_media_id"`
	LandingURL     types.String `tfsdk:"landing_url"`
	CreativeType   types.String `tfsdk:"creative_type"`
	EntityStatus   types.String `tfsdk:"entity_status"`
	ApprovalStatus types.String `tfsdk:"approval_status"`
	CreatedAt      types.String `tfsdk:"created_at"`
	UpdatedAt      types.String `tfsdk:"updated_at"`
}

// setFromAPI writes what the service holds of c into the model, the account aside; a landing URL the
// service answers null is null.
func (m *mediaCreativeModel) setFromAPI(c *adsapi.MediaCreative) {
	m.ID = types.StringValue(c.ID)
	m.LineItemID = types.StringValue(c.LineItemID)
	m.AccountMediaID = types.StringValue(c.AccountMediaID)
	m.LandingURL = fw.StringOrNull(c.LandingURL)
	m.CreativeType = fw.StringOrNull(c.CreativeType)
	m.EntityStatus = fw.StringOrNull(c.EntityStatus)
	m.ApprovalStatus = fw.StringOrNull(c.ApprovalStatus)
	m.CreatedAt = fw.StringOrNull(c.CreatedAt)
	m.UpdatedAt = fw.StringOrNull(c.UpdatedAt)
}

func newMediaCreativeResource() resource.Resource {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	return &fw.AccountResource[mediaCreativeModel, adsapi.MediaCreative]{
		TypeName: "_media_creative",
		What:     "media creative",
		Description: "Account media attached to a line item: a `PREROLL` video for the in-stream ads of a pre-roll " +
			"(`PREROLL_VIEWS`) line item, or a display image for image ads on the publisher network. The service has no " +
			"update: changing any argument replaces the media creative. Destroying it detaches the media from its line " +
			"item (a soft delete: the service keeps it listed with `with_deleted`). The account media come from the media " +
			"library (see the `adsapi_account_media_items` data source).\n\n" +
			"When `line_item_id` is known at plan, the plan reads the line item and refuses a `WEBSITE_CLICKS` one without " +
			"`landing_url`, which the service requires; and when `landing_url` is set, it reads the account media and warns " +
			"for a `PREROLL` video, whose destination is the line item's pre-roll call to action: the service ignores the " +
			"URL. A line item created in the same run is checked when Terraform plans again before applying. Which " +
			"creative types each objective and placement accepts, and whether one account media may be attached twice to " +
			"one line item, are not documented: the service decides, and its refusal is shown as it answers.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descMediaCreativeID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"line_item_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descMediaCreativeLineItemID + " Changing it replaces the media creative.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"account_media_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descMediaCreativeAccountMediaID + " Changing it replaces the media creative.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"landing_url": schema.StringAttribute{
				Optional: true, MarkdownDescription: descLandingURL + " Changing it replaces the media creative.",
				Validators: []validator.String{adrules.WebURL()}, PlanModifiers: replaces,
			},
			"creative_type":   fw.StableComputedString(descMediaCreativeType),
			"entity_status":   fw.StableComputedString(descMediaCreativeEntityStatus),
			"approval_status": fw.StableComputedString(descMediaCreativeApprovalStatus),
			"created_at":      fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":      fw.StableComputedString(fw.DescUpdatedAt),
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descMediaCreativeID),
		Keys: func(m *mediaCreativeModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *mediaCreativeModel) string {
			return "account media " + m.AccountMediaID.ValueString() + " on line item " + m.LineItemID.ValueString()
		},
		PlanCreate: planMediaCreative,
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *mediaCreativeModel) (*adsapi.MediaCreative, error) {
			return client.MediaCreatives.Create(ctx, creation.Session(), accountID, adsapi.MediaCreativeInput{
				LineItemID: m.LineItemID.ValueString(), AccountMediaID: m.AccountMediaID.ValueString(), LandingURL: m.LandingURL.ValueString(),
			})
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.MediaCreative, error) {
			return client.MediaCreatives.Get(ctx, k.Account, k.ID)
		},
		Gone: func(c *adsapi.MediaCreative) bool { return c.Deleted },
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.MediaCreatives.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: (*mediaCreativeModel).setFromAPI,
	}
}

// planMediaCreative runs, for a media creative about to be created, the rules only the service's objects
// can tell (the spec's 4.2 field table), before anything is sent: a WEBSITE_CLICKS line item needs a
// landing_url (an error), a PREROLL video ignores one (a warning). Unknown values are checked when
// Terraform plans again before applying.
func planMediaCreative(ctx context.Context, data *fw.ProviderData, accountID string, plan *mediaCreativeModel, diags *diag.Diagnostics) {
	landing := path.Root("landing_url")
	if known(plan.LineItemID) && !plan.LandingURL.IsUnknown() {
		li := readPlannedLineItem(ctx, data.Client, accountID, plan.LineItemID.ValueString(), "a media creative needs a line item", diags)
		if li != nil && li.Objective == objectiveWebsiteClicks && plan.LandingURL.IsNull() {
			fw.AddAttrError(diags, landing, "Landing URL required",
				fmt.Sprintf("line item %s has objective %s: its media creatives need landing_url, where a click on the image leads. "+
					"The service would refuse the create.", li.ID, li.Objective))
		}
	}
	if !known(plan.AccountMediaID) || !known(plan.LandingURL) || diags.HasError() {
		return
	}
	media, err := data.Client.AccountMedia.Get(ctx, accountID, plan.AccountMediaID.ValueString())
	if err == nil && media.CreativeType == creativeTypePreroll {
		diags.AddAttributeWarning(landing, "Landing URL ignored for pre-roll videos",
			fmt.Sprintf("Attribute %s: account media %s is a PREROLL video, whose destination is the line item's pre-roll call to action "+
				"(adsapi_preroll_call_to_action): the service ignores landing_url for it.", landing, media.ID))
	}
}

// known reports whether v holds a value at plan.
func known(v types.String) bool { return !v.IsNull() && !v.IsUnknown() }
