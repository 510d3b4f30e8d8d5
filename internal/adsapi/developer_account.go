package adsapi

import (
	"context"
	"net/http"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// MaxDeveloperAccountMetadata is the longest metadata a create takes, in characters.
const MaxDeveloperAccountMetadata = 64

// DeveloperAccount is the developer-platform account of the authenticated user, as GET /2/account
// answers it (the description, 2.168: account_id, name and created_at, all required). Ids of this
// service sometimes come as numbers, hence FlexString.
type DeveloperAccount struct {
	AccountID wire.FlexString `json:"account_id"`
	Name      string          `json:"name"`
	CreatedAt string          `json:"created_at"`
}

// DeveloperAccountService reads and ensures the authenticated user's developer account. Both
// endpoints take an OAuth 2.0 user token only (developer.read, developer.write).
type DeveloperAccountService struct{ c *Client }

// Get returns the authenticated user's developer account. A user without one gets an *transport.Error
// that transport.IsNotFound recognises: the service answers an error entry of the resource-not-found
// kind instead of data.
//
// GET /2/account
func (s *DeveloperAccountService) Get(ctx context.Context) (*DeveloperAccount, error) {
	const path = "/2/account"
	a, err := doV2[*DeveloperAccount](ctx, s.c, s.c.apiRequest(http.MethodGet, path, nil, nil, nil, transport.OAuth2User))
	if err != nil {
		return nil, err
	}
	switch {
	case a.Data == nil && len(a.Errors) == 0:
		return nil, a.answer.Malformed("neither data nor error entries")
	case a.Data == nil:
		return nil, entriesError(http.MethodGet, path, a.partialErrors())
	case a.Data.AccountID == "":
		return nil, a.answer.Malformed("no account_id in data")
	}
	return a.Data, nil
}

// DeveloperAccountInput is the body of POST /2/account. Metadata (at most 64 characters) is kept
// only when the call creates the account.
type DeveloperAccountInput struct {
	Metadata string `json:"metadata,omitempty"`
}

// EnsuredAccount is the answer of POST /2/account: the account's id and whether this call
// created it. The answer carries no other field of the account; Get reads them.
type EnsuredAccount struct {
	AccountID string
	Created   bool
}

// Ensure creates the authenticated user's developer account when it has none; an existing one
// is answered unchanged. It is idempotent.
//
// POST /2/account
func (s *DeveloperAccountService) Ensure(ctx context.Context, in DeveloperAccountInput) (*EnsuredAccount, error) {
	const path = "/2/account"
	r := s.c.apiRequest(http.MethodPost, path, nil, nil, in, transport.OAuth2User)
	r.Idempotent = true // the spec says so
	a, err := doV2[*struct {
		AccountID wire.FlexString `json:"account_id"`
		Created   *bool           `json:"created"`
	}](ctx, s.c, r)
	if err != nil {
		return nil, err
	}
	switch {
	case a.Data == nil:
		return nil, a.answer.Malformed("no account in data")
	case a.Data.AccountID == "":
		return nil, a.answer.Malformed("no account_id in data")
	case a.Data.Created == nil:
		return nil, a.answer.Malformed("no created flag in data")
	}
	return &EnsuredAccount{AccountID: string(a.Data.AccountID), Created: *a.Data.Created}, nil
}

// entriesError is the *transport.Error of a v2 answer that carries error entries instead of data: a
// 404 when an entry is of the resource-not-found kind (so transport.IsNotFound holds), else the status
// of the answer itself.
func entriesError(method, path string, entries []transport.ErrorDetail) *transport.Error {
	e := &transport.Error{StatusCode: http.StatusOK, Method: method, Path: path, Errors: entries}
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
