package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*pollCardDataSource)(nil)

type pollCardDataSource struct {
	data *fw.ProviderData
}

// pollCardDataModel is pollCardModel without the write-only media_key.
type pollCardDataModel struct {
	AccountID types.String `tfsdk:"account_id"`
	pollCardAttributes
}

func newPollCardDataSource() datasource.DataSource { return &pollCardDataSource{} }

func (d *pollCardDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_poll_card"
}

func (d *pollCardDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
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
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one poll card of an ads account by id.",
		Attributes:          attrs,
	}
}

func (d *pollCardDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *pollCardDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg pollCardDataModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	poll, err := d.data.Client.PollCards.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read poll card", err)
		return
	}
	cfg.AccountID = types.StringValue(accountID)
	cfg.pollCardAttributes = pollCardAttributesFromAPI(poll)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
