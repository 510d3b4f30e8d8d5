package adsapi

import (
	"context"
	"net/http"
	"net/url"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
)

// CampaignsService manages campaigns (/12/accounts/:account_id/campaigns). Deletion is soft: a
// deleted campaign stays readable with Deleted true, which a caller reading it takes for gone.
type CampaignsService struct {
	batchedKind[Campaign, *Campaign]
	// Batched writes campaigns many at once, as an apply does: through the batch endpoint when
	// writes of one account meet, else through Create, Update and Delete.
	Batched *BatchedWrites[Campaign, CampaignInput, CampaignUpdate]
}

// newCampaignsService names the campaign endpoints for what campaigns share with line items.
func newCampaignsService(c *Client) *CampaignsService {
	s := &CampaignsService{batchedKind: batchedKind[Campaign, *Campaign]{
		c: c, kind: "campaign", idsParam: "campaign_ids", idParam: "campaign_id", parent: "funding_instrument_id",
		listPath: campaignsPath, onePath: campaignPath, batchPath: campaignsBatchPath,
		deleted: func(c *Campaign) bool { return c.Deleted },
	}}
	s.Batched = &BatchedWrites[Campaign, CampaignInput, CampaignUpdate]{
		b:      writebatch.New(s.writeOps(s.batch), writebatch.RealClock{}, writebatch.DefaultTimings),
		parent: s.parent, spec: s.createSpec, create: s.Create, update: s.Update, del: s.Delete,
	}
	return s
}

