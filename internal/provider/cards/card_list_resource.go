package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// cardListConfig is the config of a list "adsapi_card" block: the filters of the cards list that the adsapi_cards
// data source takes too. Neither with_deleted nor include_legacy_cards is offered: a deleted card, or a legacy
// card without components, is nothing adsapi_card can manage.
type cardListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	CardTypes types.List   `tfsdk:"card_types"`
	CardIDs   types.List   `tfsdk:"card_ids"`
	CardURIs  types.List   `tfsdk:"card_uris"`
	Q         types.String `tfsdk:"q"`
	SortBy    types.String `tfsdk:"sort_by"`
}

// options are the list options of the filters, for the resolved account; an unreadable filter is reported in
// diags.
func (c *cardListConfig) options(ctx context.Context, data *fw.ProviderData, diags *diag.Diagnostics) adsapi.CardListOptions {
	c.AccountID = types.StringValue(data.RequireAccount(c.AccountID, diags))
	return adsapi.CardListOptions{
		CardTypes:   fw.StringsOf(ctx, c.CardTypes, diags),
		CardIDs:     fw.StringsOf(ctx, c.CardIDs, diags),
		CardURIs:    fw.StringsOf(ctx, c.CardURIs, diags),
		Q:           c.Q.ValueString(),
		ListOptions: adsapi.ListOptions{SortBy: c.SortBy.ValueString()},
	}
}

func newCardListResource() list.ListResource {
	return &fw.ListResource[cardListConfig, adsapi.Card]{
		TypeName: "_card",
		Description: "Finds the cards of an ads account for `terraform query` (Terraform 1.14 and later), " +
			"to adopt them with `-generate-config-out`. Filters are combined.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"card_types": listschema.ListAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: "Only cards of these types.",
				Validators: []validator.List{listvalidator.ValueStringsAre(stringvalidator.OneOf(cardTypes...))},
			},
			"card_ids":  fw.ListIDListAttribute("Only the cards with these ids (up to 200)."),
			"card_uris": fw.ListIDListAttribute("Only the cards with these URIs (up to 200).", adrules.CardURI()),
			"q": listschema.StringAttribute{
				Optional: true, MarkdownDescription: "Only cards whose name starts with this (case-insensitive), at most 80 characters.",
				Validators: []validator.String{fw.CharLengthBetween(1, 80)},
			},
			"sort_by": fw.ListSortByAttribute(),
		},
		Read:   listCards,
		Result: cardResult,
	}
}

func listCards(ctx context.Context, data *fw.ProviderData, cfg *cardListConfig, limit int, diags *diag.Diagnostics) []adsapi.Card {
	opts := cfg.options(ctx, data, diags)
	opts.Limit = limit
	if diags.HasError() {
		return nil
	}
	cards, err := data.Client.Cards.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list cards", err)
	}
	return cards
}

func cardResult(ctx context.Context, cfg *cardListConfig, card *adsapi.Card, res *tfsdk.Resource) (string, diag.Diagnostics) {
	var m cardModel
	diags := m.fromAPI(ctx, cfg.AccountID.ValueString(), card)
	diags.Append(res.Set(ctx, &m)...)
	return card.Name, diags
}
