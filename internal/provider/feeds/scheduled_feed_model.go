package feeds

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// scheduledFeedModel is the state of adsapi_scheduled_feed and one element of adsapi_scheduled_feeds.
type scheduledFeedModel struct {
	ID               types.String `tfsdk:"id"`
	ProductCatalogID types.String `tfsdk:"product_catalog_id"`
	FeedURL          types.String `tfsdk:"feed_url"`
	FeedFormat       types.String `tfsdk:"feed_format"`
	Frequency        types.String `tfsdk:"frequency"`
	Repeat           types.String `tfsdk:"repeat"`
	StartTime        types.String `tfsdk:"start_time"`
	TimeZone         types.String `tfsdk:"time_zone"`
	CreatedAt        types.String `tfsdk:"created_at"`
	UpdatedAt        types.String `tfsdk:"updated_at"`
}

// scheduledFeedFromAPI maps a feed of catalogID. A DAILY feed's null repeat becomes null, as the
// configuration leaves it out; an HOURLY repeat the service sends as a number keeps its digits.
func scheduledFeedFromAPI(catalogID string, f *adsapi.ScheduledFeed) scheduledFeedModel {
	return scheduledFeedModel{
		ID:               types.StringValue(f.ID),
		ProductCatalogID: types.StringValue(catalogID),
		FeedURL:          types.StringValue(f.FeedURL),
		FeedFormat:       types.StringValue(f.FeedFormat),
		Frequency:        types.StringValue(f.Frequency),
		Repeat:           fw.StringOrNull(string(f.Repeat)),
		StartTime:        types.StringValue(f.StartTime),
		TimeZone:         types.StringValue(f.TimeZone),
		CreatedAt:        types.StringValue(f.CreatedAt),
		UpdatedAt:        types.StringValue(f.UpdatedAt),
	}
}

func (m scheduledFeedModel) toInput() adsapi.ScheduledFeedInput {
	return adsapi.ScheduledFeedInput{
		FeedURL: m.FeedURL.ValueString(), FeedFormat: m.FeedFormat.ValueString(), Frequency: m.Frequency.ValueString(),
		Repeat: m.Repeat.ValueString(), StartTime: m.StartTime.ValueString(), TimeZone: m.TimeZone.ValueString(),
	}
}

// changesFrom sends only what differs from state. A repeat removed from the configuration is sent empty,
// which clears it at the service (a feed moving to DAILY needs that).
func (m scheduledFeedModel) changesFrom(state scheduledFeedModel) adsapi.ScheduledFeedUpdate {
	changed := func(plan, prior types.String) *string {
		if plan.Equal(prior) {
			return nil
		}
		v := plan.ValueString()
		return &v
	}
	return adsapi.ScheduledFeedUpdate{
		FeedURL:    changed(m.FeedURL, state.FeedURL),
		FeedFormat: changed(m.FeedFormat, state.FeedFormat),
		Frequency:  changed(m.Frequency, state.Frequency),
		Repeat:     changed(m.Repeat, state.Repeat),
		StartTime:  changed(m.StartTime, state.StartTime),
		TimeZone:   changed(m.TimeZone, state.TimeZone),
	}
}