// Campaign holds a budget under one funding instrument. Amounts are micros of Currency (null
// decodes as Valid false). StandardDelivery and Servable are nil when the service answers null.
// AccountID, StartTime and EndTime come with older answers only.
type Campaign struct {
	ID                          string       `json:"id"`
	Name                        string       `json:"name"`
	FundingInstrumentID         string       `json:"funding_instrument_id"`
	Currency                    string       `json:"currency"`
	BudgetOptimization          string       `json:"budget_optimization"`
	DailyBudgetAmountLocalMicro wire.FlexInt `json:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro wire.FlexInt `json:"total_budget_amount_local_micro"`
	EntityStatus                string       `json:"entity_status"`
	PurchaseOrderNumber         string       `json:"purchase_order_number"`
	StandardDelivery            *bool        `json:"standard_delivery"`
	FrequencyCap                wire.FlexInt `json:"frequency_cap"`
	DurationInDays              wire.FlexInt `json:"duration_in_days"`
	Servable                    *bool        `json:"servable"`
	ReasonsNotServable          []string     `json:"reasons_not_servable"`
	EffectiveStatus             string       `json:"effective_status"`
	AccountID                   string       `json:"account_id"`
	StartTime                   string       `json:"start_time"`
	EndTime                     string       `json:"end_time"`
	CreatedAt                   string       `json:"created_at"`
	UpdatedAt                   string       `json:"updated_at"`
	Deleted                     bool         `json:"deleted"`
}

// CampaignInput holds the parameters of a create; empty values and nil pointers are not sent, and
// the service applies its defaults (budget_optimization LINE_ITEM; entity_status ACTIVE).
type CampaignInput struct {
	// FundingInstrumentID and Name are required.
	FundingInstrumentID         string
	Name                        string
	BudgetOptimization          string
	DailyBudgetAmountLocalMicro *int64
	TotalBudgetAmountLocalMicro *int64
	// EntityStatus is ACTIVE, DRAFT or PAUSED.
	EntityStatus        string
	PurchaseOrderNumber string
	// StandardDelivery is deprecated on campaigns (pacing belongs to line items).
	StandardDelivery *bool
}

// CampaignUpdate holds the changes of an update: a nil field is left as it is, the others are sent
// as given. The spec shows no way to clear a budget back to null.
type CampaignUpdate struct {
	Name, BudgetOptimization, PurchaseOrderNumber *string
	// EntityStatus is ACTIVE or PAUSED: DRAFT cannot be set by an update.
	EntityStatus                                             *string
	DailyBudgetAmountLocalMicro, TotalBudgetAmountLocalMicro *int64
	StandardDelivery                                         *bool
}

// CampaignListOptions filters a campaign list.
type CampaignListOptions struct {
	ListOptions
	// CampaignIDs and FundingInstrumentIDs take up to 200 ids each.
	CampaignIDs, FundingInstrumentIDs []string
	// Q narrows by name (the service's matching rule is not stated).
	Q string
	// WithDraft lists draft campaigns beside the others.
	WithDraft bool
}

// Campaign endpoints and their largest page.
const (
	campaignsPath         = "/12/accounts/:account_id/campaigns"
	campaignPath          = "/12/accounts/:account_id/campaigns/:campaign_id"
	campaignsBatchPath    = "/12/batch/accounts/:account_id/campaigns"
	campaignsMaxPageCount = 1000
)

func (in CampaignInput) params() writeParams {
	p := writeParams{}
	p.text("funding_instrument_id", in.FundingInstrumentID)
	p.text("name", in.Name)
	p.text("budget_optimization", in.BudgetOptimization)
	p.number("daily_budget_amount_local_micro", in.DailyBudgetAmountLocalMicro)
	p.number("total_budget_amount_local_micro", in.TotalBudgetAmountLocalMicro)
	p.text("entity_status", in.EntityStatus)
	p.text("purchase_order_number", in.PurchaseOrderNumber)
	p.flag("standard_delivery", in.StandardDelivery)
	return p
}

func (in CampaignUpdate) params() writeParams {
	p := writeParams{}
	p.textPtr("name", in.Name)
	p.textPtr("budget_optimization", in.BudgetOptimization)
	p.textPtr("purchase_order_number", in.PurchaseOrderNumber)
	p.textPtr("entity_status", in.EntityStatus)
	p.number("daily_budget_amount_local_micro", in.DailyBudgetAmountLocalMicro)
	p.number("total_budget_amount_local_micro", in.TotalBudgetAmountLocalMicro)
	p.flag("standard_delivery", in.StandardDelivery)
	return p
}

// Get returns one campaign, deleted or not (a campaign deleted outside Terraform comes back with its
// deleted flag set). Concurrent Gets of one account are combined into list requests filtered by id, List's
// endpoint; a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/campaigns/:campaign_id
func (s *CampaignsService) Get(ctx context.Context, accountID, campaignID string) (*Campaign, error) {
	return s.get(ctx, accountID, campaignID)
}

// List returns the campaigns of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/campaigns
func (s *CampaignsService) List(ctx context.Context, accountID string, opt CampaignListOptions) ([]Campaign, error) {
	q := url.Values{}
	for name, ids := range map[string][]string{"campaign_ids": opt.CampaignIDs, "funding_instrument_ids": opt.FundingInstrumentIDs} {
		if err := setIDs(q, name, ids); err != nil {
			return nil, err
		}
	}
	setString(q, "q", opt.Q)
	opt.encode(q)
	setTrue(q, "with_draft", opt.WithDraft)
	r := s.c.adsRequest(http.MethodGet, campaignsPath, []string{accountID}, q, nil)
	return listAll[Campaign](ctx, s.c, r, adsPages, campaignsMaxPageCount, opt.Limit)
}

// Create creates a campaign at the single endpoint, through the create engine: a lost answer is
// reconciled, what it made is adopted, or it is sent again. (Batched.Create gathers concurrent ones.)
//
// POST /12/accounts/:account_id/campaigns
func (s *CampaignsService) Create(ctx context.Context, cs creates.Session, accountID string, in CampaignInput) (*Campaign, error) {
	return s.createOne(ctx, cs, accountID, in.params(), s.createSpec(accountID, in))
}

// Update changes the fields in supplies; the others keep their values. An update whose answer is
// malformed is sent again, then read back (updateConfirmed).
//
// PUT /12/accounts/:account_id/campaigns/:campaign_id
func (s *CampaignsService) Update(ctx context.Context, accountID, campaignID string, in CampaignUpdate) (*Campaign, error) {
	return s.updateOne(ctx, accountID, campaignID, in.params())
}

// Delete soft-deletes a campaign and returns it marked deleted; a second delete answers 404. When its
// answer is malformed, the campaign is read, and the delete is done when it is gone or marked deleted.
//
// DELETE /12/accounts/:account_id/campaigns/:campaign_id
func (s *CampaignsService) Delete(ctx context.Context, accountID, campaignID string) (*Campaign, error) {
	return s.deleteOne(ctx, accountID, campaignID)
}

// batch sends writes of campaigns in one batch request, all or nothing (Batched's engine calls it).
//
// POST /12/batch/accounts/:account_id/campaigns
func (s *CampaignsService) batch(ctx context.Context, accountID string, writes []writebatch.Write[Campaign, writeParams]) ([]*Campaign, error) {
	return s.batchedKind.batch(ctx, accountID, writes)
}
