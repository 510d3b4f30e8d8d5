package emulator

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"
)

// timelineParams are the query parameters of the timelines. The spec shows none; these are the
// description's.
var timelineParams = []string{"max_results", "pagination_token", "start_time", "end_time", "since_id", "until_id", "exclude",
	"post.fields", "expansions", "user.fields", "media.fields", "poll.fields", "place.fields"}

// timelineExpansions are the expansions the timelines accept, the description's list: author_id,
// in_reply_to_user_id and entities.mentions.username add includes.users, referenced_posts adds
// includes.posts; the others name what the emulator's posts never have (media, polls, places,
// articles, edits), so they add nothing.
var timelineExpansions = []string{"article.cover_media", "article.media_entities", "attachments.media_keys",
	"attachments.media_source_tweet", "attachments.poll_ids", "author_id", "edit_history_post_ids", "entities.mentions.username",
	"geo.place_id", "in_reply_to_user_id", "referenced_posts", "username"}

// The selectable fields of the timelines' includes, the description's lists (the spec shows them
// for the labs lookup only). The emulator's posts carry no media, polls or places, so these are
// checked and add nothing.
var (
	v2MediaFields = []string{"alt_text", "duration_ms", "height", "media_key", "non_public_metrics", "organic_metrics",
		"preview_image_url", "promoted_metrics", "public_metrics", "type", "url", "variants", "width"}
	v2PollFields  = []string{"duration_minutes", "end_datetime", "id", "options", "voting_status"}
	v2PlaceFields = []string{"contained_within", "country", "country_code", "full_name", "geo", "id", "name", "place_type"}
)

// timelineExcludes are the values of exclude, the description's (its literal "retweets": the spec
// does not show the parameter, so its naming rule has not renamed it).
var timelineExcludes = []string{"replies", "retweets"}

// Real windows of the timelines per 15 minutes (the service's rate-limit page): user
// posts 900 per user and 10,000 per app, mentions 300 per user and 450 per app, the home timeline
// 180 per user.
var (
	postsLimit    = &routeLimit{requests: 900, appRequests: 10000, window: 15 * time.Minute}
	mentionsLimit = &routeLimit{requests: 300, appRequests: 450, window: 15 * time.Minute}
	homeLimit     = &routeLimit{requests: 180, window: 15 * time.Minute}
)

// timelineRoutes is the route table of a user's posts, the posts mentioning a user and the home
// timeline.
func timelineRoutes() []route {
	read := []string{"post.read", "users.read"}
	return []route{
		{method: http.MethodGet, pattern: "/2/users/{id}/posts", limit: postsLimit,
			schemes: schemeOAuth2User | schemeOAuth1User | schemeBearerApp, scopes: read, params: timelineParams,
			handle: (*Server).userPosts},
		{method: http.MethodGet, pattern: "/2/users/{id}/mentions", limit: mentionsLimit,
			schemes: schemeOAuth2User | schemeOAuth1User | schemeBearerApp, scopes: read, params: timelineParams,
			handle: (*Server).userMentions},
		{method: http.MethodGet, pattern: "/2/users/{id}/timelines/reverse_chronological", limit: homeLimit,
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: read, params: timelineParams,
			handle: (*Server).homeTimeline},
	}
}

// userPosts answers the posts the path's user wrote (max_results 5 to 100).
func (s *Server) userPosts(c *call) (reply, *apiError) {
	return s.timeline(c, 5, func(p *corePost, id string) bool { return p.AuthorID == id })
}

// userMentions answers the posts that mention the path's user (max_results 5 to 100).
func (s *Server) userMentions(c *call) (reply, *apiError) {
	return s.timeline(c, 5, func(p *corePost, id string) bool { return slices.Contains(p.Mentions, id) })
}

// homeTimeline answers the posts of the authenticated user and of the users it follows
// (max_results 1 to 100); the path's user must be the authenticated one.
func (s *Server) homeTimeline(c *call) (reply, *apiError) {
	if aerr := requireSelf(c, "id", c.pathParams["id"]); aerr != nil {
		return reply{}, aerr
	}
	return s.timeline(c, 1, func(p *corePost, id string) bool {
		return p.AuthorID == id || slices.Contains(s.core.follows[id], p.AuthorID)
	})
}

// timeline answers the posts that match the path's user, newest first, paged (max_results
// minResults to 100) and bounded by start_time and end_time, since_id and until_id (both
// exclusive), less the replies or reposts that exclude names. An unknown user is an errors entry
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
	for name, allowed := range map[string][]string{"media.fields": v2MediaFields, "poll.fields": v2PollFields, "place.fields": v2PlaceFields} {
		if _, err := parseFieldList(c.params, name, allowed); err != nil {
			return reply{}, err
		}
	}
	exclude, err := parseFieldList(c.params, "exclude", timelineExcludes)
	if err != nil {
		return reply{}, err
	}
	sinceID, err := parsePostIDParam(c.params, "since_id")
	if err != nil {
		return reply{}, err
	}
	untilID, err := parsePostIDParam(c.params, "until_id")
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
		if !match(p, userID) || (!start.IsZero() && p.CreatedAt.Before(start)) || (!end.IsZero() && p.CreatedAt.After(end)) ||
			(sinceID != 0 && postNumber(p.ID) <= sinceID) || (untilID != 0 && postNumber(p.ID) >= untilID) ||
			(exclude["replies"] && p.InReplyToUserID != "") || (exclude["retweets"] && isRepost(p)) {
			continue
		}
		posts = append(posts, p)
	}
	w := page.window(len(posts))
	var data []any
	for _, p := range posts[w.from:w.to] {
		data = append(data, s.postView(p, sel.postFields, false))
	}
	body := v2ListBody(data, s.timelineIncludes(posts[w.from:w.to], expansions, sel), w)
	if len(data) > 0 {
		meta, _ := body["meta"].(map[string]any)
		meta["newest_id"], meta["oldest_id"] = posts[w.from].ID, posts[w.to-1].ID
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
		if expansions["entities.mentions.username"] {
			for _, id := range p.Mentions {
				addUser(id)
			}
		}
		if expansions["referenced_posts"] {
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

// parsePostIDParam reads a post id parameter (since_id, until_id): 1 to 19 digits; 0 when absent.
func parsePostIDParam(params url.Values, name string) (uint64, *apiError) {
	if !params.Has(name) {
		return 0, nil
	}
	v := params.Get(name)
	n, err := strconv.ParseUint(v, 10, 64)
	if !userIDPattern.MatchString(v) || err != nil {
		return 0, invalidParameter(name, "The `%s` query parameter value [%s] does not match ^[0-9]{1,19}$", name, v)
	}
	return n, nil
}

// postNumber is a post id as a number, for since_id and until_id; post ids are 1 to 19 digits.
func postNumber(id string) uint64 {
	n, _ := strconv.ParseUint(id, 10, 64)
	return n
}

// isRepost reports whether a post reposts another.
func isRepost(p *corePost) bool {
	return slices.ContainsFunc(p.ReferencedPosts, func(r coreReferencedPost) bool { return r.Type == "reposted" })
}
