package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// pollCardListConfig is the config of a list "adsapi_poll_card" block: the filters of the poll cards list that
// the adsapi_poll_cards data source takes too, but with_deleted, since a deleted poll card is nothing
// adsapi_poll_card can manage.
type pollCardListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	CardIDs   types.List   `tfsdk:"card_ids"`
	Q         types.String `tfsdk:"q"`
	SortBy    types.String `tfsdk:"sort_by"`
}

// options are the list options of the filters, for the resolved account; an unreadable filter is reported in
// diags.
func (c *pollCardListConfig) options(ctx context.Context, data *fw.ProviderData, diags *diag.Diagnostics) adsapi.PollCardListOptions {
	c.AccountID = types.StringValue(data.RequireAccount(c.AccountID, diags))
	return adsapi.PollCardListOptions{
		CardIDs:     fw.StringsOf(ctx, c.CardIDs, diags),
		Q:           c.Q.ValueString(),
		ListOptions: adsapi.ListOptions{SortBy: c.SortBy.ValueString()},
	}
}

// newPollCardListResource finds poll cards. A media poll's result has no media_key (the service never
// returns it), so its generated configuration plans with the warning that asks for the key.
func newPollCardListResource() list.ListResource {
	return &fw.ListResource[pollCardListConfig, adsapi.PollCard]{
		TypeName: "_poll_card",
		Description: "Finds the poll cards of an ads account for `terraform query` (Terraform 1.14 and later), " +
			"to adopt them with `-generate-config-out`. Filters are combined. The service never returns a media " +
			"poll's `media_key`: set it in the generated configuration, as the plan's warning says.",
		Attributes: map[string]listschema.Attribute{
			"account_id": fw.ListAccountIDAttribute(),
			"card_ids":   fw.ListIDListAttribute("Only the poll cards with these ids (up to 200)."),
			"q": listschema.StringAttribute{
				Optional: true, MarkdownDescription: "Only poll cards whose name starts with this (case-insensitive).",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"sort_by": fw.ListSortByAttribute(),
		},
		Read:   listPollCards,
		Result: pollCardResult,
	}
}

func listPollCards(ctx context.Context, data *fw.ProviderData, cfg *pollCardListConfig, limit int, diags *diag.Diagnostics) []adsapi.PollCard {
	opts := cfg.options(ctx, data, diags)
	opts.Limit = limit
	if diags.HasError() {
		return nil
	}
	polls, err := data.Client.PollCards.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list poll cards", err)
	}
	return polls
}

func pollCardResult(ctx context.Context, cfg *pollCardListConfig, poll *adsapi.PollCard, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := pollCardModel{
		AccountID:          cfg.AccountID,
		MediaKey:           types.StringNull(),
		pollCardAttributes: pollCardAttributesFromAPI(poll),
	}
	return poll.Name, res.Set(ctx, &m)
}
