package adsapi

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// pagedServer serves total items in pages of pageSize, whatever count says, with an
// opaque cursor; the last page's next_cursor is null, or absent when omitLast is set.
func pagedServer(t *testing.T, total, pageSize int, omitLast bool) *recorder {
	return newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		start := 0
		if c := r.URL.Query().Get("cursor"); c != "" {
			n, err := strconv.Atoi(strings.TrimPrefix(c, "opaque-"))
			if err != nil {
				writeJSON(w, 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"bad cursor","parameter":"cursor"}]}`)
				return
			}
			start = n
		}
		end := min(start+pageSize, total)
		var items []string
		for i := start; i < end; i++ {
			items = append(items, fmt.Sprintf(`{"id":"id%d"}`, i))
		}
		next := `"next_cursor":null,`
		switch {
		case end < total:
			next = fmt.Sprintf(`"next_cursor":"opaque-%d",`, end)
		case omitLast:
			next = ""
		}
		writeJSON(w, 200, fmt.Sprintf(`{"request":{"params":{}},%s"data":[%s]}`, next, strings.Join(items, ",")))
	})
}

func TestListFollowsEveryPage(t *testing.T) {
	t.Parallel()
	for _, omitLast := range []bool{false, true} {
		t.Run(fmt.Sprintf("next_cursor absent on last page: %v", omitLast), func(t *testing.T) {
			rec := pagedServer(t, 5, 2, omitLast)
			c := newTestClient(t, rec.srv.URL, nil)
			cards, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "acc1", CardListOptions{})
			if err != nil {
				t.Fatalf("List: %v", err)
			}
			var ids []string
			for _, c := range cards {
				ids = append(ids, c.ID)
			}
			if got := strings.Join(ids, ","); got != "id0,id1,id2,id3,id4" {
				t.Errorf("ids = %s, want id0..id4 in order", got)
			}
			reqs := rec.requests()
			if len(reqs) != 3 {
				t.Fatalf("requests = %d, want 3 pages", len(reqs))
			}
			for i, r := range reqs {
				q := parseQuery(t, r.RawQuery)
				if q.Get("count") != "200" {
					t.Errorf("page %d count = %q, want the cards maximum 200", i, q.Get("count"))
				}
				wantCursor := map[int]string{0: "", 1: "opaque-2", 2: "opaque-4"}[i]
				if q.Get("cursor") != wantCursor {
					t.Errorf("page %d cursor = %q, want %q", i, q.Get("cursor"), wantCursor)
				}
			}
		})
	}
}

func TestListLimitStopsEarly(t *testing.T) {
	t.Parallel()
	rec := pagedServer(t, 10, 2, false)
	c := newTestClient(t, rec.srv.URL, nil)
	polls, err := c.PollCards.List(ctxTimeout(t, 5*time.Second), "acc1", PollCardListOptions{ListOptions: ListOptions{Limit: 3}})
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	if len(polls) != 3 || polls[2].ID != "id2" {
		t.Fatalf("got %d poll cards (%v), want the first 3", len(polls), polls)
	}
	reqs := rec.requests()
	if len(reqs) != 2 {
		t.Errorf("requests = %d, want 2: the limit is reached on the second page", len(reqs))
	}
	for _, r := range reqs {
		if q := parseQuery(t, r.RawQuery); q.Get("count") != "1000" {
			t.Errorf("count = %q, want the poll cards maximum 1000", q.Get("count"))
		}
	}
}

func TestListStopsOnRepeatedCursor(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[{"id":"x"}],"next_cursor":"same"}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.List(ctxTimeout(t, 5*time.Second), "acc1", CardListOptions{}); err == nil {
		t.Fatal("List succeeded on a service that repeats its cursor")
	}
	if rec.count() != 2 {
		t.Errorf("requests = %d, want 2", rec.count())
	}
}

func TestEnvelopeNextReadsCursorOrV2Token(t *testing.T) {
	t.Parallel()
	for body, want := range map[string]string{
		`{"data":[],"next_cursor":"c2"}`:           "c2",
		`{"data":[],"next_cursor":null}`:           "",
		`{"data":[]}`:                              "",
		`{"data":[],"meta":{"next_token":"t2"}}`:   "t2",
		`{"data":[],"meta":{"result_count":0}}`:    "",
		`{"data":[],"next_cursor":"","meta":null}`: "",
	} {
		env, err := decodeEnvelope(&transport.Answer{Method: "GET", Path: "/p", Status: 200, Body: []byte(body)})
		if err != nil {
			t.Fatalf("decodeEnvelope(%s): %v", body, err)
		}
		if got := env.next(); got != want {
			t.Errorf("next of %s = %q, want %q", body, got, want)
		}
	}
}
