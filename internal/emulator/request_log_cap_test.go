package emulator

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"runtime"
	"strings"
	"testing"
	"unicode/utf8"
)

// serveUnsigned answers one unsigned request straight through the handler, as the HTTP server
// would hand it over.
func serveUnsigned(ctx context.Context, s *Server, method, target, body string) {
	r := httptest.NewRequestWithContext(ctx, method, target, strings.NewReader(body))
	if body != "" {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	s.ServeHTTP(httptest.NewRecorder(), r)
}

// The log holds the last RequestLogLimit requests, oldest first, and Count counts those.
func TestRequestLogKeepsTheLastRequests(t *testing.T) {
	t.Parallel()
	s := New(Options{RequestLogLimit: 10})
	for i := range 25 {
		serveUnsigned(t.Context(), s, http.MethodGet, fmt.Sprintf("/nowhere/%d", i), "")
	}
	got := s.Requests()
	if len(got) != 10 {
		t.Fatalf("the log holds %d requests, want 10", len(got))
	}
	for i, r := range got {
		if want := fmt.Sprintf("/nowhere/%d", 15+i); r.Path != want || r.Status != http.StatusNotFound {
			t.Errorf("entry %d = %s %d, want %s 404", i, r.Path, r.Status, want)
		}
	}
	if n := s.Count(http.MethodGet, "/nowhere/"); n != 10 {
		t.Errorf("Count = %d, want 10", n)
	}

	s.ResetRequests()
	for i := range 3 {
		serveUnsigned(t.Context(), s, http.MethodGet, fmt.Sprintf("/again/%d", i), "")
	}
	got = s.Requests()
	if len(got) != 3 || got[0].Path != "/again/0" || got[2].Path != "/again/2" {
		t.Errorf("after a reset the log = %+v, want the three new requests in order", got)
	}
}

// A hundred requests of 900 KB each (path, query and form body of 300 KB) leave the log small:
// each entry keeps the start of its path and query in memory of its own, not the request line.
// Not parallel: it measures the live heap.
func TestRequestLogHoldsLittleOfBigRequests(t *testing.T) {
	s := New(Options{})
	chunk := strings.Repeat("a", 300<<10)
	target := "/big/" + chunk + "?q=" + chunk
	body := "name=" + chunk

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range 100 {
		serveUnsigned(t.Context(), s, http.MethodPost, target, body)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(s)

	got := s.Requests()
	if len(got) != 100 {
		t.Fatalf("the log holds %d requests, want 100", len(got))
	}
	size := 0
	for _, r := range got {
		size += len(r.Method) + len(r.Path) + len(r.Query)
		if !r.Truncated || !strings.HasPrefix(r.Path, "/big/aaa") || !strings.HasPrefix(r.Query, "q=aaa") {
			t.Fatalf("entry = %.40q %.40q truncated=%v, want the start of the path and query, marked truncated", r.Path, r.Query, r.Truncated)
		}
	}
	if limit := 100 * (maxLoggedMethod + maxLoggedPath + maxLoggedQuery); size > limit {
		t.Errorf("the entries hold %d bytes, want at most %d", size, limit)
	}
	// The requests sent 90 MB; the log may keep well under 1 MB of them.
	grown := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("the log holds %d bytes of paths and queries; the live heap grew by %d KB", size, grown>>10)
	if grown > 8<<20 {
		t.Errorf("the live heap grew by %d MB over 100 requests", grown>>20)
	}
}

// clip keeps what it keeps decodable: no half percent-escape, no half character.
func TestClipKeepsWholeEscapesAndCharacters(t *testing.T) {
	t.Parallel()
	query := strings.Repeat("a", maxLoggedQuery-2) + "%C3%A9"
	got, cut := clip(query, maxLoggedQuery)
	if !cut || got != strings.Repeat("a", maxLoggedQuery-2) {
		t.Errorf("clip of a query ending in an escape = %d bytes ending %q (cut %v)", len(got), got[max(0, len(got)-4):], cut)
	}
	if _, err := url.ParseQuery("q=" + got); err != nil {
		t.Errorf("the clipped query does not parse: %v", err)
	}

	path := "/" + strings.Repeat("é", maxLoggedPath)
	got, cut = clip(path, maxLoggedPath)
	if !cut || !utf8.ValidString(got) || len(got) != maxLoggedPath-1 {
		t.Errorf("clip of a path of é = %d bytes, valid UTF-8 %v (cut %v); want %d", len(got), utf8.ValidString(got), cut, maxLoggedPath-1)
	}

	if got, cut := clip("count=5", maxLoggedQuery); cut || got != "count=5" {
		t.Errorf("clip of a short query = %q (cut %v)", got, cut)
	}
}
