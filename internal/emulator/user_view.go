package emulator

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"time"
)

// WithheldUserID is a user withheld in some countries, so that lookups show the withheld field.
const WithheldUserID = "1600000000000000003"

// ReplyPostID is the demo user's reply to PinnedPostID: it carries in_reply_to_user_id, a
// conversation and a referenced post.
const ReplyPostID = "1600000000000000101"

// coreReferencedPost is a post another post reposts, quotes or replies to.
type coreReferencedPost struct {
	Type, ID string
}

// userTimeLayout is the v2 endpoints' timestamp form, with milliseconds.
const userTimeLayout = "2006-01-02T15:04:05.000Z"

// Selectable fields and expansions, as the spec lists them.
var (
	// labsUserFields are the user.fields of the labs lookup (id, name and username are the defaults).
	labsUserFields = []string{"created_at", "description", "entities", "id", "location", "name", "pinned_post_id",
		"profile_image_url", "protected", "public_metrics", "url", "username", "verified", "withheld"}
	// v2UserFields are the user.fields of the v2 endpoints: the spec's list and subscriber_count, which the
	// description adds in 2.168.
	v2UserFields = []string{"affiliation", "confirmed_email", "connection_status", "created_at", "description",
		"entities", "id", "is_identity_verified", "location", "most_recent_post_id", "name", "parody", "pinned_post_id",
		"profile_banner_url", "profile_image_url", "protected", "public_metrics", "receives_your_dm", "subscriber_count",
		"subscription", "subscription_type", "url", "username", "verified", "verified_followers_count", "verified_type",
		"withheld"}
	// labsPostFields are the post.fields of the labs lookup.
	labsPostFields = []string{"attachments", "author_id", "created_at", "entities", "geo", "id", "in_reply_to_user_id",
		"lang", "possibly_sensitive", "referenced_posts", "source", "public_metrics", "text", "withheld"}
	// v2PostFields are the post.fields of the v2 endpoints.
	v2PostFields = []string{"article", "attachments", "author_id", "card_uri", "community_id", "context_annotations",
		"conversation_id", "created_at", "display_text_range", "edit_controls", "edit_history_post_ids", "entities", "geo",
		"id", "in_reply_to_user_id", "lang", "media_metadata", "non_public_metrics", "note_post", "organic_metrics",
		"possibly_sensitive", "promoted_metrics", "public_metrics", "referenced_posts", "reply_settings", "scopes",
		"source", "text", "withheld"}
	labsMediaFields = []string{"duration_ms", "height", "media_key", "preview_image_url", "type", "url", "width"}
	labsPlaceFields = []string{"contained_within", "country", "country_code", "full_name", "geo", "id", "name", "place_type"}
	labsPollFields  = []string{"duration_minutes", "end_datetime", "id", "options", "voting_status"}
	// userListExpansions are the expansions of the blocking list (the muting list takes userExpansions).
	userListExpansions = []string{"affiliation.user_id", "most_recent_post_id", "pinned_post_id"}
)

// seedUserDetails adds what the users family shows to the seeded core state: profile images,
// a withheld user, and the demo user's reply to the pinned post with its counts. Called from
// seedCore.
func (s *Server) seedUserDetails() {
	s.core.users[WithheldUserID] = &coreUser{ID: WithheldUserID, Name: "Withheld Account", Username: "withheld_1600",
		CreatedAt: time.Date(2020, time.April, 2, 9, 0, 0, 0, time.UTC), Description: "Not shown in #DE and #FR.",
		WithheldIn: []string{"DE", "FR"}}
	for _, u := range s.core.users {
		if u.ProfileImageURL == "" {
			u.ProfileImageURL = "https://pbs.twimg.com/profile_images/" + u.ID + "/avatar_normal.jpg"
		}
	}
	reply := &corePost{ID: ReplyPostID, AuthorID: DemoUserID, Lang: "en",
		Text:      "@XDevelopers Looking forward to building on it. #adsapi",
		CreatedAt: time.Date(2023, time.February, 1, 10, 30, 0, 0, time.UTC), Mentions: []string{DevelopersUserID},
		ConversationID: PinnedPostID, InReplyToUserID: DevelopersUserID,
		ReferencedPosts: []coreReferencedPost{{Type: "replied_to", ID: PinnedPostID}}, Likes: 4, Replies: 0}
	s.core.posts[reply.ID] = reply
	s.core.postOrder = append(s.core.postOrder, reply.ID)
	slices.SortStableFunc(s.core.postOrder, func(a, b string) int {
		return s.core.posts[a].CreatedAt.Compare(s.core.posts[b].CreatedAt)
	})
	pinned := s.core.posts[PinnedPostID]
	pinned.Likes, pinned.Reposts, pinned.Replies, pinned.Quotes = 2130, 745, 1, 120
	for _, p := range s.core.posts {
		if p.ConversationID == "" {
			p.ConversationID = p.ID
		}
	}
}

// fieldSet is a selection of fields or expansions.
type fieldSet map[string]bool

// parseFieldList reads a comma-separated selection, refusing values not in allowed.
func parseFieldList(params url.Values, name string, allowed []string) (fieldSet, *apiError) {
	set := fieldSet{}
	if !params.Has(name) {
		return set, nil
	}
	items := splitList(params.Get(name))
	if len(items) == 0 {
		return nil, invalidParameter(name, "The `%s` query parameter value [] is not one of %v", name, allowed)
	}
	for _, v := range items {
		if !slices.Contains(allowed, v) {
			return nil, invalidParameter(name, "The `%s` query parameter value [%s] is not one of [%s]", name, v,
				strings.Join(allowed, ","))
		}
		set[v] = true
	}
	return set, nil
}

