package adsapi

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// cursorServer answers page n (0-based) of a card list with the items and next cursor page gives.
func cursorServer(t *testing.T, page func(n int) (items []string, next string)) *recorder {
	return newRecorder(t, func(n int, w http.ResponseWriter, _ *http.Request) {
		items, next := page(n)
		var data []string
		for _, id := range items {
			data = append(data, fmt.Sprintf(`{"id":%q}`, id))
		}
		cursor := "null"
		if next != "" {
			cursor = fmt.Sprintf("%q", next)
		}
		writeJSON(w, 200, fmt.Sprintf(`{"data":[%s],"next_cursor":%s}`, strings.Join(data, ","), cursor))
	})
}

// TestPagingEnds: a list whose cursors cycle (A, B, A), whose pages add nothing while handing out new
// cursors, or that pages on past maxPages fails naming the endpoint, after as many requests as it
// takes to tell; a list that ends is read whole.
func TestPagingEnds(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name     string
		page     func(n int) ([]string, string)
		requests int
		want     string
	}{
		{"cycle A B A", func(n int) ([]string, string) {
			return []string{fmt.Sprint("c", n)}, []string{"A", "B", "A"}[n%3]
		}, 3, `handed out cursor "A" again on page 3`},
		{"same page, new cursor", func(n int) ([]string, string) {
			return []string{"c1", "c2"}, fmt.Sprint("cursor-", n)
		}, 2, "page 2 adds no item not seen before"},
		{"empty page, new cursor", func(n int) ([]string, string) {
			if n == 0 {
				return []string{"c1"}, "next"
			}
			return nil, fmt.Sprint("cursor-", n)
		}, 2, "page 2 adds no item not seen before"},
		{"new items and cursors without end", func(n int) ([]string, string) {
			return []string{fmt.Sprint("c", n)}, fmt.Sprint("cursor-", n)
		}, maxPages, fmt.Sprintf("after %d pages", maxPages)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := cursorServer(t, tt.page)
			c := newTestClient(t, rec.srv.URL, nil)
			cards, err := c.Cards.List(ctxTimeout(t, 60*time.Second), "acc1", CardListOptions{})
			if err == nil {
				t.Fatalf("List = %d cards, want an error", len(cards))
			}
			if !strings.Contains(err.Error(), "GET /12/accounts/:account_id/cards: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q, want the endpoint and %q", err, tt.want)
			}
			if n := rec.count(); n != tt.requests {
				t.Errorf("%d requests, want %d", n, tt.requests)
			}
		})
	}
	t.Run("a list that ends", func(t *testing.T) {
		t.Parallel()
		rec := cursorServer(t, func(n int) ([]string, string) {
			if n == 2 {
				return []string{"c2"}, ""
			}
			return []string{fmt.Sprint("c", n)}, fmt.Sprint("cursor-", n)
		})
		c := newTestClient(t, rec.srv.URL, nil)
		cards, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "acc1", CardListOptions{})
		if err != nil || len(cards) != 3 || rec.count() != 3 {
			t.Fatalf("List = %+v, %v after %d requests; want 3 cards from 3 pages", cards, err, rec.count())
		}
	})
	t.Run("limit stops before a cycle", func(t *testing.T) {
		t.Parallel()
		rec := cursorServer(t, func(n int) ([]string, string) { return []string{"c1"}, "A" })
		c := newTestClient(t, rec.srv.URL, nil)
		cards, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "acc1", CardListOptions{ListOptions: ListOptions{Limit: 1}})
		if err != nil || len(cards) != 1 || rec.count() != 1 {
			t.Fatalf("List = %+v, %v after %d requests; want 1 card from 1 page", cards, err, rec.count())
		}
	})
}

