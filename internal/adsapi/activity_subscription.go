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

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// ActivitySubscriptionSchemes are the schemes of creating and listing activity subscriptions,
// in order of preference; deleting takes the app-only bearer token only.
var ActivitySubscriptionSchemes = []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User, transport.AppBearer}

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
		SubscriptionID wire.FlexString `json:"subscription_id"`
		ID             wire.FlexString `json:"id"`
		EventType      string          `json:"event_type"`
		Filter         struct {
			UserID     wire.FlexString   `json:"user_id"`
			Keyword    string            `json:"keyword"`
			Direction  string            `json:"direction"`
			Qualifiers map[string]string `json:"qualifiers"`
		} `json:"filter"`
		Tag       string          `json:"tag"`
		WebhookID wire.FlexString `json:"webhook_id"`
		CreatedAt string          `json:"created_at"`
		UpdatedAt string          `json:"updated_at"`
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
func (s *ActivitySubscriptionsService) Create(ctx context.Context, cs creates.Session, in ActivitySubscriptionInput) (*ActivitySubscription, error) {
	r := s.c.apiRequest(http.MethodPost, "/2/activity/subscriptions", nil, nil, in, ActivitySubscriptionSchemes...)
	// A lost answer is reconciled: the subscription it made is adopted, or it is sent again
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(in), func(ctx context.Context) (*ActivitySubscription, error) {
		a, err := doV2[subscriptionData](ctx, s.c, r)
		if err != nil {
			return nil, err
		}
		if a.Data.sub == nil || a.Data.sub.ID == "" {
			return nil, fmt.Errorf("POST %s: decoding answer: no subscription id in data", r.Template)
		}
		return a.Data.sub, nil
	})
}

