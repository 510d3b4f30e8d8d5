package emulator

import (
	"bytes"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"sync"
	"testing"
)

// lockedBuffer is an access-log sink safe to read while the server writes.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

func TestRequestLog(t *testing.T) {
	var access lockedBuffer
	f := newFixture(t, Options{AccessLog: &access})
	cards := cardsPathOf(DemoAccountID)
	f.do(apiCall{method: "GET", path: cards, query: url.Values{"count": {"5"}}})
	f.createCard(imageWebsiteCard("logged"))
	f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)})
	f.do(apiCall{method: "GET", path: "/nowhere", auth: "-", query: url.Values{"oauth_signature": {"c2VjcmV0"}, "oauth_token": {DemoAccessToken}}})

	want := []Request{
		{Method: "GET", Path: cards, Query: "count=5", Status: 200},
		{Method: "POST", Path: cards, Status: 201},
		{Method: "GET", Path: pollCardsPathOf(DemoAccountID), Status: 200},
		{Method: "GET", Path: "/nowhere", Query: "oauth_signature=c2VjcmV0&oauth_token=" + DemoAccessToken, Status: 404},
	}
	if got := f.srv.Requests(); !reflect.DeepEqual(got, want) {
		t.Fatalf("Requests() = %+v\nwant %+v", got, want)
	}

	counts := []struct {
		method, prefix string
		want           int
	}{
		{"GET", cards, 2},
		{"POST", cards, 1},
		{"", cards, 3},
		{"get", pollCardsPathOf(DemoAccountID), 1},
		{"DELETE", cards, 0},
		{"", "/", 4},
	}
	for _, c := range counts {
		if got := f.srv.Count(c.method, c.prefix); got != c.want {
			t.Errorf("Count(%q, %q) = %d, want %d", c.method, c.prefix, got, c.want)
		}
	}

	lines := strings.Split(strings.TrimSpace(access.String()), "\n")
	wantLines := []string{
		"GET " + cards + "?count=5 200",
		"POST " + cards + " 201",
		"GET " + pollCardsPathOf(DemoAccountID) + " 200",
		"GET /nowhere?oauth_signature=REDACTED&oauth_token=REDACTED 404",
	}
	if !reflect.DeepEqual(lines, wantLines) {
		t.Errorf("access log = %q\nwant %q", lines, wantLines)
	}
	for _, secret := range []string{DemoAccessToken, "c2VjcmV0", DemoConsumerSecret, DemoAccessTokenSecret, "OAuth "} {
		if strings.Contains(access.String(), secret) {
			t.Errorf("access log holds %q", secret)
		}
	}

	f.srv.ResetRequests()
	if got := f.srv.Requests(); len(got) != 0 {
		t.Fatalf("after ResetRequests: %+v", got)
	}
	f.do(apiCall{method: "DELETE", path: cards + "/1"})
	if got := f.srv.Count(http.MethodDelete, cards); got != 1 {
		t.Fatalf("Count after reset = %d, want 1", got)
	}
}
