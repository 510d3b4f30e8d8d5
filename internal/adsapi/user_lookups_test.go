package adsapi

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// lookupServer answers every request with status and body.
func lookupServer(t *testing.T, status int, body string, tweak func(*Config)) (*Client, *recorder) {
	t.Helper()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, status, body) })
	return newTestClient(t, rec.srv.URL, tweak), rec
}

// Each lookup sends its one operation with the items and the selection as the spec writes them, and
// prefers user context: the OAuth 2.0 token, then OAuth 1.0a, then the app-only token.
func TestUserLookupRequests(t *testing.T) {
	t.Parallel()
	opts := FieldOptions{UserFields: []string{"created_at", "public_metrics"}, Expansions: []string{"pinned_post_id"}, PostFields: []string{"text"}}
	const selection = "expansions=pinned_post_id&post.fields=text&user.fields=created_at%2Cpublic_metrics"
	const one = `{"data":{"id":"2244994945","name":"X Developers","username":"XDevelopers"}}`
	const many = `{"data":[{"id":"2244994945","name":"X Developers","username":"XDevelopers"}]}`
	for _, tc := range []struct {
		name, answer, path, query string
		call                      func(c *Client) error
	}{
		{"by ids", many, "/2/users", "ids=2244994945&" + selection, func(c *Client) error {
			_, err := c.Users.ByIDs(ctxTimeout(t, 5*time.Second), []string{"2244994945"}, opts)
			return err
		}},
		{"by id", one, "/2/users/2244994945", selection, func(c *Client) error {
			_, err := c.Users.ByID(ctxTimeout(t, 5*time.Second), "2244994945", opts)
			return err
		}},
		{"by usernames, in another case", many, "/2/users/by", "usernames=xdevelopers&" + selection, func(c *Client) error {
			_, err := c.Users.ByUsernames(ctxTimeout(t, 5*time.Second), []string{"xdevelopers"}, opts)
			return err
		}},
		{"by username", one, "/2/users/by/username/XDevelopers", selection, func(c *Client) error {
			_, err := c.Users.ByUsername(ctxTimeout(t, 5*time.Second), "XDevelopers", opts)
			return err
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			for _, scheme := range []struct {
				tweak func(*Config)
				auth  string
			}{
				{nil, "Bearer " + testOAuth2Token},
				{func(c *Config) { c.Transport.OAuth2AccessToken = "" }, "OAuth "},
				{func(c *Config) {
					c.Transport.OAuth2AccessToken, c.Transport.ConsumerKey, c.Transport.AccessToken = "", "", ""
				}, "Bearer " + testBearerToken},
			} {
				c, rec := lookupServer(t, 200, tc.answer, scheme.tweak)
				if err := tc.call(c); err != nil {
					t.Fatal(err)
				}
				reqs := rec.requests()
				if len(reqs) != 1 || reqs[0].Method != http.MethodGet || reqs[0].Path != tc.path ||
					!reflect.DeepEqual(parseQuery(t, reqs[0].RawQuery), parseQuery(t, tc.query)) {
					t.Fatalf("requests = %+v, want one GET %s?%s", reqs, tc.path, tc.query)
				}
				if auth := reqs[0].Header.Get("Authorization"); !strings.HasPrefix(auth, scheme.auth) {
					t.Errorf("Authorization = %q, want %s", auth, scheme.auth)
				}
			}
		})
	}
}