// TestV2PagesMustBeWellFormed: a v2 list page is well-formed with a data array, or without data
// when meta says it is empty or error entries say why; `{}` and data of another kind fail the list.
// Its cursors are held to the same rules as the advertising API's.
func TestV2PagesMustBeWellFormed(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		body   string
		ok     bool
		users  int
		errors int
	}{
		{`{"data":[{"id":"1","name":"a","username":"a"}],"meta":{"result_count":1}}`, true, 1, 0},
		{`{"meta":{"result_count":0}}`, true, 0, 0},
		{`{"errors":[{"title":"Not Found Error","type":"https://api.x.com/2/problems/resource-not-found","value":"42","detail":"no user"}]}`, true, 0, 1},
		{`{}`, false, 0, 0},
		{`{"meta":{}}`, false, 0, 0},
		{`{"data":{}}`, false, 0, 0},
		{`<html>gateway</html>`, false, 0, 0},
	} {
		t.Run(tt.body, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, tt.body) })
			c := newTestClient(t, rec.srv.URL, nil)
			list, err := c.Users.Muting(ctxTimeout(t, 5*time.Second), "7", UserListOptions{})
			if !tt.ok {
				wantMalformed(t, err, http.MethodGet, "/2/users/7/muting", tt.body)
				return
			}
			if err != nil || len(list.Users) != tt.users || len(list.Errors) != tt.errors {
				t.Fatalf("Muting = %+v, %v; want %d users and %d error entries", list, err, tt.users, tt.errors)
			}
		})
	}
	t.Run("cycle", func(t *testing.T) {
		t.Parallel()
		rec := newRecorder(t, func(n int, w http.ResponseWriter, _ *http.Request) {
			writeJSON(w, 200, fmt.Sprintf(`{"data":[{"id":"%d"}],"meta":{"result_count":1,"next_token":"%s"}}`, n, []string{"tokenA0123456789", "tokenB0123456789"}[n%2]))
		})
		c := newTestClient(t, rec.srv.URL, nil)
		_, err := c.Users.Muting(ctxTimeout(t, 5*time.Second), "7", UserListOptions{})
		if err == nil || !strings.Contains(err.Error(), "GET /2/users/:id/muting: the service handed out cursor") || rec.count() != 3 {
			t.Fatalf("err = %v after %d requests, want a cycle named after 3", err, rec.count())
		}
	})
}

// TestUserListLacks: only a whole list whose error entries all name other items shows a user absent.
func TestUserListLacks(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		list UserList
		want bool
	}{
		{UserList{}, true},
		{UserList{Users: []User{{ID: "9"}}}, false},
		{UserList{Errors: []transport.ErrorDetail{{Value: "8"}}}, true},
		{UserList{Errors: []transport.ErrorDetail{{Value: "9"}}}, false},
		{UserList{Errors: []transport.ErrorDetail{{Code: "internal-error"}}}, false},
		{UserList{More: true}, false},
	} {
		if got := tt.list.Lacks("9"); got != tt.want {
			t.Errorf("%+v.Lacks(9) = %t, want %t", tt.list, got, tt.want)
		}
	}
}

// TestActivitySubscriptionPagesMustBeWellFormed: the subscription list, through which a subscription
// is found, fails on a page that is not well-formed instead of reporting the subscription missing.
func TestActivitySubscriptionPagesMustBeWellFormed(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		body  string
		found bool
		ok    bool
	}{
		{`{"data":[{"subscription_id":"5","event_type":"like.create","filter":{"user_id":"2"}}],"meta":{"total_subscriptions":1,"result_count":1}}`, true, true},
		{`{"meta":{"total_subscriptions":0}}`, false, true},
		{`{"meta":{"total_subscriptions":3,"result_count":0}}`, false, true},
		{`{}`, false, false},
		{`{"meta":{"total_subscriptions":3}}`, false, false},
		{`{"data":[],"errors":[{"title":"x"}],"meta":{"total_subscriptions":0}}`, false, false},
		{`{"data":[{"event_type":"like.create"}],"meta":{"total_subscriptions":1}}`, false, false},
		{`{"data":{}}`, false, false},
	} {
		t.Run(tt.body, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, tt.body) })
			c := newTestClient(t, rec.srv.URL, nil)
			sub, found, err := c.ActivitySubscriptions.Get(ctxTimeout(t, 5*time.Second), "5")
			if !tt.ok {
				wantMalformed(t, err, http.MethodGet, "/2/activity/subscriptions", tt.body)
				return
			}
			if err != nil || found != tt.found || (found && sub.ID != "5") {
				t.Fatalf("Get = %+v, %t, %v; want found %t", sub, found, err, tt.found)
			}
		})
	}
}

// TestUserLookupAccountsForEveryID: a lookup answer must hold each id asked for, as a user or as an
// error entry naming it.
func TestUserLookupAccountsForEveryID(t *testing.T) {
	t.Parallel()
	for body, ok := range map[string]bool{
		`{"data":[{"id":"1","name":"a","username":"a"}],"errors":[{"value":"2","title":"Not Found Error","type":"https://api.x.com/2/problems/resource-not-found"}]}`: true,
		`{"data":[{"id":"1","name":"a","username":"a"}]}`: false,
		`{}`: false,
	} {
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
		c := newTestClient(t, rec.srv.URL, nil)
		_, err := c.Users.Lookup(ctxTimeout(t, 5*time.Second), []string{"1", "2"}, FieldOptions{})
		if ok && err != nil {
			t.Errorf("Lookup of %s: %v", body, err)
		}
		if !ok {
			wantMalformed(t, err, http.MethodGet, "/labs/2/users", body)
		}
	}
}
