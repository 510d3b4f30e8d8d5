package emulator

import (
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"time"
)

// The parameters of the generally available user lookups (webhooks-and-user-lookup.md, section 5):
// the description's (2.167) names, the reading issue 31 takes of the spec's gap 1, where the core
// document's lists (v2UserFields, v2PostFields) differ. subscriber_count is the one user field the
// description adds in 2.168, to the same parameter.
var (
	lookupUserFields = []string{"confirmed_email", "connection_status", "created_at", "description", "entities", "id",
		"is_identity_verified", "location", "name", "parody", "profile_banner_url", "profile_image_url", "protected",
		"public_metrics", "receives_your_dm", "subscribes_to_you", "subscriber_count", "subscription",
		"subscription_type", "url", "username", "verified", "verified_followers_count", "verified_type", "withheld"}
	// userExpansions are the description's expansions of a user: the lookups' and the muting list's.
	userExpansions   = []string{"affiliation", "most_recent_post_id", "pinned_post_id"}
	lookupPostFields = []string{"article", "article_title", "attachments", "card_uri", "community_id",
		"context_annotations", "conversation_id", "created_at", "display_text_range", "edit_controls", "entities", "geo",
		"id", "lang", "matched_media_notes", "media_metadata", "non_public_metrics", "note_post",
		"note_request_suggestions", "organic_metrics", "paid_partnership", "possibly_sensitive", "promoted_metrics",
		"public_metrics", "reply_settings", "scopes", "source", "suggested_source_links",
		"suggested_source_links_with_counts", "text", "withheld"}
)

// usernamePattern is a handle as the lookups take it: without the @.
var usernamePattern = regexp.MustCompile(`^[A-Za-z0-9_]{1,15}$`)

// lookupScopes are the OAuth 2.0 scopes of every lookup: users.read and post.read (the
// description's tweet.read, under the spec's naming rule).
var lookupScopes = []string{"users.read", "post.read"}

// Windows of the lookups (the spec's rate limits, per 15 minutes): by id or username 900 per user
// and 300 per app; the authenticated user 75 per user, and no app-only calls.
var (
	lookupLimit = &routeLimit{requests: 900, appRequests: 300, window: 15 * time.Minute}
	meLimit     = &routeLimit{requests: 75, window: 15 * time.Minute}
)

// userLookupRoutes is the route table of the five user lookups. All share one reading of their
// parameters (parseLookup) and one answer (lookupBody), so a user looks the same through each.
func userLookupRoutes() []route {
	everyScheme := schemeOAuth1User | schemeOAuth2User | schemeBearerApp
	selection := []string{"user.fields", "expansions", "post.fields"}
	return []route{
		{method: http.MethodGet, pattern: "/2/users", schemes: everyScheme, scopes: lookupScopes, limit: lookupLimit,
			params: append([]string{"ids"}, selection...), handle: (*Server).getUsersByIDs},
		{method: http.MethodGet, pattern: "/2/users/{id}", schemes: everyScheme, scopes: lookupScopes, limit: lookupLimit,
			params: selection, handle: (*Server).getUserByID},
		{method: http.MethodGet, pattern: "/2/users/by", schemes: everyScheme, scopes: lookupScopes, limit: lookupLimit,
			params: append([]string{"usernames"}, selection...), handle: (*Server).getUsersByUsernames},
		{method: http.MethodGet, pattern: "/2/users/by/username/{username}", schemes: everyScheme, scopes: lookupScopes,
			limit: lookupLimit, params: selection, handle: (*Server).getUserByUsername},
		// The authenticated user: user context only (an app-only token is refused as the live service
		// refuses a scheme, the spec showing no answer of its own).
		{method: http.MethodGet, pattern: "/2/users/me", schemes: schemeOAuth1User | schemeOAuth2User,
			scopes: lookupScopes, limit: meLimit, params: selection, handle: (*Server).getMe},
	}
}

// lookup is what a lookup request selects.
type lookup struct {
	sel        userSelection
	expansions fieldSet
}

// parseLookup reads user.fields, expansions and post.fields. An expansion also names the user's
// member it expands (pinned_post_id, most_recent_post_id), which 2.167 no longer offers as a user
// field: the answer carries it on the user beside the expanded post, as the spec's example of
// endpoint 12 shows.
func parseLookup(c *call) (lookup, *apiError) {
	sel, expansions, err := parseUserSelection(c, lookupUserFields, lookupPostFields, userExpansions, false)
	if err != nil {
		return lookup{}, err
	}
	for _, member := range []string{"pinned_post_id", "most_recent_post_id"} {
		if expansions[member] {
			sel.userFields[member] = true
		}
	}
	return lookup{sel: sel, expansions: expansions}, nil
}

