package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func newFundingInstrumentDataSource() datasource.DataSource {
	attrs := fundingInstrumentAttributeSchemas()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the funding instrument to read (base 36, such as `lygyi`).",
		Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[fundingInstrumentAttributes, adsapi.FundingInstrument]{
		TypeName: "_funding_instrument",
		Description: "Reads one funding instrument of an ads account: a credit card, credit line, insertion " +
			"order or partner-managed source of money, whether it can fund campaigns now, and its amounts in micros. " +
			"A deleted instrument is read too, with `deleted` true.",
		Attributes: attrs,
		Account:    func(m *fundingInstrumentAttributes) *types.String { return &m.AccountID },
		What:       "funding instrument",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *fundingInstrumentAttributes) (*adsapi.FundingInstrument, error) {
			return client.FundingInstruments.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(ctx context.Context, accountID string, cfg *fundingInstrumentAttributes, f *adsapi.FundingInstrument, diags *diag.Diagnostics) {
			*cfg = fundingInstrumentFromAPI(ctx, accountID, f, diags)
		},
	}
}
