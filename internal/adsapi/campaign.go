package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// CampaignsService manages campaigns (/12/accounts/:account_id/campaigns). Deletion is soft: a
// deleted campaign stays readable with Deleted true, which a caller reading it takes for gone.
type CampaignsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[Campaign] // Get's batched reads

	writesOnce sync.Once
	writes     *writeBatcher[Campaign] // Create, Update and Delete, batched
}

// Campaign holds a budget under one funding instrument. Amounts are micros of Currency (null
// decodes as Valid false). StandardDelivery and Servable are nil when the service answers null.
// AccountID, StartTime and EndTime come with older answers only.
type Campaign struct {
	ID                          string   `json:"id"`
	Name                        string   `json:"name"`
	FundingInstrumentID         string   `json:"funding_instrument_id"`
	Currency                    string   `json:"currency"`
	BudgetOptimization          string   `json:"budget_optimization"`
	DailyBudgetAmountLocalMicro FlexInt  `json:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro FlexInt  `json:"total_budget_amount_local_micro"`
	EntityStatus                string   `json:"entity_status"`
	PurchaseOrderNumber         string   `json:"purchase_order_number"`
	StandardDelivery            *bool    `json:"standard_delivery"`
	FrequencyCap                FlexInt  `json:"frequency_cap"`
	DurationInDays              FlexInt  `json:"duration_in_days"`
	Servable                    *bool    `json:"servable"`
	ReasonsNotServable          []string `json:"reasons_not_servable"`
	EffectiveStatus             string   `json:"effective_status"`
	AccountID                   string   `json:"account_id"`
	StartTime                   string   `json:"start_time"`
	EndTime                     string   `json:"end_time"`
	CreatedAt                   string   `json:"created_at"`
	UpdatedAt                   string   `json:"updated_at"`
	Deleted                     bool     `json:"deleted"`
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

// Get returns one campaign, deleted or not: with_deleted is sent so that a campaign deleted outside
// Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list
// requests filtered by campaign_ids (see batcher); the answer is the single GET's.
//
// GET /12/accounts/:account_id/campaigns/:campaign_id, or GET /12/accounts/:account_id/campaigns
func (s *CampaignsService) Get(ctx context.Context, accountID, campaignID string) (*Campaign, error) {
	s.readsOnce.Do(func() {
		s.reads = &batcher[Campaign]{
			idle: batchIdle, window: batchWindow, single: s.getOne, list: s.listByID,
			idOf: func(c *Campaign) string { return c.ID }, kind: "campaign", listTemplate: campaignsPath,
		}
	})
	return s.reads.get(ctx, accountID, campaignID)
}

// getOne is the single GET of a campaign.
func (s *CampaignsService) getOne(ctx context.Context, accountID, campaignID string) (*Campaign, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[Campaign](ctx, s.c, s.c.adsRequest(http.MethodGet, campaignPath, []string{accountID, campaignID}, q, nil), campaignID)
}

// listByID reads up to batchMaxIDs campaigns by id with one list request: deleted and draft ones
// included, as the single GET answers them.
func (s *CampaignsService) listByID(ctx context.Context, accountID string, ids []string) ([]Campaign, error) {
	q := url.Values{"campaign_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}, "with_draft": {"true"}}
	r := s.c.adsRequest(http.MethodGet, campaignsPath, []string{accountID}, q, nil)
	return listByIDs[Campaign](ctx, s.c, r, batchMaxIDs, ids)
}

// Create creates a campaign. Concurrent writes of campaigns of one account travel together through
// the batch endpoint (see writeBatcher); a lone one goes to the single endpoint. Either way a lost
// answer is reconciled by the create engine: what it made is adopted, or it is sent again.
//
// POST /12/accounts/:account_id/campaigns, or POST /12/batch/accounts/:account_id/campaigns
func (s *CampaignsService) Create(ctx context.Context, cs *creates.Session, accountID string, in CampaignInput) (*Campaign, error) {
	return s.writer().create(ctx, cs, accountID, in.params(), s.createSpec(accountID, in))
}

// Update changes the fields in supplies; the others keep their values. Batched as Create is; a
// batched update whose answer is lost or malformed is sent again alone (updateConfirmed).
//
// PUT /12/accounts/:account_id/campaigns/:campaign_id, or POST /12/batch/accounts/:account_id/campaigns
func (s *CampaignsService) Update(ctx context.Context, accountID, campaignID string, in CampaignUpdate) (*Campaign, error) {
	return s.writer().update(ctx, accountID, campaignID, in.params())
}

// Delete soft-deletes a campaign and returns it with Deleted true; a second delete answers 404.
// Batched as Create is; when its answer is lost or malformed, the campaign is read, and deleted
// alone only when it is still there (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/campaigns/:campaign_id, or POST /12/batch/accounts/:account_id/campaigns
func (s *CampaignsService) Delete(ctx context.Context, accountID, campaignID string) (*Campaign, error) {
	return s.writer().delete(ctx, accountID, campaignID)
}

// writer returns the batcher of the campaign writes, with the single endpoints it falls back to.
func (s *CampaignsService) writer() *writeBatcher[Campaign] {
	s.writesOnce.Do(func() {
		s.writes = newWriteBatcher(s.c, writeKind[Campaign]{
			kind: "campaign", batchPath: campaignsBatchPath, idParam: "campaign_id", parent: "funding_instrument_id",
			idOf:    func(c *Campaign) string { return c.ID },
			deleted: func(c *Campaign) bool { return c.Deleted },
			post: func(ctx context.Context, accountID string, p writeParams) (*Campaign, error) {
				r := s.c.campaignWrite(http.MethodPost, campaignsPath, []string{accountID}, p.query(), nil)
				return doOne[Campaign](ctx, s.c, r, "")
			},
			put: func(ctx context.Context, accountID, id string, p writeParams) (*Campaign, error) {
				r := s.c.campaignWrite(http.MethodPut, campaignPath, []string{accountID, id}, p.query(), nil)
				return doOne[Campaign](ctx, s.c, r, id)
			},
			del: func(ctx context.Context, accountID, id string) (*Campaign, error) {
				r := s.c.campaignWrite(http.MethodDelete, campaignPath, []string{accountID, id}, nil, nil)
				return doOne[Campaign](ctx, s.c, r, id)
			},
			get: s.Get,
		})
	})
	return s.writes
}
