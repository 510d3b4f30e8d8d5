package emulator

import (
	"net/http"
	"net/url"
	"slices"
	"time"
)

// timelineParams are the query parameters of the timelines. The spec shows none; these are the
// other v2 lists' (max_results, pagination_token, post.fields, user.fields, expansions) plus the
// start_time and end_time of the activity stream (see the package documentation).
var timelineParams = []string{"max_results", "pagination_token", "start_time", "end_time", "post.fields", "user.fields", "expansions"}

// timelineExpansions are the expansions the timelines accept; author_id and
// in_reply_to_user_id add includes.users, referenced_posts.id adds includes.posts.
var timelineExpansions = []string{"attachments.media_keys", "attachments.poll_ids", "author_id", "edit_history_post_ids",
	"entities.mentions.username", "geo.place_id", "in_reply_to_user_id", "referenced_posts.id", "referenced_posts.id.author_id"}

// timelineRoutes serves a user's posts, the posts mentioning a user and the home timeline.
func timelineRoutes() []route {
	read := []string{"post.read", "users.read"}
	return []route{
		{
			method: http.MethodGet, pattern: "/2/users/:id/posts",
			schemes: schemeOAuth2User | schemeOAuth1User | schemeBearerApp, scopes: read, params: timelineParams,
			handle: func(s *Server, c *call) (reply, *apiError) {
				return s.timeline(c, 5, func(p *corePost, id string) bool { return p.AuthorID == id })
			},
		},
		{
			method: http.MethodGet, pattern: "/2/users/:id/mentions",
			schemes: schemeOAuth2User | schemeOAuth1User | schemeBearerApp, scopes: read, params: timelineParams,
			handle: func(s *Server, c *call) (reply, *apiError) {
				return s.timeline(c, 5, func(p *corePost, id string) bool { return slices.Contains(p.Mentions, id) })
			},
		},
		{
			method: http.MethodGet, pattern: "/2/users/:id/timelines/reverse_chronological",
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: read, params: timelineParams,
			handle: func(s *Server, c *call) (reply, *apiError) {
				if aerr := requireSelf(c, c.pathParams["id"]); aerr != nil {
					return reply{}, aerr
				}
				return s.timeline(c, 1, func(p *corePost, id string) bool {
					return p.AuthorID == id || slices.Contains(s.core.follows[id], p.AuthorID)
				})
			},
		},
	}
}

// timeline answers the posts that match the path's user, newest first, paged (max_results
// minResults to 100) and bounded by start_time and end_time. An unknown user is an errors entry
// beside no data, as the service answers it.
func (s *Server) timeline(c *call, minResults int, match func(p *corePost, userID string) bool) (reply, *apiError) {
	userID := c.pathParams["id"]
	if !userIDPattern.MatchString(userID) {
		return reply{}, invalidParameter("id", "The `id` path parameter value [%s] does not match ^[0-9]{1,19}$", userID)
	}
	sel, expansions, err := parseUserSelection(c, v2UserFields, v2PostFields, timelineExpansions, false)
	if err != nil {
		return reply{}, err
	}
	page, err := parseV2Page(c.params, minResults, 100, 10)
	if err != nil {
		return reply{}, err
	}
	start, err := parseTimelineTime(c.params, "start_time")
	if err != nil {
		return reply{}, err
	}
	end, err := parseTimelineTime(c.params, "end_time")
	if err != nil {
		return reply{}, err
	}
	if !start.IsZero() && !end.IsZero() && !start.Before(end) {
		return reply{}, invalidParameter("start_time", "The `start_time` query parameter value must be before the `end_time` value")
	}
	if s.core.users[userID] == nil {
		return reply{raw: map[string]any{"errors": []any{notFoundEntry("user", "id", userID)}}}, nil
	}
	var posts []*corePost
	for i := len(s.core.postOrder) - 1; i >= 0; i-- {
		p := s.core.posts[s.core.postOrder[i]]
		if !match(p, userID) || (!start.IsZero() && p.CreatedAt.Before(start)) || (!end.IsZero() && p.CreatedAt.After(end)) {
			continue
		}
		posts = append(posts, p)
	}
	from, to, next := page.window(len(posts))
	var data []any
	for _, p := range posts[from:to] {
		data = append(data, s.postView(p, sel.postFields, false))
	}
	body := v2ListBody(data, s.timelineIncludes(posts[from:to], expansions, sel), next)
	if len(data) > 0 {
		meta, _ := body["meta"].(map[string]any)
		meta["newest_id"], meta["oldest_id"] = posts[from].ID, posts[to-1].ID
	}
	return reply{raw: body}, nil
}

// timelineIncludes are the users and posts the expansions ask for; nil when none. Callers hold s.mu.
func (s *Server) timelineIncludes(posts []*corePost, expansions fieldSet, sel userSelection) map[string]any {
	var users, refs []any
	seenUser, seenPost := map[string]bool{}, map[string]bool{}
	addUser := func(id string) {
		if u := s.core.users[id]; u != nil && id != "" && !seenUser[id] {
			seenUser[id] = true
			users = append(users, s.userView(u, sel))
		}
	}
	for _, p := range posts {
		if expansions["author_id"] {
			addUser(p.AuthorID)
		}
		if expansions["in_reply_to_user_id"] {
			addUser(p.InReplyToUserID)
		}
		if expansions["referenced_posts.id"] {
			for _, r := range p.ReferencedPosts {
				if rp := s.core.posts[r.ID]; rp != nil && !seenPost[r.ID] {
					seenPost[r.ID] = true
					refs = append(refs, s.postView(rp, sel.postFields, false))
				}
			}
		}
	}
	inc := map[string]any{}
	if len(users) > 0 {
		inc["users"] = users
	}
	if len(refs) > 0 {
		inc["posts"] = refs
	}
	if len(inc) == 0 {
		return nil
	}
	return inc
}

// parseTimelineTime reads an RFC 3339 timestamp parameter; zero when absent.
func parseTimelineTime(params url.Values, name string) (time.Time, *apiError) {
	if !params.Has(name) {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, params.Get(name))
	if err != nil {
		return time.Time{}, invalidParameter(name, "The `%s` query parameter value [%s] is not a valid RFC 3339 timestamp", name, params.Get(name))
	}
	return t, nil
}
