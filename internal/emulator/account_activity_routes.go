package emulator

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
)

// Failure reasons of the account-activity endpoints (the service's reference). The service's reference names them but not how
// they are answered, and the description knows no such problem type: the emulator answers each as
// the description's problem kind its status means (invalid-request, resource-not-found), with the
// reason first in the detail, so a client can tell them apart.
const (
	reasonWebhookIDInvalid            = "WebhookIdInvalid"
	reasonDuplicateSubscriptionFailed = "DuplicateSubscriptionFailed"
	reasonSubscriptionLimitExceeded   = "SubscriptionLimitExceeded"
	reasonSubscriptionNotFound        = "SubscriptionNotFound"
)

// accountActivityScopes are the scopes an OAuth 2.0 token needs to subscribe its user.
var accountActivityScopes = []string{"post.read", "users.read", "dm.write", "dm.read"}

// accountActivityRoutes is the route table of the account-activity subscriptions of the caller's
// app: its webhooks (the demo app has DemoWebhookID) and the users subscribed to each. The
// subscription count, the list and the delete take the app-only bearer token; subscribing and
// checking the user's own subscription take user context, with the scopes of the description
// (post.read is its tweet.read, under the spec's naming rule).
func accountActivityRoutes() []route {
	const base = "/2/account_activity/webhooks/{webhook_id}/subscriptions"
	return []route{
		{method: http.MethodGet, pattern: "/2/account_activity/subscriptions/count", schemes: schemeBearerApp,
			handle: (*Server).countAccountActivitySubscriptions},
		{method: http.MethodGet, pattern: base + "/all",
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: accountActivityScopes,
			handle: (*Server).checkAccountActivitySubscription},
		{method: http.MethodPost, pattern: base + "/all", jsonBody: true, write: true, category: "account_activity",
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: accountActivityScopes,
			handle: (*Server).subscribeAccountActivity},
		{method: http.MethodGet, pattern: base + "/all/list", schemes: schemeBearerApp,
			handle: (*Server).listAccountActivitySubscriptions},
		{method: http.MethodDelete, pattern: base + "/{user_id}/all", schemes: schemeBearerApp, write: true, category: "account_activity",
			handle: (*Server).unsubscribeAccountActivity},
	}
}

// countAccountActivitySubscriptions answers how many subscriptions the app holds across its
// webhooks and how many it may hold. A subscription is to all of a user's activity (.../all),
// direct messages included, so both counts are the same.
func (s *Server) countAccountActivitySubscriptions(c *call) (reply, *apiError) {
	all, dms := 0, 0
	for _, w := range s.core.activity.webhooks[appOf(c.who)] {
		all += len(w.users)
		dms += len(w.users)
	}
	return reply{raw: map[string]any{"data": map[string]any{
		"account_name":                        DemoAppName,
		"provisioned_count":                   strconv.Itoa(DemoProvisionedSubscriptions),
		"subscriptions_count_all":             strconv.Itoa(all),
		"subscriptions_count_direct_messages": strconv.Itoa(dms),
	}}}, nil
}

// checkAccountActivitySubscription answers whether the authenticated user is subscribed to the
// webhook: data.subscribed true, or 404 SubscriptionNotFound (the service does not document this
// answer).
func (s *Server) checkAccountActivitySubscription(c *call) (reply, *apiError) {
	w, e := s.webhookOf(c)
	if e != nil {
		return reply{}, e
	}
	if !slices.Contains(w.users, c.userID) {
		return reply{}, subscriptionNotFound(w.id, c.userID)
	}
	return reply{raw: map[string]any{"data": map[string]any{"subscribed": true}}}, nil
}

