package lineitems

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// changesFrom is the update of the plan m over state: only what differs is sent (an update changes only the
// fields it names). What the plan leaves to the service (unknown) is not sent. A text, a time or the
// categories removed from the configuration are sent empty, which clears them; a number cannot be removed
// (ModifyPlan refuses that at plan).
func (m *lineItemModel) changesFrom(ctx context.Context, state *lineItemModel, diags *diag.Diagnostics) adsapi.LineItemUpdate {
	text := func(plan, prior types.String) *string {
		if plan.IsUnknown() || plan.Equal(prior) {
			return nil
		}
		v := plan.ValueString()
		return &v
	}
	number := func(plan, prior types.Int64) *int64 {
		if plan.IsUnknown() || plan.Equal(prior) {
			return nil
		}
		return plan.ValueInt64Pointer()
	}
	at := func(plan, prior fw.ServiceTimeValue) *string {
		if same, _ := plan.StringSemanticEquals(ctx, prior); same || (plan.IsNull() && prior.IsNull()) {
			return nil
		}
		v := plan.ValueString()
		return &v
	}
	u := adsapi.LineItemUpdate{
		Name:                        text(m.Name, state.Name),
		EntityStatus:                text(m.EntityStatus, state.EntityStatus),
		BidStrategy:                 text(m.BidStrategy, state.BidStrategy),
		Goal:                        text(m.Goal, state.Goal),
		PayBy:                       text(m.PayBy, state.PayBy),
		StartTime:                   at(m.StartTime, state.StartTime),
		EndTime:                     at(m.EndTime, state.EndTime),
		AdvertiserDomain:            text(m.AdvertiserDomain, state.AdvertiserDomain),
		AndroidAppStoreIdentifier:   text(m.AndroidAppStoreIdentifier, state.AndroidAppStoreIdentifier),
		IOSAppStoreIdentifier:       text(m.IOSAppStoreIdentifier, state.IOSAppStoreIdentifier),
		AdvertiserUserID:            text(m.AdvertiserUserID, state.AdvertiserUserID),
		AudienceExpansion:           text(m.AudienceExpansion, state.AudienceExpansion),
		BidAmountLocalMicro:         number(m.BidAmountLocalMicro, state.BidAmountLocalMicro),
		DailyBudgetAmountLocalMicro: number(m.DailyBudgetAmountLocalMicro, state.DailyBudgetAmountLocalMicro),
		TotalBudgetAmountLocalMicro: number(m.TotalBudgetAmountLocalMicro, state.TotalBudgetAmountLocalMicro),
		FrequencyCap:                number(m.FrequencyCap, state.FrequencyCap),
		DurationInDays:              number(m.DurationInDays, state.DurationInDays),
	}
	if !m.Categories.Equal(state.Categories) {
		// An empty, non-nil list clears them.
		u.Categories = append([]string{}, fw.SortedSetStrings(ctx, m.Categories, diags)...)
	}
	return u
}
