package content

import (
	"context"
	"regexp"
	"strings"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*trendLocationsDataSource)(nil)

// trendPlaceTypes are the kinds of place the service lists trends for.
var trendPlaceTypes = []string{"Supername", "Country", "Town"}

type trendLocationsDataSource struct {
	data *fw.ProviderData
}

type trendLocationsModel struct {
	CountryCode types.String `tfsdk:"country_code"`
	PlaceType   types.String `tfsdk:"place_type"`
	Locations   types.List   `tfsdk:"locations"`
}

type trendLocationModel struct {
	WOEID       types.Int64    `tfsdk:"woeid"`
	Name        types.String   `tfsdk:"name"`
	Country     types.String   `tfsdk:"country"`
	CountryCode types.String   `tfsdk:"country_code"`
	ParentID    types.Int64    `tfsdk:"parent_id"`
	PlaceType   placeTypeModel `tfsdk:"place_type"`
	URL         types.String   `tfsdk:"url"`
}

type placeTypeModel struct {
	Code types.Int64  `tfsdk:"code"`
	Name types.String `tfsdk:"name"`
}

func trendLocationObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: map[string]schema.Attribute{
		"woeid": schema.Int64Attribute{Computed: true, MarkdownDescription: "Legacy numeric place id (WOEID), e.g. `1` for Worldwide."},
		"name":  schema.StringAttribute{Computed: true, MarkdownDescription: "Name of the place."},
		"country": schema.StringAttribute{Computed: true,
			MarkdownDescription: "Country of the place; empty for Worldwide."},
		"country_code": schema.StringAttribute{Computed: true,
			MarkdownDescription: "ISO 3166-1 two-letter country code; null for Worldwide."},
		"parent_id": schema.Int64Attribute{Computed: true,
			MarkdownDescription: "WOEID of the enclosing place: `1` (Worldwide) for a country, the country for a town, `0` for Worldwide."},
		"place_type": schema.SingleNestedAttribute{
			Computed: true, MarkdownDescription: "Kind of place.",
			Attributes: map[string]schema.Attribute{
				"code": schema.Int64Attribute{Computed: true, MarkdownDescription: "Code of the kind: `19` Supername, `12` Country, `7` Town."},
				"name": schema.StringAttribute{Computed: true, MarkdownDescription: "Name of the kind: `Supername`, `Country` or `Town`."},
			},
		},
		"url": schema.StringAttribute{Computed: true,
			MarkdownDescription: "Legacy address of the place, as the service sends it; it no longer resolves."},
	}}
}

// trendLocationType is derived from the schema, so that the values built by Read cannot miss an attribute.
var trendLocationType = sync.OnceValue(func() attr.Type { return trendLocationObject().Type() })

func newTrendLocationsDataSource() datasource.DataSource { return &trendLocationsDataSource{} }

func (d *trendLocationsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_trend_locations"
}

func (d *trendLocationsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "The locations that trending topics exist for: Worldwide, countries and towns, each with its " +
			"WOEID. The filters apply locally to the one list the service answers. The service allows 75 requests per " +
			"15 minutes, so every `adsapi_trend_locations` of a run shares a single request. Works with any credential: " +
			"`oauth2_access_token`, the OAuth 1.0a settings, or `bearer_token`.",
		Attributes: map[string]schema.Attribute{
			"country_code": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the locations of this country (ISO 3166-1 two-letter code, such as `US`; any case).",
				Validators: []validator.String{stringvalidator.RegexMatches(regexp.MustCompile(`^[A-Za-z]{2}$`),
					"must be a two-letter country code, such as US")},
			},
			"place_type": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the locations of this kind: `Supername` (Worldwide), `Country` or `Town`.",
				Validators: []validator.String{stringvalidator.OneOf(trendPlaceTypes...)},
			},
			"locations": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The locations found, in the service's order.",
				NestedObject: trendLocationObject(),
			},
		},
	}
}

func (d *trendLocationsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *trendLocationsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg trendLocationsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	all, err := d.data.Client.Trends.Available(ctx)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read trend locations", err)
		return
	}
	elems := []trendLocationModel{}
	for _, l := range all {
		if !cfg.CountryCode.IsNull() && !strings.EqualFold(l.CountryCode, cfg.CountryCode.ValueString()) {
			continue
		}
		if !cfg.PlaceType.IsNull() && l.PlaceType.Name != cfg.PlaceType.ValueString() {
			continue
		}
		elems = append(elems, trendLocationModel{
			WOEID: types.Int64Value(l.WOEID), Name: types.StringValue(l.Name), Country: types.StringValue(l.Country),
			CountryCode: fw.StringOrNull(l.CountryCode), ParentID: types.Int64Value(l.ParentID),
			PlaceType: placeTypeModel{Code: types.Int64Value(l.PlaceType.Code), Name: types.StringValue(l.PlaceType.Name)},
			URL:       types.StringValue(l.URL),
		})
	}
	list, diags := types.ListValueFrom(ctx, trendLocationType(), elems)
	resp.Diagnostics.Append(diags...)
	cfg.Locations = list
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
