package lineitems

import (
	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/setvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/boolplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/setplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// replacing are the arguments whose change replaces a line item: the service's update does not take them.
var replacing = []string{"campaign_id", "objective", "product_type", "placements", "standard_delivery", "primary_web_event_tag"}

const lineItemDescription = "A line item (an ad group in the ads UI) of a campaign: its objective, placements, bid, " +
	"budget, pacing and flight dates. `campaign_id`, `objective`, `product_type`, `placements`, `standard_delivery` " +
	"and `primary_web_event_tag` are set at creation (changing one replaces the line item); the rest changes in place. " +
	"Every rule the service states between these fields is checked at plan. Concurrent creates, updates and deletes " +
	"of an account's line items travel together through the service's batch endpoint (up to 40 per request), which " +
	"saves the service's write window (450 writes a minute): many line items applied together cost far fewer writes " +
	"than line items. " +
	"Destroying a line item deletes it at the service, where it stays listed as deleted (`with_deleted`); its " +
	"promoted posts are not deleted with it."

// lineItemAttributeSchemas are the attributes of adsapi_line_item.
func lineItemAttributeSchemas() map[string]schema.Attribute {
	fixedText := func(desc string, v ...validator.String) schema.StringAttribute {
		return schema.StringAttribute{Required: true, MarkdownDescription: desc, Validators: v,
			PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()}}
	}
	// serviceChosen is an argument the service fills in when the configuration leaves it out; the
	// configuration's value, or else the state's, is planned.
	serviceChosen := func(desc string, v ...validator.String) schema.StringAttribute {
		return schema.StringAttribute{Optional: true, Computed: true, MarkdownDescription: desc, Validators: v,
			PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()}}
	}
	text := func(desc string, v ...validator.String) schema.StringAttribute {
		return schema.StringAttribute{Optional: true, MarkdownDescription: desc, Validators: v}
	}
	number := func(desc string, v ...validator.Int64) schema.Int64Attribute {
		return schema.Int64Attribute{Optional: true, MarkdownDescription: desc, Validators: v}
	}
	serviceTime := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Optional: true, CustomType: fw.ServiceTimeType{}, MarkdownDescription: desc,
			Validators:    []validator.String{fw.ServiceTimeValidator()},
			PlanModifiers: []planmodifier.String{fw.ServiceTimeKeepsInstant()}}
	}
	return map[string]schema.Attribute{
		"id":           fw.IDAttribute(descID),
		"account_id":   fw.AccountIDAttribute(descAccount),
		"campaign_id":  fixedText(descCampaignID, fw.ID()),
		"name":         serviceChosen(descName, fw.CharLengthBetween(1, 255)),
		"objective":    fixedText(descObjective, stringvalidator.OneOf(objectives...)),
		"product_type": fixedText(descProductType, stringvalidator.OneOf(productTypes...)),
		"placements": schema.SetAttribute{
			Required: true, ElementType: types.StringType, MarkdownDescription: descPlacements,
			Validators: []validator.Set{
				setvalidator.SizeAtLeast(1), setvalidator.ValueStringsAre(stringvalidator.OneOf(placements...)),
			},
			PlanModifiers: []planmodifier.Set{setplanmodifier.RequiresReplace()},
		},
		"start_time":             serviceTime(descStartTime),
		"end_time":               serviceTime(descEndTime),
		"entity_status":          serviceChosen(descEntityStatus, stringvalidator.OneOf(statuses...)),
		"bid_strategy":           serviceChosen(descBidStrategy, stringvalidator.OneOf(bidStrategies...)),
		"bid_amount_local_micro": number(descBidAmount, adrules.Micros()),
		"goal":                   serviceChosen(descGoal, stringvalidator.OneOf(goals...)),
		// pay_by follows the goal and bid strategy when left out: ModifyPlan plans it (planPayBy).
		"pay_by": schema.StringAttribute{
			Optional: true, Computed: true, MarkdownDescription: descPayBy,
			Validators: []validator.String{stringvalidator.OneOf(payByValues...)},
		},
		adrules.DailyBudgetAttr: number(descDailyBudget, adrules.Micros()),
		adrules.TotalBudgetAttr: number(descTotalBudget, adrules.Micros()),
		"standard_delivery": schema.BoolAttribute{
			Optional: true, Computed: true, MarkdownDescription: descStandardDelivery,
			PlanModifiers: []planmodifier.Bool{boolplanmodifier.UseStateForUnknown(), boolplanmodifier.RequiresReplace()},
		},
		"frequency_cap":     number(descFrequencyCap, int64validator.AtLeast(1)),
		"duration_in_days":  number(descDurationInDays, int64validator.OneOf(durationsInDays...)),
		"advertiser_domain": text(descAdvertiserDomain, domainValidator()),
		"categories": schema.SetAttribute{
			Optional: true, ElementType: types.StringType, MarkdownDescription: descCategories,
			Validators: []validator.Set{setvalidator.SizeAtLeast(1), setvalidator.ValueStringsAre(categoryValidator())},
		},
		"android_app_store_identifier": text(descAndroidApp, googlePlayValidator()),
		"ios_app_store_identifier":     text(descIOSApp, appStoreValidator()),
		"primary_web_event_tag": schema.StringAttribute{
			Optional: true, MarkdownDescription: descWebEvent, Validators: []validator.String{fw.ID()},
			PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
		},
		"advertiser_user_id":    serviceChosen(descAdvertiser, adrules.UserID()),
		"audience_expansion":    text(descAudienceExpansion, stringvalidator.OneOf(audienceExpansions...)),
		"funding_instrument_id": fw.StableComputedString(descInstrument),
		"currency":              fw.StableComputedString(descCurrency),
		"created_at":            fw.StableComputedString(fw.DescCreatedAt),
		"updated_at":            schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
	}
}