// userSelection is what an answer shows of users and their pinned posts.
type userSelection struct {
	userFields, postFields fieldSet
	// labs answers use the labs names of entity texts (hashtag, cashtag).
	labs bool
	// callerID is the authenticated user, for connection_status; "" for app-only calls.
	callerID string
}

// userView is a user as an answer shows it: the defaults and the selected fields the emulator
// knows. Callers hold s.mu.
func (s *Server) userView(u *coreUser, sel userSelection) map[string]any {
	v := coreUserView(u)
	f := sel.userFields
	if f["created_at"] {
		v["created_at"] = u.CreatedAt.UTC().Format(userTimeLayout)
	}
	if f["description"] {
		v["description"] = u.Description
	}
	if f["location"] && u.Location != "" {
		v["location"] = u.Location
	}
	if f["url"] {
		v["url"] = u.URL
	}
	if f["profile_image_url"] && u.ProfileImageURL != "" {
		v["profile_image_url"] = u.ProfileImageURL
	}
	if f["protected"] {
		v["protected"] = u.Protected
	}
	if f["verified"] {
		v["verified"] = u.Verified
	}
	if f["verified_type"] {
		v["verified_type"] = cmpOr(u.VerifiedType, "none")
	}
	if f["pinned_post_id"] && u.PinnedPostID != "" {
		v["pinned_post_id"] = u.PinnedPostID
	}
	if f["most_recent_post_id"] {
		if id := s.mostRecentPostOf(u.ID); id != "" {
			v["most_recent_post_id"] = id
		}
	}
	if f["public_metrics"] {
		m := map[string]any{"followers_count": u.Followers, "following_count": u.Following,
			"post_count": s.postCountOf(u.ID), "listed_count": u.Listed}
		if !sel.labs {
			m["like_count"] = u.Likes
		}
		v["public_metrics"] = m
	}
	if f["subscriber_count"] {
		v["subscriber_count"] = u.Subscribers
	}
	if f["entities"] {
		if e := userEntities(u, sel.labs); len(e) > 0 {
			v["entities"] = e
		}
	}
	if f["withheld"] && len(u.WithheldIn) > 0 {
		v["withheld"] = map[string]any{"country_codes": u.WithheldIn, "scope": "user"}
	}
	if f["connection_status"] && sel.callerID != "" && sel.callerID != u.ID {
		v["connection_status"] = s.connectionStatus(sel.callerID, u.ID)
	}
	return v
}

func cmpOr(v, fallback string) string {
	if v == "" {
		return fallback
	}
	return v
}

// connectionStatus is how the caller relates to a user. Callers hold s.mu.
func (s *Server) connectionStatus(callerID, userID string) []string {
	out := []string{}
	if slices.Contains(s.core.blocks[callerID], userID) {
		out = append(out, "blocking")
	}
	if slices.Contains(s.core.follows[userID], callerID) {
		out = append(out, "followed_by")
	}
	if slices.Contains(s.core.follows[callerID], userID) {
		out = append(out, "following")
	}
	if slices.Contains(s.core.mutes[callerID], userID) {
		out = append(out, "muting")
	}
	return out
}

// postCountOf counts the user's posts. Callers hold s.mu.
func (s *Server) postCountOf(userID string) int {
	n := 0
	for _, p := range s.core.posts {
		if p.AuthorID == userID {
			n++
		}
	}
	return n
}

// mostRecentPostOf is the id of the user's newest post, "" when it has none. Callers hold s.mu.
func (s *Server) mostRecentPostOf(userID string) string {
	for i := len(s.core.postOrder) - 1; i >= 0; i-- {
		if p := s.core.posts[s.core.postOrder[i]]; p.AuthorID == userID {
			return p.ID
		}
	}
	return ""
}

var (
	hashtagPattern = regexp.MustCompile(`#(\w+)`)
	cashtagPattern = regexp.MustCompile(`\$([A-Za-z]+)`)
	mentionPattern = regexp.MustCompile(`@(\w+)`)
)

// userEntities are the entities of a user's url and description.
func userEntities(u *coreUser, labs bool) map[string]any {
	out := map[string]any{}
	if u.URL != "" {
		out["url"] = map[string]any{"urls": []any{map[string]any{
			"start": 0, "end": len([]rune(u.URL)), "url": u.URL, "expanded_url": u.URL,
			"display_url": strings.TrimPrefix(strings.TrimPrefix(u.URL, "https://"), "http://"),
		}}}
	}
	if d := textEntities(u.Description, labs); len(d) > 0 {
		out["description"] = d
	}
	return out
}

// textEntities finds the hashtags, cashtags and mentions of a text, with rune offsets. The labs
// lookup names a tag's text hashtag or cashtag, the v2 endpoints tag.
func textEntities(text string, labs bool) map[string]any {
	out := map[string]any{}
	add := func(kind, textKey string, re *regexp.Regexp) {
		var items []any
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			start := len([]rune(text[:m[0]]))
			end := start + len([]rune(text[m[0]:m[1]]))
			items = append(items, map[string]any{"start": start, "end": end, textKey: text[m[2]:m[3]]})
		}
		if len(items) > 0 {
			out[kind] = items
		}
	}
	hashKey, cashKey := "tag", "tag"
	if labs {
		hashKey, cashKey = "hashtag", "cashtag"
	}
	add("hashtags", hashKey, hashtagPattern)
	add("cashtags", cashKey, cashtagPattern)
	add("mentions", "username", mentionPattern)
	return out
}
