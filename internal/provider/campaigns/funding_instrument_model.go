package campaigns

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// fundingInstrumentAttributes are what the service answers of a funding instrument: the state of
// adsapi_funding_instrument and one element of adsapi_funding_instruments.
type fundingInstrumentAttributes struct {
	ID                        types.String `tfsdk:"id"`
	AccountID                 types.String `tfsdk:"account_id"`
	Type                      types.String `tfsdk:"type"`
	Description               types.String `tfsdk:"description"`
	Currency                  types.String `tfsdk:"currency"`
	StartTime                 types.String `tfsdk:"start_time"`
	EndTime                   types.String `tfsdk:"end_time"`
	CreditLimitLocalMicro     types.Int64  `tfsdk:"credit_limit_local_micro"`
	FundedAmountLocalMicro    types.Int64  `tfsdk:"funded_amount_local_micro"`
	CreditRemainingLocalMicro types.Int64  `tfsdk:"credit_remaining_local_micro"`
	AbleToFund                types.Bool   `tfsdk:"able_to_fund"`
	ReasonsNotAbleToFund      types.List   `tfsdk:"reasons_not_able_to_fund"`
	EntityStatus              types.String `tfsdk:"entity_status"`
	IOHeader                  types.String `tfsdk:"io_header"`
	CreatedAt                 types.String `tfsdk:"created_at"`
	UpdatedAt                 types.String `tfsdk:"updated_at"`
	Deleted                   types.Bool   `tfsdk:"deleted"`
}

// fundingInstrumentFromAPI maps an instrument of accountID: the account of the path, which older answers
// alone repeat.
func fundingInstrumentFromAPI(ctx context.Context, accountID string, f *adsapi.FundingInstrument, diags *diag.Diagnostics) fundingInstrumentAttributes {
	reasons := f.ReasonsNotAbleToFund
	if reasons == nil {
		reasons = []string{}
	}
	reasonList, d := types.ListValueFrom(ctx, types.StringType, reasons)
	diags.Append(d...)
	return fundingInstrumentAttributes{
		ID:                        types.StringValue(f.ID),
		AccountID:                 types.StringValue(accountID),
		Type:                      fw.StringOrNull(f.Type),
		Description:               fw.StringOrNull(f.Description),
		Currency:                  types.StringValue(f.Currency),
		StartTime:                 fw.StringOrNull(f.StartTime),
		EndTime:                   fw.StringOrNull(f.EndTime),
		CreditLimitLocalMicro:     fw.Int64OrNull(f.CreditLimitLocalMicro),
		FundedAmountLocalMicro:    fw.Int64OrNull(f.FundedAmountLocalMicro),
		CreditRemainingLocalMicro: fw.Int64OrNull(f.CreditRemainingLocalMicro),
		AbleToFund:                types.BoolValue(f.AbleToFund),
		ReasonsNotAbleToFund:      reasonList,
		EntityStatus:              fw.StringOrNull(f.EntityStatus),
		IOHeader:                  fw.StringOrNull(f.IOHeader),
		CreatedAt:                 types.StringValue(f.CreatedAt),
		UpdatedAt:                 types.StringValue(f.UpdatedAt),
		Deleted:                   types.BoolValue(f.Deleted),
	}
}

// fundingInstrumentAttributeSchemas are the read-only attributes of a funding instrument.
func fundingInstrumentAttributeSchemas() map[string]schema.Attribute {
	text := func(desc string) schema.Attribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	micros := func(desc string) schema.Attribute {
		return schema.Int64Attribute{Computed: true, MarkdownDescription: desc}
	}
	return map[string]schema.Attribute{
		"id":                           text(descInstrumentID),
		"account_id":                   text(descInstrumentAccount),
		"type":                         text(descInstrumentType),
		"description":                  text(descInstrumentDesc),
		"currency":                     text(descInstrumentCurrency),
		"start_time":                   text(descInstrumentStart),
		"end_time":                     text(descInstrumentEnd),
		"credit_limit_local_micro":     micros(descCreditLimit),
		"funded_amount_local_micro":    micros(descFundedAmount),
		"credit_remaining_local_micro": micros(descCreditRemaining),
		"able_to_fund":                 schema.BoolAttribute{Computed: true, MarkdownDescription: descAbleToFund},
		"reasons_not_able_to_fund": schema.ListAttribute{
			Computed: true, ElementType: types.StringType, MarkdownDescription: descReasonsNotToFund,
		},
		"entity_status": text(descInstrumentStatus),
		"io_header":     text(descIOHeader),
		"created_at":    text(fw.DescCreatedAt),
		"updated_at":    text(fw.DescUpdatedAt),
		"deleted":       schema.BoolAttribute{Computed: true, MarkdownDescription: descDeleted},
	}
}
