package adsapi

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

func TestNewClientDefaultsAndValidation(t *testing.T) {
	t.Parallel()
	c, err := NewClient(Config{Transport: transport.Config{MaxRetries: -1}})
	if err != nil {
		t.Fatalf("NewClient: %v", err)
	}
	if c.adsURL != DefaultAdsURL || c.sandboxAdsURL != DefaultSandboxAdsURL || c.apiURL != DefaultAPIURL || c.uploadURL != DefaultUploadURL {
		t.Errorf("addresses = %s %s %s %s, want the defaults", c.adsURL, c.sandboxAdsURL, c.apiURL, c.uploadURL)
	}
	if c.Cards == nil || c.PollCards == nil {
		t.Error("services not set")
	}

	c, err = NewClient(Config{AdsURL: "http://127.0.0.1:8080/"})
	if err != nil || c.adsURL != "http://127.0.0.1:8080" {
		t.Errorf("trailing slash: %q, %v", c.adsURL, err)
	}

	for cfg, setting := range map[*Config]string{
		{AdsURL: "ads-api.x.com"}:                 "ads_url",
		{SandboxAdsURL: "ftp://sandbox"}:          "sandbox_ads_url",
		{APIURL: "https://"}:                      "api_url",
		{UploadURL: "https://u.example/?token=x"}: "upload_url",
	} {
		if _, err := NewClient(*cfg); err == nil || !strings.Contains(err.Error(), setting) {
			t.Errorf("NewClient(%+v) = %v, want an error naming %s", *cfg, err, setting)
		}
	}
	if _, err := NewClient(Config{Transport: transport.Config{RetryWaitMin: time.Minute, RetryWaitMax: time.Second}}); err == nil {
		t.Error("a minimum wait above the maximum must be refused: the transport's refusal is the client's")
	}
}

func TestUserAgentOnEveryRequest(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			writeJSON(w, http.StatusServiceUnavailable, serviceUnavailableBody)
			return
		}
		id := r.URL.Path[strings.LastIndex(r.URL.Path, "/")+1:]
		writeJSON(w, 200, `{"data":{"id":"`+id+`","name":"n"}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	if _, err := c.Cards.Get(ctxTimeout(t, 5*time.Second), "acc1", "c1"); err != nil {
		t.Fatalf("Get: %v", err)
	}
	reqs := rec.requests()
	if len(reqs) != 2 {
		t.Fatalf("requests = %d, want 2", len(reqs))
	}
	for i, r := range reqs {
		if ua := r.Header.Get("User-Agent"); ua != testUserAgent {
			t.Errorf("attempt %d User-Agent = %q, want %q", i+1, ua, testUserAgent)
		}
	}
}

// Parallel requests reuse their connections: ten rounds of ten requests at once open about ten
// connections, not one per request as Go's default of two idle connections per host made them.
func TestParallelRequestsReuseConnections(t *testing.T) {
	t.Parallel()
	var conns atomic.Int64
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.URL.Path[strings.LastIndex(r.URL.Path, "/")+1:]
		writeJSON(w, 200, `{"data":{"id":"`+id+`","name":"n"}}`)
	}))
	srv.Config.ConnState = func(_ net.Conn, state http.ConnState) {
		if state == http.StateNew {
			conns.Add(1)
		}
	}
	srv.Start()
	t.Cleanup(srv.Close)
	c := newTestClient(t, srv.URL, nil)
	for range 10 {
		var wg sync.WaitGroup
		for i := range 10 {
			wg.Go(func() {
				if _, err := c.AdsAccounts.Get(ctxTimeout(t, 5*time.Second), fmt.Sprintf("acc%d", i)); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
	}
	if n := conns.Load(); n > 20 {
		t.Errorf("100 requests, 10 at a time, opened %d connections, want at most 20", n)
	}
}