// subscribeAccountActivity subscribes the authenticated user to the webhook. A user already
// subscribed is refused 409 DuplicateSubscriptionFailed, and an app that holds all its
// provisioned subscriptions 403 SubscriptionLimitExceeded.
func (s *Server) subscribeAccountActivity(c *call) (reply, *apiError) {
	var body map[string]any
	if err := json.Unmarshal(c.body, &body); err != nil || body == nil {
		return reply{}, invalidParameter("", "the body must be a JSON object")
	}
	w, e := s.webhookOf(c)
	if e != nil {
		return reply{}, e
	}
	if slices.Contains(w.users, c.userID) {
		return reply{}, &apiError{status: http.StatusConflict, code: codeInvalidRequest,
			message: fmt.Sprintf("%s: the user %s is already subscribed to webhook %s", reasonDuplicateSubscriptionFailed, c.userID, w.id)}
	}
	total := 0
	for _, other := range s.core.activity.webhooks[appOf(c.who)] {
		total += len(other.users)
	}
	if total >= DemoProvisionedSubscriptions {
		return reply{}, &apiError{status: http.StatusForbidden, code: codeInvalidRequest,
			message: fmt.Sprintf("%s: the app already has its %d provisioned subscriptions", reasonSubscriptionLimitExceeded, DemoProvisionedSubscriptions)}
	}
	w.users = append(w.users, c.userID)
	return reply{raw: map[string]any{"data": map[string]any{"subscribed": true}}}, nil
}

// listAccountActivitySubscriptions answers the users subscribed to the webhook, oldest first.
func (s *Server) listAccountActivitySubscriptions(c *call) (reply, *apiError) {
	w, e := s.webhookOf(c)
	if e != nil {
		return reply{}, e
	}
	subs := make([]any, 0, len(w.users))
	for _, u := range w.users {
		subs = append(subs, map[string]any{"user_id": u})
	}
	return reply{raw: map[string]any{"data": map[string]any{
		"application_id": DemoApplicationID,
		"webhook_id":     w.id,
		"webhook_url":    w.url,
		"subscriptions":  subs,
	}}}, nil
}

// unsubscribeAccountActivity removes the path user's subscription to the webhook; a user not
// subscribed answers 404 SubscriptionNotFound.
func (s *Server) unsubscribeAccountActivity(c *call) (reply, *apiError) {
	w, e := s.webhookOf(c)
	if e != nil {
		return reply{}, e
	}
	userID := c.pathParams["user_id"]
	if !userIDPattern.MatchString(userID) {
		return reply{}, invalidParameter("user_id", "The `user_id` path parameter value [%s] does not match ^[0-9]{1,19}$", userID)
	}
	i := slices.Index(w.users, userID)
	if i < 0 {
		return reply{}, subscriptionNotFound(w.id, userID)
	}
	w.users = slices.Delete(w.users, i, i+1)
	return reply{raw: map[string]any{"data": map[string]any{"subscribed": false}}}, nil
}

// webhookOf is the webhook of the path, among the caller's app's: an unknown or malformed id is an
// invalid request (WebhookIdInvalid) about webhook_id. Callers hold s.mu.
func (s *Server) webhookOf(c *call) (*webhook, *apiError) {
	id := c.pathParams["webhook_id"]
	w := s.core.activity.webhooks[appOf(c.who)][id]
	if w == nil {
		return nil, webhookIDInvalid(id)
	}
	return w, nil
}

// webhookIDInvalid refuses a webhook_id that names no webhook configuration of the caller's app.
func webhookIDInvalid(id string) *apiError {
	return &apiError{status: http.StatusBadRequest, code: codeInvalidRequest, parameter: "webhook_id", value: id,
		message: fmt.Sprintf("%s: webhook %s is not a webhook configuration of this app", reasonWebhookIDInvalid, id)}
}

// subscriptionNotFound is the missing subscription of a user: a resource-not-found problem whose
// resource is the subscription, named by the user's id.
func subscriptionNotFound(webhookID, userID string) *apiError {
	return resourceNotFound("subscription", "user_id", userID,
		fmt.Sprintf("%s: the user %s has no subscription on webhook %s", reasonSubscriptionNotFound, userID, webhookID))
}
