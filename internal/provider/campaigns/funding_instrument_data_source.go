package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*fundingInstrumentDataSource)(nil)

type fundingInstrumentDataSource struct {
	data *fw.ProviderData
}

func newFundingInstrumentDataSource() datasource.DataSource { return &fundingInstrumentDataSource{} }

func (d *fundingInstrumentDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_funding_instrument"
}

func (d *fundingInstrumentDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := fundingInstrumentAttributeSchemas()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the funding instrument to read (base 36, such as `lygyi`).",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one funding instrument of an ads account: a credit card, credit line, insertion " +
			"order or partner-managed source of money, whether it can fund campaigns now, and its amounts in micros. " +
			"A deleted instrument is read too, with `deleted` true.",
		Attributes: attrs,
	}
}

func (d *fundingInstrumentDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *fundingInstrumentDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg fundingInstrumentAttributes
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	f, err := d.data.Client.FundingInstruments.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read funding instrument", err)
		return
	}
	state := fundingInstrumentFromAPI(ctx, accountID, f, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
