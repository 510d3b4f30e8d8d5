package adsapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// envelope is the common shape of every successful answer.
type envelope struct {
	Data json.RawMessage `json:"data"`
	// Message is the whole answer of the draft preview, which carries no data.
	Message string `json:"message"`
	// NextCursor is the advertising API's page cursor; null or absent on the last page.
	NextCursor *string `json:"next_cursor"`
	// Meta carries the v2 endpoints' page token.
	Meta struct {
		NextToken string `json:"next_token"`
	} `json:"meta"`
}

func decodeEnvelope(b []byte) (*envelope, error) {
	var env envelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, fmt.Errorf("decoding answer: %w", err)
	}
	return &env, nil
}

// next returns the token of the next page, "" on the last page.
func (e *envelope) next() string {
	if e.NextCursor != nil && *e.NextCursor != "" {
		return *e.NextCursor
	}
	return e.Meta.NextToken
}

// decodeOne decodes the data of a single-entity answer, which the service sends as an
// object or as an array of one (a single card GET does the latter).
func decodeOne[T any](data json.RawMessage) (*T, error) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || bytes.Equal(data, []byte("null")) {
		return nil, errors.New("decoding answer: no data")
	}
	if data[0] == '[' {
		var items []T
		if err := json.Unmarshal(data, &items); err != nil {
			return nil, fmt.Errorf("decoding answer data: %w", err)
		}
		if len(items) != 1 {
			return nil, fmt.Errorf("decoding answer data: expected one entity, got %d", len(items))
		}
		return &items[0], nil
	}
	var item T
	if err := json.Unmarshal(data, &item); err != nil {
		return nil, fmt.Errorf("decoding answer data: %w", err)
	}
	return &item, nil
}

// decodeList decodes the data of a list answer; null is an empty list.
func decodeList[T any](data json.RawMessage) ([]T, error) {
	var items []T
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil
	}
	if err := json.Unmarshal(data, &items); err != nil {
		return nil, fmt.Errorf("decoding answer data: %w", err)
	}
	return items, nil
}
