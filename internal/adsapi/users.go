package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// UsersService looks users up and manages whom a user blocks and mutes.
type UsersService struct{ c *Client }

// Largest pages and lookups of the user endpoints.
const (
	// MaxLookupIDs is how many ids one lookup takes.
	MaxLookupIDs = 100
	// maxUserListPage is max_results of the blocking and muting lists (1 to 1000).
	maxUserListPage = 1000
)

// FieldOptions select the optional fields and expansions of a v2 or labs answer; empty lists
// are left out, so the service answers its defaults.
type FieldOptions struct {
	UserFields  []string
	PostFields  []string
	Expansions  []string
	MediaFields []string
	PlaceFields []string
	PollFields  []string
}

// encode adds the selections to q, each as one comma-separated value.
func (o FieldOptions) encode(q url.Values) {
	for name, v := range map[string][]string{
		"user.fields":  o.UserFields,
		"post.fields":  o.PostFields,
		"expansions":   o.Expansions,
		"media.fields": o.MediaFields,
		"place.fields": o.PlaceFields,
		"poll.fields":  o.PollFields,
	} {
		if len(v) > 0 {
			q.Set(name, strings.Join(v, ","))
		}
	}
}

// UserLookup is the answer of a lookup: the users found, what they expand to, and an entry in
// Errors for each requested user that could not be returned (a partial answer is no failure).
type UserLookup struct {
	Users    []User
	Includes Includes
	Errors   []transport.ErrorDetail
}

// Lookup returns the users with ids (1 to MaxLookupIDs). It accepts OAuth 1.0a user context or
// the app-only bearer token (whose window is 900 requests per 15 minutes per app), preferring
// OAuth 1.0a as every core call prefers user context.
//
// GET /labs/2/users
func (s *UsersService) Lookup(ctx context.Context, ids []string, opts FieldOptions) (*UserLookup, error) {
	return s.batch(ctx, "/labs/2/users", "ids", ids, opts, []transport.AuthScheme{transport.OAuth1User, transport.AppBearer}, sameID)
}

// UserListOptions are the parameters of the blocking and muting lists.
type UserListOptions struct {
	FieldOptions
	// Limit 0 reads every page; otherwise the list stops after Limit users.
	Limit int
}

// UserList is a list of users with what they expand to and the entries of users that could not
// be returned. More says the service had more than the caller's limit.
type UserList struct {
	Users    []User
	Includes Includes
	Errors   []transport.ErrorDetail
	More     bool
}

// Lacks reports whether the list shows that id is not in it: no user of it has that id, the list
// is whole (not More), and every error entry of its partial answers names another item, so none
// can be the user the list left out.
func (l *UserList) Lacks(id string) bool {
	if l.More || slices.ContainsFunc(l.Users, func(u User) bool { return u.ID == id }) {
		return false
	}
	return !slices.ContainsFunc(l.Errors, func(e transport.ErrorDetail) bool { return e.Value == "" || e.Value == id })
}

// Blocking lists the users that userID blocks; userID must be the authenticated user. Only an
// OAuth 2.0 user token (scopes block.read and users.read) is accepted.
//
// GET /2/users/:id/blocking
func (s *UsersService) Blocking(ctx context.Context, userID string, opts UserListOptions) (*UserList, error) {
	r := s.c.apiRequest(http.MethodGet, "/2/users/:id/blocking", []string{userID}, nil, nil, transport.OAuth2User)
	return s.list(ctx, r, opts)
}

// Muting lists the users that userID mutes; userID must be the authenticated user. An OAuth 2.0
// user token (scope mute.read) or OAuth 1.0a user context is accepted. The real window is 15
// requests per 15 minutes per user, so the list is read with the largest page.
//
// GET /2/users/:id/muting
func (s *UsersService) Muting(ctx context.Context, userID string, opts UserListOptions) (*UserList, error) {
	r := s.c.apiRequest(http.MethodGet, "/2/users/:id/muting", []string{userID}, nil, nil, transport.OAuth2User, transport.OAuth1User)
	// The service allows 15 reads per 15 minutes per user: the mutes of one user share one read,
	// which the client's own mutes and unmutes forget.
	r.shared = true
	return s.list(ctx, r, opts)
}

func (s *UsersService) list(ctx context.Context, r request, opts UserListOptions) (*UserList, error) {
	r.Query = url.Values{}
	opts.encode(r.Query)
	p, err := collectV2Pages[User](ctx, s.c, r, maxUserListPage, opts.Limit)
	if err != nil {
		return nil, err
	}
	return &UserList{Users: p.items, Includes: p.includes, Errors: p.errors, More: p.more}, nil
}

// muteAnswer is the answer of a mute or an unmute.
type muteAnswer struct {
	Muting bool `json:"muting"`
}

