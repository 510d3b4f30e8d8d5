package emulator

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestFaultStall holds requests until the client gives up: nothing is carried out, each held
// request is logged once as stalled, and the server keeps serving (and shuts down) afterwards.
func TestFaultStall(t *testing.T) {
	var access lockedBuffer
	f := newFixture(t, Options{AccessLog: &access})
	polls := pollCardsPathOf(DemoAccountID)
	f.srv.InjectFault(Fault{PathPrefix: polls, Stall: true, Times: 2})
	client := &http.Client{Timeout: 100 * time.Millisecond}

	get, err := http.NewRequestWithContext(t.Context(), http.MethodGet, f.url+polls, nil)
	if err != nil {
		t.Fatal(err)
	}
	signOAuth1(get, demoCreds, nil, time.Now())
	post, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+polls+"?"+textPoll("held").Encode(), strings.NewReader("ignored body"))
	if err != nil {
		t.Fatal(err)
	}
	signOAuth1(post, demoCreds, nil, time.Now())
	for _, req := range []*http.Request{get, post} {
		start := time.Now()
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			t.Fatalf("%s answered %d, want no answer until the client gives up", req.Method, resp.StatusCode)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("%s took %v to fail; the client timeout was 100ms", req.Method, d)
		}
	}

	log := f.srv.Requests()
	if len(log) != 2 {
		t.Fatalf("log = %+v, want the two stalled requests", log)
	}
	for i, method := range []string{http.MethodGet, http.MethodPost} {
		if r := log[i]; r.Method != method || !r.Stalled || r.Status != 0 || r.Dropped {
			t.Errorf("log[%d] = %+v, want a stalled %s with status 0", i, r, method)
		}
	}
	if got := access.String(); strings.Count(got, "(stalled, never answered)") != 2 {
		t.Errorf("access log %q should mark both requests as stalled", got)
	}
	// The stalled create was not carried out, and the used-up fault no longer holds anything.
	if list := f.do(apiCall{method: "GET", path: polls}).list(t); len(list) != 0 {
		t.Fatalf("poll cards = %v, want none: a stalled create must not happen", list)
	}
}
