package adsapi

import (
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// streamItem is a streamed line of one activity whose event_uuid is uuid.
func streamItem(uuid string) string {
	return `{"data":{"event_type":"follow.follow","event_uuid":"` + uuid + `","payload":{}}}`
}

// The stream's request goes through the transport loop: an answer that is not a success, before
// the stream opens, is waited on and retried as for any read (a 5xx after a backoff, a 429 until
// its window's reset), every attempt carries the bearer token, and every attempt is logged with
// the loop's fields and without the token.
func TestActivityStreamRetriesUntilItOpens(t *testing.T) {
	t.Parallel()
	var reset atomic.Int64
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		switch n {
		case 0:
			writeJSON(w, http.StatusServiceUnavailable, `{"title":"Service Unavailable","type":"about:blank","status":503}`)
		case 1:
			reset.Store(time.Now().Add(1500 * time.Millisecond).Unix())
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, "x-rate-limit-limit", "450",
				"x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(reset.Load(), 10))
		default:
			streamLines(0, streamItem("u1"), streamItem("u2"))(n, w, r)
		}
	})
	logs := &captureLogger{}
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.Logger = logs })
	five := 5
	got, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), ActivityStreamOptions{BackfillMinutes: &five, Wait: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Activities) != 2 || got.Ended != StreamEndedServer {
		t.Fatalf("got %d activities ended by %q, want 2 ended by the server", len(got.Activities), got.Ended)
	}
	reqs := rec.requests()
	if len(reqs) != 3 {
		t.Fatalf("%d requests, want 3 (the 503, the 429, the stream)", len(reqs))
	}
	for i, r := range reqs {
		if h := r.Header.Get("Authorization"); h != "Bearer "+testBearerToken {
			t.Errorf("attempt %d: Authorization %q, want the bearer token", i+1, h)
		}
		if q := parseQuery(t, r.RawQuery); q.Get("backfill_minutes") != "5" {
			t.Errorf("attempt %d: query %v", i+1, q)
		}
	}
	if resetAt := time.Unix(reset.Load(), 0); reqs[2].At.Before(resetAt) {
		t.Errorf("attempt after the 429 sent at %s, before the window's reset %s", reqs[2].At, resetAt)
	}

	var attempts []int
	var retried, throttled, closed bool
	for _, l := range logs.all() {
		if l.Fields["path"] != "/2/activity/stream" || l.Fields["method"] != http.MethodGet {
			t.Errorf("log line of another request: %v", l)
		}
		switch l.Msg {
		case "request":
			for _, k := range []string{"status", "attempt", "duration_ms"} {
				if _, ok := l.Fields[k]; !ok {
					t.Errorf("attempt line without %s: %v", k, l)
				}
			}
			attempts = append(attempts, l.Fields["status"].(int))
		case "retrying request":
			retried = l.Fields["status"] == http.StatusServiceUnavailable
		case "rate limited, waiting for the window to reset":
			throttled = true
		case "stream closed":
			closed = l.Fields["lines"] == 2
		}
	}
	if want := []int{503, 429, 200}; len(attempts) != 3 || attempts[0] != want[0] || attempts[1] != want[1] || attempts[2] != want[2] {
		t.Errorf("attempt lines with statuses %v, want %v", attempts, want)
	}
	if !retried || !throttled || !closed {
		t.Errorf("retry logged %v, 429 wait logged %v, stream's end logged with its 2 lines %v:\n%s", retried, throttled, closed, logs.text())
	}
	all := strings.ToLower(logs.text())
	for _, s := range []string{testBearerToken, "bearer", "authorization", "backfill"} {
		if strings.Contains(all, strings.ToLower(s)) {
			t.Errorf("logs contain %q:\n%s", s, logs.text())
		}
	}
}

// An answer that keeps failing is the loop's too: retried within the retry budget, then the
// service's error.
func TestActivityStreamGivesUpAfterTheRetries(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, http.StatusInternalServerError, `{"title":"Internal Error","type":"about:blank","detail":"down","status":500}`)
	})
	c := newTestClient(t, rec.srv.URL, func(cfg *Config) { cfg.Transport.MaxRetries = 2 })
	_, err := c.ActivityStream.Read(ctxTimeout(t, 10*time.Second), ActivityStreamOptions{Wait: 5 * time.Second})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusInternalServerError || apiErr.Path != "/2/activity/stream" {
		t.Fatalf("Read: %v, want the 500 as *Error", err)
	}
	if rec.count() != 3 {
		t.Errorf("%d requests, want 3 (the first and 2 retries)", rec.count())
	}
}

