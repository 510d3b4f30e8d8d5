package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// Failure reasons the account-activity endpoints name (the service's reference).
const (
	ReasonWebhookIDInvalid            = "WebhookIdInvalid"
	ReasonDuplicateSubscriptionFailed = "DuplicateSubscriptionFailed"
	ReasonSubscriptionLimitExceeded   = "SubscriptionLimitExceeded"
	ReasonSubscriptionNotFound        = "SubscriptionNotFound"
)

// HasReason reports whether err is an answer of the service that names reason, as its problem
// type's last segment (its Code) or in its message.
func HasReason(err error, reason string) bool {
	var e *transport.Error
	if !errors.As(err, &e) {
		return false
	}
	for _, d := range append([]transport.ErrorDetail{{Code: e.Code, Message: e.Message}}, e.Errors...) {
		if d.Code == reason || strings.Contains(d.Message, reason) {
			return true
		}
	}
	return false
}

// AccountActivityService manages account-activity subscriptions: users attached to a webhook
// configuration of the app. Subscribing and checking take the user's own context (an OAuth 2.0
// token with post.read, users.read, dm.write and dm.read, or OAuth 1.0a); listing, counting and
// deleting take the app-only bearer token.
type AccountActivityService struct{ c *Client }

// AccountActivityUserSchemes are the schemes of subscribing and checking, in order of preference.
var AccountActivityUserSchemes = []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User}

// AccountActivityWebhook is the list answer of a webhook's subscriptions.
type AccountActivityWebhook struct {
	ApplicationID string                               `json:"application_id"`
	WebhookID     string                               `json:"webhook_id"`
	WebhookURL    string                               `json:"webhook_url"`
	Subscriptions []AccountActivitySubscriptionUserRef `json:"subscriptions"`
}

// AccountActivitySubscriptionUserRef is one subscribed user.
type AccountActivitySubscriptionUserRef struct {
	UserID wire.FlexString `json:"user_id"`
}

// AccountActivitySubscriptionCount is the app's subscription count. The service sends the
// numbers as strings; both forms are read.
type AccountActivitySubscriptionCount struct {
	AccountName                      string       `json:"account_name"`
	ProvisionedCount                 wire.FlexInt `json:"provisioned_count"`
	SubscriptionsCountAll            wire.FlexInt `json:"subscriptions_count_all"`
	SubscriptionsCountDirectMessages wire.FlexInt `json:"subscriptions_count_direct_messages"`
}

type subscribedAnswer struct {
	Subscribed bool `json:"subscribed"`
}

func accountActivityPath(suffix string) string {
	return "/2/account_activity/webhooks/:webhook_id/subscriptions" + suffix
}

// Subscribe subscribes the authenticated user to the webhook. A subscription that already
// exists is success (the call is naturally idempotent): alreadySubscribed then says so.
//
// POST /2/account_activity/webhooks/:webhook_id/subscriptions/all
func (s *AccountActivityService) Subscribe(ctx context.Context, webhookID string) (alreadySubscribed bool, err error) {
	r := s.c.apiRequest(http.MethodPost, accountActivityPath("/all"), []string{webhookID}, nil, struct{}{}, AccountActivityUserSchemes...)
	r.Idempotent = true // a repeat answers DuplicateSubscriptionFailed, which is success here
	a, err := doV2[*subscribedAnswer](ctx, s.c, r)
	if HasReason(err, ReasonDuplicateSubscriptionFailed) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if a.Data == nil || !a.Data.Subscribed {
		return false, fmt.Errorf("POST %s: the service did not confirm the subscription", r.Template)
	}
	return false, nil
}

// Subscribed reports whether the authenticated user is subscribed to the webhook. The answer
// without a subscription is undocumented: subscribed:false and a not-found error both mean no.
//
// GET /2/account_activity/webhooks/:webhook_id/subscriptions/all
func (s *AccountActivityService) Subscribed(ctx context.Context, webhookID string) (bool, error) {
	r := s.c.apiRequest(http.MethodGet, accountActivityPath("/all"), []string{webhookID}, nil, nil, AccountActivityUserSchemes...)
	a, err := doV2[*subscribedAnswer](ctx, s.c, r)
	if transport.IsNotFound(err) || HasReason(err, ReasonSubscriptionNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return a.Data != nil && a.Data.Subscribed, nil
}

// Unsubscribe deletes the user's subscription to the webhook. A subscription that does not
// exist is success: gone reports it.
//
// DELETE /2/account_activity/webhooks/:webhook_id/subscriptions/:user_id/all
func (s *AccountActivityService) Unsubscribe(ctx context.Context, webhookID, userID string) (gone bool, err error) {
	r := s.c.apiRequest(http.MethodDelete, accountActivityPath("/:user_id/all"), []string{webhookID, userID}, nil, nil, transport.AppBearer)
	_, err = doV2[*subscribedAnswer](ctx, s.c, r)
	if HasReason(err, ReasonSubscriptionNotFound) || (transport.IsNotFound(err) && !HasReason(err, ReasonWebhookIDInvalid)) {
		return true, nil
	}
	return false, err
}

// List returns the webhook's configuration and subscribed users.
//
// GET /2/account_activity/webhooks/:webhook_id/subscriptions/all/list
func (s *AccountActivityService) List(ctx context.Context, webhookID string) (*AccountActivityWebhook, error) {
	r := s.c.apiRequest(http.MethodGet, accountActivityPath("/all/list"), []string{webhookID}, nil, nil, transport.AppBearer)
	a, err := doV2[*AccountActivityWebhook](ctx, s.c, r)
	if err != nil {
		return nil, err
	}
	if a.Data == nil {
		return nil, entriesError(r.Method, r.Template, a.partialErrors())
	}
	return a.Data, nil
}

// Count returns the app's subscription count.
//
// GET /2/account_activity/subscriptions/count
func (s *AccountActivityService) Count(ctx context.Context) (*AccountActivitySubscriptionCount, error) {
	r := s.c.apiRequest(http.MethodGet, "/2/account_activity/subscriptions/count", nil, nil, nil, transport.AppBearer)
	a, err := doV2[*AccountActivitySubscriptionCount](ctx, s.c, r)
	if err != nil {
		return nil, err
	}
	if a.Data == nil {
		return nil, entriesError(r.Method, r.Template, a.partialErrors())
	}
	return a.Data, nil
}
