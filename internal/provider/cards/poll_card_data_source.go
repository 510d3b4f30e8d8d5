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

// pollCardDataModel is pollCardModel without the write-only media_key.
type pollCardDataModel struct {
	AccountID types.String `tfsdk:"account_id"`
	pollCardAttributes
}

func newPollCardDataSource() datasource.DataSource {
	attrs := pollCardDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the poll card to read, base 36 such as `57i77` (not the number in its `card_uri`).",
		Validators: []validator.String{
			stringvalidator.LengthAtLeast(1),
			notCardURI("a poll card id such as 57i77, not a card URI: a poll card's id is not part of its URI; " +
				"the adsapi_poll_cards data source lists the ids with their card_uri"),
		},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[pollCardDataModel, adsapi.PollCard]{
		TypeName:    "_poll_card",
		Description: "Reads one poll card of an ads account by id.",
		Attributes:  attrs,
		Account:     func(m *pollCardDataModel) *types.String { return &m.AccountID },
		What:        "poll card",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *pollCardDataModel) (*adsapi.PollCard, error) {
			return client.PollCards.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *pollCardDataModel, poll *adsapi.PollCard, _ *diag.Diagnostics) {
			cfg.pollCardAttributes = pollCardAttributesFromAPI(poll)
		},
	}
}
