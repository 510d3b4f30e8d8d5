package adrules

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// DescMicros ends the description of an amount of money of campaign management: the service counts
// every amount as an integer in micros of the funding instrument's currency, and so does the provider.
const DescMicros = " An integer in micros of the funding instrument's currency: the amount times 1,000,000, " +
	"whatever the currency's decimals (US$5.50 is `5500000`, US$37.50 is `37500000`, ¥1,000 is `1000000000`)."

// Micros checks an amount at plan: the service takes only amounts greater than zero.
func Micros() validator.Int64 { return int64validator.AtLeast(1) }

// Names of the two budgets a campaign and a line item carry.
const (
	DailyBudgetAttr = "daily_budget_amount_local_micro"
	TotalBudgetAttr = "total_budget_amount_local_micro"
)

// DailyNotAboveTotal is the config validator of a resource with both budgets: a daily budget must not
// exceed the total budget of the same campaign or line item. It runs when both are known; a budget
// left out or known only at apply is left to the later validation or to the service.
func DailyNotAboveTotal(entity string) resource.ConfigValidator {
	return dailyNotAboveTotal{entity: entity}
}

type dailyNotAboveTotal struct{ entity string }

func (v dailyNotAboveTotal) Description(context.Context) string {
	return fmt.Sprintf("%s must not exceed %s", DailyBudgetAttr, TotalBudgetAttr)
}

func (v dailyNotAboveTotal) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (v dailyNotAboveTotal) ValidateResource(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var daily, total types.Int64
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root(DailyBudgetAttr), &daily)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root(TotalBudgetAttr), &total)...)
	if resp.Diagnostics.HasError() || daily.IsNull() || daily.IsUnknown() || total.IsNull() || total.IsUnknown() {
		return
	}
	if daily.ValueInt64() > total.ValueInt64() {
		fw.AddAttrError(&resp.Diagnostics, path.Root(DailyBudgetAttr), "Daily budget above the total budget", fmt.Sprintf(
			"the daily budget (%d micros) must not exceed %s (%d micros): the service refuses a %s whose daily budget is "+
				"above its total.", daily.ValueInt64(), TotalBudgetAttr, total.ValueInt64(), v.entity))
	}
}
