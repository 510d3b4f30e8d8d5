package cards

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/datasourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func newCardDataSource() datasource.DataSource {
	attrs := cardDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: "Id of the card to read (such as `1489088310542660002`, the number in its URI). Exactly one of `id` and `card_uri` is set.",
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1), notCardURI("a card id such as 1489088310542660002, not a card URI: set card_uri instead, or the number after card://")},
	}
	attrs["card_uri"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: "URI (`card://<id>`) of the card to read. Exactly one of `id` and `card_uri` is set.",
		// Checked at plan time: a poll card id or a bare number would otherwise cost a request and come
		// back as "no card".
		Validators: []validator.String{adrules.CardURI()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[cardModel, adsapi.Card]{
		TypeName:    "_card",
		Description: "Reads one card of an ads account by `id` or by `card_uri`.",
		Attributes:  attrs,
		Validators: []datasource.ConfigValidator{
			datasourcevalidator.ExactlyOneOf(path.MatchRoot("id"), path.MatchRoot("card_uri")),
		},
		Account: func(m *cardModel) *types.String { return &m.AccountID },
		What:    "card",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *cardModel) (*adsapi.Card, error) {
			if !cfg.ID.IsNull() {
				return client.Cards.Get(ctx, accountID, cfg.ID.ValueString())
			}
			return cardByURI(ctx, client, accountID, cfg.CardURI.ValueString())
		},
		Refuse: func(accountID string, card *adsapi.Card, diags *diag.Diagnostics) {
			if card.Deleted {
				diags.AddError("Card is deleted", fmt.Sprintf("Card %s of account %s was deleted.", card.ID, accountID))
			}
		},
		State: func(ctx context.Context, accountID string, cfg *cardModel, card *adsapi.Card, diags *diag.Diagnostics) {
			diags.Append(cfg.fromAPI(ctx, accountID, card)...)
		},
	}
}

func cardByURI(ctx context.Context, client *adsapi.Client, accountID, uri string) (*adsapi.Card, error) {
	cards, err := client.Cards.List(ctx, accountID, adsapi.CardListOptions{CardURIs: []string{uri}, ListOptions: adsapi.ListOptions{Limit: 1}})
	if err != nil {
		return nil, err
	}
	if len(cards) == 0 {
		return nil, fmt.Errorf("no card with card_uri %q in account %s", uri, accountID)
	}
	return &cards[0], nil
}
