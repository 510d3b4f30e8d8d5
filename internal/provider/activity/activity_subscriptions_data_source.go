package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// activitySubscriptionsModel is the state of adsapi_activity_subscriptions.
type activitySubscriptionsModel struct {
	MaxResults         types.Int64  `tfsdk:"max_results"`
	PaginationToken    types.String `tfsdk:"pagination_token"`
	CreatedAfter       types.String `tfsdk:"created_after"`
	Subscriptions      types.List   `tfsdk:"subscriptions"`
	NextToken          types.String `tfsdk:"next_token"`
	TotalSubscriptions types.Int64  `tfsdk:"total_subscriptions"`
}

// subscriptionObject is one element of subscriptions.
func subscriptionObject() schema.NestedAttributeObject {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"id":         computed(descSubscriptionID),
		"event_type": schema.StringAttribute{Computed: true, CustomType: eventTypeType{}, MarkdownDescription: descEventType + " Deprecated aliases come back under their canonical names."},
		"filter": schema.SingleNestedAttribute{
			Computed: true, MarkdownDescription: descFilter,
			Attributes: map[string]schema.Attribute{
				"user_id":   computed("User whose activities are delivered."),
				"keyword":   computed(descFilterKeyword),
				"direction": computed("`inbound` or `outbound`; null when not set."),
				"qualifiers": schema.MapAttribute{
					Computed: true, ElementType: types.StringType, MarkdownDescription: descFilterQualifiers + " Null when not set.",
				},
			},
		},
		"tag":        computed(descTag),
		"webhook_id": computed(descActivityWebhookID),
		"created_at": computed(fw.DescCreatedAt),
		"updated_at": computed(fw.DescUpdatedAt),
	}}
}

func newActivitySubscriptionsDataSource() datasource.DataSource {
	createdAfter := fw.CreatedAfterAttribute("subscriptions")
	createdAfter.MarkdownDescription += " With `pagination_token`, it filters the page read."
	return &fw.ListDataSource[activitySubscriptionsModel, adsapi.ActivitySubscription, activitySubscriptionModel]{
		TypeName: "_activity_subscriptions",
		Description: "Lists the app's activity subscriptions. Without `pagination_token` it follows every page " +
			"(each of `max_results`, 1000 when left out); with one it reads that page only and gives the next page's " +
			"token in `next_token`. Takes the OAuth 2.0 user token (`post.read`, `like.read`), OAuth 1.0a or the " +
			"app-only bearer token.",
		Attributes: map[string]schema.Attribute{
			"max_results": schema.Int64Attribute{
				Optional: true, MarkdownDescription: "Page size, 1 to 1000 (default 1000).",
				Validators: []validator.Int64{int64validator.Between(1, adsapi.MaxActivitySubscriptionResults)},
			},
			"pagination_token": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Token of the page to read (at least 16 characters), from `next_token`.",
				Validators: []validator.String{fw.CharLengthAtLeast(16)},
			},
			"subscriptions": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The subscriptions read, in the service's order.",
				NestedObject: subscriptionObject(),
			},
			"next_token": schema.StringAttribute{
				Computed: true, MarkdownDescription: "Token of the page after the one read when `pagination_token` is set; " +
					"null on the last page and when every page was read.",
			},
			"total_subscriptions": schema.Int64Attribute{
				Computed: true, MarkdownDescription: "How many subscriptions the app has in all, whatever `created_after` keeps.",
			},
		},
		Items: "subscriptions",
		List:  readActivitySubscriptions,
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.ActivitySubscription]{
			Attribute: createdAfter,
			Name:      func(s *adsapi.ActivitySubscription) string { return "activity subscription " + s.ID },
			CreatedAt: func(s *adsapi.ActivitySubscription) string { return s.CreatedAt },
		},
		Item: func(ctx context.Context, _ *activitySubscriptionsModel, s *adsapi.ActivitySubscription, diags *diag.Diagnostics) activitySubscriptionModel {
			return activitySubscriptionFromAPI(ctx, s, diags)
		},
	}
}

// readActivitySubscriptions reads the page pagination_token names, or every page, and sets next_token and
// total_subscriptions from what it read.
func readActivitySubscriptions(ctx context.Context, data *fw.ProviderData, cfg *activitySubscriptionsModel, diags *diag.Diagnostics) []adsapi.ActivitySubscription {
	size := int(cfg.MaxResults.ValueInt64())
	if token := cfg.PaginationToken.ValueString(); token != "" {
		page, err := data.Client.ActivitySubscriptions.Page(ctx, size, token)
		if err != nil {
			fw.AddAPIError(diags, "Unable to list activity subscriptions", err)
			return nil
		}
		cfg.NextToken = fw.StringOrNull(page.NextToken)
		cfg.TotalSubscriptions = types.Int64Value(int64(page.Total))
		return page.Subscriptions
	}
	subs, err := data.Client.ActivitySubscriptions.List(ctx, size, nil)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list activity subscriptions", err)
		return nil
	}
	cfg.NextToken = types.StringNull()
	cfg.TotalSubscriptions = types.Int64Value(int64(len(subs)))
	return subs
}