// A batch of no item or of more than 100 is refused before any request.
func TestUserBatchLookupLimits(t *testing.T) {
	t.Parallel()
	c, rec := lookupServer(t, 200, `{"data":[]}`, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	many := strings.Split(strings.Repeat("1,", 100)+"1", ",")
	for name, call := range map[string]func() error{
		"no ids":        func() error { _, err := c.Users.ByIDs(ctx, nil, FieldOptions{}); return err },
		"101 ids":       func() error { _, err := c.Users.ByIDs(ctx, many, FieldOptions{}); return err },
		"101 usernames": func() error { _, err := c.Users.ByUsernames(ctx, many, FieldOptions{}); return err },
	} {
		if err := call(); err == nil || !strings.Contains(err.Error(), "want 1 to 100") {
			t.Errorf("%s: %v, want the limit named", name, err)
		}
	}
	if n := rec.count(); n != 0 {
		t.Errorf("%d requests sent, want none", n)
	}
}

// Answers are checked before they are believed: a batch answer that accounts for an item neither as
// a user nor as an error entry, and a single answer of another user, are malformed; a single lookup
// the service answers with a missing-resource entry alone, or 404, is not found.
func TestUserLookupAnswersAreChecked(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	malformed := func(name string, err error) {
		t.Helper()
		var bad *transport.MalformedAnswerError
		if !errors.As(err, &bad) {
			t.Errorf("%s: %v, want a malformed answer", name, err)
		}
	}
	c, _ := lookupServer(t, 200, `{"data":[{"id":"1","name":"a","username":"a"}]}`, nil)
	_, err := c.Users.ByIDs(ctx, []string{"1", "2"}, FieldOptions{})
	malformed("an id left out", err)
	_, err = c.Users.ByUsernames(ctx, []string{"b"}, FieldOptions{})
	malformed("another user", err)

	c, _ = lookupServer(t, 200, `{"data":{"id":"1","name":"a","username":"a"}}`, nil)
	_, err = c.Users.ByID(ctx, "2", FieldOptions{})
	malformed("by id, another user", err)
	_, err = c.Users.ByUsername(ctx, "b", FieldOptions{})
	malformed("by username, another user", err)

	c, _ = lookupServer(t, 200, `{}`, nil)
	_, err = c.Users.ByID(ctx, "1", FieldOptions{})
	malformed("neither data nor errors", err)

	c, _ = lookupServer(t, 404, `{"type":"https://api.x.com/2/problems/resource-not-found","title":"Not Found Error",`+
		`"detail":"Could not find user with id: [2].","status":404,"resource_type":"user","resource_id":"2"}`, nil)
	if _, err := c.Users.ByID(ctx, "2", FieldOptions{}); !transport.IsNotFound(err) ||
		!strings.Contains(err.Error(), "Could not find user with id: [2].") {
		t.Errorf("404: %v, want a not-found error carrying the service's detail", err)
	}
}

// The spec's example answers of endpoints 9 to 13 (testdata/webhooks-and-user-lookup), each decoded
// through the method of its endpoint.
func TestSpecExamplesUserLookups(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	example := func(file string) *Client {
		b, err := os.ReadFile(filepath.Join("testdata/webhooks-and-user-lookup", file))
		if err != nil {
			t.Fatal(err)
		}
		c, _ := lookupServer(t, 200, string(b), nil)
		return c
	}
	byIDs, err := example("09_users_by_ids.json").Users.ByIDs(ctx, []string{"2244994945", "1234567890"}, FieldOptions{})
	if err != nil || len(byIDs.Users) != 1 || byIDs.Users[0] != (User{ID: "2244994945", Username: "XDevelopers"}) ||
		len(byIDs.Errors) != 1 || byIDs.Errors[0].Value != "1234567890" || byIDs.Errors[0].Code != "resource-not-found" {
		t.Errorf("09: %+v, %v; want the user and the unknown id in errors", byIDs, err)
	}
	byID, err := example("10_user_by_id.json").Users.ByID(ctx, "2244994945", FieldOptions{})
	if err != nil || byID.User.Name != "X Developers" || byID.User.CreatedAt != "2013-12-14T04:35:55.000Z" ||
		byID.User.Verified == nil || !*byID.User.Verified || byID.User.PublicMetrics == nil || byID.User.PublicMetrics.PostCount != 14052 {
		t.Errorf("10: %+v, %v", byID, err)
	}
	byName, err := example("12_user_by_username.json").Users.ByUsername(ctx, "XDevelopers", FieldOptions{})
	if err != nil || byName.User.PinnedPostID != "1234567890" || len(byName.Includes.Posts) != 1 ||
		byName.Includes.Posts[0].Text != "Welcome to the X Developer Platform!" {
		t.Errorf("12: %+v, %v; want the pinned post in includes", byName, err)
	}
	_, err = example("12_user_by_username_not_found.json").Users.ByUsername(ctx, "nonexistent_user", FieldOptions{})
	if !transport.IsNotFound(err) || !strings.Contains(err.Error(), "Could not find user with username: [nonexistent_user].") {
		t.Errorf("12, unknown: %v; want a not-found error carrying the service's detail", err)
	}
	me, err := example("13_users_me.json").Me(ctx)
	if err != nil || me.ID != "2244994945" || me.Username != "XDevelopers" {
		t.Errorf("13: %+v, %v", me, err)
	}
}

// The recorded answer of the real service to a lookup by usernames (tweepy's cassette) decodes.
func TestFixtureTweepyUsersByUsernames(t *testing.T) {
	t.Parallel()
	rec, played := cassetteServer(t, "test_client_get_users.json", nil)
	got, err := newTestClient(t, rec.srv.URL, nil).Users.ByUsernames(ctxTimeout(t, 5*time.Second), []string{"Twitter", "TwitterDev"}, FieldOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Users) != 2 || got.Users[1] != (User{ID: "2244994945", Name: "Twitter Dev", Username: "TwitterDev"}) || !played()[0] {
		t.Errorf("lookup = %+v", got)
	}
}
