package emulator

import "time"

// Campaign is a campaign as the emulator stores it. Nullable fields of the service are pointers:
// nil is answered as null. Times are kept in UTC to the second, as the service answers them.
type Campaign struct {
	ID                          string    `json:"id"`
	AccountID                   string    `json:"-"`
	FundingInstrumentID         string    `json:"funding_instrument_id"`
	Name                        string    `json:"name"`
	Currency                    string    `json:"currency"`
	BudgetOptimization          string    `json:"budget_optimization"`
	DailyBudgetAmountLocalMicro *int64    `json:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro *int64    `json:"total_budget_amount_local_micro"`
	EntityStatus                string    `json:"entity_status"`
	PurchaseOrderNumber         *string   `json:"purchase_order_number"`
	StandardDelivery            *bool     `json:"standard_delivery"`
	FrequencyCap                *int64    `json:"frequency_cap"`
	DurationInDays              *int64    `json:"duration_in_days"`
	CreatedAt                   time.Time `json:"created_at"`
	UpdatedAt                   time.Time `json:"updated_at"`
	Deleted                     bool      `json:"deleted"`
}
