package emulator

import (
	"net/http"
	"strconv"
	"testing"
	"time"
)

// TestFaultThrottleVariants: the 429 answers that no client should wait for or retry without
// end carry exactly the headers they promise, and leave the request undone.
func TestFaultThrottleVariants(t *testing.T) {
	t.Parallel()
	cards := cardsPathOf(DemoAccountID)
	year := 365 * 24 * time.Hour
	for _, tc := range []struct {
		name  string
		fault Fault
		// limit, remaining and reset are the rate-limit headers wanted ("" for none); retry the
		// Retry-After header.
		limit, remaining, reset, retry string
	}{
		{"a reset a year away", Fault{ResetAfter: year},
			"450", "0", strconv.FormatInt(fixedNow.Add(year).Unix(), 10), ""},
		{"retry-after 36000", Fault{RetryAfter: 36000 * time.Second},
			"450", "450", strconv.FormatInt(fixedNow.Add(time.Minute).Unix(), 10), "36000"},
		{"no rate-limit headers", Fault{NoReset: true}, "", "", "", ""},
		{"a reset an hour past", Fault{ResetAfter: -time.Hour},
			"450", "0", strconv.FormatInt(fixedNow.Add(-time.Hour).Unix(), 10), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{})
			fault := tc.fault
			fault.Method, fault.PathPrefix, fault.Status = http.MethodPost, cards, http.StatusTooManyRequests
			f.srv.InjectFault(fault)
			res := f.do(apiCall{method: http.MethodPost, path: cards, json: imageWebsiteCard("throttled")})
			res.wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
			got := [4]string{res.header.Get("x-rate-limit-limit"), res.header.Get("x-rate-limit-remaining"),
				res.header.Get("x-rate-limit-reset"), res.header.Get("Retry-After")}
			if want := [4]string{tc.limit, tc.remaining, tc.reset, tc.retry}; got != want {
				t.Fatalf("limit, remaining, reset, retry-after = %q, want %q", got, want)
			}
			if _, present := res.header["X-Rate-Limit-Reset"]; present != (tc.reset != "") {
				t.Fatalf("x-rate-limit-reset present = %v, want %v", present, tc.reset != "")
			}
			if list := f.do(apiCall{method: http.MethodGet, path: cards}).list(t); len(list) != 0 {
				t.Fatalf("cards = %v, want none: a 429 is not carried out", list)
			}
		})
	}
}