// Wait bounds the loop too. A 429 whose window reopens after Wait is not waited out past it, and
// the refusal is the error, as it was before the stream's request had retries: it says why nothing
// was read. A wait of the client's own for a window it knows is spent, with no answer, ends the
// read by its wait, with nothing sent.
func TestActivityStreamWaitBoundsTheLoop(t *testing.T) {
	t.Parallel()
	var reset atomic.Int64
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		reset.Store(time.Now().Add(30 * time.Second).Unix())
		headers := []string{"x-rate-limit-limit", "450", "x-rate-limit-remaining", "0", "x-rate-limit-reset", strconv.FormatInt(reset.Load(), 10)}
		if n == 0 {
			writeJSON(w, http.StatusTooManyRequests, tooManyRequestsBody, headers...)
			return
		}
		t.Errorf("request %d sent before the window's reset", n+1)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 20*time.Second)
	start := time.Now()
	_, err := c.ActivityStream.Read(ctx, ActivityStreamOptions{Wait: 300 * time.Millisecond})
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusTooManyRequests || apiErr.Code != "TOO_MANY_REQUESTS" {
		t.Fatalf("Read: %v, want the 429 as *Error", err)
	}
	if d := time.Since(start); d < 300*time.Millisecond || d > 5*time.Second {
		t.Errorf("read took %s, want its wait of 300ms", d)
	}

	got, err := c.ActivityStream.Read(ctx, ActivityStreamOptions{Wait: 300 * time.Millisecond})
	if err != nil || got.Ended != StreamEndedWait || len(got.Activities) != 0 {
		t.Errorf("second Read = %+v, %v; want none ended by the wait", got, err)
	}
	if rec.count() != 1 {
		t.Errorf("%d requests, want 1", rec.count())
	}
}

// A 429 whose window still has room is not the window's refusal (the stream's third open
// connection is refused so): the loop does not wait for the window's reset, 15 minutes away, but
// retries after a backoff, and the stream opens once the service takes it.
func TestActivityStreamRefusedWhileTheWindowHasRoom(t *testing.T) {
	t.Parallel()
	reset := strconv.FormatInt(time.Now().Add(15*time.Minute).Unix(), 10)
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n < 2 {
			writeJSON(w, http.StatusTooManyRequests, `{"title":"Too Many Requests","type":"about:blank","detail":"This app already has the 2 open activity streams it may hold","status":429}`,
				"x-rate-limit-limit", "450", "x-rate-limit-remaining", "447", "x-rate-limit-reset", reset)
			return
		}
		streamLines(0, streamItem("u1"))(n, w, r)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	start := time.Now()
	got, err := c.ActivityStream.Read(ctxTimeout(t, 20*time.Second), ActivityStreamOptions{Wait: 10 * time.Second})
	if err != nil || len(got.Activities) != 1 || got.Ended != StreamEndedServer {
		t.Fatalf("Read = %+v, %v; want the activity once the stream opened", got, err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("read took %s: the window's reset was waited for", d)
	}
	if rec.count() != 3 {
		t.Errorf("%d requests, want 3", rec.count())
	}
}

// Once the stream has opened it is read once: a connection that breaks in the middle ends the
// read with a *ConnectionError, and the request is not sent again (it would replay activities or
// lose some).
func TestActivityStreamIsReadOnce(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write([]byte(streamItem("u1") + "\n" + `{"data":{"event_type":"fol`))
		w.(http.Flusher).Flush()
		conn, _, err := w.(http.Hijacker).Hijack()
		if err != nil {
			t.Errorf("hijack: %v", err)
			return
		}
		_ = conn.Close()
	})
	c := newTestClient(t, rec.srv.URL, nil)
	got, err := c.ActivityStream.Read(ctxTimeout(t, 10*time.Second), ActivityStreamOptions{Wait: 5 * time.Second})
	var ce *transport.ConnectionError
	if !errors.As(err, &ce) || !ce.Sent || ce.Path != "/2/activity/stream" {
		t.Fatalf("Read = %+v, %v; want a *transport.ConnectionError after sending", got, err)
	}
	var bad *transport.MalformedAnswerError
	if errors.As(err, &bad) {
		t.Errorf("a line cut by the connection read as malformed: %v", err)
	}
	if rec.count() != 1 {
		t.Errorf("%d requests, want 1", rec.count())
	}
}
