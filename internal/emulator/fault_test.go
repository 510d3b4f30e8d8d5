package emulator

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestFaults(t *testing.T) {
	cards := cardsPathOf(DemoAccountID)

	t.Run("latency delays and then serves", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Method: "GET", PathPrefix: cards, Latency: 150 * time.Millisecond})
		start := time.Now()
		f.do(apiCall{method: "GET", path: cards}).wantStatus(t, http.StatusOK)
		if d := time.Since(start); d < 150*time.Millisecond {
			t.Fatalf("answered after %v, want at least 150ms", d)
		}
		start = time.Now()
		f.do(apiCall{method: "GET", path: cards}).wantStatus(t, http.StatusOK)
		if d := time.Since(start); d >= 150*time.Millisecond {
			t.Fatalf("second request took %v: the fault should have been used up", d)
		}
	})

	t.Run("a write the client gave up on still happens", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Method: http.MethodPost, PathPrefix: pollCardsPathOf(DemoAccountID), Latency: 200 * time.Millisecond})
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+pollCardsPathOf(DemoAccountID)+"?"+textPoll("slow").Encode(), nil)
		if err != nil {
			t.Fatal(err)
		}
		signOAuth1(req, demoCreds, nil, time.Now())
		client := &http.Client{Timeout: 50 * time.Millisecond}
		if resp, err := client.Do(req); err == nil {
			resp.Body.Close()
			t.Fatalf("got status %d, want a client timeout", resp.StatusCode)
		}
		deadline := time.Now().Add(2 * time.Second)
		for f.srv.Count(http.MethodPost, pollCardsPathOf(DemoAccountID)) == 0 {
			if time.Now().After(deadline) {
				t.Fatal("the slow create never finished")
			}
			time.Sleep(10 * time.Millisecond)
		}
		list := f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)}).list(t)
		if len(list) != 1 || list[0]["name"] != "slow" {
			t.Fatalf("poll cards = %v, want the slow one", list)
		}
	})

	t.Run("429 burst with a reset ahead does nothing", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Method: "POST", PathPrefix: cards, Times: 2, Status: http.StatusTooManyRequests, ResetAfter: 30 * time.Second})
		for range 2 {
			res := f.do(apiCall{method: "POST", path: cards, json: imageWebsiteCard("burst")})
			res.wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
			res.wantLimit(t, 450, 0, fixedNow.Add(30*time.Second))
		}
		if n := len(f.do(apiCall{method: "GET", path: cards}).list(t)); n != 0 {
			t.Fatalf("%d cards after faulted creates, want 0", n)
		}
		f.do(apiCall{method: "POST", path: cards, json: imageWebsiteCard("burst")}).wantStatus(t, http.StatusCreated)
	})

	t.Run("503 with and without retry-after", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{PathPrefix: cards, Status: http.StatusServiceUnavailable, RetryAfter: 1500 * time.Millisecond})
		f.srv.InjectFault(Fault{PathPrefix: cards, Status: http.StatusServiceUnavailable})
		res := f.do(apiCall{method: "GET", path: cards})
		res.wantError(t, http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE", "")
		if got := res.header.Get("Retry-After"); got != "2" {
			t.Fatalf("Retry-After = %q, want 2 (1.5s rounded up)", got)
		}
		res = f.do(apiCall{method: "GET", path: cards})
		res.wantError(t, http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE", "")
		if got := res.header.Get("Retry-After"); got != "" {
			t.Fatalf("Retry-After = %q, want none", got)
		}
		if res.header.Get("x-rate-limit-limit") == "" {
			t.Fatalf("faulted answer lacks the rate-limit headers")
		}
	})

	t.Run("a chosen code and message", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Status: http.StatusForbidden, Code: "ACTION_NOT_ALLOWED", Message: "no"})
		res := f.do(apiCall{method: "GET", path: cards})
		res.wantError(t, http.StatusForbidden, "ACTION_NOT_ALLOWED", "")
		if !strings.Contains(string(res.raw), `"message":"no"`) {
			t.Fatalf("body %s lacks the message", res.raw)
		}
	})

	t.Run("raw HTML and empty bodies", func(t *testing.T) {
		f := newFixture(t, Options{})
		const page = "<html><body>Bad gateway</body></html>"
		f.srv.InjectFault(Fault{Status: http.StatusBadGateway, Raw: true, Body: page})
		f.srv.InjectFault(Fault{Status: http.StatusInternalServerError, Raw: true})
		res := f.do(apiCall{method: "GET", path: cards})
		if res.status != http.StatusBadGateway || string(res.raw) != page || !strings.HasPrefix(res.header.Get("Content-Type"), "text/html") {
			t.Fatalf("got %d %q (%s), want 502 with the page as text/html", res.status, res.raw, res.header.Get("Content-Type"))
		}
		res = f.do(apiCall{method: "GET", path: cards})
		if res.status != http.StatusInternalServerError || len(res.raw) != 0 {
			t.Fatalf("got %d %q, want 500 with an empty body", res.status, res.raw)
		}
	})

	t.Run("only matching requests are affected", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Method: "POST", PathPrefix: pollCardsPathOf(DemoAccountID), Status: http.StatusServiceUnavailable})
		f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)}).wantStatus(t, http.StatusOK)
		f.do(apiCall{method: "POST", path: cards, json: imageWebsiteCard("x")}).wantStatus(t, http.StatusCreated)
		f.do(apiCall{method: "POST", path: "/sandbox" + pollCardsPathOf(DemoAccountID), query: textPoll("x")}).wantStatus(t, http.StatusCreated)
		f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: textPoll("x")}).wantStatus(t, http.StatusServiceUnavailable)
	})

	t.Run("dropped answer after the change is committed", func(t *testing.T) {
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Method: "POST", PathPrefix: cards, DropResponse: true})
		req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+cards, strings.NewReader(`{"name":"dropped","components":[{"type":"MEDIA","media_key":"`+DemoImageKey+`"},{"type":"DETAILS","title":"t","destination":{"type":"WEBSITE","url":"https://a.example"}}]}`))
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		signOAuth1(req, demoCreds, nil, time.Now())
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			t.Fatalf("got status %d, want a transport error", resp.StatusCode)
		}
		list := f.do(apiCall{method: "GET", path: cards}).list(t)
		if len(list) != 1 || list[0]["name"] != "dropped" {
			t.Fatalf("cards = %v, want the committed card", list)
		}
		log := f.srv.Requests()
		if first := log[0]; !first.Dropped || first.Status != http.StatusCreated || first.Method != http.MethodPost {
			t.Fatalf("log[0] = %+v, want the dropped 201", first)
		}
	})
}

func TestFaultAfterCommitOnDraftPost(t *testing.T) {
	f := newFixture(t, Options{})
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: draftPostsPathOf(DemoAccountID), DropResponse: true})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+draftPostsPathOf(DemoAccountID)+"?as_user_id="+DemoUserID+"&text=x", nil)
	if err != nil {
		t.Fatal(err)
	}
	signOAuth1(req, demoCreds, nil, time.Now())
	if resp, err := http.DefaultClient.Do(req); err == nil {
		resp.Body.Close()
		t.Fatal("the dropped answer arrived")
	}
	if l := f.do(apiCall{method: "GET", path: draftPostsPathOf(DemoAccountID)}).list(t); len(l) != 1 {
		t.Fatalf("drafts after a dropped create = %v, want the committed one", l)
	}
}
