package adsapi

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// AudienceEstimateService estimates the audience a set of targeting criteria reaches (endpoint 46 of the
// audiences and measurement spec). Nothing is stored.
type AudienceEstimateService struct{ c *Client }

// EstimateCriterion is one criterion of an estimate: a type and value as in targeting criterion creation,
// and an operator, left out when empty (the service's default is EQ). No line item is named.
type EstimateCriterion struct {
	TargetingType  string `json:"targeting_type"`
	TargetingValue string `json:"targeting_value"`
	OperatorType   string `json:"operator_type,omitempty"`
}

// AudienceSize is the range of users an estimate answers.
type AudienceSize struct {
	Min int64
	Max int64
}

const audienceEstimatePath = "/12/accounts/:account_id/audience_estimate"

// Estimate returns the size of the audience the criteria reach in accountID. The criteria travel as a JSON
// body, {"targeting_criteria": [...]}; the answer echoes none of it (targeting_criteria is null). The
// request changes nothing, so it is marked idempotent: a lost answer or a 5xx is retried. An answer without
// both ends of the range, or with max below min, is malformed.
//
// POST /12/accounts/:account_id/audience_estimate
func (s *AudienceEstimateService) Estimate(ctx context.Context, accountID string, criteria []EstimateCriterion) (*AudienceSize, error) {
	body := struct {
		TargetingCriteria []EstimateCriterion `json:"targeting_criteria"`
	}{criteria}
	if body.TargetingCriteria == nil {
		body.TargetingCriteria = []EstimateCriterion{} // an empty list is the service's to refuse, not a missing field
	}
	r := s.c.adsRequest(http.MethodPost, audienceEstimatePath, []string{accountID}, nil, body)
	r.Idempotent = true
	env, err := s.c.do(ctx, r)
	if err != nil {
		return nil, err
	}
	if env.carriesErrors() {
		return nil, env.answer.Malformed("error entries beside the data")
	}
	var data struct {
		AudienceSize *struct {
			Min wire.FlexInt `json:"min"`
			Max wire.FlexInt `json:"max"`
		} `json:"audience_size"`
	}
	if k := wire.Kind(env.Data); k != "an object" {
		return nil, env.answer.Malformed("data is %s, not an object holding audience_size", k)
	}
	if err := json.Unmarshal(env.Data, &data); err != nil {
		return nil, env.answer.Malformed("data: %v", err)
	}
	size := data.AudienceSize
	switch {
	case size == nil || !size.Min.Valid || !size.Max.Valid:
		return nil, env.answer.Malformed("data.audience_size lacks min or max")
	case size.Max.Value < size.Min.Value || size.Min.Value < 0:
		return nil, env.answer.Malformed("data.audience_size is not a range of users: min %d, max %d", size.Min.Value, size.Max.Value)
	}
	return &AudienceSize{Min: size.Min.Value, Max: size.Max.Value}, nil
}
