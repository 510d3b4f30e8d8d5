package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
)

// v2Pages are the page parameters of the v2 lists, which answer meta.next_token.
var v2Pages = pageStyle{cursorParam: "pagination_token", countParam: "max_results"}

// v2Answer is the envelope of the v2 endpoints. Errors beside data describe requested items
// that could not be returned: a partial answer, not a failure.
type v2Answer[T any] struct {
	Data     T               `json:"data"`
	Includes json.RawMessage `json:"includes"`
	Errors   []errorEntry    `json:"errors"`
	Meta     v2Meta          `json:"meta"`
}

// v2Meta is the meta object of v2 answers.
type v2Meta struct {
	ResultCount   int    `json:"result_count"`
	NextToken     string `json:"next_token"`
	PreviousToken string `json:"previous_token"`
}

// partialErrors are the answer's per-item errors, normalised as ErrorDetail.
func (a *v2Answer[T]) partialErrors() []ErrorDetail {
	out := make([]ErrorDetail, 0, len(a.Errors))
	for _, en := range a.Errors {
		out = append(out, en.normalise())
	}
	return out
}

// doV2 sends r to a v2 endpoint and decodes its envelope.
func doV2[T any](ctx context.Context, c *Client, r request) (*v2Answer[T], error) {
	b, err := c.doRaw(ctx, r)
	if err != nil {
		return nil, err
	}
	var a v2Answer[T]
	if err := json.Unmarshal(b, &a); err != nil {
		return nil, fmt.Errorf("%s %s: decoding answer: %w", r.method, r.template, err)
	}
	return &a, nil
}
