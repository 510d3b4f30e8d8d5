package emulator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
)

const audienceEstimatePath = "/12/accounts/{account_id}/audience_estimate"

// audienceEstimateRoutes is endpoint 46. It is a POST that changes nothing, and the spec states no window
// for it: it spends from none (unmetered).
func audienceEstimateRoutes() []route {
	return []route{
		{method: http.MethodPost, pattern: audienceEstimatePath, schemes: schemeOAuth1User, jsonBody: true, unmetered: true,
			handle: (*Server).audienceEstimate},
	}
}

// estimateBase is the population an estimate narrows (estimateSize): the spec shows neither how the
// service computes an estimate nor how min and max relate, so the emulator picks.
const estimateBase = 300_000_000

// primaryTypes are the types the targeting page names primary (followers, custom audiences, interests,
// keywords, TV); whether SIMILAR_TO_FOLLOWERS_OF_USER counts as a followers type is not stated, and it is
// taken as one, so that the spec's example stands even without its keyword.
var primaryTypes = []string{"FOLLOWERS_OF_USER", "SIMILAR_TO_FOLLOWERS_OF_USER", "CUSTOM_AUDIENCE", "CUSTOM_AUDIENCE_EXPANDED",
	"INTEREST", "BROAD_KEYWORD", "EXACT_KEYWORD", "PHRASE_KEYWORD", "UNORDERED_KEYWORD", "TV_SHOW"}

// audienceEstimate answers the size of the audience the body's criteria reach. Each criterion is checked as
// a criterion of a line item would be, against the other criteria of the request standing for the line
// item's (a TV show needs a location among them, a location must lie in a TV show's market): the same
// codes and parameters, the message naming the criterion's place. There is no line item, so placements
// refuse nothing and the types the batch alone takes are taken. The echo is the example's: the body is not
// echoed, targeting_criteria is null.
func (s *Server) audienceEstimate(c *call) (reply, *apiError) {
	criteria, err := readEstimateCriteria(c.body)
	if err != nil {
		return reply{}, err
	}
	for i, tc := range criteria {
		others := slices.Concat(criteria[:i], criteria[i+1:])
		check := targetingCheck{s: s, a: c.account, holder: "the estimate", typ: tc.TargetingType, value: tc.TargetingValue,
			op: tc.OperatorType, live: others}
		if _, err := targetingTypes[tc.TargetingType].resolve(check); err != nil {
			return reply{}, at(i, err)
		}
	}
	if err := checkEstimateCriteria(criteria); err != nil {
		return reply{}, err
	}
	size := estimateSize(criteria)
	data := map[string]any{"audience_size": map[string]any{"min": size, "max": size + size/10}}
	return reply{data: data, raw: map[string]any{
		"request": map[string]any{"params": map[string]any{"targeting_criteria": nil, "account_id": c.account.id}},
		"data":    data,
	}}, nil
}

// readEstimateCriteria reads {"targeting_criteria": [...]}: each criterion's type and operator checked
// (criterionKind), its value a string, or a number as TV shows' values are answered. A field the endpoint
// does not take (a line_item_id) is refused.
func readEstimateCriteria(body []byte) ([]*TargetingCriterion, *apiError) {
	var req struct {
		TargetingCriteria []map[string]json.RawMessage `json:"targeting_criteria"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return nil, invalidParameter("", "the body must be an object holding targeting_criteria, an array of criteria: %v", err)
	}
	if req.TargetingCriteria == nil {
		return nil, missingParameter("targeting_criteria")
	}
	criteria := make([]*TargetingCriterion, len(req.TargetingCriteria))
	for i, fields := range req.TargetingCriteria {
		f := map[string]string{}
		for name, raw := range fields {
			if !slices.Contains(targetingCreateParams, name) || name == "line_item_id" {
				return nil, at(i, invalidParameter(name, "%s is not a field of an estimate's criterion", name))
			}
			v, ok := stringOrNumber(raw)
			if !ok {
				return nil, at(i, invalidParameter(name, "%s must be a string", name))
			}
			f[name] = v
		}
		for _, name := range []string{"targeting_type", "targeting_value"} {
			if strings.TrimSpace(f[name]) == "" {
				return nil, at(i, missingParameter(name))
			}
		}
		typ, _, op, err := criterionKind(f["targeting_type"], f["operator_type"])
		if err != nil {
			return nil, at(i, err)
		}
		criteria[i] = &TargetingCriterion{TargetingType: typ, TargetingValue: f["targeting_value"], OperatorType: op}
	}
	return criteria, nil
}

// stringOrNumber is a field's value: a JSON string, or a number as written.
func stringOrNumber(raw json.RawMessage) (string, bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return "", false
	}
	switch v := v.(type) {
	case string:
		return v, true
	case json.Number:
		return v.String(), true
	}
	return "", false
}

// checkEstimateCriteria refuses criteria no line item could hold (more of a type than its limit, counted
// once per distinct criterion) and criteria without a primary one (the spec does not show that code:
// INVALID_TARGETING_TYPE is picked).
func checkEstimateCriteria(criteria []*TargetingCriterion) *apiError {
	counts := map[string]int{}
	for _, k := range distinctCriteria(criteria) {
		counts[limitGroup(k.typ)[0]]++
	}
	for _, first := range slices.Sorted(maps.Keys(counts)) {
		group := limitGroup(first)
		if limit := targetingTypes[first].limit; limit > 0 && counts[first] > limit {
			return invalidParameter("targeting_criteria", "the estimate holds %d %s criteria; a line item holds at most %d",
				counts[first], strings.Join(group, " or "), limit)
		}
	}
	if !slices.ContainsFunc(criteria, func(tc *TargetingCriterion) bool { return slices.Contains(primaryTypes, tc.TargetingType) }) {
		return badRequest(codeInvalidTargetingType, "targeting_criteria", "an estimate needs a criterion of a primary type (%s)",
			strings.Join(primaryTypes, ", "))
	}
	return nil
}

// estimateKey tells a criterion of an estimate from another.
type estimateKey struct{ typ, value, op string }

// distinctCriteria are the criteria's keys, each once, in their order.
func distinctCriteria(criteria []*TargetingCriterion) []estimateKey {
	seen := map[estimateKey]bool{}
	var keys []estimateKey
	for _, tc := range criteria {
		k := estimateKey{tc.TargetingType, tc.TargetingValue, tc.OperatorType}
		if !seen[k] {
			seen[k] = true
			keys = append(keys, k)
		}
	}
	return keys
}

// estimateSize is the pick doc.go states: from estimateBase, each type targeted (by any operator but NE),
// in the order of the types' names, keeps a tenth of the population per distinct value, all of it from ten
// values; then each distinct NE criterion keeps nine tenths; each step rounds down.
func estimateSize(criteria []*TargetingCriterion) int64 {
	values := map[string]int64{}
	excluded := 0
	for _, k := range distinctCriteria(criteria) {
		if k.op == operatorNE {
			excluded++
			continue
		}
		values[k.typ]++
	}
	size := int64(estimateBase)
	for _, typ := range slices.Sorted(maps.Keys(values)) {
		size = size * min(values[typ], 10) / 10
	}
	for range excluded {
		size = size * 9 / 10
	}
	return size
}

// at names the criterion at index i in an error about it.
func at(i int, err *apiError) *apiError {
	e := *err
	e.message = fmt.Sprintf("targeting_criteria[%d]: %s", i, err.message)
	return &e
}
