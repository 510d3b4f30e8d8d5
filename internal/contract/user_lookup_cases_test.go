package contract

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The generally available user lookups (userLookupOperations), held against the users cut of 2.167 with
// the description's own parameters (keepLookupParameters).

const (
	opUsersByIDs       = "GET /2/users"
	opUserByID         = "GET /2/users/{id}"
	opUsersByUsernames = "GET /2/users/by"
	opUserByUsername   = "GET /2/users/by/username/{username}"
)

// lookupQuery asks for every user field the emulator shows, both posts a user expands to, and their
// fields, so that the answers carry as much of the user view as it has.
func lookupQuery(extra url.Values) url.Values {
	q := url.Values{
		"user.fields": {"created_at,description,entities,location,profile_image_url,protected,public_metrics,url,verified," +
			"verified_type,withheld,connection_status,subscriber_count"},
		"expansions":  {"pinned_post_id,most_recent_post_id,affiliation"},
		"post.fields": {"created_at,conversation_id,entities,lang,possibly_sensitive,public_metrics,reply_settings,text"},
	}
	for k, v := range extra {
		q[k] = v
	}
	return q
}

// userLookupClientCases drive the client's lookups with every selection the emulator shows.
var userLookupClientCases = []contractCase{
	{name: "client: by ids and by usernames, each with an unknown item", run: func(t *testing.T, e *env) {
		c := e.client(nil)
		byIDs, err := c.Users.ByIDs(ctxOf(t), []string{emulator.DevelopersUserID, "42"}, lookupOptions)
		if err != nil || len(byIDs.Users) != 1 || len(byIDs.Errors) != 1 || len(byIDs.Includes.Posts) != 2 {
			t.Fatalf("ByIDs = %+v, %v; want the developers, both their posts and 42 in errors", byIDs, err)
		}
		byNames, err := c.Users.ByUsernames(ctxOf(t), []string{"adsapi_demo", "no_such_user"}, lookupOptions)
		if err != nil || len(byNames.Users) != 1 || len(byNames.Errors) != 1 {
			t.Fatalf("ByUsernames = %+v, %v; want the demo user and no_such_user in errors", byNames, err)
		}
		e.wantAllValid(opUsersByIDs, opUsersByUsernames)
	}},
	{name: "client: by id and by username, app-only", run: func(t *testing.T, e *env) {
		c := e.client(func(cfg *adsapi.Config) {
			cfg.Transport.OAuth2AccessToken, cfg.Transport.ConsumerKey, cfg.Transport.AccessToken = "", "", ""
		})
		byID, err := c.Users.ByID(ctxOf(t), emulator.WithheldUserID, lookupOptions)
		if err != nil || byID.User.Withheld == nil {
			t.Fatalf("ByID = %+v, %v; want the withheld user", byID, err)
		}
		byName, err := c.Users.ByUsername(ctxOf(t), "XDevelopers", lookupOptions)
		if err != nil || byName.User.PinnedPostID != emulator.PinnedPostID {
			t.Fatalf("ByUsername = %+v, %v; want the developers with their pinned post", byName, err)
		}
		e.wantAllValid(opUserByID, opUserByUsername)
	}},
}

// lookupOptions are lookupQuery's selection, as the client takes it.
var lookupOptions = adsapi.FieldOptions{
	UserFields: strings.Split(lookupQuery(nil).Get("user.fields"), ","),
	Expansions: strings.Split(lookupQuery(nil).Get("expansions"), ","),
	PostFields: strings.Split(lookupQuery(nil).Get("post.fields"), ","),
}

