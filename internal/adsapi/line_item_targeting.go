package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"sync"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// LineItemTargetingService manages the targeting criteria attached to line items
// (/12/accounts/:account_id/targeting_criteria). The catalogues a criterion's value comes from
// (/12/targeting_criteria/<kind>) are TargetingService's. A criterion cannot be updated: a change is
// a delete and a create, which Batch and Apply send together.
type LineItemTargetingService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[heldCriteria] // Held's batched reads
}

// LineItemCriterion is one targeting criterion of a line item.
type LineItemCriterion struct {
	ID         string `json:"id"`
	LineItemID string `json:"line_item_id"`
	// TargetingType is LOCATION, BROAD_KEYWORD, AGE, ... (the spec's targeting types table).
	TargetingType string `json:"targeting_type"`
	// TargetingValue is a string in most answers; a guide's answer sends a user id as a JSON number,
	// which is kept as its digits.
	TargetingValue wire.FlexString `json:"targeting_value"`
	// OperatorType is EQ, NE, GTE or LT; the single GET, create and delete answers leave it out, and
	// it then decodes to "".
	OperatorType string `json:"operator_type"`
	Name         string `json:"name"`
	// LocalizedName comes only when lang was sent and a localized name exists.
	LocalizedName string `json:"localized_name"`
	// LocationType comes on LOCATION criteria (CITY, ...).
	LocationType string `json:"location_type"`
	CreatedAt    string `json:"created_at"`
	UpdatedAt    string `json:"updated_at"`
	Deleted      bool   `json:"deleted"`
}

// LineItemCriterionInput is a criterion to attach; OperatorType "" is not sent, and the service
// then applies EQ (every answer of the spec to such a create that shows an operator shows EQ).
type LineItemCriterionInput struct {
	LineItemID     string
	TargetingType  string
	TargetingValue string
	OperatorType   string
}

// LineItemTargetingListOptions filters a criteria list. LineItemIDs is required by the service, and
// takes up to 200 ids, as does TargetingCriterionIDs.
type LineItemTargetingListOptions struct {
	ListOptions
	LineItemIDs           []string
	TargetingCriterionIDs []string
	// Lang is an ISO 639-1 code: criteria with a name in that language carry it as LocalizedName.
	Lang string
}

// Targeting criteria endpoints and their largest page.
const (
	lineItemTargetingPath         = "/12/accounts/:account_id/targeting_criteria"
	lineItemCriterionPath         = "/12/accounts/:account_id/targeting_criteria/:targeting_criterion_id"
	lineItemTargetingMaxPageCount = 1000
)

// List returns the criteria of up to 200 line items, following every page (1,000 criteria each, the
// count the spec advises for this endpoint) up to opt.Limit. The service requires line_item_ids, so
// a list without it, or with more ids than a filter takes, is refused before any request.
//
// GET /12/accounts/:account_id/targeting_criteria
func (s *LineItemTargetingService) List(ctx context.Context, accountID string, opt LineItemTargetingListOptions) ([]LineItemCriterion, error) {
	if len(opt.LineItemIDs) == 0 {
		return nil, transport.NotSent(fmt.Errorf("listing targeting criteria: LineItemIDs is required (the service requires line_item_ids)"))
	}
	for param, ids := range map[string][]string{"line_item_ids": opt.LineItemIDs, "targeting_criterion_ids": opt.TargetingCriterionIDs} {
		if len(ids) > batchMaxIDs {
			return nil, transport.NotSent(fmt.Errorf("listing targeting criteria: %s takes at most %d ids, got %d", param, batchMaxIDs, len(ids)))
		}
	}
	q := url.Values{}
	setList(q, "line_item_ids", opt.LineItemIDs)
	setList(q, "targeting_criterion_ids", opt.TargetingCriterionIDs)
	setString(q, "lang", opt.Lang)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, lineItemTargetingPath, []string{accountID}, q, nil)
	return listAll[LineItemCriterion](ctx, s.c, r, adsPages, lineItemTargetingMaxPageCount, opt.Limit)
}

// Get returns one criterion, deleted or not: with_deleted is sent so that a criterion deleted
// outside Terraform comes back with Deleted true rather than as an error the spec does not show.
// lang "" sends none.
//
// GET /12/accounts/:account_id/targeting_criteria/:targeting_criterion_id
func (s *LineItemTargetingService) Get(ctx context.Context, accountID, criterionID, lang string) (*LineItemCriterion, error) {
	q := url.Values{"with_deleted": {"true"}}
	setString(q, "lang", lang)
	r := s.c.adsRequest(http.MethodGet, lineItemCriterionPath, []string{accountID, criterionID}, q, nil)
	return doOne[LineItemCriterion](ctx, s.c, r, criterionID)
}

// Create attaches one criterion to a line item; its parameters travel in the query string. When the
// answer is lost, the criterion it made is adopted, or it is sent again when it made none (package
// creates). Criteria that only the batch endpoint takes (IAB_CATEGORY, CONTENT_PUBLISHER_USER) go
// through Batch.
//
// POST /12/accounts/:account_id/targeting_criteria
func (s *LineItemTargetingService) Create(ctx context.Context, cs creates.Session, accountID string, in LineItemCriterionInput) (*LineItemCriterion, error) {
	if in.LineItemID == "" {
		return nil, transport.NotSent(fmt.Errorf("creating targeting criterion: LineItemID is required"))
	}
	q := url.Values{}
	for k, v := range in.params() {
		q.Set(k, v)
	}
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*LineItemCriterion, error) {
		return doOne[LineItemCriterion](ctx, s.c, s.c.campaignWrite(http.MethodPost, lineItemTargetingPath, []string{accountID}, q, nil), "")
	})
}

// Delete soft-deletes a criterion and returns it with Deleted true. A malformed answer is checked
// with a read of the criterion (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/targeting_criteria/:targeting_criterion_id
func (s *LineItemTargetingService) Delete(ctx context.Context, accountID, criterionID string) (*LineItemCriterion, error) {
	return deleteConfirmed(ctx, "targeting criterion", func(ctx context.Context) (*LineItemCriterion, error) {
		r := s.c.campaignWrite(http.MethodDelete, lineItemCriterionPath, []string{accountID, criterionID}, nil, nil)
		return doOne[LineItemCriterion](ctx, s.c, r, criterionID)
	}, func(ctx context.Context) (*LineItemCriterion, error) { return s.Get(ctx, accountID, criterionID, "") },
		func(c *LineItemCriterion) bool { return c.Deleted })
}

// params are the parameters of a create, in the single endpoint's query and in a batch item alike.
func (in LineItemCriterionInput) params() map[string]string {
	p := map[string]string{
		"line_item_id":    in.LineItemID,
		"targeting_type":  in.TargetingType,
		"targeting_value": in.TargetingValue,
	}
	if in.OperatorType != "" {
		p["operator_type"] = in.OperatorType
	}
	return p
}