// lookupBody is the answer of a lookup: data (one user, or an array when many is set), includes, and
// the errors entries of what could not be returned. Callers hold s.mu.
func (s *Server) lookupBody(l lookup, users []*coreUser, many bool, errs []any) map[string]any {
	body := map[string]any{}
	switch {
	case many && len(users) > 0:
		data := make([]any, 0, len(users))
		for _, u := range users {
			data = append(data, s.userView(u, l.sel))
		}
		body["data"] = data
	case !many:
		body["data"] = s.userView(users[0], l.sel)
	}
	if inc := s.userIncludes(users, l.expansions, l.sel.postFields, false); inc != nil {
		body["includes"] = inc
	}
	if len(errs) > 0 {
		body["errors"] = errs
	}
	return body
}

// userNotFound describes a user no lookup finds, in the spec's words: "Could not find user with
// id: [x]." (or username). parameter is the request's (ids, id, usernames, username).
func userNotFound(parameter, by, value string) *apiError {
	return resourceNotFound("user", parameter, value, fmt.Sprintf("Could not find user with %s: [%s].", by, value))
}

// userByUsername finds a user by handle; handles are compared without regard to case, as the
// service's are. Callers hold s.mu.
func (s *Server) userByUsername(name string) *coreUser {
	for _, u := range s.core.users {
		if strings.EqualFold(u.Username, name) {
			return u
		}
	}
	return nil
}

// batchItems reads the required list parameter of a batch lookup: 1 to maxLookupIDs items, each
// matching pattern.
func batchItems(c *call, parameter string, pattern *regexp.Regexp) ([]string, *apiError) {
	if !c.params.Has(parameter) {
		return nil, missingParameter(parameter)
	}
	items := splitList(c.params.Get(parameter))
	if len(items) == 0 || len(items) > maxLookupIDs {
		return nil, invalidParameter(parameter, "The number of values in the `%s` query parameter list [%d] is not between 1 and %d",
			parameter, len(items), maxLookupIDs)
	}
	for _, v := range items {
		if !pattern.MatchString(v) {
			return nil, invalidParameter(parameter, "The `%s` query parameter value [%s] does not match %s", parameter, v, pattern)
		}
	}
	return items, nil
}

// batchLookup answers the users of items in the order asked, leaving out those find does not know
// and describing each in errors (HTTP 200: a partial answer).
func (s *Server) batchLookup(c *call, parameter, by string, pattern *regexp.Regexp, find func(string) *coreUser) (reply, *apiError) {
	items, err := batchItems(c, parameter, pattern)
	if err != nil {
		return reply{}, err
	}
	l, err := parseLookup(c)
	if err != nil {
		return reply{}, err
	}
	var users []*coreUser
	var errs []any
	for _, v := range items {
		if u := find(v); u != nil {
			users = append(users, u)
		} else {
			errs = append(errs, notFoundItem(userNotFound(parameter, by, v)))
		}
	}
	return reply{raw: s.lookupBody(l, users, true, errs)}, nil
}

// singleLookup answers the user of the path parameter, or 404 when find does not know it (the
// spec's rule 3, the integration guide's status).
func (s *Server) singleLookup(c *call, parameter string, pattern *regexp.Regexp, find func(string) *coreUser) (reply, *apiError) {
	v := c.pathParams[parameter]
	if !pattern.MatchString(v) {
		return reply{}, invalidParameter(parameter, "The `%s` path parameter value [%s] does not match %s", parameter, v, pattern)
	}
	l, err := parseLookup(c)
	if err != nil {
		return reply{}, err
	}
	u := find(v)
	if u == nil {
		return reply{}, userNotFound(parameter, parameter, v)
	}
	return reply{raw: s.lookupBody(l, []*coreUser{u}, false, nil)}, nil
}

func (s *Server) userByID(id string) *coreUser { return s.core.users[id] }

// getUsersByIDs answers GET /2/users?ids=.
func (s *Server) getUsersByIDs(c *call) (reply, *apiError) {
	return s.batchLookup(c, "ids", "id", userIDPattern, s.userByID)
}

// getUserByID answers GET /2/users/{id}.
func (s *Server) getUserByID(c *call) (reply, *apiError) {
	return s.singleLookup(c, "id", userIDPattern, s.userByID)
}

// getUsersByUsernames answers GET /2/users/by?usernames=.
func (s *Server) getUsersByUsernames(c *call) (reply, *apiError) {
	return s.batchLookup(c, "usernames", "username", usernamePattern, s.userByUsername)
}

// getUserByUsername answers GET /2/users/by/username/{username}.
func (s *Server) getUserByUsername(c *call) (reply, *apiError) {
	return s.singleLookup(c, "username", usernamePattern, s.userByUsername)
}

// getMe answers the authenticated user, the user its credentials stand for.
func (s *Server) getMe(c *call) (reply, *apiError) {
	l, err := parseLookup(c)
	if err != nil {
		return reply{}, err
	}
	u := s.core.users[c.userID]
	if u == nil {
		return reply{}, resourceNotFound("user", "id", c.userID, "Could not find the authenticated user "+c.userID)
	}
	return reply{raw: s.lookupBody(l, []*coreUser{u}, false, nil)}, nil
}