// Mute makes sourceUserID (the authenticated user) mute targetUserID and reports whether the
// service now says it mutes. Muting a user already muted succeeds. Real window: 50 writes per 15
// minutes per user. OAuth 2.0 (scope mute.write) or OAuth 1.0a.
//
// POST /2/users/:id/muting
func (s *UsersService) Mute(ctx context.Context, sourceUserID, targetUserID string) (bool, error) {
	if targetUserID == "" {
		return false, transport.NotSent(errors.New("POST /2/users/:id/muting: the target user id must not be empty"))
	}
	r := s.c.apiRequest(http.MethodPost, "/2/users/:id/muting", []string{sourceUserID}, nil,
		map[string]string{"target_user_id": targetUserID}, transport.OAuth2User, transport.OAuth1User)
	r.Idempotent = true // muting a muted user succeeds
	r.forgets = mutingPath(sourceUserID)
	a, err := doV2[*muteAnswer](ctx, s.c, r)
	if err != nil {
		return false, err
	}
	if a.Data == nil {
		return false, errors.New("POST /2/users/:id/muting: decoding answer: no data")
	}
	return a.Data.Muting, nil
}

// Unmute makes sourceUserID (the authenticated user) stop muting targetUserID and reports
// whether the service still says it mutes (false on success).
//
// DELETE /2/users/:source_user_id/muting/:target_user_id
func (s *UsersService) Unmute(ctx context.Context, sourceUserID, targetUserID string) (bool, error) {
	r := s.c.apiRequest(http.MethodDelete, "/2/users/:source_user_id/muting/:target_user_id",
		[]string{sourceUserID, targetUserID}, nil, nil, transport.OAuth2User, transport.OAuth1User)
	r.forgets = mutingPath(sourceUserID)
	a, err := doV2[*muteAnswer](ctx, s.c, r)
	if err != nil {
		return false, err
	}
	if a.Data == nil {
		return false, errors.New("DELETE /2/users/:source_user_id/muting/:target_user_id: decoding answer: no data")
	}
	return a.Data.Muting, nil
}

// decodeIncludes decodes an answer's includes; absent includes are empty.
func decodeIncludes(raw json.RawMessage) (Includes, error) {
	var in Includes
	if len(raw) == 0 || string(raw) == "null" {
		return in, nil
	}
	if err := json.Unmarshal(raw, &in); err != nil {
		return in, fmt.Errorf("decoding includes: %w", err)
	}
	return in, nil
}

// v2Collected is what collectV2Pages gathered over the pages of a v2 list.
type v2Collected[T any] struct {
	items    []T
	includes Includes
	errors   []transport.ErrorDetail
	more     bool
}

// collectV2Pages reads the pages of a v2 list (max_results, pagination_token, meta.next_token),
// each with pageSize items, until the last page or until limit items (0 reads every page); it
// keeps the includes and the partial errors of every page read. Every page must be well-formed
// (v2ListData), and the walk must end (pageGuard).
func collectV2Pages[T any](ctx context.Context, c *Client, r request, pageSize, limit int) (*v2Collected[T], error) {
	query := url.Values{}
	maps.Copy(query, r.Query)
	query.Set(v2Pages.countParam, strconv.Itoa(pageSize))
	out := &v2Collected[T]{}
	// An empty page may hand out a further token here (pageGuard.emptyPagesGo).
	guard := newPageGuard(r, true)
	token := ""
	for {
		if token != "" {
			query.Set(v2Pages.cursorParam, token)
		}
		page := r
		page.Query = query
		a, err := doV2[json.RawMessage](ctx, c, page)
		if err != nil {
			return nil, err
		}
		data, err := v2ListData(a)
		if err != nil {
			return nil, err
		}
		var items []T
		if data != nil {
			if items, err = decodeItems[T](a.answer, data); err != nil {
				return nil, err
			}
		}
		in, err := decodeIncludes(a.Includes)
		if err != nil {
			return nil, a.answer.Malformed("%v", err)
		}
		out.items = append(out.items, items...)
		out.includes.merge(in)
		out.errors = append(out.errors, a.partialErrors()...)
		next := a.Meta.NextToken
		if limit > 0 && len(out.items) >= limit {
			out.more = len(out.items) > limit || next != ""
			out.items = out.items[:limit]
			return out, nil
		}
		if err := guard.page(next, addItems(guard, items), len(items)); err != nil {
			return nil, err
		}
		if next == "" {
			return out, nil
		}
		token = next
	}
}

// mutingPath is the path of a user's muted list, whose shared reads a mute or unmute forgets.
func mutingPath(userID string) string {
	return "/2/users/" + url.PathEscape(userID) + "/muting"
}
