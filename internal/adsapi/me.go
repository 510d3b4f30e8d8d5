package adsapi

import (
	"context"
	"errors"
	"net/http"
)

// AuthenticatedUser is the user that the configured user-context credentials stand for.
type AuthenticatedUser struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Username string `json:"username"`
}

// Me returns the authenticated user. The spec does not show this endpoint; the real service
// has it, and it is the only way to learn which user an OAuth 2.0 token stands for.
//
// GET /2/users/me
func (c *Client) Me(ctx context.Context) (*AuthenticatedUser, error) {
	a, err := doV2[*AuthenticatedUser](ctx, c, c.apiRequest(http.MethodGet, "/2/users/me", nil, nil, nil, OAuth2User, OAuth1User))
	if err != nil {
		return nil, err
	}
	if a.Data == nil || a.Data.ID == "" {
		return nil, errors.New("GET /2/users/me: decoding answer: no user in data")
	}
	return a.Data, nil
}
