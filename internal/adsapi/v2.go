package adsapi

import (
	"context"
	"encoding/json"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// v2Pages are the page parameters of the v2 lists, which answer meta.next_token.
var v2Pages = pageStyle{cursorParam: "pagination_token", countParam: "max_results"}

// v2Answer is the envelope of the v2 endpoints. Errors beside data describe requested items
// that could not be returned: a partial answer, not a failure.
type v2Answer[T any] struct {
	Data     T                       `json:"data"`
	Includes json.RawMessage         `json:"includes"`
	Errors   []transport.ErrorDetail `json:"errors"`
	Meta     v2Meta                  `json:"meta"`

	// answer is what the envelope was decoded from.
	answer *transport.Answer
}

// v2Meta is the meta object of v2 answers.
type v2Meta struct {
	// ResultCount is nil when the answer does not say.
	ResultCount   *int   `json:"result_count"`
	NextToken     string `json:"next_token"`
	PreviousToken string `json:"previous_token"`
}

// partialErrors are the answer's per-item errors.
func (a *v2Answer[T]) partialErrors() []transport.ErrorDetail {
	return a.Errors
}

// doV2 sends r to a v2 endpoint and decodes its envelope, which must be a JSON object of its
// shape (else a *transport.MalformedAnswerError).
func doV2[T any](ctx context.Context, c *Client, r request) (*v2Answer[T], error) {
	ans, err := c.doAnswer(ctx, r)
	if err != nil {
		return nil, err
	}
	if wire.Kind(ans.Body) != "an object" {
		return nil, ans.Malformed("not a JSON object")
	}
	a := v2Answer[T]{answer: ans}
	if err := json.Unmarshal(ans.Body, &a); err != nil {
		return nil, ans.Malformed("%v", err)
	}
	return &a, nil
}

// v2ListData returns the data of a page of a v2 list, nil when it has none. A well-formed page
// carries a data array, or no data when meta says it has no result (v2 lists leave data out
// rather than send []) or error entries say why: error entries, beside data or alone, are the
// partial answer the service documents for what it could not return, and the caller weighs them
// (UserList.Lacks).
func v2ListData(a *v2Answer[json.RawMessage]) (json.RawMessage, error) {
	switch k := wire.Kind(a.Data); {
	case k == "absent" && (a.Meta.ResultCount != nil && *a.Meta.ResultCount == 0 || len(a.Errors) > 0):
		return nil, nil
	case k == "absent":
		return nil, a.answer.Malformed("no data, and neither meta nor error entries say why")
	case k != "an array":
		return nil, a.answer.Malformed("data is %s, not an array", k)
	}
	return a.Data, nil
}
