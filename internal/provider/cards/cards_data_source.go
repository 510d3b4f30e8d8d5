package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*cardsDataSource)(nil)

var cardTypes = []string{
	"IMAGE_APP", "IMAGE_CAROUSEL_APP", "IMAGE_CAROUSEL_WEBSITE", "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
	"IMAGE_WEBSITE", "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE", "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
	"MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE", "VIDEO_APP", "VIDEO_CAROUSEL_APP", "VIDEO_CAROUSEL_WEBSITE",
	"VIDEO_MULTI_DEST_CAROUSEL_WEBSITE", "VIDEO_WEBSITE",
}

type cardsDataSource struct {
	data *fw.ProviderData
}

type cardsModel struct {
	cardListConfig
	WithDeleted        types.Bool   `tfsdk:"with_deleted"`
	IncludeLegacyCards types.Bool   `tfsdk:"include_legacy_cards"`
	CreatedAfter       types.String `tfsdk:"created_after"`
	Cards              types.List   `tfsdk:"cards"`
}

func newCardsDataSource() datasource.DataSource { return &cardsDataSource{} }

func (d *cardsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_cards"
}

func (d *cardsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the cards of an ads account, following every page. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"card_types": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: "Only cards of these types.",
				Validators: []validator.List{listvalidator.ValueStringsAre(stringvalidator.OneOf(cardTypes...))},
			},
			"card_ids": fw.IDListAttribute("Only the cards with these ids (up to 200)."),
			"card_uris": fw.IDListAttribute("Only the cards with these URIs (up to 200).",
				fw.CardURI()),
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only cards whose name starts with this (case-insensitive), at most 80 characters.",
				Validators: []validator.String{fw.CharLengthBetween(1, 80)},
			},
			"sort_by":              fw.SortByAttribute(),
			"with_deleted":         schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted cards."},
			"include_legacy_cards": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include legacy cards (made before the components format)."},
			"created_after":        fw.CreatedAfterAttribute("cards"),
			"cards": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The cards found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: cardDataSourceAttributes()},
			},
		},
	}
}

func (d *cardsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *cardsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg cardsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	opts := cfg.options(ctx, d.data, &resp.Diagnostics)
	opts.WithDeleted = cfg.WithDeleted.ValueBool()
	opts.IncludeLegacyCards = cfg.IncludeLegacyCards.ValueBool()
	if resp.Diagnostics.HasError() {
		return
	}
	cards, err := d.data.Client.Cards.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list cards", err)
		return
	}
	cards = fw.KeepCreatedAfter(cfg.CreatedAfter, cards, func(c *adsapi.Card) string { return "card " + c.ID },
		func(c *adsapi.Card) string { return c.CreatedAt }, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	elems := make([]cardAttributes, 0, len(cards))
	for i := range cards {
		a, diags := cardAttributesFromAPI(ctx, &cards[i])
		resp.Diagnostics.Append(diags...)
		elems = append(elems, a)
	}
	list, diags := types.ListValueFrom(ctx, cardListElementType, elems)
	resp.Diagnostics.Append(diags...)
	cfg.Cards = list
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
