package emulator

import (
	"net/http"
)

const (
	targetingCriteriaPath      = "/12/accounts/{account_id}/targeting_criteria"
	targetingCriterionPath     = targetingCriteriaPath + "/{targeting_criterion_id}"
	targetingCriteriaBatchPath = "/12/batch/accounts/{account_id}/targeting_criteria"
)

// maxTargetingBatch is the targeting batch's largest size (the spec's Batch writes).
const maxTargetingBatch = 500

// targetingCriterionSortable are the attributes sort_by takes on the list. The spec's sorting page
// does not list targeting criteria: the emulator takes the attributes every entity has.
var targetingCriterionSortable = []string{"created_at", "updated_at", "deleted"}

// targetingCriterionRoutes is the route table of a line item's targeting criteria. The spec does
// not say whether its reads count among the catalogues' category or as account reads: they are
// account reads here, with a window per endpoint, since their paths are the account's. The writes,
// the batch included, spend from the campaign-management write window. There is no PUT.
func targetingCriterionRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: targetingCriteriaPath, schemes: schemeOAuth1User,
			params: []string{"count", "cursor", "lang", "line_item_ids", "sort_by", "targeting_criterion_ids", "with_deleted",
				"with_total_count"},
			listParams: []string{"line_item_ids", "sort_by", "targeting_criterion_ids"}, handle: (*Server).listTargetingCriteria},
		{method: http.MethodGet, pattern: targetingCriterionPath, schemes: schemeOAuth1User,
			params: []string{"lang", "with_deleted"}, handle: (*Server).getTargetingCriterion},
		{method: http.MethodPost, pattern: targetingCriteriaPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			params: targetingCreateParams, handle: (*Server).postTargetingCriterion},
		{method: http.MethodDelete, pattern: targetingCriterionPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			handle: (*Server).deleteTargetingCriterionRoute},
		{method: http.MethodPost, pattern: targetingCriteriaBatchPath, schemes: schemeOAuth1User, write: true, category: categoryCampaignWrites,
			jsonBody: true, handle: (*Server).batchTargetingCriteria},
	}
}

// listTargetingCriteria answers the criteria of the line items named by line_item_ids (required),
// deleted ones only with with_deleted=true, in creation order unless sort_by says otherwise.
func (s *Server) listTargetingCriteria(c *call) (reply, *apiError) {
	lineItems, err := parseList(c.params, "line_item_ids")
	if err != nil {
		return reply{}, err
	}
	if lineItems == nil {
		return reply{}, missingParameter("line_item_ids")
	}
	ids, err := parseList(c.params, "targeting_criterion_ids")
	if err != nil {
		return reply{}, err
	}
	lang, err := parseLang(c)
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, targetingCriterionSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*TargetingCriterion
	for _, tc := range c.account.targetingCriteria {
		switch {
		case !inFilter(lineItems, tc.LineItemID), !inFilter(ids, tc.ID),
			tc.Deleted && !l.withDeleted,
			s.unlisted(tc.ID, ids != nil):
			continue
		}
		found = append(found, tc)
	}
	return page(l, found, targetingCriterionSortKeys, func(tc *TargetingCriterion) map[string]any {
		return viewTargetingCriterion(tc, true, lang)
	}), nil
}

func targetingCriterionSortKeys(tc *TargetingCriterion) sortKeys {
	return sortKeys{id: tc.ID, keys: map[string]string{
		"created_at": timeKey(tc.CreatedAt), "updated_at": timeKey(tc.UpdatedAt), "deleted": boolKey(tc.Deleted),
	}}
}

// parseLang reads lang, an ISO 639-1 code.
func parseLang(c *call) (string, *apiError) {
	lang := c.params.Get("lang")
	if lang != "" && !langPattern.MatchString(lang) {
		return "", invalidParameter("lang", "lang %q is not an ISO 639-1 language code", lang)
	}
	return lang, nil
}

func (s *Server) getTargetingCriterion(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	lang, err := parseLang(c)
	if err != nil {
		return reply{}, err
	}
	tc, err := liveCriterion(c.account, c.pathParams["targeting_criterion_id"], withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewTargetingCriterion(tc, false, lang)}, nil
}

func (s *Server) postTargetingCriterion(c *call) (reply, *apiError) {
	tc, err := s.newTargetingCriterion(c.account, c.params, false)
	if err != nil {
		return reply{}, err
	}
	s.storeTargetingCriterion(c.account, tc)
	s.markCreated(tc.ID)
	return reply{status: http.StatusCreated, data: viewTargetingCriterion(tc, false, "")}, nil
}

func (s *Server) deleteTargetingCriterionRoute(c *call) (reply, *apiError) {
	tc, err := s.deleteTargetingCriterion(c.account, c.pathParams["targeting_criterion_id"])
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewTargetingCriterion(tc, false, "")}, nil
}

// batchTargetingCriteria is endpoint 21: up to 500 creates and deletes, all or nothing, each
// checked against the state the items before it left (a TV show after the location that the same
// batch adds is accepted; a criterion deleted twice is not). Its answer adds data_type.
func (s *Server) batchTargetingCriteria(c *call) (reply, *apiError) {
	a := c.account
	rep, err := runBatch(c, batchKind{
		maxItems:     maxTargetingBatch,
		idParam:      "targeting_criterion_id",
		createParams: targetingCreateParams,
		apply: func(op batchOp) (any, *apiError) {
			switch op.opType {
			case opCreate:
				tc, err := s.newTargetingCriterion(a, op.params, true)
				if err != nil {
					return nil, err
				}
				s.storeTargetingCriterion(a, tc)
				return viewTargetingCriterion(tc, true, ""), nil
			case opDelete:
				tc, err := s.deleteTargetingCriterion(a, op.id)
				if err != nil {
					return nil, err
				}
				return viewTargetingCriterion(tc, true, ""), nil
			}
			return nil, invalidParameter("operation_type", "targeting criteria take operation_type Create or Delete: there is no update")
		},
		snapshot: func() func() { return snapshotOf(a.targetingCriteria) },
		created:  func(view any) { s.markCreated(view.(map[string]any)["id"].(string)) },
	})
	if body, ok := rep.raw.(map[string]any); ok && body["data"] != nil {
		body["data_type"] = targetingCriterionDataType
	}
	return rep, err
}
