package emulator

import (
	"encoding/base32"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ActivityEventTypes are the event types the service knows (API-NOTES: 42 of them).
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
	maxActivityResults  = 1000
	maxActivityTag      = 200
	maxActivityDeletes  = 100
	minPaginationLength = 16
)

// activityTokens encode a list offset as a base32hex pagination token of at least 16 characters.
var activityTokens = base32.HexEncoding.WithPadding(base32.NoPadding)

// activitySubscriptionRoutes serves the activity subscriptions of the caller's app. POST
// checks, for OAuth 2.0 callers, the scope of the event type's family (403 naming it); a mute,
// block or subscriptions subscription must filter on the authenticated user, so app-only
// callers cannot make one.
func activitySubscriptionRoutes() []route {
	const path = "/2/activity/subscriptions"
	all := schemeOAuth2User | schemeOAuth1User | schemeBearerApp
	return []route{
		{
			method: http.MethodPost, pattern: path, schemes: all, jsonBody: true, write: true, category: "activity_subscriptions",
			handle: func(s *Server, c *call) (reply, *apiError) {
				sub, e := s.parseActivitySubscription(c)
				if e != nil {
					return reply{}, e
				}
				app := appOf(c.who)
				s.core.activity.subscriptions[app] = append(s.core.activity.subscriptions[app], sub)
				return reply{raw: map[string]any{"data": activitySubscriptionView(sub)}}, nil
			},
		},
		{
			method: http.MethodGet, pattern: path, schemes: all, scopes: []string{"post.read", "like.read"},
			params: []string{"max_results", "pagination_token"},
			handle: func(s *Server, c *call) (reply, *apiError) {
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
				meta := map[string]any{"total_subscriptions": len(subs)}
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
				} else {
					meta["result_count"] = 0
				}
				return reply{raw: body}, nil
			},
		},
		{
			method: http.MethodDelete, pattern: path, schemes: schemeBearerApp, write: true, category: "activity_subscriptions",
			params: []string{"ids"}, listParams: []string{"ids"},
			handle: func(s *Server, c *call) (reply, *apiError) {
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
				before := len(s.core.activity.subscriptions[app])
				s.core.activity.subscriptions[app] = slices.DeleteFunc(s.core.activity.subscriptions[app], func(sub *ActivitySubscription) bool {
					return slices.Contains(ids, sub.ID)
				})
				after := len(s.core.activity.subscriptions[app])
				if after == before {
					return reply{}, &apiError{status: http.StatusNotFound, code: codeResourceNotFound, parameter: "ids",
						message: "Could not find the activity subscriptions " + strings.Join(ids, ",")}
				}
				return reply{raw: map[string]any{"data": map[string]any{"deleted": true}, "meta": map[string]any{"total_subscriptions": after}}}, nil
			},
		},
	}
}

// activitySubscriptionBody is the JSON body of POST /2/activity/subscriptions.
type activitySubscriptionBody struct {
	EventType *string `json:"event_type"`
	Filter    *struct {
		UserID    *string `json:"user_id"`
		Keyword   *string `json:"keyword"`
		Direction *string `json:"direction"`
	} `json:"filter"`
	Tag       *string `json:"tag"`
	WebhookID *string `json:"webhook_id"`
}

// parseActivitySubscription checks a POST body against the rules of the spec and API-NOTES.
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
	if actorOnly(et) {
		if c.userID == "" {
			return nil, &apiError{status: http.StatusForbidden, code: codeClientForbidden, parameter: "filter.user_id",
				message: et + " subscriptions need user context: filter.user_id must be the authenticated user"}
		}
		if sub.UserID != c.userID {
			return nil, &apiError{status: http.StatusForbidden, code: codeClientForbidden, parameter: "filter.user_id",
				message: fmt.Sprintf("%s subscriptions are actor-only: filter.user_id must be the authenticated user %s, not %s", et, c.userID, sub.UserID)}
		}
	}
	if b.Filter.Keyword != nil {
		sub.Keyword = *b.Filter.Keyword
	}
	if b.Filter.Direction != nil {
		sub.Direction = *b.Filter.Direction
		if sub.Direction != "inbound" && sub.Direction != "outbound" {
			return nil, invalidParameter("filter.direction", "filter.direction must be inbound or outbound")
		}
		family, _, _ := strings.Cut(et, ".")
		if family == "mute" || family == "block" {
			return nil, invalidParameter("filter.direction", "filter.direction is not supported for %s events", family)
		}
	}
	if b.Tag != nil {
		if n := utf8.RuneCountInString(*b.Tag); n < 1 || n > maxActivityTag {
			return nil, invalidParameter("tag", "tag must be 1 to %d characters, got %d", maxActivityTag, n)
		}
		sub.Tag = *b.Tag
	}
	if b.WebhookID != nil && *b.WebhookID != "" {
		if s.core.activity.webhooks[appOf(c.who)][*b.WebhookID] == nil {
			return nil, &apiError{status: http.StatusBadRequest, code: reasonWebhookIDInvalid, parameter: "webhook_id",
				message: fmt.Sprintf("%s: webhook %s is not a webhook configuration of this app", reasonWebhookIDInvalid, *b.WebhookID)}
		}
		sub.WebhookID = *b.WebhookID
	}
	sub.ID = s.newDecimalID()
	sub.CreatedAt = s.now()
	sub.UpdatedAt = sub.CreatedAt
	return sub, nil
}

// activitySubscriptionView answers a subscription as the real service names it: subscription_id.
func activitySubscriptionView(sub *ActivitySubscription) map[string]any {
	filter := map[string]any{"user_id": sub.UserID}
	if sub.Keyword != "" {
		filter["keyword"] = sub.Keyword
	}
	if sub.Direction != "" {
		filter["direction"] = sub.Direction
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
