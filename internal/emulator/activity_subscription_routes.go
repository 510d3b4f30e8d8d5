package emulator

import (
	"encoding/base32"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ActivityEventTypes are the event types the service knows (the service's reference: 42 of them).
var ActivityEventTypes = []string{
	"profile.update.bio", "profile.update.profile_picture", "profile.update.banner_picture",
	"profile.update.screenname", "profile.update.geo", "profile.update.url",
	"profile.update.verified_badge", "profile.update.affiliate_badge", "profile.update.handle",
	"news.new", "follow.follow", "follow.unfollow", "spaces.start", "spaces.end",
	"broadcast.start", "broadcast.end", "broadcast.chat", "chat.received", "chat.sent",
	"chat.conversation.join", "chat.conversation_join", "chat.conversation.member_added",
	"chat.conversation.member_removed", "chat.conversation.admin_added",
	"chat.conversation.admin_removed", "chat.update.group_name", "chat.update.restrictions",
	"dm.sent", "dm.received", "dm.indicate_typing", "dm.read", "post.create", "post.delete",
	"post.mention.create", "post.reply.create", "post.quote.create", "post.repost.create",
	"like.create", "mute.mute", "mute.unmute", "block.block", "block.unblock",
}

// activityScope is the OAuth 2.0 scope an event type's family needs (the spec's table).
func activityScope(eventType string) string {
	family, _, _ := strings.Cut(eventType, ".")
	switch family {
	case "chat", "dm":
		return "dm.read"
	case "like":
		return "like.read"
	case "mute":
		return "mute.read"
	case "block":
		return "block.read"
	case "subscriptions":
		return "follows.read"
	}
	return "post.read"
}

// actorOnly reports whether an event type's subscriptions must filter on the authenticated
// user: mute, block and subscriptions events.
func actorOnly(eventType string) bool {
	family, _, _ := strings.Cut(eventType, ".")
	return family == "mute" || family == "block" || family == "subscriptions"
}

var activityIDPattern = regexp.MustCompile(`^[0-9]{1,19}$`)

// Limits of the activity subscription endpoints.
const (
	activitySubscriptionLimit = 500
	maxActivityResults        = 1000
	maxActivityTag            = 200
	maxActivityKeyword        = 150
	maxActivityDeletes        = 100
	minPaginationLength       = 16
)

// activityTokens encode a list offset as a base32hex pagination token of at least 16 characters.
var activityTokens = base32.HexEncoding.WithPadding(base32.NoPadding)

// eventTypeAliases maps deprecated event type names to the canonical names the service stores and
// answers (the description, 2.168).
var eventTypeAliases = map[string]string{"chat.conversation_join": "chat.conversation.join"}

// qualifierFamilies are the event families whose filter takes qualifiers: chat, follow (and
// unfollow) and like events (the description, 2.168) and subscriptions events (the spec's rule 3).
var qualifierFamilies = []string{"chat", "follow", "like", "subscriptions"}

// activitySubscriptionRoutes is the route table of the activity subscriptions of the caller's app,
// in the shapes of the description (2.168). POST checks, for OAuth 2.0 callers, the scope of the event type's
// family (403 naming it); a mute, block or subscriptions subscription must filter on the
// authenticated user, so app-only callers cannot make one. PUT and the deletes take the app-only
// bearer token.
func activitySubscriptionRoutes() []route {
	const path = "/2/activity/subscriptions"
	const one = path + "/{subscription_id}"
	all := schemeOAuth2User | schemeOAuth1User | schemeBearerApp
	// The real window: 500 requests per 15 minutes per app, on each endpoint (the service's reference).
	limit := func() *routeLimit { return &routeLimit{requests: activitySubscriptionLimit, window: 15 * time.Minute} }
	return []route{
		{method: http.MethodPost, pattern: path, schemes: all, jsonBody: true, write: true, limit: limit(),
			handle: (*Server).createActivitySubscription},
		{method: http.MethodGet, pattern: path, schemes: all, scopes: []string{"post.read", "like.read"}, limit: limit(),
			params: []string{"max_results", "pagination_token"}, handle: (*Server).listActivitySubscriptions},
		{method: http.MethodDelete, pattern: path, schemes: schemeBearerApp, write: true, limit: limit(),
			params: []string{"ids"}, listParams: []string{"ids"}, handle: (*Server).deleteActivitySubscriptions},
		{method: http.MethodPut, pattern: one, schemes: schemeBearerApp, jsonBody: true, write: true, limit: limit(),
			handle: (*Server).updateActivitySubscription},
		{method: http.MethodDelete, pattern: one, schemes: schemeBearerApp, write: true, limit: limit(),
			handle: (*Server).deleteActivitySubscription},
	}
}

// createActivitySubscription answers data.subscription.
func (s *Server) createActivitySubscription(c *call) (reply, *apiError) {
	sub, e := s.parseActivitySubscription(c)
	if e != nil {
		return reply{}, e
	}
	app := appOf(c.who)
	s.core.activity.subscriptions[app] = append(s.core.activity.subscriptions[app], sub)
	if s.core.activity.flatAnswers {
		return reply{raw: map[string]any{"data": activitySubscriptionView(sub)}}, nil
	}
	return reply{raw: map[string]any{"data": map[string]any{"subscription": activitySubscriptionView(sub)}}}, nil
}

// listActivitySubscriptions answers a page of the app's subscriptions, oldest first; data is
// absent when the page is empty.
func (s *Server) listActivitySubscriptions(c *call) (reply, *apiError) {
	size := maxActivityResults
	if v := c.params.Get("max_results"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxActivityResults {
			return reply{}, invalidParameter("max_results", "max_results must be an integer from 1 to %d", maxActivityResults)
		}
		size = n
	}
	offset := 0
	if tok := c.params.Get("pagination_token"); tok != "" {
		n, ok := decodeActivityToken(tok)
		if !ok {
			return reply{}, invalidParameter("pagination_token", "pagination_token is not a token this endpoint handed out")
		}
		offset = n
	}
	subs := s.core.activity.subscriptions[appOf(c.who)]
	meta := map[string]any{"total_subscriptions": len(subs), "result_count": 0}
	body := map[string]any{"meta": meta}
	if offset < len(subs) {
		page := subs[offset:min(offset+size, len(subs))]
		data := make([]any, 0, len(page))
		for _, sub := range page {
			data = append(data, activitySubscriptionView(sub))
		}
		body["data"] = data
		meta["result_count"] = len(page)
		if offset+size < len(subs) {
			meta["next_token"] = encodeActivityToken(offset + size)
		}
	}
	return reply{raw: body}, nil
}

// deleteActivitySubscriptions deletes by ids and answers per id: data lists those deleted,
// errors those the app does not have, and deletion goes on for the others.
func (s *Server) deleteActivitySubscriptions(c *call) (reply, *apiError) {
	ids := splitList(c.params.Get("ids"))
	if len(ids) == 0 {
		return reply{}, missingParameter("ids")
	}
	if len(ids) > maxActivityDeletes {
		return reply{}, invalidParameter("ids", "ids takes 1 to %d ids, got %d", maxActivityDeletes, len(ids))
	}
	for _, id := range ids {
		if !activityIDPattern.MatchString(id) {
			return reply{}, invalidParameter("ids", "%q is not a subscription id (1 to 19 digits)", id)
		}
	}
	app := appOf(c.who)
	deleted, failed := []any{}, []any{}
	for _, id := range ids {
		if s.removeActivitySubscription(app, id) {
			deleted = append(deleted, map[string]any{"deleted": true, "subscription_id": id})
			continue
		}
		// The description names no reasons; the emulator uses the account-activity endpoints' one.
		failed = append(failed, map[string]any{"subscription_id": id, "reason": reasonSubscriptionNotFound,
			"message": "Could not find the activity subscription " + id})
	}
	body := map[string]any{"data": deleted, "meta": map[string]any{"total_subscriptions": len(s.core.activity.subscriptions[app])}}
	if len(failed) > 0 {
		body["errors"] = failed
	}
	return reply{raw: body}, nil
}

// updateActivitySubscription changes the tag and the webhook in place and answers
// data{subscription, total_subscriptions}.
func (s *Server) updateActivitySubscription(c *call) (reply, *apiError) {
	app := appOf(c.who)
	sub, e := s.activitySubscription(app, c.pathParams["subscription_id"])
	if e != nil {
		return reply{}, e
	}
	var b struct {
		Tag       *string `json:"tag"`
		WebhookID *string `json:"webhook_id"`
	}
	dec := json.NewDecoder(strings.NewReader(string(c.body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return reply{}, invalidParameter("", "the body may carry only tag and webhook_id: %v", err)
	}
	if b.Tag != nil {
		if e := checkActivityTag(*b.Tag); e != nil {
			return reply{}, e
		}
	}
	if b.WebhookID != nil {
		if e := s.checkActivityWebhook(app, *b.WebhookID); e != nil {
			return reply{}, e
		}
	}
	if b.Tag != nil {
		sub.Tag = *b.Tag
	}
	if b.WebhookID != nil {
		sub.WebhookID = *b.WebhookID
	}
	sub.UpdatedAt = s.now()
	if s.core.activity.flatAnswers {
		return reply{raw: map[string]any{"data": activitySubscriptionView(sub)}}, nil
	}
	return reply{raw: map[string]any{"data": map[string]any{
		"subscription":        activitySubscriptionView(sub),
		"total_subscriptions": len(s.core.activity.subscriptions[app]),
	}}}, nil
}

// deleteActivitySubscription deletes one subscription and answers data{deleted}.
func (s *Server) deleteActivitySubscription(c *call) (reply, *apiError) {
	app := appOf(c.who)
	id := c.pathParams["subscription_id"]
	if _, e := s.activitySubscription(app, id); e != nil {
		return reply{}, e
	}
	s.removeActivitySubscription(app, id)
	return reply{raw: map[string]any{"data": map[string]any{"deleted": true}}}, nil
}

// activitySubscription finds one of the app's subscriptions, or the resource-not-found answer.
// Callers hold s.mu.
func (s *Server) activitySubscription(app, id string) (*ActivitySubscription, *apiError) {
	if !activityIDPattern.MatchString(id) {
		return nil, invalidParameter("subscription_id", "%q is not a subscription id (1 to 19 digits)", id)
	}
	for _, sub := range s.core.activity.subscriptions[app] {
		if sub.ID == id {
			return sub, nil
		}
	}
	return nil, resourceNotFound("subscription", "subscription_id", id, "Could not find the activity subscription "+id)
}

// removeActivitySubscription deletes one of the app's subscriptions and reports whether it had it.
// Callers hold s.mu.
func (s *Server) removeActivitySubscription(app, id string) bool {
	before := len(s.core.activity.subscriptions[app])
	s.core.activity.subscriptions[app] = slices.DeleteFunc(s.core.activity.subscriptions[app], func(sub *ActivitySubscription) bool {
		return sub.ID == id
	})
	return len(s.core.activity.subscriptions[app]) < before
}

// activitySubscriptionBody is the JSON body of POST /2/activity/subscriptions.
type activitySubscriptionBody struct {
	EventType *string `json:"event_type"`
	Filter    *struct {
		UserID     *string            `json:"user_id"`
		Keyword    *string            `json:"keyword"`
		Direction  *string            `json:"direction"`
		Qualifiers *map[string]string `json:"qualifiers"`
	} `json:"filter"`
	Tag       *string `json:"tag"`
	WebhookID *string `json:"webhook_id"`
}

// parseActivitySubscription checks a POST body against the rules of the spec and the service's reference.
// Callers hold s.mu.
func (s *Server) parseActivitySubscription(c *call) (*ActivitySubscription, *apiError) {
	var b activitySubscriptionBody
	dec := json.NewDecoder(strings.NewReader(string(c.body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return nil, invalidParameter("", "the body is not a valid activity subscription: %v", err)
	}
	if b.EventType == nil || *b.EventType == "" {
		return nil, missingParameter("event_type")
	}
	et := *b.EventType
	if !slices.Contains(ActivityEventTypes, et) {
		return nil, invalidParameter("event_type", "event_type %q is not %s", et, describe(ActivityEventTypes))
	}
	if canonical, ok := eventTypeAliases[et]; ok {
		et = canonical
	}
	if missing := c.who.missingScopes([]string{activityScope(et)}); len(missing) > 0 {
		e := forbiddenScopes(missing)
		e.message += " (event type " + et + ")"
		return nil, e
	}
	if b.Filter == nil || b.Filter.UserID == nil || *b.Filter.UserID == "" {
		return nil, missingParameter("filter.user_id")
	}
	sub := &ActivitySubscription{EventType: et, UserID: *b.Filter.UserID}
	if !activityIDPattern.MatchString(sub.UserID) {
		return nil, invalidParameter("filter.user_id", "filter.user_id %q is not a user id", sub.UserID)
	}
	if e := checkActor(c, et, sub.UserID); e != nil {
		return nil, e
	}
	family, _, _ := strings.Cut(et, ".")
	if b.Filter.Keyword != nil {
		sub.Keyword = *b.Filter.Keyword
		if n := utf8.RuneCountInString(sub.Keyword); n < 1 || n > maxActivityKeyword {
			return nil, invalidParameter("filter.keyword", "filter.keyword must be 1 to %d characters, got %d", maxActivityKeyword, n)
		}
	}
	if b.Filter.Direction != nil {
		sub.Direction = *b.Filter.Direction
		if sub.Direction != "inbound" && sub.Direction != "outbound" {
			return nil, invalidParameter("filter.direction", "filter.direction must be inbound or outbound")
		}
		if family == "mute" || family == "block" {
			return nil, invalidParameter("filter.direction", "filter.direction is not supported for %s events", family)
		}
	}
	if b.Filter.Qualifiers != nil && len(*b.Filter.Qualifiers) > 0 {
		if !slices.Contains(qualifierFamilies, family) {
			return nil, invalidParameter("filter.qualifiers", "filter.qualifiers narrows only chat, follow, unfollow, like and subscriptions events, not %s", et)
		}
		sub.Qualifiers = maps.Clone(*b.Filter.Qualifiers)
	}
	if b.Tag != nil {
		if e := checkActivityTag(*b.Tag); e != nil {
			return nil, e
		}
		sub.Tag = *b.Tag
	}
	if b.WebhookID != nil && *b.WebhookID != "" {
		if e := s.checkActivityWebhook(appOf(c.who), *b.WebhookID); e != nil {
			return nil, e
		}
		sub.WebhookID = *b.WebhookID
	}
	sub.ID = s.newDecimalID()
	sub.CreatedAt = s.now()
	sub.UpdatedAt = sub.CreatedAt
	return sub, nil
}

// checkActor enforces the spec's rules 1 and 2: mute, block and subscriptions subscriptions are
// actor-only, so they need user context and must filter on the authenticated user.
func checkActor(c *call, eventType, userID string) *apiError {
	if !actorOnly(eventType) {
		return nil
	}
	if c.userID == "" {
		return &apiError{status: http.StatusForbidden, code: codeClientForbidden, parameter: "filter.user_id",
			message: eventType + " subscriptions need user context: filter.user_id must be the authenticated user"}
	}
	if userID != c.userID {
		return &apiError{status: http.StatusForbidden, code: codeClientForbidden, parameter: "filter.user_id",
			message: fmt.Sprintf("%s subscriptions are actor-only: filter.user_id must be the authenticated user %s, not %s", eventType, c.userID, userID)}
	}
	return nil
}

func checkActivityTag(tag string) *apiError {
	if n := utf8.RuneCountInString(tag); n < 1 || n > maxActivityTag {
		return invalidParameter("tag", "tag must be 1 to %d characters, got %d", maxActivityTag, n)
	}
	return nil
}

// checkActivityWebhook refuses a webhook that is not one of the app's configurations.
// Callers hold s.mu.
func (s *Server) checkActivityWebhook(app, id string) *apiError {
	if s.core.activity.webhooks[app][id] == nil {
		return &apiError{status: http.StatusBadRequest, code: reasonWebhookIDInvalid, parameter: "webhook_id",
			message: fmt.Sprintf("%s: webhook %s is not a webhook configuration of this app", reasonWebhookIDInvalid, id)}
	}
	return nil
}

// activitySubscriptionView answers a subscription as the description names its fields.
func activitySubscriptionView(sub *ActivitySubscription) map[string]any {
	filter := map[string]any{"user_id": sub.UserID}
	if sub.Keyword != "" {
		filter["keyword"] = sub.Keyword
	}
	if sub.Direction != "" {
		filter["direction"] = sub.Direction
	}
	if len(sub.Qualifiers) > 0 {
		filter["qualifiers"] = sub.Qualifiers
	}
	v := map[string]any{
		"subscription_id": sub.ID,
		"event_type":      sub.EventType,
		"filter":          filter,
		"created_at":      sub.CreatedAt.Format(time.RFC3339),
		"updated_at":      sub.UpdatedAt.Format(time.RFC3339),
	}
	if sub.Tag != "" {
		v["tag"] = sub.Tag
	}
	if sub.WebhookID != "" {
		v["webhook_id"] = sub.WebhookID
	}
	return v
}

func encodeActivityToken(offset int) string {
	return activityTokens.EncodeToString(fmt.Appendf(nil, "activity-offset:%d", offset))
}

func decodeActivityToken(tok string) (int, bool) {
	if len(tok) < minPaginationLength {
		return 0, false
	}
	raw, err := activityTokens.DecodeString(tok)
	if err != nil {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimPrefix(string(raw), "activity-offset:"))
	if err != nil || n < 0 || !strings.HasPrefix(string(raw), "activity-offset:") {
		return 0, false
	}
	return n, true
}
