package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var cardTypes = []string{
	"IMAGE_APP", "IMAGE_CAROUSEL_APP", "IMAGE_CAROUSEL_WEBSITE", "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
	"IMAGE_WEBSITE", "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE", "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
	"MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE", "VIDEO_APP", "VIDEO_CAROUSEL_APP", "VIDEO_CAROUSEL_WEBSITE",
	"VIDEO_MULTI_DEST_CAROUSEL_WEBSITE", "VIDEO_WEBSITE",
}

// cardsModel is the state of adsapi_cards: the filters a list "adsapi_card" block takes, and two more.
type cardsModel struct {
	cardListConfig
	WithDeleted        types.Bool   `tfsdk:"with_deleted"`
	IncludeLegacyCards types.Bool   `tfsdk:"include_legacy_cards"`
	CreatedAfter       types.String `tfsdk:"created_after"`
	Cards              types.List   `tfsdk:"cards"`
}

func newCardsDataSource() datasource.DataSource {
	return &fw.ListDataSource[cardsModel, adsapi.Card, cardAttributes]{
		TypeName:    "_cards",
		Description: "Lists the cards of an ads account, following every page. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"card_types": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: "Only cards of these types.",
				Validators: []validator.List{listvalidator.ValueStringsAre(stringvalidator.OneOf(cardTypes...))},
			},
			"card_ids": fw.IDListAttribute("Only the cards with these ids (up to 200)."),
			"card_uris": fw.IDListAttribute("Only the cards with these URIs (up to 200).",
				adrules.CardURI()),
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only cards whose name starts with this (case-insensitive), at most 80 characters.",
				Validators: []validator.String{fw.CharLengthBetween(1, 80)},
			},
			"sort_by":              fw.SortByAttribute(),
			"with_deleted":         schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted cards."},
			"include_legacy_cards": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include legacy cards (made before the components format)."},
			"cards": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The cards found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: cardDataSourceAttributes()},
			},
		},
		Items: "cards",
		List:  readCards,
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.Card]{
			Attribute: fw.CreatedAfterAttribute("cards"),
			Name:      func(c *adsapi.Card) string { return "card " + c.ID },
			CreatedAt: func(c *adsapi.Card) string { return c.CreatedAt },
		},
		Item: func(ctx context.Context, _ *cardsModel, c *adsapi.Card, diags *diag.Diagnostics) cardAttributes {
			a, d := cardAttributesFromAPI(ctx, c)
			diags.Append(d...)
			return a
		},
	}
}

func readCards(ctx context.Context, data *fw.ProviderData, cfg *cardsModel, diags *diag.Diagnostics) []adsapi.Card {
	opts := cfg.options(ctx, data, diags)
	opts.WithDeleted = cfg.WithDeleted.ValueBool()
	opts.IncludeLegacyCards = cfg.IncludeLegacyCards.ValueBool()
	if diags.HasError() {
		return nil
	}
	cards, err := data.Client.Cards.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list cards", err)
	}
	return cards
}
