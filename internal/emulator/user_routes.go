package emulator

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"time"
)

// userIDPattern is a user id: 1 to 19 digits.
var userIDPattern = regexp.MustCompile(`^[0-9]{1,19}$`)

// maxLookupIDs is how many ids one lookup takes.
const maxLookupIDs = 100

// userRoutes is the route table of the user lookup (labs) and the blocking list.
func userRoutes() []route {
	return []route{
		{
			method: http.MethodGet, pattern: "/labs/2/users",
			schemes: schemeBearerApp | schemeOAuth1User,
			// Spec: 900 requests per 15-minute window per app for app-only calls; user-context
			// calls get a window of the same size per user.
			limit:  &routeLimit{requests: 900, window: 15 * time.Minute},
			params: []string{"ids", "expansions", "media.fields", "place.fields", "poll.fields", "post.fields", "user.fields"},
			handle: (*Server).lookupUsers,
		},
		{
			// The spec takes only an OAuth 2.0 token here (the description also takes OAuth 1.0a:
			// the spec wins); the scopes are the description's. Real window: 15 reads per 15
			// minutes per user (the service's reference).
			method: http.MethodGet, pattern: "/2/users/{id}/blocking",
			schemes: schemeOAuth2User, scopes: []string{"block.read", "users.read", "post.read"},
			limit:  &routeLimit{requests: blockingReadLimit, window: 15 * time.Minute},
			params: []string{"max_results", "pagination_token", "user.fields", "expansions", "post.fields"},
			handle: (*Server).listBlocking,
		},
	}
}

// lookupUsers answers the users with the requested ids, an errors entry for each unknown id,
// and includes.posts when pinned_post_id is expanded.
func (s *Server) lookupUsers(c *call) (reply, *apiError) {
	if !c.params.Has("ids") {
		return reply{}, missingParameter("ids")
	}
	ids := splitList(c.params.Get("ids"))
	if len(ids) == 0 || len(ids) > maxLookupIDs {
		return reply{}, invalidParameter("ids", "The number of values in the `ids` query parameter list [%d] is not between 1 and %d", len(ids), maxLookupIDs)
	}
	for _, id := range ids {
		if !userIDPattern.MatchString(id) {
			return reply{}, invalidParameter("ids", "The `ids` query parameter value [%s] does not match ^[0-9]{1,19}$", id)
		}
	}
	sel, expansions, err := parseUserSelection(c, labsUserFields, labsPostFields, []string{"pinned_post_id"}, true)
	if err != nil {
		return reply{}, err
	}
	for name, allowed := range map[string][]string{"media.fields": labsMediaFields, "place.fields": labsPlaceFields, "poll.fields": labsPollFields} {
		// Accepted and checked; the seeded users' pinned posts have no media, places or polls, and
		// such fields appear only when such data exists.
		if _, err := parseFieldList(c.params, name, allowed); err != nil {
			return reply{}, err
		}
	}
	var data, errs []any
	var users []*coreUser
	for _, id := range ids {
		u := s.core.users[id]
		if u == nil {
			errs = append(errs, notFoundEntry("user", "ids", id))
			continue
		}
		users = append(users, u)
		data = append(data, s.userView(u, sel))
	}
	body := map[string]any{}
	if len(data) > 0 {
		body["data"] = data
	}
	if inc := s.userIncludes(users, expansions, sel.postFields, true); inc != nil {
		body["includes"] = inc
	}
	if len(errs) > 0 {
		body["errors"] = errs
	}
	return reply{raw: body}, nil
}

// listBlocking answers the users the authenticated user blocks, newest first.
func (s *Server) listBlocking(c *call) (reply, *apiError) {
	return s.listRelatedUsers(c, s.core.blocks, userListExpansions)
}

// notFoundEntry is the errors entry of a requested item that does not exist.
func notFoundEntry(resourceType, parameter, value string) map[string]any {
	return notFoundItem(resourceNotFound(resourceType, parameter, value,
		fmt.Sprintf("Could not find %s with %s: [%s].", resourceType, parameter, value)))
}

