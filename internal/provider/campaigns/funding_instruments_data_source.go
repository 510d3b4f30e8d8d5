package campaigns

import (
	"context"
	"regexp"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	// instrumentTypes are the types of funding instrument the spec names.
	instrumentTypes = []string{"AGENCY_CREDIT_LINE", "CREDIT_CARD", "CREDIT_LINE", "INSERTION_ORDER", "PARTNER_MANAGED"}
	currencyCode    = regexp.MustCompile(`^[A-Z]{3}$`)
)

// fundingInstrumentsModel is the state of adsapi_funding_instruments: the service's filters, the
// provider's (able_to_fund, types, currency), and the instruments found.
type fundingInstrumentsModel struct {
	AccountID            types.String `tfsdk:"account_id"`
	FundingInstrumentIDs types.List   `tfsdk:"funding_instrument_ids"`
	SortBy               types.String `tfsdk:"sort_by"`
	WithDeleted          types.Bool   `tfsdk:"with_deleted"`
	AbleToFund           types.Bool   `tfsdk:"able_to_fund"`
	Types                types.List   `tfsdk:"types"`
	Currency             types.String `tfsdk:"currency"`
	FundingInstruments   types.List   `tfsdk:"funding_instruments"`
}

// keeps applies the provider's filters, which the service's list does not take.
func (m *fundingInstrumentsModel) keeps(f *adsapi.FundingInstrument, types []string) bool {
	return (m.AbleToFund.IsNull() || m.AbleToFund.ValueBool() == f.AbleToFund) &&
		(len(types) == 0 || slices.Contains(types, f.Type)) &&
		(m.Currency.IsNull() || m.Currency.ValueString() == f.Currency)
}

func newFundingInstrumentsDataSource() datasource.DataSource {
	return &fw.ListDataSource[fundingInstrumentsModel, adsapi.FundingInstrument, fundingInstrumentAttributes]{
		TypeName: "_funding_instruments",
		Description: "Lists the funding instruments of an ads account, following every page: what can pay for a " +
			"campaign, whether it can fund now (`able_to_fund`, `reasons_not_able_to_fund`) and its amounts in micros. " +
			"Filters are combined; `able_to_fund`, `types` and `currency` are applied by the provider to the " +
			"service's answer, since the service's list does not take them.",
		Attributes: map[string]schema.Attribute{
			"account_id":             fw.DataSourceAccountIDAttribute(),
			"funding_instrument_ids": fw.IDListAttribute("Only the instruments with these ids (up to 200).", fw.ID()),
			"sort_by":                fw.SortByAttribute(),
			"with_deleted":           schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted instruments."},
			"able_to_fund": schema.BoolAttribute{
				Optional: true, MarkdownDescription: "Only the instruments that can fund campaigns now (`true`), or only those that cannot (`false`).",
			},
			"types": schema.ListAttribute{
				Optional: true, ElementType: types.StringType,
				MarkdownDescription: "Only the instruments of these types: " + descInstrumentType,
				Validators: []validator.List{
					listvalidator.SizeAtLeast(1), listvalidator.ValueStringsAre(stringvalidator.OneOf(instrumentTypes...)),
				},
			},
			"currency": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only the instruments in this currency, an ISO 4217 code such as `USD`.",
				Validators: []validator.String{stringvalidator.RegexMatches(currencyCode, "must be an ISO 4217 code of three capital letters, such as USD")},
			},
			"funding_instruments": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The instruments found, in the service's order.",
				NestedObject: schema.NestedAttributeObject{Attributes: fundingInstrumentAttributeSchemas()},
			},
		},
		Items: "funding_instruments",
		List:  listFundingInstruments,
		Item: func(ctx context.Context, cfg *fundingInstrumentsModel, f *adsapi.FundingInstrument, diags *diag.Diagnostics) fundingInstrumentAttributes {
			return fundingInstrumentFromAPI(ctx, cfg.AccountID.ValueString(), f, diags)
		},
	}
}

func listFundingInstruments(ctx context.Context, data *fw.ProviderData, cfg *fundingInstrumentsModel, diags *diag.Diagnostics) []adsapi.FundingInstrument {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	opts := adsapi.FundingInstrumentListOptions{
		FundingInstrumentIDs: fw.StringsOf(ctx, cfg.FundingInstrumentIDs, diags),
		ListOptions:          adsapi.ListOptions{SortBy: cfg.SortBy.ValueString(), WithDeleted: cfg.WithDeleted.ValueBool()},
	}
	wantTypes := fw.StringsOf(ctx, cfg.Types, diags)
	if diags.HasError() {
		return nil
	}
	all, err := data.Client.FundingInstruments.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(diags, "Unable to list funding instruments", err)
		return nil
	}
	kept := make([]adsapi.FundingInstrument, 0, len(all))
	for i := range all {
		if cfg.keeps(&all[i], wantTypes) {
			kept = append(kept, all[i])
		}
	}
	return kept
}
