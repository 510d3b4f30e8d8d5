package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// ActivitySubscriptionSchemes are the schemes of creating and listing activity subscriptions,
// in order of preference; deleting takes the app-only bearer token only.
var ActivitySubscriptionSchemes = []AuthScheme{OAuth2User, OAuth1User, AppBearer}

// MaxActivitySubscriptionResults is the largest page of GET /2/activity/subscriptions.
const MaxActivitySubscriptionResults = 1000

// ActivitySubscriptionFilter selects the activities of a subscription: those of a user, in a
// direction (inbound or outbound; not for mute and block events), optionally with a keyword and
// event-specific qualifiers (chat, follow, unfollow and like events).
type ActivitySubscriptionFilter struct {
	UserID     string            `json:"user_id"`
	Keyword    string            `json:"keyword,omitempty"`
	Direction  string            `json:"direction,omitempty"`
	Qualifiers map[string]string `json:"qualifiers,omitempty"`
}

// ActivitySubscriptionInput is the body of a create.
type ActivitySubscriptionInput struct {
	EventType string                     `json:"event_type"`
	Filter    ActivitySubscriptionFilter `json:"filter"`
	Tag       string                     `json:"tag,omitempty"`
	WebhookID string                     `json:"webhook_id,omitempty"`
}

// ActivitySubscriptionUpdate is the body of an update: the only fields the service changes in
// place. An empty field is left as it is (the service takes no empty tag or webhook).
type ActivitySubscriptionUpdate struct {
	Tag       string `json:"tag,omitempty"`
	WebhookID string `json:"webhook_id,omitempty"`
}

// deprecatedEventTypes maps the deprecated aliases of event types to the canonical names the
// service answers with (the description, 2.168).
var deprecatedEventTypes = map[string]string{"chat.conversation_join": "chat.conversation.join"}

// CanonicalEventType is the name the service answers for an event type: the canonical name of a
// deprecated alias, else the type itself.
func CanonicalEventType(eventType string) string {
	if c, ok := deprecatedEventTypes[eventType]; ok {
		return c
	}
	return eventType
}

// ActivitySubscription is an activity subscription as the service answers it.
type ActivitySubscription struct {
	ID        string
	EventType string
	Filter    ActivitySubscriptionFilter
	Tag       string
	WebhookID string
	CreatedAt string
	UpdatedAt string
}

