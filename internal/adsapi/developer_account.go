package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

// DeveloperAccount is the developer-platform account of a user. The spec does not show its
// fields; these are the ones the client reads when the service sends them.
type DeveloperAccount struct {
	ID        string `json:"id"`
	UserID    string `json:"user_id"`
	CreatedAt string `json:"created_at"`
}

// DeveloperAccountService reads and ensures the authenticated user's developer account. Both
// endpoints take an OAuth 2.0 user token only (developer.read, developer.write).
type DeveloperAccountService struct{ c *Client }

// Get returns the authenticated user's developer account. A user without one gets an *Error
// that IsNotFound recognises: the service answers an error entry of the resource-not-found
// kind instead of data.
//
// GET /2/account
func (s *DeveloperAccountService) Get(ctx context.Context) (*DeveloperAccount, error) {
	const path = "/2/account"
	a, err := doV2[*DeveloperAccount](ctx, s.c, s.c.apiRequest(http.MethodGet, path, nil, nil, nil, OAuth2User))
	if err != nil {
		return nil, err
	}
	if a.Data == nil {
		return nil, entriesError(http.MethodGet, path, a.partialErrors())
	}
	return a.Data, nil
}

// Ensure creates the authenticated user's developer account when it has none, and returns
// the account and whether this call created it. It is idempotent.
//
// POST /2/account
func (s *DeveloperAccountService) Ensure(ctx context.Context) (*DeveloperAccount, bool, error) {
	const path = "/2/account"
	r := s.c.apiRequest(http.MethodPost, path, nil, nil, struct{}{}, OAuth2User)
	r.idempotent = true // the spec says so
	b, err := s.c.doRaw(ctx, r)
	if err != nil {
		return nil, false, err
	}
	// created comes inside data; an answer that puts it beside data is read as well.
	var answer struct {
		Data *struct {
			DeveloperAccount
			Created *bool `json:"created"`
		} `json:"data"`
		Created *bool `json:"created"`
	}
	if err := json.Unmarshal(b, &answer); err != nil {
		return nil, false, fmt.Errorf("POST %s: decoding answer: %w", path, err)
	}
	if answer.Data == nil {
		return nil, false, errors.New("POST " + path + ": decoding answer: no account in data")
	}
	created := answer.Created
	if answer.Data.Created != nil {
		created = answer.Data.Created
	}
	if created == nil {
		return nil, false, errors.New("POST " + path + ": decoding answer: no created flag")
	}
	acct := answer.Data.DeveloperAccount
	return &acct, *created, nil
}

// entriesError is the *Error of a v2 answer that carries error entries instead of data: a
// 404 when an entry is of the resource-not-found kind (so IsNotFound holds), else the status
// of the answer itself.
func entriesError(method, path string, entries []ErrorDetail) *Error {
	e := &Error{StatusCode: http.StatusOK, Method: method, Path: path, Errors: entries}
	for _, en := range entries {
		if en.Code == "resource-not-found" {
			e.StatusCode = http.StatusNotFound
		}
	}
	if len(entries) == 0 {
		e.Message = "the answer carries neither data nor errors"
		return e
	}
	first := entries[0]
	e.Code, e.Message, e.Parameter, e.Details = first.Code, first.Message, first.Parameter, first.Details
	return e
}
