package cards

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// pollCardModel is the state of adsapi_poll_card and of the adsapi_poll_card data source.
type pollCardModel struct {
	AccountID types.String `tfsdk:"account_id"`
	// MediaKey is write-only at the service: it answers with media URLs instead, so state keeps the
	// configured key.
	MediaKey types.String `tfsdk:"media_key"`
	pollCardAttributes
}

// pollCardAttributes are the attributes the service returns; the list data source's elements are these.
type pollCardAttributes struct {
	ID                     types.String `tfsdk:"id"`
	Name                   types.String `tfsdk:"name"`
	DurationInMinutes      types.Int64  `tfsdk:"duration_in_minutes"`
	FirstChoice            types.String `tfsdk:"first_choice"`
	SecondChoice           types.String `tfsdk:"second_choice"`
	ThirdChoice            types.String `tfsdk:"third_choice"`
	FourthChoice           types.String `tfsdk:"fourth_choice"`
	CardURI                types.String `tfsdk:"card_uri"`
	CardType               types.String `tfsdk:"card_type"`
	StartTime              types.String `tfsdk:"start_time"`
	EndTime                types.String `tfsdk:"end_time"`
	CreatedAt              types.String `tfsdk:"created_at"`
	UpdatedAt              types.String `tfsdk:"updated_at"`
	VideoURL               types.String `tfsdk:"video_url"`
	VideoHLSURL            types.String `tfsdk:"video_hls_url"`
	VideoPosterURL         types.String `tfsdk:"video_poster_url"`
	VideoWidth             types.Int64  `tfsdk:"video_width"`
	VideoHeight            types.Int64  `tfsdk:"video_height"`
	VideoPosterWidth       types.Int64  `tfsdk:"video_poster_width"`
	VideoPosterHeight      types.Int64  `tfsdk:"video_poster_height"`
	ContentDurationSeconds types.Int64  `tfsdk:"content_duration_seconds"`
	Image                  types.String `tfsdk:"image"`
	ImageDisplayWidth      types.Int64  `tfsdk:"image_display_width"`
	ImageDisplayHeight     types.Int64  `tfsdk:"image_display_height"`
}

func pollCardAttributesFromAPI(p *adsapi.PollCard) pollCardAttributes {
	return pollCardAttributes{
		ID:                     types.StringValue(p.ID),
		Name:                   types.StringValue(p.Name),
		DurationInMinutes:      fw.Int64OrNull(p.DurationInMinutes),
		FirstChoice:            fw.StringOrNull(p.FirstChoice),
		SecondChoice:           fw.StringOrNull(p.SecondChoice),
		ThirdChoice:            fw.StringOrNull(p.ThirdChoice),
		FourthChoice:           fw.StringOrNull(p.FourthChoice),
		CardURI:                types.StringValue(p.CardURI),
		CardType:               types.StringValue(p.CardType),
		StartTime:              fw.StringOrNull(p.StartTime),
		EndTime:                fw.StringOrNull(p.EndTime),
		CreatedAt:              types.StringValue(p.CreatedAt),
		UpdatedAt:              types.StringValue(p.UpdatedAt),
		VideoURL:               fw.StringOrNull(p.VideoURL),
		VideoHLSURL:            fw.StringOrNull(p.VideoHLSURL),
		VideoPosterURL:         fw.StringOrNull(p.VideoPosterURL),
		VideoWidth:             fw.Int64OrNull(p.VideoWidth),
		VideoHeight:            fw.Int64OrNull(p.VideoHeight),
		VideoPosterWidth:       fw.Int64OrNull(p.VideoPosterWidth),
		VideoPosterHeight:      fw.Int64OrNull(p.VideoPosterHeight),
		ContentDurationSeconds: fw.Int64OrNull(p.ContentDurationSeconds),
		Image:                  fw.StringOrNull(p.Image),
		ImageDisplayWidth:      fw.Int64OrNull(p.ImageDisplayWidth),
		ImageDisplayHeight:     fw.Int64OrNull(p.ImageDisplayHeight),
	}
}

func (m pollCardModel) toInput() adsapi.PollCardInput {
	return adsapi.PollCardInput{
		Name:              m.Name.ValueString(),
		DurationInMinutes: m.DurationInMinutes.ValueInt64(),
		FirstChoice:       m.FirstChoice.ValueString(),
		SecondChoice:      m.SecondChoice.ValueString(),
		ThirdChoice:       m.ThirdChoice.ValueString(),
		FourthChoice:      m.FourthChoice.ValueString(),
		MediaKey:          m.MediaKey.ValueString(),
	}
}
