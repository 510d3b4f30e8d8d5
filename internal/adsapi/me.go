package adsapi

import (
	"context"
	"fmt"
	"net/http"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// AuthenticatedUser is the user that the configured user-context credentials stand for.
type AuthenticatedUser struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Username string `json:"username"`
}

// Me returns the authenticated user. The spec does not show this endpoint; the real service
// has it, and it is the only way to learn which user an OAuth 2.0 token stands for. The answer
// is asked of the service once per client and shared.
//
// GET /2/users/me
func (c *Client) Me(ctx context.Context) (*AuthenticatedUser, error) {
	r := c.apiRequest(http.MethodGet, "/2/users/me", nil, nil, nil, transport.OAuth2User, transport.OAuth1User)
	r.shared = true
	a, err := doV2[*AuthenticatedUser](ctx, c, r)
	if err != nil {
		return nil, err
	}
	if a.Data == nil || a.Data.ID == "" {
		return nil, a.answer.Malformed("no user id in data")
	}
	return a.Data, nil
}

// AuthenticatedUserID is the id of the user the client's user-context credentials stand for
// (Me): resources that default to "the authenticated user", or must check that an id is that
// user's, ask it.
//
// GET /2/users/me
func (c *Client) AuthenticatedUserID(ctx context.Context) (string, error) {
	me, err := c.Me(ctx)
	if err != nil {
		return "", fmt.Errorf("finding the authenticated user: %w", err)
	}
	return me.ID, nil
}
