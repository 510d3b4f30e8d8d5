package activity

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*activitySubscriptionsDataSource)(nil)

type activitySubscriptionsDataSource struct {
	data *fw.ProviderData
}

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

// subscriptionObjectType is derived from the schema, once.
var subscriptionObjectType = sync.OnceValue(func() attr.Type { return subscriptionObject().Type() })

func newActivitySubscriptionsDataSource() datasource.DataSource {
	return &activitySubscriptionsDataSource{}
}

func (d *activitySubscriptionsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_activity_subscriptions"
}

func (d *activitySubscriptionsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	createdAfter := fw.CreatedAfterAttribute("subscriptions")
	createdAfter.MarkdownDescription += " With `pagination_token`, it filters the page read."
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the app's activity subscriptions. Without `pagination_token` it follows every page " +
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
			"created_after": createdAfter,
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
	}
}

func (d *activitySubscriptionsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *activitySubscriptionsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg activitySubscriptionsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	size := int(cfg.MaxResults.ValueInt64())
	var subs []adsapi.ActivitySubscription
	var next string
	var total int
	if token := cfg.PaginationToken.ValueString(); token != "" {
		page, err := d.data.Client.ActivitySubscriptions.Page(ctx, size, token)
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to list activity subscriptions", err)
			return
		}
		subs, next, total = page.Subscriptions, page.NextToken, page.Total
	} else {
		var err error
		if subs, err = d.data.Client.ActivitySubscriptions.List(ctx, size, nil); err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to list activity subscriptions", err)
			return
		}
		total = len(subs)
	}
	subs = fw.KeepCreatedAfter(cfg.CreatedAfter, subs, func(s *adsapi.ActivitySubscription) string { return "activity subscription " + s.ID },
		func(s *adsapi.ActivitySubscription) string { return s.CreatedAt }, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	elems := make([]activitySubscriptionModel, 0, len(subs))
	for i := range subs {
		elems = append(elems, activitySubscriptionFromAPI(ctx, &subs[i], &resp.Diagnostics))
	}
	list, diags := types.ListValueFrom(ctx, subscriptionObjectType(), elems)
	resp.Diagnostics.Append(diags...)
	cfg.Subscriptions = list
	cfg.NextToken = fw.StringOrNull(next)
	cfg.TotalSubscriptions = types.Int64Value(int64(total))
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
