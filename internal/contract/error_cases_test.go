package contract

import (
	"net/url"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// errorCase is one raw request that the emulator refuses. requestValid says whether the
// description accepts the request: a refused parameter value or credential scheme is one it
// refuses too (the two must agree), a missing resource or another user's is not.
type errorCase struct {
	name         string
	op           string
	method, path string
	query        url.Values
	cred         credential
	body         any
	setup        func(t *testing.T, e *env)
	status       int
	requestValid bool
	kind         string
	// check looks further into the problem.
	check func(t *testing.T, problem map[string]any)
}

// Paths of the cases.
var (
	me           = "/2/users/me"
	demoBlocking = "/2/users/" + emulator.DemoUserID + "/blocking"
	demoMuting   = "/2/users/" + emulator.DemoUserID + "/muting"
	demoPosts    = "/2/users/" + emulator.DemoUserID + "/posts"
	demoMentions = "/2/users/" + emulator.DemoUserID + "/mentions"
	demoHome     = "/2/users/" + emulator.DemoUserID + "/timelines/reverse_chronological"
	hookAll      = "/2/account_activity/webhooks/" + emulator.DemoWebhookID + "/subscriptions/all"
	hookUser     = "/2/account_activity/webhooks/" + emulator.DemoWebhookID + "/subscriptions/" + emulator.DemoUserID + "/all"
	stream       = "/2/activity/stream"
)

// Operations of the cases, as the description writes them.
const (
	opMe          = "GET /2/users/me"
	opBlocking    = "GET /2/users/{id}/blocking"
	opMuting      = "GET /2/users/{id}/muting"
	opMute        = "POST /2/users/{id}/muting"
	opUnmute      = "DELETE /2/users/{source_user_id}/muting/{target_user_id}"
	opPosts       = "GET /2/users/{id}/posts"
	opMentions    = "GET /2/users/{id}/mentions"
	opHome        = "GET /2/users/{id}/timelines/reverse_chronological"
	opCount       = "GET /2/account_activity/subscriptions/count"
	opValidate    = "GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all"
	opSubscribe   = "POST /2/account_activity/webhooks/{webhook_id}/subscriptions/all"
	opList        = "GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all/list"
	opUnsubscribe = "DELETE /2/account_activity/webhooks/{webhook_id}/subscriptions/{user_id}/all"
	opStream      = "GET /2/activity/stream"
)

// Problem kinds.
const (
	invalidRequest  = "invalid-request"
	notFound        = "resource-not-found"
	notAuthorized   = "not-authorized-for-resource"
	unsupportedAuth = "unsupported-authentication"
)

// parameterAtFault checks the live invalid-request shape: the parameter is the key of
// errors[0].parameters, with the value sent, and the description's parameter member names it too.
func parameterAtFault(name, value string) func(t *testing.T, problem map[string]any) {
	return func(t *testing.T, problem map[string]any) {
		t.Helper()
		errs, _ := problem["errors"].([]any)
		if len(errs) != 1 {
			t.Fatalf("errors = %v, want one entry", problem["errors"])
		}
		params, _ := errs[0].(map[string]any)["parameters"].(map[string]any)
		values, _ := params[name].([]any)
		if len(params) != 1 || len(values) != 1 || values[0] != value || problem["parameter"] != name {
			t.Errorf("problem %v, want the parameter %s = %s at fault", problem, name, value)
		}
	}
}

// acceptedSchemes checks that an Unsupported Authentication detail names the schemes the
// endpoint takes.
func acceptedSchemes(schemes ...string) func(t *testing.T, problem map[string]any) {
	return func(t *testing.T, problem map[string]any) {
		t.Helper()
		detail, _ := problem["detail"].(string)
		if problem["title"] != "Unsupported Authentication" || !strings.Contains(detail, "["+strings.Join(schemes, ", ")+"]") {
			t.Errorf("problem %v, want the title Unsupported Authentication and the detail naming %v", problem, schemes)
		}
	}
}

// resourceOf checks a problem's resource_type and resource_id.
func resourceOf(typ, id string) func(t *testing.T, problem map[string]any) {
	return func(t *testing.T, problem map[string]any) {
		t.Helper()
		if problem["resource_type"] != typ || problem["resource_id"] != id {
			t.Errorf("problem %v, want the %s %s as its resource", problem, typ, id)
		}
	}
}

// reasonFirst checks that an account-activity failure names the reason the service's reference gives for it
// first, in the detail or, for an invalid parameter, in the errors entry's message.
func reasonFirst(reason string) func(t *testing.T, problem map[string]any) {
	return func(t *testing.T, problem map[string]any) {
		t.Helper()
		text, _ := problem["detail"].(string)
		if errs, _ := problem["errors"].([]any); len(errs) == 1 {
			text, _ = errs[0].(map[string]any)["message"].(string)
		}
		if !strings.HasPrefix(text, reason+": ") {
			t.Errorf("problem %v, want the reason %s first", problem, reason)
		}
	}
}

const (
	oauth1Scheme = "OAuth 1.0a User Context"
	oauth2Scheme = "OAuth 2.0 User Context"
	appScheme    = "OAuth 2.0 Application-Only"
)

var coreErrorCases = []errorCase{
	// GET /2/users/me
	{name: "users/me: unknown user field", op: opMe, method: "GET", path: me, cred: userOAuth2,
		query: url.Values{"user.fields": {"tweet_count"}}, status: 400, kind: invalidRequest, check: parameterAtFault("user.fields", "tweet_count")},
	{name: "users/me: app-only token", op: opMe, method: "GET", path: me, cred: appBearer,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, oauth2Scheme)},
	// GET /2/users/{id}/blocking
	{name: "blocking: max_results 0", op: opBlocking, method: "GET", path: demoBlocking, cred: userOAuth2,
		query: url.Values{"max_results": {"0"}}, status: 400, kind: invalidRequest, check: parameterAtFault("max_results", "0")},
	{name: "blocking: OAuth 1.0a, which the spec does not take here", op: opBlocking, method: "GET", path: demoBlocking, cred: userOAuth1,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth2Scheme)},
	{name: "blocking: another user's", op: opBlocking, method: "GET", path: "/2/users/" + emulator.OtherUserID + "/blocking", cred: userOAuth2,
		status: 403, requestValid: true, kind: notAuthorized, check: resourceOf("user", emulator.OtherUserID)},
	// GET /2/users/{id}/muting
	{name: "muting: max_results 1001", op: opMuting, method: "GET", path: demoMuting, cred: userOAuth1,
		query: url.Values{"max_results": {"1001"}}, status: 400, kind: invalidRequest, check: parameterAtFault("max_results", "1001")},
	{name: "muting: app-only token", op: opMuting, method: "GET", path: demoMuting, cred: appBearer,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, oauth2Scheme)},
	// POST /2/users/{id}/muting
	{name: "mute: unknown target", op: opMute, method: "POST", path: demoMuting, cred: userOAuth2, body: map[string]any{"target_user_id": "999"},
		status: 404, requestValid: true, kind: notFound, check: resourceOf("user", "999")},
	{name: "mute: target no id", op: opMute, method: "POST", path: demoMuting, cred: userOAuth2, body: map[string]any{"target_user_id": "abc"},
		status: 400, kind: invalidRequest, check: parameterAtFault("target_user_id", "abc")},
	{name: "mute: a member MuteUserRequest does not have", op: opMute, method: "POST", path: demoMuting, cred: userOAuth2,
		body: map[string]any{"target_user_id": emulator.PlatformUserID, "reason": "noise"}, status: 400, kind: invalidRequest},
	// DELETE /2/users/{source_user_id}/muting/{target_user_id}
	{name: "unmute: target no id", op: opUnmute, method: "DELETE", path: demoMuting + "/abc", cred: userOAuth2,
		status: 400, kind: invalidRequest, check: parameterAtFault("target_user_id", "abc")},
	{name: "unmute: app-only token", op: opUnmute, method: "DELETE", path: demoMuting + "/" + emulator.MutedUserID, cred: appBearer,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, oauth2Scheme)},
	// The timelines
	{name: "posts: max_results 4", op: opPosts, method: "GET", path: demoPosts, cred: appBearer,
		query: url.Values{"max_results": {"4"}}, status: 400, kind: invalidRequest, check: parameterAtFault("max_results", "4")},
	{name: "posts: exclude reposts, which is no value of exclude", op: opPosts, method: "GET", path: demoPosts, cred: userOAuth1,
		query: url.Values{"exclude": {"reposts"}}, status: 400, kind: invalidRequest, check: parameterAtFault("exclude", "reposts")},
	{name: "mentions: since_id no id", op: opMentions, method: "GET", path: demoMentions, cred: userOAuth2,
		query: url.Values{"since_id": {"abc"}}, status: 400, kind: invalidRequest, check: parameterAtFault("since_id", "abc")},
	{name: "mentions: start_time no date-time", op: opMentions, method: "GET", path: demoMentions, cred: appBearer,
		query: url.Values{"start_time": {"yesterday"}}, status: 400, kind: invalidRequest, check: parameterAtFault("start_time", "yesterday")},
	{name: "home timeline: another user's", op: opHome, method: "GET", path: "/2/users/" + emulator.OtherUserID + "/timelines/reverse_chronological",
		cred: userOAuth2, status: 403, requestValid: true, kind: notAuthorized, check: resourceOf("user", emulator.OtherUserID)},
	{name: "home timeline: app-only token", op: opHome, method: "GET", path: demoHome, cred: appBearer,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(oauth1Scheme, oauth2Scheme)},
	// The account-activity operations
	{name: "count: user token", op: opCount, method: "GET", path: "/2/account_activity/subscriptions/count", cred: userOAuth2,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(appScheme)},
	{name: "validate: not subscribed", op: opValidate, method: "GET", path: hookAll, cred: userOAuth2,
		status: 404, requestValid: true, kind: notFound, check: reasonFirst("SubscriptionNotFound")},
	{name: "validate: webhook id no id", op: opValidate, method: "GET", path: "/2/account_activity/webhooks/hook/subscriptions/all", cred: userOAuth1,
		status: 400, kind: invalidRequest, check: parameterAtFault("webhook_id", "hook")},
	{name: "subscribe: unknown webhook", op: opSubscribe, method: "POST", path: "/2/account_activity/webhooks/123/subscriptions/all",
		cred: userOAuth2, body: map[string]any{}, status: 400, requestValid: true, kind: invalidRequest, check: reasonFirst("WebhookIdInvalid")},
	{name: "subscribe: already subscribed", op: opSubscribe, method: "POST", path: hookAll, cred: userOAuth2, body: map[string]any{},
		setup: func(t *testing.T, e *env) {
			if err := e.emu.SubscribeAccountActivity(emulator.DemoWebhookID, emulator.DemoUserID); err != nil {
				t.Fatal(err)
			}
		},
		status: 409, requestValid: true, kind: invalidRequest, check: reasonFirst("DuplicateSubscriptionFailed")},
	{name: "list: unknown webhook", op: opList, method: "GET", path: "/2/account_activity/webhooks/123/subscriptions/all/list", cred: appBearer,
		status: 400, requestValid: true, kind: invalidRequest, check: parameterAtFault("webhook_id", "123")},
	{name: "list: OAuth 1.0a", op: opList, method: "GET", path: hookAll + "/list", cred: userOAuth1,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(appScheme)},
	{name: "unsubscribe: not subscribed", op: opUnsubscribe, method: "DELETE", path: hookUser, cred: appBearer,
		status: 404, requestValid: true, kind: notFound, check: resourceOf("subscription", emulator.DemoUserID)},
	{name: "unsubscribe: user id no id", op: opUnsubscribe, method: "DELETE",
		path: "/2/account_activity/webhooks/" + emulator.DemoWebhookID + "/subscriptions/me/all", cred: appBearer,
		status: 400, kind: invalidRequest, check: parameterAtFault("user_id", "me")},
	// GET /2/activity/stream
	{name: "stream: backfill_minutes 6", op: opStream, method: "GET", path: stream, cred: appBearer,
		query: url.Values{"backfill_minutes": {"6"}}, status: 400, kind: invalidRequest, check: parameterAtFault("backfill_minutes", "6")},
	{name: "stream: user token", op: opStream, method: "GET", path: stream, cred: userOAuth2,
		status: 403, kind: unsupportedAuth, check: acceptedSchemes(appScheme)},
}

// run sends the case's request and checks what the description and the emulator say of it.
func (c errorCase) run(t *testing.T, e *env) {
	if c.setup != nil {
		c.setup(t, e)
	}
	status, body := e.raw(c.method, c.path, c.query, c.cred, c.body)
	if status != c.status {
		t.Fatalf("answer %d %s, want %d", status, body, c.status)
	}
	problem := e.wantError(c.op, c.status, c.requestValid, c.kind, body)
	if c.check != nil {
		c.check(t, problem)
	}
}
