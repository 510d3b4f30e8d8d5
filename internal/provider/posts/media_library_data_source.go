package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// mediaLibraryModel is the state of adsapi_media_library: the filters, every item they select, and the
// items' keys alone.
type mediaLibraryModel struct {
	AccountID types.String `tfsdk:"account_id"`
	MediaType types.String `tfsdk:"media_type"`
	Q         types.String `tfsdk:"q"`
	MediaKeys types.List   `tfsdk:"media_keys"`
	Items     types.List   `tfsdk:"items"`
}

// mediaLibraryItem is one element of items; what does not apply to an item's type (an image has no
// duration, poster or aspect ratio) is null.
type mediaLibraryItem struct {
	MediaKey       types.String `tfsdk:"media_key"`
	MediaType      types.String `tfsdk:"media_type"`
	MediaCategory  types.String `tfsdk:"media_category"`
	MediaStatus    types.String `tfsdk:"media_status"`
	MediaURL       types.String `tfsdk:"media_url"`
	Name           types.String `tfsdk:"name"`
	FileName       types.String `tfsdk:"file_name"`
	Title          types.String `tfsdk:"title"`
	Description    types.String `tfsdk:"description"`
	PosterMediaKey types.String `tfsdk:"poster_media_key"`
	PosterMediaURL types.String `tfsdk:"poster_media_url"`
	AspectRatio    types.String `tfsdk:"aspect_ratio"`
	Duration       types.Int64  `tfsdk:"duration"`
	Posted         types.Bool   `tfsdk:"posted"`
	CreatedAt      types.String `tfsdk:"created_at"`
	UpdatedAt      types.String `tfsdk:"updated_at"`
}

// mediaTypes are the values of the media_type filter.
var mediaTypes = []string{"GIF", "IMAGE", "VIDEO"}

func mediaLibraryItemObject() schema.NestedAttributeObject {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"media_key":        computed("The item's media key (`<n>_<digits>`), what a card, a draft or a scheduled post names it by."),
		"media_type":       computed("`GIF`, `IMAGE` or `VIDEO`."),
		"media_category":   computed("`AMPLIFY_VIDEO`, `POST_GIF`, `POST_IMAGE` or `POST_VIDEO`."),
		"media_status":     computed("Processing status, such as `TRANSCODE_COMPLETED`."),
		"media_url":        computed("URL of the file."),
		"name":             computed("Name of the item; null when it has none."),
		"file_name":        computed("File name; null when it has none."),
		"title":            computed("Title; null when it has none."),
		"description":      computed("Description; null when it has none."),
		"poster_media_key": computed("Media key of the poster image of a video or GIF; null for an image."),
		"poster_media_url": computed("URL of the poster image of a video or GIF; null for an image."),
		"aspect_ratio":     computed("Aspect ratio of a video or GIF, such as `16:9`; null for an image."),
		"duration": schema.Int64Attribute{
			Computed: true, MarkdownDescription: "Duration of a video as the service gives it (the reference does not state the unit); null otherwise.",
		},
		"posted":     schema.BoolAttribute{Computed: true, MarkdownDescription: "The service's `posted` flag. The reference does not state its meaning; its name points to use in a published post."},
		"created_at": computed(fw.DescCreatedAt),
		"updated_at": computed(fw.DescUpdatedAt),
	}}
}

func newMediaLibraryDataSource() datasource.DataSource {
	return &fw.ListDataSource[mediaLibraryModel, adsapi.MediaLibraryItem, mediaLibraryItem]{
		TypeName: "_media_library",
		Description: "Lists the media library of an ads account, following every page: the images, GIFs and videos whose " +
			"media keys a card, a draft post or a scheduled post may use. Adding media to the library is not covered.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"media_type": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only items of this type: `GIF`, `IMAGE` or `VIDEO`.",
				Validators: []validator.String{stringvalidator.OneOf(mediaTypes...)},
			},
			"q": schema.StringAttribute{
				Optional: true, Validators: []validator.String{fw.CharLengthBetween(1, 255)},
				MarkdownDescription: "Only items whose name, title, file name or description match these terms, ignoring case; " +
					"1 to 255 characters.",
			},
			"media_keys": schema.ListAttribute{
				Computed: true, ElementType: types.StringType,
				MarkdownDescription: "The media keys of `items`, in the same order, ready for `media_keys` of a scheduled post or a draft.",
			},
			"items": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The items the filters select, in the service's order.",
				NestedObject: mediaLibraryItemObject(),
			},
		},
		Items: "items",
		List:  listMediaLibrary,
		Item: func(_ context.Context, _ *mediaLibraryModel, m *adsapi.MediaLibraryItem, _ *diag.Diagnostics) mediaLibraryItem {
			return mediaLibraryItemFrom(m)
		},
	}
}

// listMediaLibrary lists every page the filters select, and writes their keys into cfg.
func listMediaLibrary(ctx context.Context, data *fw.ProviderData, cfg *mediaLibraryModel, diags *diag.Diagnostics) []adsapi.MediaLibraryItem {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	if diags.HasError() {
		return nil
	}
	items, err := data.Client.MediaLibrary.List(ctx, cfg.AccountID.ValueString(), adsapi.MediaLibraryListOptions{
		MediaType: cfg.MediaType.ValueString(),
		Q:         cfg.Q.ValueString(),
	})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list the media library", err)
		return nil
	}
	keys := make([]string, len(items))
	for i := range items {
		keys[i] = items[i].MediaKey
	}
	var d diag.Diagnostics
	cfg.MediaKeys, d = types.ListValueFrom(ctx, types.StringType, keys)
	diags.Append(d...)
	return items
}

func mediaLibraryItemFrom(m *adsapi.MediaLibraryItem) mediaLibraryItem {
	return mediaLibraryItem{
		MediaKey:       types.StringValue(m.MediaKey),
		MediaType:      types.StringValue(m.MediaType),
		MediaCategory:  fw.StringOrNull(m.MediaCategory),
		MediaStatus:    fw.StringOrNull(m.MediaStatus),
		MediaURL:       fw.StringOrNull(m.MediaURL),
		Name:           fw.StringOrNull(m.Name),
		FileName:       fw.StringOrNull(m.FileName),
		Title:          fw.StringOrNull(m.Title),
		Description:    fw.StringOrNull(m.Description),
		PosterMediaKey: fw.StringOrNull(m.PosterMediaKey),
		PosterMediaURL: fw.StringOrNull(m.PosterMediaURL),
		AspectRatio:    fw.StringOrNull(m.AspectRatio),
		Duration:       fw.Int64OrNull(m.Duration),
		Posted:         types.BoolValue(m.Posted),
		CreatedAt:      types.StringValue(m.CreatedAt),
		UpdatedAt:      types.StringValue(m.UpdatedAt),
	}
}