// userLookupSuccessCases are raw lookups, one per operation and credential scheme, whose answers must
// validate: partial errors beside data, includes, and errors alone included.
var userLookupSuccessCases = []contractCase{
	{name: "users by ids, one unknown, app-only", run: func(t *testing.T, e *env) {
		q := lookupQuery(url.Values{"ids": {emulator.DevelopersUserID + ",1234567890," + emulator.WithheldUserID}})
		_, body := e.raw("GET", "/2/users", q, appBearer, nil)
		answer := e.wantSuccess(opUsersByIDs, body)
		data, _ := answer["data"].([]any)
		errs, _ := answer["errors"].([]any)
		if len(data) != 2 || len(errs) != 1 || answer["includes"] == nil {
			t.Errorf("answer %v, want two users, their posts in includes and one errors entry", answer)
		}
	}},
	{name: "users by ids, none found", run: func(t *testing.T, e *env) {
		_, body := e.raw("GET", "/2/users", url.Values{"ids": {"42"}}, userOAuth1, nil)
		if answer := e.wantSuccess(opUsersByIDs, body); answer["data"] != nil || answer["errors"] == nil {
			t.Errorf("answer %v, want errors alone", answer)
		}
	}},
	{name: "user by id, OAuth 1.0a", run: func(t *testing.T, e *env) {
		_, body := e.raw("GET", "/2/users/"+emulator.DevelopersUserID, lookupQuery(nil), userOAuth1, nil)
		data, _ := e.wantSuccess(opUserByID, body)["data"].(map[string]any)
		if data["pinned_post_id"] != emulator.PinnedPostID || data["connection_status"] == nil {
			t.Errorf("data = %v, want the pinned post's id and the demo user's connection", data)
		}
	}},
	{name: "users by usernames, one unknown, OAuth 2.0", run: func(t *testing.T, e *env) {
		_, body := e.raw("GET", "/2/users/by", lookupQuery(url.Values{"usernames": {"X,no_such_user"}}), readOAuth2, nil)
		answer := e.wantSuccess(opUsersByUsernames, body)
		if data, _ := answer["data"].([]any); len(data) != 1 || answer["errors"] == nil {
			t.Errorf("answer %v, want the platform's account and one errors entry", answer)
		}
	}},
	{name: "user by username, app-only", run: func(t *testing.T, e *env) {
		_, body := e.raw("GET", "/2/users/by/username/XDevelopers", lookupQuery(nil), appBearer, nil)
		if data, _ := e.wantSuccess(opUserByUsername, body)["data"].(map[string]any); data["id"] != emulator.DevelopersUserID {
			t.Errorf("data = %v, want the developers' account", data)
		}
	}},
	{name: "users/me, every selection", run: func(t *testing.T, e *env) {
		_, body := e.raw("GET", me, lookupQuery(nil), userOAuth2, nil)
		if data, _ := e.wantSuccess(opMe, body)["data"].(map[string]any); data["most_recent_post_id"] != emulator.ReplyPostID {
			t.Errorf("data = %v, want the demo user's most recent post", data)
		}
	}},
}

// userLookupErrorCases are raw lookups the emulator refuses: limits, patterns and the core document's
// names, which the description refuses too; and users that do not exist, which it does not.
var userLookupErrorCases = []errorCase{
	{name: "users by ids: 101 ids", op: opUsersByIDs, method: "GET", path: "/2/users", cred: appBearer,
		query: url.Values{"ids": {manyIDs(101)}}, status: 400, kind: invalidRequest},
	{name: "users by ids: the core document's pinned_post_id user field", op: opUsersByIDs, method: "GET", path: "/2/users",
		cred: appBearer, query: url.Values{"ids": {emulator.DemoUserID}, "user.fields": {"pinned_post_id"}},
		status: 400, kind: invalidRequest, check: parameterAtFault("user.fields", "pinned_post_id")},
	{name: "user by id: unknown", op: opUserByID, method: "GET", path: "/2/users/1234567890", cred: userOAuth2,
		status: 404, requestValid: true, kind: notFound, check: resourceOf("user", "1234567890")},
	{name: "user by id: the core document's author_id post field", op: opUserByID, method: "GET", path: "/2/users/" + emulator.DemoUserID,
		cred: userOAuth1, query: url.Values{"post.fields": {"author_id"}}, status: 400, kind: invalidRequest,
		check: parameterAtFault("post.fields", "author_id")},
	{name: "users by usernames: a handle with @", op: opUsersByUsernames, method: "GET", path: "/2/users/by", cred: readOAuth2,
		query: url.Values{"usernames": {"@XDevelopers"}}, status: 400, kind: invalidRequest, check: parameterAtFault("usernames", "@XDevelopers")},
	{name: "user by username: unknown", op: opUserByUsername, method: "GET", path: "/2/users/by/username/no_such_user", cred: appBearer,
		status: 404, requestValid: true, kind: notFound, check: resourceOf("user", "no_such_user")},
	{name: "users/me: the core document's affiliation.user_id expansion", op: opMe, method: "GET", path: me, cred: userOAuth1,
		query: url.Values{"expansions": {"affiliation.user_id"}}, status: 400, kind: invalidRequest,
		check: parameterAtFault("expansions", "affiliation.user_id")},
}

// manyIDs is n distinct user ids, comma-separated.
func manyIDs(n int) string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = strconv.Itoa(1000 + i)
	}
	return strings.Join(ids, ",")
}
