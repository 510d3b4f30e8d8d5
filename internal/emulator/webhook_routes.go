package emulator

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Failure reasons of the webhook endpoints (the service's reference). As for the account-activity
// reasons, neither their status nor their body is shown (gap 6): each is answered as the problem
// its status means, with the reason first in the detail, or in the errors entry's message of an
// invalid request about one parameter. A URL or a CRC that fails and an unknown webhook are
// invalid requests (400); a URL already registered is a conflict (409), as a duplicate
// subscription is; the allowance used up is forbidden (403), as the subscription limit is.
const (
	reasonCrcValidationFailed  = "CrcValidationFailed"
	reasonURLValidationFailed  = "UrlValidationFailed"
	reasonDuplicateURLFailed   = "DuplicateUrlFailed"
	reasonWebhookLimitExceeded = "WebhookLimitExceeded"
	reasonQueryParamInvalid    = "QueryParamInvalid"
	reasonReplayConflictError  = "ReplayConflictError"
)

// Limits of the webhook endpoints (the service's reference): their windows, per app, and the
// length of a webhook's URL.
const (
	webhookRequestsPerWindow = 450
	webhookReplaysPerWindow  = 100
	webhookWindow            = 15 * time.Minute
	maxWebhookURL            = 200
)

const webhookConfigFieldsParam = "webhook_config.fields"

// webhookWriteSchemes are the schemes of registering, validating and deleting a webhook.
const webhookWriteSchemes = schemeBearerApp | schemeOAuth1User

// webhookRoutes is the route table of the app's webhook configurations, each with its window of
// 450 requests per 15 minutes. The list takes the app-only bearer token; the others take it or
// OAuth 1.0a user context, as the description says (the reference pages name the bearer token
// only, gap 15): either way the caller's app owns the webhooks. Registration and validation wait on
// the webhook's CRC, without holding up other requests.
func webhookRoutes() []route {
	limit := &routeLimit{requests: webhookRequestsPerWindow, window: webhookWindow}
	return []route{
		{method: http.MethodGet, pattern: "/2/webhooks", schemes: schemeBearerApp, limit: limit,
			params: []string{webhookConfigFieldsParam}, listParams: []string{webhookConfigFieldsParam},
			handle: (*Server).listWebhooks},
		{method: http.MethodPost, pattern: "/2/webhooks", schemes: webhookWriteSchemes, limit: limit, jsonBody: true,
			unlocked: true, handle: (*Server).createWebhook},
		{method: http.MethodPut, pattern: "/2/webhooks/{webhook_id}", schemes: webhookWriteSchemes, limit: limit,
			unlocked: true, handle: (*Server).validateWebhook},
		{method: http.MethodDelete, pattern: "/2/webhooks/{webhook_id}", schemes: webhookWriteSchemes, limit: limit,
			handle: (*Server).deleteWebhook},
	}
}

// listWebhooks answers the app's webhooks, oldest first, with the fields webhook_config.fields
// selects (at least one, no duplicates; all four without it).
func (s *Server) listWebhooks(c *call) (reply, *apiError) {
	fields, e := parseFieldList(c.params, webhookConfigFieldsParam, webhookFields)
	if e != nil {
		return reply{}, e
	}
	if items := splitList(c.params.Get(webhookConfigFieldsParam)); len(items) != len(fields) {
		return reply{}, invalidParameter(webhookConfigFieldsParam, "The `%s` query parameter names a field more than once", webhookConfigFieldsParam)
	}
	data := []any{}
	for _, w := range s.appWebhooks(appOf(c.who)) {
		data = append(data, w.view(fields))
	}
	return reply{raw: map[string]any{"data": data, "meta": map[string]any{"result_count": len(data)}}}, nil
}

// createWebhook registers a webhook: the URL's rules first, then the app's allowance and its other
// URLs, then the CRC, which the answer waits for. Only a webhook whose CRC passed is stored,
// valid; a failed CRC stores nothing and answers CrcValidationFailed. It runs without s.mu.
func (s *Server) createWebhook(c *call) (reply, *apiError) {
	target, e := webhookURLOf(c.body)
	if e != nil {
		return reply{}, e
	}
	app := appOf(c.who)
	s.mu.Lock()
	e = s.mayRegister(app, target)
	secret := s.consumerSecret(c.consumerKey)
	s.mu.Unlock()
	if e != nil {
		return reply{}, e
	}
	// The CRC outlives the request if the client leaves: the service acts on what it received.
	r := s.calls.runCRC(context.Background(), target, secret)
	if r.verdict != crcPassed {
		return reply{}, s.crcFailed(r)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	// Another registration may have taken the URL or the last place while this one waited.
	if e := s.mayRegister(app, target); e != nil {
		return reply{}, e
	}
	now := s.now()
	w := &webhook{id: s.newDecimalID(), url: target, consumerKey: c.consumerKey, createdAt: now, valid: true, lastSuccess: now, lastCheck: now}
	s.core.activity.webhooks[app][w.id] = w
	return reply{raw: map[string]any{"data": w.view(nil)}}, nil
}

// validateWebhook runs a CRC against the webhook now (PUT): a pass makes it valid and answers
// data.valid true; a failure moves valid as the failure table says and answers
// CrcValidationFailed. It runs without s.mu.
func (s *Server) validateWebhook(c *call) (reply, *apiError) {
	s.mu.Lock()
	w, e := s.webhookOf(c)
	var target, secret string
	if e == nil {
		target, secret = w.url, s.consumerSecret(w.consumerKey)
		w.lastCheck = s.now()
	}
	s.mu.Unlock()
	if e != nil {
		return reply{}, e
	}
	r := s.calls.runCRC(context.Background(), target, secret)
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.activity.webhooks[appOf(c.who)][w.id] != w {
		// deleted while its CRC ran
		return reply{}, webhookIDInvalid(w.id)
	}
	w.applyCRC(r, s.now(), true)
	if r.verdict != crcPassed {
		return reply{}, s.crcFailed(r)
	}
	return reply{raw: map[string]any{"data": map[string]any{"valid": true}}}, nil
}

// deleteWebhook deletes the webhook and with it its account-activity subscriptions (the migration
// guide's way to drop them all at once). Activity subscriptions that name it keep its id and
// receive nothing through it: what becomes of them is not shown (gap 17).
func (s *Server) deleteWebhook(c *call) (reply, *apiError) {
	w, e := s.webhookOf(c)
	if e != nil {
		return reply{}, e
	}
	delete(s.core.activity.webhooks[appOf(c.who)], w.id)
	return reply{raw: map[string]any{"data": map[string]any{"deleted": true}}}, nil
}

// webhookURLOf reads the url of a registration: a JSON object whose url is a string of 1 to 200
// characters (the description's schema; a body that breaks it is an invalid request) that keeps the
// URL rules (UrlValidationFailed). Other members are ignored: the description's
// CreateWebhooksRequest names url alone but does not refuse others (it has no additionalProperties
// false, which the request schemas that refuse them carry), and no page of the service's reference
// says the service refuses them.
func webhookURLOf(body []byte) (string, *apiError) {
	o, e := decodeObject(body, "")
	if e != nil {
		return "", e
	}
	target, e := o.str("url")
	if e != nil {
		return "", e
	}
	if n := utf8.RuneCountInString(target); n > maxWebhookURL {
		return "", invalidParameter("url", "url must be 1 to %d characters, got %d", maxWebhookURL, n)
	}
	return target, checkWebhookURL(target)
}

// checkWebhookURL applies the spec's rules for a webhook's URL: an absolute https URL without a
// port. A loopback host (localhost, 127.0.0.0/8, ::1) is the emulator's exception: the real
// service refuses it as unreachable from the public internet, the emulator takes it over http or
// https, on any port, so that a handler on the same machine can be tested.
func checkWebhookURL(target string) *apiError {
	refuse := func(why string) *apiError {
		return &apiError{status: http.StatusBadRequest, code: codeInvalidRequest, parameter: "url", value: target,
			message: fmt.Sprintf("%s: %s", reasonURLValidationFailed, why)}
	}
	u, err := url.Parse(target)
	if err != nil || !u.IsAbs() || u.Opaque != "" || u.Hostname() == "" {
		return refuse("the url is not an absolute URL with a host")
	}
	if isLoopbackHost(u.Hostname()) {
		if u.Scheme != "https" && u.Scheme != "http" {
			return refuse("the url of a loopback address must be http or https")
		}
		return nil
	}
	if u.Scheme != "https" {
		return refuse("the url must be https")
	}
	if u.Port() != "" || strings.HasSuffix(u.Host, ":") {
		return refuse("the url must not carry a port")
	}
	return nil
}

// mayRegister refuses a registration of target by the app when the app holds it already
// (DuplicateUrlFailed) or holds all the webhooks it may (WebhookLimitExceeded). Callers hold s.mu.
func (s *Server) mayRegister(app, target string) *apiError {
	held := s.appWebhooks(app)
	if i := slices.IndexFunc(held, func(w *webhook) bool { return w.url == target }); i >= 0 {
		return &apiError{status: http.StatusConflict, code: codeInvalidRequest,
			message: fmt.Sprintf("%s: the app already has webhook %s with this url", reasonDuplicateURLFailed, held[i].id)}
	}
	if len(held) >= WebhookLimit {
		return &apiError{status: http.StatusForbidden, code: codeInvalidRequest,
			message: fmt.Sprintf("%s: the app already has the %d webhooks it may hold", reasonWebhookLimitExceeded, WebhookLimit)}
	}
	return nil
}

// crcFailed is the answer to a CRC that did not pass: what the webhook did and what it must answer.
func (s *Server) crcFailed(r crcResult) *apiError {
	return &apiError{status: http.StatusBadRequest, code: codeInvalidRequest,
		message: fmt.Sprintf("%s: %s. %s.", reasonCrcValidationFailed, r.why, s.calls.crcExpectation())}
}