// notFoundItem is the errors entry of a partial answer for what e, a resourceNotFound, describes.
func notFoundItem(e *apiError) map[string]any {
	return map[string]any{
		"value": e.value, "detail": e.message, "title": problemTitles[codeResourceNotFound],
		"resource_type": e.resourceType, "parameter": e.parameter, "resource_id": e.value,
		"type": problemTypeBase + codeResourceNotFound,
	}
}

// parseUserSelection reads user.fields, post.fields and expansions.
func parseUserSelection(c *call, userFields, postFields, expansions []string, labs bool) (userSelection, fieldSet, *apiError) {
	sel := userSelection{labs: labs, callerID: c.userID}
	var err *apiError
	if sel.userFields, err = parseFieldList(c.params, "user.fields", userFields); err != nil {
		return sel, nil, err
	}
	if sel.postFields, err = parseFieldList(c.params, "post.fields", postFields); err != nil {
		return sel, nil, err
	}
	exp, err := parseFieldList(c.params, "expansions", expansions)
	return sel, exp, err
}

// userIncludes are the includes of users: their pinned posts when pinned_post_id is expanded and
// their most recent posts when most_recent_post_id is, each post once; nil when there is nothing to
// include (the emulator's users have no affiliation to expand). Callers hold s.mu.
func (s *Server) userIncludes(users []*coreUser, expansions, postFields fieldSet, labs bool) map[string]any {
	var posts []any
	seen := map[string]bool{}
	add := func(id string) {
		if p := s.core.posts[id]; p != nil && !seen[id] {
			seen[id] = true
			posts = append(posts, s.postView(p, postFields, labs))
		}
	}
	for _, u := range users {
		if expansions["pinned_post_id"] {
			add(u.PinnedPostID)
		}
		if expansions["most_recent_post_id"] {
			add(s.mostRecentPostOf(u.ID))
		}
	}
	if len(posts) == 0 {
		return nil
	}
	return map[string]any{"posts": posts}
}

// listRelatedUsers answers the users a relation (blocks, mutes) maps the path's user to, paged;
// the path's user must be the authenticated user.
func (s *Server) listRelatedUsers(c *call, relation map[string][]string, allowedExpansions []string) (reply, *apiError) {
	if aerr := requireSelf(c, "id", c.pathParams["id"]); aerr != nil {
		return reply{}, aerr
	}
	sel, expansions, err := parseUserSelection(c, v2UserFields, v2PostFields, allowedExpansions, false)
	if err != nil {
		return reply{}, err
	}
	page, err := parseV2Page(c.params, 1, maxUserPage, 100)
	if err != nil {
		return reply{}, err
	}
	var users []*coreUser
	for _, id := range relation[c.userID] {
		if u := s.core.users[id]; u != nil {
			users = append(users, u)
		}
	}
	// Newest relation first, as the service lists them.
	slices.Reverse(users)
	w := page.window(len(users))
	var data []any
	for _, u := range users[w.from:w.to] {
		data = append(data, s.userView(u, sel))
	}
	return reply{raw: v2ListBody(data, s.userIncludes(users[w.from:w.to], expansions, sel.postFields, false), w)}, nil
}

// maxUserPage is the largest max_results of the blocking and muting lists.
const maxUserPage = 1000

// blockingReadLimit is the real window of the blocking list: 15 reads per 15 minutes per user
// (the service's rate-limit page).
const blockingReadLimit = 15

// requireSelf refuses a path user (the path parameter named parameter) other than the
// authenticated one: 403 not-authorized-for-resource. A malformed id is an invalid request.
func requireSelf(c *call, parameter, pathUserID string) *apiError {
	if !userIDPattern.MatchString(pathUserID) {
		return invalidParameter(parameter, "The `%s` path parameter value [%s] does not match ^[0-9]{1,19}$", parameter, pathUserID)
	}
	if c.userID == "" || pathUserID != c.userID {
		return notAuthorizedForUser(parameter, pathUserID)
	}
	return nil
}
