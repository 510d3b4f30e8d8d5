package cards

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

// pollCardsModel is the state of adsapi_poll_cards: the filters a list "adsapi_poll_card" block takes, and
// with_deleted.
type pollCardsModel struct {
	pollCardListConfig
	WithDeleted  types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter types.String `tfsdk:"created_after"`
	PollCards    types.List   `tfsdk:"poll_cards"`
}

func newPollCardsDataSource() datasource.DataSource {
	return &fw.ListDataSource[pollCardsModel, adsapi.PollCard, pollCardAttributes]{
		TypeName:    "_poll_cards",
		Description: "Lists the poll cards of an ads account, following every page. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"card_ids":   fw.IDListAttribute("Only the poll cards with these ids (up to 200)."),
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only poll cards whose name starts with this (case-insensitive).",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"sort_by":      fw.SortByAttribute(),
			"with_deleted": schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted poll cards."},
			"poll_cards": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The poll cards found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: pollCardDataSourceAttributes()},
			},
		},
		Items: "poll_cards",
		List:  readPollCards,
		CreatedAfter: &fw.CreatedAfterFilter[adsapi.PollCard]{
			Attribute: fw.CreatedAfterAttribute("poll cards"),
			Name:      func(p *adsapi.PollCard) string { return "poll card " + p.ID },
			CreatedAt: func(p *adsapi.PollCard) string { return p.CreatedAt },
		},
		Item: func(_ context.Context, _ *pollCardsModel, p *adsapi.PollCard, _ *diag.Diagnostics) pollCardAttributes {
			return pollCardAttributesFromAPI(p)
		},
	}
}

func readPollCards(ctx context.Context, data *fw.ProviderData, cfg *pollCardsModel, diags *diag.Diagnostics) []adsapi.PollCard {
	opts := cfg.options(ctx, data, diags)
	opts.WithDeleted = cfg.WithDeleted.ValueBool()
	if diags.HasError() {
		return nil
	}
	polls, err := data.Client.PollCards.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list poll cards", err)
	}
	return polls
}