// UnmarshalJSON reads the id as the real service names it (subscription_id) or as the spec
// does (id), either as a string or a number.
func (a *ActivitySubscription) UnmarshalJSON(b []byte) error {
	var raw struct {
		SubscriptionID FlexString `json:"subscription_id"`
		ID             FlexString `json:"id"`
		EventType      string     `json:"event_type"`
		Filter         struct {
			UserID     FlexString        `json:"user_id"`
			Keyword    string            `json:"keyword"`
			Direction  string            `json:"direction"`
			Qualifiers map[string]string `json:"qualifiers"`
		} `json:"filter"`
		Tag       string     `json:"tag"`
		WebhookID FlexString `json:"webhook_id"`
		CreatedAt string     `json:"created_at"`
		UpdatedAt string     `json:"updated_at"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("decoding activity subscription: %w", err)
	}
	id := string(raw.SubscriptionID)
	if id == "" {
		id = string(raw.ID)
	}
	f := raw.Filter
	if len(f.Qualifiers) == 0 {
		f.Qualifiers = nil
	}
	*a = ActivitySubscription{
		ID: id, EventType: raw.EventType, Tag: raw.Tag, WebhookID: string(raw.WebhookID),
		Filter:    ActivitySubscriptionFilter{UserID: string(f.UserID), Keyword: f.Keyword, Direction: f.Direction, Qualifiers: f.Qualifiers},
		CreatedAt: raw.CreatedAt, UpdatedAt: raw.UpdatedAt,
	}
	return nil
}

// subscriptionData is the data of a create or update answer: the subscription under
// data.subscription (the description), or data itself (the activity quickstart's flat shape).
type subscriptionData struct {
	sub *ActivitySubscription
}

func (d *subscriptionData) UnmarshalJSON(b []byte) error {
	var wrapped struct {
		Subscription *ActivitySubscription `json:"subscription"`
	}
	if err := json.Unmarshal(b, &wrapped); err != nil {
		return fmt.Errorf("decoding activity subscription: %w", err)
	}
	if wrapped.Subscription != nil {
		d.sub = wrapped.Subscription
		return nil
	}
	var flat ActivitySubscription
	if err := json.Unmarshal(b, &flat); err != nil {
		return err
	}
	d.sub = &flat
	return nil
}

// ActivitySubscriptionPage is one page of the list.
type ActivitySubscriptionPage struct {
	Subscriptions []ActivitySubscription
	// NextToken is "" on the last page.
	NextToken string
	// Total is meta.total_subscriptions: how many the app has in all.
	Total int
}

// ActivitySubscriptionsService manages the app's activity subscriptions.
type ActivitySubscriptionsService struct{ c *Client }

// Create creates an activity subscription.
//
// POST /2/activity/subscriptions
func (s *ActivitySubscriptionsService) Create(ctx context.Context, in ActivitySubscriptionInput) (*ActivitySubscription, error) {
	r := s.c.apiRequest(http.MethodPost, "/2/activity/subscriptions", nil, nil, in, ActivitySubscriptionSchemes...)
	// A lost answer is reconciled: the subscription it made is adopted, or it is sent again
	// (lost_create.go).
	return createReconciled(ctx, s.c, s.lostCreate(in), func(ctx context.Context) (*ActivitySubscription, error) {
		a, err := doV2[subscriptionData](ctx, s.c, r)
		if err != nil {
			return nil, err
		}
		if a.Data.sub == nil || a.Data.sub.ID == "" {
			return nil, fmt.Errorf("POST %s: decoding answer: no subscription id in data", r.template)
		}
		return a.Data.sub, nil
	})
}

// Update changes a subscription's tag and webhook in place and returns it as the service
// answers it. It takes the app-only bearer token.
//
// PUT /2/activity/subscriptions/:subscription_id
func (s *ActivitySubscriptionsService) Update(ctx context.Context, id string, in ActivitySubscriptionUpdate) (*ActivitySubscription, error) {
	r := s.c.apiRequest(http.MethodPut, "/2/activity/subscriptions/:subscription_id", []string{id}, nil, in, AppBearer)
	a, err := doV2[subscriptionData](ctx, s.c, r)
	if err != nil {
		return nil, err
	}
	switch {
	case a.Data.sub == nil || a.Data.sub.ID == "":
		return nil, fmt.Errorf("PUT %s: decoding answer: no subscription id in data", r.template)
	case a.Data.sub.ID != id:
		return nil, fmt.Errorf("PUT %s: the service answered subscription %s for %s", r.template, a.Data.sub.ID, id)
	}
	return a.Data.sub, nil
}

// Page reads one page: maxResults 0 means the largest (1000), token "" the first page.
//
// GET /2/activity/subscriptions
func (s *ActivitySubscriptionsService) Page(ctx context.Context, maxResults int, token string) (*ActivitySubscriptionPage, error) {
	if maxResults <= 0 {
		maxResults = MaxActivitySubscriptionResults
	}
	q := url.Values{"max_results": {strconv.Itoa(maxResults)}}
	if token != "" {
		q.Set("pagination_token", token)
	}
	r := s.c.apiRequest(http.MethodGet, "/2/activity/subscriptions", nil, q, nil, ActivitySubscriptionSchemes...)
	b, err := s.c.doRaw(ctx, r)
	if err != nil {
		return nil, err
	}
	// data is absent, not [], when the app has none.
	var answer struct {
		Data []ActivitySubscription `json:"data"`
		Meta struct {
			NextToken string  `json:"next_token"`
			Total     FlexInt `json:"total_subscriptions"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(b, &answer); err != nil {
		return nil, fmt.Errorf("GET %s: decoding answer: %w", r.template, err)
	}
	return &ActivitySubscriptionPage{Subscriptions: answer.Data, NextToken: answer.Meta.NextToken, Total: int(answer.Meta.Total.Value)}, nil
}

// List reads every page with the largest page size, or pages until stop returns true for a
// subscription (which is then the last one returned).
func (s *ActivitySubscriptionsService) List(ctx context.Context, maxResults int, stop func(ActivitySubscription) bool) ([]ActivitySubscription, error) {
	var out []ActivitySubscription
	token := ""
	for {
		page, err := s.Page(ctx, maxResults, token)
		if err != nil {
			return nil, err
		}
		for _, sub := range page.Subscriptions {
			out = append(out, sub)
			if stop != nil && stop(sub) {
				return out, nil
			}
		}
		if page.NextToken == "" {
			return out, nil
		}
		if page.NextToken == token {
			return nil, fmt.Errorf("GET /2/activity/subscriptions: the service repeated pagination_token %q", token)
		}
		token = page.NextToken
	}
}

// Get finds a subscription by id through the list (the service has no single GET); found is
// false when no page holds it.
func (s *ActivitySubscriptionsService) Get(ctx context.Context, id string) (sub *ActivitySubscription, found bool, err error) {
	subs, err := s.List(ctx, 0, func(a ActivitySubscription) bool { return a.ID == id })
	if err != nil {
		return nil, false, err
	}
	if n := len(subs); n > 0 && subs[n-1].ID == id {
		return &subs[n-1], true, nil
	}
	return nil, false, nil
}

// DeleteResult is what a batch delete did: per id, deleted now, already gone, or refused.
type DeleteResult struct {
	// Deleted are the ids the service deleted; Gone those it did not know (deleted before).
	Deleted, Gone []string
	// Remaining is meta.total_subscriptions: how many the app has left.
	Remaining int
}

// SubscriptionFailure is the service's refusal to delete one subscription of a batch.
type SubscriptionFailure struct {
	SubscriptionID, Reason, Message string
}

// DeleteFailedError is a batch delete that left some subscriptions in place: the others of the
// batch were deleted (Result).
type DeleteFailedError struct {
	Result   DeleteResult
	Failures []SubscriptionFailure
}

func (e *DeleteFailedError) Error() string {
	parts := make([]string, 0, len(e.Failures))
	for _, f := range e.Failures {
		parts = append(parts, fmt.Sprintf("%s: %s %s", f.SubscriptionID, f.Reason, f.Message))
	}
	return "DELETE /2/activity/subscriptions: the service refused to delete " + strings.Join(parts, "; ")
}

// notFoundReason reports whether a per-id failure says the subscription does not exist
// (SubscriptionNotFound, not_found, resource-not-found...): the description names no reasons.
func notFoundReason(reason string) bool {
	r := strings.NewReplacer("_", "", "-", "", " ", "").Replace(strings.ToLower(reason))
	return strings.Contains(r, "notfound")
}

// Delete deletes subscriptions by id (1 to 100). The service answers per id: an id it does not
// know counts as gone, not as a failure; any other refusal gives a *DeleteFailedError.
//
// DELETE /2/activity/subscriptions
func (s *ActivitySubscriptionsService) Delete(ctx context.Context, ids ...string) (*DeleteResult, error) {
	if len(ids) == 0 || len(ids) > 100 {
		return nil, &notSentError{fmt.Errorf("DELETE /2/activity/subscriptions: ids takes 1 to 100 ids, got %d", len(ids))}
	}
	q := url.Values{"ids": {strings.Join(ids, ",")}}
	r := s.c.apiRequest(http.MethodDelete, "/2/activity/subscriptions", nil, q, nil, AppBearer)
	b, err := s.c.doRaw(ctx, r)
	if err != nil {
		return nil, err
	}
	var answer struct {
		Data []struct {
			Deleted        bool       `json:"deleted"`
			SubscriptionID FlexString `json:"subscription_id"`
		} `json:"data"`
		Errors []struct {
			SubscriptionID FlexString `json:"subscription_id"`
			Reason         string     `json:"reason"`
			Message        string     `json:"message"`
		} `json:"errors"`
		Meta struct {
			Total FlexInt `json:"total_subscriptions"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(b, &answer); err != nil {
		return nil, fmt.Errorf("DELETE %s: decoding answer: %w", r.template, err)
	}
	res := &DeleteResult{Remaining: int(answer.Meta.Total.Value)}
	var failed []SubscriptionFailure
	for _, d := range answer.Data {
		if d.Deleted {
			res.Deleted = append(res.Deleted, string(d.SubscriptionID))
		}
	}
	for _, e := range answer.Errors {
		if notFoundReason(e.Reason) {
			res.Gone = append(res.Gone, string(e.SubscriptionID))
			continue
		}
		failed = append(failed, SubscriptionFailure{SubscriptionID: string(e.SubscriptionID), Reason: e.Reason, Message: e.Message})
	}
	// Every id must be accounted for: an answer that names neither it nor a failure has not
	// shown that it was deleted.
	for _, id := range ids {
		if !slices.Contains(res.Deleted, id) && !slices.Contains(res.Gone, id) &&
			!slices.ContainsFunc(failed, func(f SubscriptionFailure) bool { return f.SubscriptionID == id }) {
			failed = append(failed, SubscriptionFailure{SubscriptionID: id, Reason: "unconfirmed", Message: "the answer does not say it was deleted"})
		}
	}
	if len(failed) > 0 {
		return res, &DeleteFailedError{Result: *res, Failures: failed}
	}
	return res, nil
}