// Update changes a subscription's tag and webhook in place and returns it as the service
// answers it. It takes the app-only bearer token. A malformed answer, or one about another
// subscription, is treated as lost: the update is sent again, then the subscription read from
// the list (updateConfirmed).
//
// PUT /2/activity/subscriptions/:subscription_id
func (s *ActivitySubscriptionsService) Update(ctx context.Context, id string, in ActivitySubscriptionUpdate) (*ActivitySubscription, error) {
	r := s.c.apiRequest(http.MethodPut, "/2/activity/subscriptions/:subscription_id", []string{id}, nil, in, transport.AppBearer)
	return updateConfirmed(ctx, s.c, "activity subscription", id, func(ctx context.Context) (*ActivitySubscription, error) {
		a, err := doV2[subscriptionData](ctx, s.c, r)
		if err != nil {
			return nil, err
		}
		switch {
		case a.Data.sub == nil || a.Data.sub.ID == "":
			return nil, a.answer.Malformed("no subscription id in data")
		case a.Data.sub.ID != id:
			return nil, a.answer.Malformed("data is subscription %s, not %s", a.Data.sub.ID, id)
		}
		return a.Data.sub, nil
	}, func(ctx context.Context) (*ActivitySubscription, error) {
		sub, found, err := s.Get(ctx, id)
		if err == nil && !found {
			err = fmt.Errorf("GET /2/activity/subscriptions: the list does not hold subscription %s", id)
		}
		return sub, err
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
	a, err := s.c.doAnswer(ctx, r)
	if err != nil {
		return nil, err
	}
	return decodeSubscriptionPage(a)
}

// decodeSubscriptionPage decodes a page of the list. A well-formed page is a JSON object with a
// data array of subscriptions with ids, or without data when meta says there is none (the list
// leaves data out rather than send []), and without error entries: the list asks for no item by
// id, so an entry beside its data can only mean the page is incomplete. Only a well-formed page can
// show that a subscription is gone.
func decodeSubscriptionPage(a *transport.Answer) (*ActivitySubscriptionPage, error) {
	if wire.Kind(a.Body) != "an object" {
		return nil, a.Malformed("not a JSON object")
	}
	var page struct {
		Data   json.RawMessage `json:"data"`
		Errors json.RawMessage `json:"errors"`
		Meta   struct {
			NextToken   string       `json:"next_token"`
			ResultCount *int         `json:"result_count"`
			Total       wire.FlexInt `json:"total_subscriptions"`
		} `json:"meta"`
	}
	if err := json.Unmarshal(a.Body, &page); err != nil {
		return nil, a.Malformed("%v", err)
	}
	if holdsEntries(page.Errors) {
		return nil, a.Malformed("error entries beside the data")
	}
	meta := page.Meta
	out := &ActivitySubscriptionPage{NextToken: meta.NextToken, Total: int(meta.Total.Value)}
	switch k := wire.Kind(page.Data); {
	case k == "absent" && meta.ResultCount != nil && *meta.ResultCount == 0,
		k == "absent" && meta.ResultCount == nil && meta.Total.Valid && meta.Total.Value == 0:
		return out, nil
	case k == "absent":
		return nil, a.Malformed("no data, and meta does not say the page is empty")
	case k != "an array":
		return nil, a.Malformed("data is %s, not an array", k)
	}
	if err := json.Unmarshal(page.Data, &out.Subscriptions); err != nil {
		return nil, a.Malformed("%v", err)
	}
	for i, sub := range out.Subscriptions {
		if sub.ID == "" {
			return nil, a.Malformed("item %d of data has no id", i)
		}
	}
	return out, nil
}

// List reads every page with the largest page size, or pages until stop returns true for a
// subscription (which is then the last one returned).
//
// GET /2/activity/subscriptions
func (s *ActivitySubscriptionsService) List(ctx context.Context, maxResults int, stop func(ActivitySubscription) bool) ([]ActivitySubscription, error) {
	var out []ActivitySubscription
	guard := newPageGuard(request{Request: transport.Request{Method: http.MethodGet, Template: "/2/activity/subscriptions"}}, false)
	token := ""
	for {
		page, err := s.Page(ctx, maxResults, token)
		if err != nil {
			return nil, err
		}
		added := 0
		for _, sub := range page.Subscriptions {
			out = append(out, sub)
			if guard.addKey(sub.ID) {
				added++
			}
			if stop != nil && stop(sub) {
				return out, nil
			}
		}
		if err := guard.page(page.NextToken, added, len(page.Subscriptions)); err != nil {
			return nil, err
		}
		if page.NextToken == "" {
			return out, nil
		}
		token = page.NextToken
	}
}

// Get finds a subscription by id through the list (the service has no single GET); found is
// false when no page holds it.
//
// GET /2/activity/subscriptions
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
// know counts as gone, not as a failure; any other refusal gives a *DeleteFailedError. An id the
// answer does not account for (a malformed answer accounts for none) is looked for in the list:
// absent from it, it is gone; still there, it failed.
//
// DELETE /2/activity/subscriptions
func (s *ActivitySubscriptionsService) Delete(ctx context.Context, ids ...string) (*DeleteResult, error) {
	if len(ids) == 0 || len(ids) > 100 {
		return nil, transport.NotSent(fmt.Errorf("DELETE /2/activity/subscriptions: ids takes 1 to 100 ids, got %d", len(ids)))
	}
	q := url.Values{"ids": {strings.Join(ids, ",")}}
	r := s.c.apiRequest(http.MethodDelete, "/2/activity/subscriptions", nil, q, nil, transport.AppBearer)
	a, err := s.c.doAnswer(ctx, r)
	if err != nil {
		return nil, err
	}
	res, failed, malformed := decodeDeleteAnswer(a)
	var unconfirmed []string
	for _, id := range ids {
		if !slices.Contains(res.Deleted, id) && !slices.Contains(res.Gone, id) &&
			!slices.ContainsFunc(failed, func(f SubscriptionFailure) bool { return f.SubscriptionID == id }) {
			unconfirmed = append(unconfirmed, id)
		}
	}
	if len(unconfirmed) > 0 {
		why := "the answer does not say it was deleted"
		if malformed != nil {
			why = malformed.Error()
		}
		// Every id must be accounted for: an answer that names neither it nor a failure has not
		// shown that it was deleted, and only the list can.
		left, err := s.List(ctx, 0, nil)
		if err != nil {
			return res, fmt.Errorf("DELETE %s: %s; reading the list to see whether %s are gone failed: %w",
				r.Template, why, strings.Join(unconfirmed, ", "), err)
		}
		for _, id := range unconfirmed {
			if slices.ContainsFunc(left, func(sub ActivitySubscription) bool { return sub.ID == id }) {
				failed = append(failed, SubscriptionFailure{SubscriptionID: id, Reason: "unconfirmed", Message: why + ", and the list still holds it"})
				continue
			}
			res.Gone = append(res.Gone, id)
		}
	}
	if len(failed) > 0 {
		return res, &DeleteFailedError{Result: *res, Failures: failed}
	}
	return res, nil
}

// decodeDeleteAnswer reads the per-id outcome of a batch delete; an answer that is not of its
// shape accounts for no id and is returned as malformed.
func decodeDeleteAnswer(a *transport.Answer) (*DeleteResult, []SubscriptionFailure, *transport.MalformedAnswerError) {
	var answer struct {
		Data []struct {
			Deleted        bool            `json:"deleted"`
			SubscriptionID wire.FlexString `json:"subscription_id"`
		} `json:"data"`
		Errors []struct {
			SubscriptionID wire.FlexString `json:"subscription_id"`
			Reason         string          `json:"reason"`
			Message        string          `json:"message"`
		} `json:"errors"`
		Meta struct {
			Total wire.FlexInt `json:"total_subscriptions"`
		} `json:"meta"`
	}
	if wire.Kind(a.Body) != "an object" {
		return &DeleteResult{}, nil, a.Malformed("not a JSON object")
	}
	if err := json.Unmarshal(a.Body, &answer); err != nil {
		return &DeleteResult{}, nil, a.Malformed("%v", err)
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
	return res, failed, nil
}
