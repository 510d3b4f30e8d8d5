package emulator

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strconv"
)

// Failure reasons of the account-activity endpoints (API-NOTES). They are answered as Problem
// Details whose type ends in the reason, so a client can tell them apart.
const (
	reasonWebhookIDInvalid            = "WebhookIdInvalid"
	reasonDuplicateSubscriptionFailed = "DuplicateSubscriptionFailed"
	reasonSubscriptionLimitExceeded   = "SubscriptionLimitExceeded"
	reasonSubscriptionNotFound        = "SubscriptionNotFound"
)

// accountActivityScopes are the scopes an OAuth 2.0 token needs to subscribe its user.
var accountActivityScopes = []string{"post.read", "users.read", "dm.write", "dm.read"}

// accountActivityRoutes serves the account-activity subscriptions of the caller's app: its
// webhooks (the demo app has DemoWebhookID) and the users subscribed to each. The validate
// GET of a user that is not subscribed answers 404 SubscriptionNotFound (the service does
// not document this answer).
func accountActivityRoutes() []route {
	const base = "/2/account_activity/webhooks/:webhook_id/subscriptions"
	return []route{
		{
			method: http.MethodGet, pattern: "/2/account_activity/subscriptions/count", schemes: schemeBearerApp,
			handle: func(s *Server, c *call) (reply, *apiError) {
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
			},
		},
		{
			method: http.MethodGet, pattern: base + "/all",
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: accountActivityScopes,
			handle: func(s *Server, c *call) (reply, *apiError) {
				w, e := s.webhookOf(c)
				if e != nil {
					return reply{}, e
				}
				if !slices.Contains(w.users, c.userID) {
					return reply{}, subscriptionNotFound(w.id, c.userID)
				}
				return reply{raw: map[string]any{"data": map[string]any{"subscribed": true}}}, nil
			},
		},
		{
			method: http.MethodPost, pattern: base + "/all", jsonBody: true, write: true, category: "account_activity",
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: accountActivityScopes,
			handle: func(s *Server, c *call) (reply, *apiError) {
				var body map[string]any
				if err := json.Unmarshal(c.body, &body); err != nil || body == nil {
					return reply{}, invalidParameter("", "the body must be a JSON object")
				}
				w, e := s.webhookOf(c)
				if e != nil {
					return reply{}, e
				}
				if slices.Contains(w.users, c.userID) {
					return reply{}, &apiError{status: http.StatusConflict, code: reasonDuplicateSubscriptionFailed,
						message: fmt.Sprintf("%s: the user %s is already subscribed to webhook %s", reasonDuplicateSubscriptionFailed, c.userID, w.id)}
				}
				total := 0
				for _, other := range s.core.activity.webhooks[appOf(c.who)] {
					total += len(other.users)
				}
				if total >= DemoProvisionedSubscriptions {
					return reply{}, &apiError{status: http.StatusForbidden, code: reasonSubscriptionLimitExceeded,
						message: fmt.Sprintf("%s: the app already has its %d provisioned subscriptions", reasonSubscriptionLimitExceeded, DemoProvisionedSubscriptions)}
				}
				w.users = append(w.users, c.userID)
				return reply{raw: map[string]any{"data": map[string]any{"subscribed": true}}}, nil
			},
		},
		{
			method: http.MethodGet, pattern: base + "/all/list", schemes: schemeBearerApp,
			handle: func(s *Server, c *call) (reply, *apiError) {
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
			},
		},
		{
			method: http.MethodDelete, pattern: base + "/:user_id/all", schemes: schemeBearerApp, write: true, category: "account_activity",
			handle: func(s *Server, c *call) (reply, *apiError) {
				w, e := s.webhookOf(c)
				if e != nil {
					return reply{}, e
				}
				userID := c.pathParams["user_id"]
				i := slices.Index(w.users, userID)
				if i < 0 {
					return reply{}, subscriptionNotFound(w.id, userID)
				}
				w.users = slices.Delete(w.users, i, i+1)
				return reply{raw: map[string]any{"data": map[string]any{"subscribed": false}}}, nil
			},
		},
	}
}

// webhookOf is the webhook of the path, among the caller's app's. Callers hold s.mu.
func (s *Server) webhookOf(c *call) (*webhook, *apiError) {
	id := c.pathParams["webhook_id"]
	w := s.core.activity.webhooks[appOf(c.who)][id]
	if w == nil {
		return nil, &apiError{status: http.StatusBadRequest, code: reasonWebhookIDInvalid, parameter: "webhook_id",
			message: fmt.Sprintf("%s: webhook %s is not a webhook configuration of this app", reasonWebhookIDInvalid, id)}
	}
	return w, nil
}

func subscriptionNotFound(webhookID, userID string) *apiError {
	return &apiError{status: http.StatusNotFound, code: reasonSubscriptionNotFound,
		message: fmt.Sprintf("%s: the user %s has no subscription on webhook %s", reasonSubscriptionNotFound, userID, webhookID)}
}
