package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
)

// ActivitySubscriptionSchemes are the schemes of creating and listing activity subscriptions,
// in order of preference; deleting takes the app-only bearer token only.
var ActivitySubscriptionSchemes = []AuthScheme{OAuth2User, OAuth1User, AppBearer}

// MaxActivitySubscriptionResults is the largest page of GET /2/activity/subscriptions.
const MaxActivitySubscriptionResults = 1000

// ActivitySubscriptionFilter selects the activities of a subscription: those of a user, in a
// direction (inbound or outbound; not for mute and block events), optionally with a keyword.
type ActivitySubscriptionFilter struct {
	UserID    string `json:"user_id"`
	Keyword   string `json:"keyword,omitempty"`
	Direction string `json:"direction,omitempty"`
}

// ActivitySubscriptionInput is the body of a create.
type ActivitySubscriptionInput struct {
	EventType string                     `json:"event_type"`
	Filter    ActivitySubscriptionFilter `json:"filter"`
	Tag       string                     `json:"tag,omitempty"`
	WebhookID string                     `json:"webhook_id,omitempty"`
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
			UserID    FlexString `json:"user_id"`
			Keyword   string     `json:"keyword"`
			Direction string     `json:"direction"`
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
	*a = ActivitySubscription{
		ID: id, EventType: raw.EventType, Tag: raw.Tag, WebhookID: string(raw.WebhookID),
		Filter:    ActivitySubscriptionFilter{UserID: string(raw.Filter.UserID), Keyword: raw.Filter.Keyword, Direction: raw.Filter.Direction},
		CreatedAt: raw.CreatedAt, UpdatedAt: raw.UpdatedAt,
	}
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
		a, err := doV2[*ActivitySubscription](ctx, s.c, r)
		if err != nil {
			return nil, err
		}
		if a.Data == nil || a.Data.ID == "" {
			return nil, fmt.Errorf("POST %s: decoding answer: no subscription id in data", r.template)
		}
		return a.Data, nil
	})
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

// Delete deletes subscriptions by id (1 to 100) and returns how many the app has left.
// Subscriptions that do not exist give an error that IsNotFound recognises.
//
// DELETE /2/activity/subscriptions
func (s *ActivitySubscriptionsService) Delete(ctx context.Context, ids ...string) (remaining int, err error) {
	if len(ids) == 0 || len(ids) > 100 {
		return 0, &notSentError{fmt.Errorf("DELETE /2/activity/subscriptions: ids takes 1 to 100 ids, got %d", len(ids))}
	}
	q := url.Values{"ids": {strings.Join(ids, ",")}}
	r := s.c.apiRequest(http.MethodDelete, "/2/activity/subscriptions", nil, q, nil, AppBearer)
	b, err := s.c.doRaw(ctx, r)
	if err != nil {
		return 0, err
	}
	var answer struct {
		Data struct {
			Deleted bool `json:"deleted"`
		} `json:"data"`
		Meta struct {
			Total FlexInt `json:"total_subscriptions"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(b, &answer); err != nil {
		return 0, fmt.Errorf("DELETE %s: decoding answer: %w", r.template, err)
	}
	if !answer.Data.Deleted {
		return 0, fmt.Errorf("DELETE %s: the service did not confirm the deletion", r.template)
	}
	return int(answer.Meta.Total.Value), nil
}
