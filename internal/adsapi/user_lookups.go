package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The generally available user lookups (webhooks-and-user-lookup.md, section 5): by ids, by id, by
// usernames and by username. Each takes an OAuth 2.0 user token (users.read and post.read), OAuth
// 1.0a user context or the app-only bearer token; user context is preferred, as every core call
// prefers it, and its window is the larger: 900 requests per 15 minutes per user, 300 per app.
// Their fields and expansions are the description's (2.167) names: pinned_post_id and
// most_recent_post_id are expansions, which also put the id on the user.

// lookupSchemes are the schemes of the lookups, in the order the client prefers them.
var lookupSchemes = []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User, transport.AppBearer}

// OneUser is the answer of a lookup of one user: the user, what it expands to (its pinned or most
// recent post in Includes.Posts) and an entry in Errors for each part of it the service could not
// return.
type OneUser struct {
	User     User
	Includes Includes
	Errors   []transport.ErrorDetail
}

// ByIDs returns the users with ids (1 to MaxLookupIDs). An id the service cannot return (missing,
// suspended, deleted) is an entry of Errors, not a failure.
//
// GET /2/users
func (s *UsersService) ByIDs(ctx context.Context, ids []string, opts FieldOptions) (*UserLookup, error) {
	return s.batch(ctx, "/2/users", "ids", ids, opts, lookupSchemes, sameID)
}

// ByUsernames returns the users with the handles usernames (1 to MaxLookupIDs, without @). A handle
// the service cannot return is an entry of Errors, not a failure. Handles are matched without regard
// to case, as the service matches them.
//
// GET /2/users/by
func (s *UsersService) ByUsernames(ctx context.Context, usernames []string, opts FieldOptions) (*UserLookup, error) {
	return s.batch(ctx, "/2/users/by", "usernames", usernames, opts, lookupSchemes, func(u User, name string) bool {
		return strings.EqualFold(u.Username, name)
	})
}

// ByID returns the user with id. A user the service cannot return is an *transport.Error that
// transport.IsNotFound recognises, whether the service answers 404 or error entries alone.
//
// GET /2/users/:id
func (s *UsersService) ByID(ctx context.Context, id string, opts FieldOptions) (*OneUser, error) {
	return s.one(ctx, "/2/users/:id", id, opts, func(u User) bool { return u.ID == id })
}

// ByUsername returns the user with the handle username (without @), matched without regard to case.
// A user the service cannot return is an *transport.Error that transport.IsNotFound recognises.
//
// GET /2/users/by/username/:username
func (s *UsersService) ByUsername(ctx context.Context, username string, opts FieldOptions) (*OneUser, error) {
	return s.one(ctx, "/2/users/by/username/:username", username, opts, func(u User) bool {
		return strings.EqualFold(u.Username, username)
	})
}

// sameID reports whether u is the user with id.
func sameID(u User, id string) bool { return u.ID == id }

// batch sends a lookup of items through the list parameter param, with the first of schemes the
// client has credentials for, and checks that the answer
// accounts for each item asked, as a user (same reports whether a user is the item) or as an error
// entry that names it: an answer that leaves one out is not the answer to this lookup.
func (s *UsersService) batch(ctx context.Context, path, param string, items []string, opts FieldOptions,
	schemes []transport.AuthScheme, same func(User, string) bool) (*UserLookup, error) {
	if len(items) == 0 || len(items) > MaxLookupIDs {
		return nil, transport.NotSent(fmt.Errorf("GET %s: %d %s, want 1 to %d", path, len(items), param, MaxLookupIDs))
	}
	q := url.Values{param: {strings.Join(items, ",")}}
	opts.encode(q)
	a, err := doV2[[]User](ctx, s.c, s.c.apiRequest(http.MethodGet, path, nil, q, nil, schemes...))
	if err != nil {
		return nil, err
	}
	out := &UserLookup{Users: a.Data, Errors: a.partialErrors()}
	if out.Includes, err = decodeIncludes(a.Includes); err != nil {
		return nil, a.answer.Malformed("%v", err)
	}
	for _, item := range items {
		if !slices.ContainsFunc(out.Users, func(u User) bool { return same(u, item) }) &&
			!slices.ContainsFunc(out.Errors, func(e transport.ErrorDetail) bool { return strings.EqualFold(e.Value, item) }) {
			return nil, a.answer.Malformed("neither a user nor an error entry for %s %s", param, item)
		}
	}
	return out, nil
}

// one sends a lookup of the one user the path template names with value, and checks that the user
// answered is that one (same).
func (s *UsersService) one(ctx context.Context, template, value string, opts FieldOptions, same func(User) bool) (*OneUser, error) {
	q := url.Values{}
	opts.encode(q)
	a, err := doV2[*User](ctx, s.c, s.c.apiRequest(http.MethodGet, template, []string{value}, q, nil, lookupSchemes...))
	if err != nil {
		return nil, err
	}
	switch {
	case a.Data == nil && len(a.Errors) == 0:
		return nil, a.answer.Malformed("neither data nor error entries")
	case a.Data == nil:
		return nil, entriesError(http.MethodGet, a.answer.Path, a.partialErrors())
	case !same(*a.Data):
		return nil, a.answer.Malformed("data is user %s (%s), not the one asked for", a.Data.ID, a.Data.Username)
	}
	out := &OneUser{User: *a.Data, Errors: a.partialErrors()}
	if out.Includes, err = decodeIncludes(a.Includes); err != nil {
		return nil, a.answer.Malformed("%v", err)
	}
	return out, nil
}
