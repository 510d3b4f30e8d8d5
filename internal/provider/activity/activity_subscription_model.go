package activity

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// activitySubscriptionModel is the state of adsapi_activity_subscription and one element of the
// adsapi_activity_subscriptions data source.
type activitySubscriptionModel struct {
	ID        types.String   `tfsdk:"id"`
	EventType eventTypeValue `tfsdk:"event_type"`
	Filter    types.Object   `tfsdk:"filter"`
	Tag       types.String   `tfsdk:"tag"`
	WebhookID types.String   `tfsdk:"webhook_id"`
	CreatedAt types.String   `tfsdk:"created_at"`
	UpdatedAt types.String   `tfsdk:"updated_at"`
}

// filterModel is the filter object.
type filterModel struct {
	UserID     types.String `tfsdk:"user_id"`
	Keyword    types.String `tfsdk:"keyword"`
	Direction  types.String `tfsdk:"direction"`
	Qualifiers types.Map    `tfsdk:"qualifiers"`
}

// filterAttrTypes are the attribute types of filter, derived from the resource's schema once.
var filterAttrTypes = sync.OnceValue(func() map[string]attr.Type {
	return filterAttribute().GetType().(types.ObjectType).AttrTypes
})

func activitySubscriptionFromAPI(ctx context.Context, s *adsapi.ActivitySubscription, diags *diag.Diagnostics) activitySubscriptionModel {
	qualifiers := types.MapNull(types.StringType)
	if len(s.Filter.Qualifiers) > 0 {
		var d diag.Diagnostics
		qualifiers, d = types.MapValueFrom(ctx, types.StringType, s.Filter.Qualifiers)
		diags.Append(d...)
	}
	filter, d := types.ObjectValueFrom(ctx, filterAttrTypes(), filterModel{
		UserID:     types.StringValue(s.Filter.UserID),
		Keyword:    fw.StringOrNull(s.Filter.Keyword),
		Direction:  fw.StringOrNull(s.Filter.Direction),
		Qualifiers: qualifiers,
	})
	diags.Append(d...)
	return activitySubscriptionModel{
		ID:        types.StringValue(s.ID),
		EventType: eventTypeOf(s.EventType),
		Filter:    filter,
		Tag:       fw.StringOrNull(s.Tag),
		WebhookID: fw.StringOrNull(s.WebhookID),
		CreatedAt: fw.StringOrNull(s.CreatedAt),
		UpdatedAt: fw.StringOrNull(s.UpdatedAt),
	}
}

// filterOf reads a known filter object; ok is false when it is null or unknown.
func filterOf(ctx context.Context, o types.Object, diags *diag.Diagnostics) (filterModel, bool) {
	var f filterModel
	if o.IsNull() || o.IsUnknown() {
		return f, false
	}
	diags.Append(o.As(ctx, &f, objectAsOptions)...)
	return f, !diags.HasError()
}
