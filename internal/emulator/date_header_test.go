package emulator

import (
	"net/http"
	"testing"
)

// TestDateHeaderFollowsTheClock: every answer, an error as much as a success, is dated by the emulator's
// clock (Options.Now), which tests move, not by the machine's: clients judge created_at and rate-limit
// resets against the Date header.
func TestDateHeaderFollowsTheClock(t *testing.T) {
	f := newFixture(t, Options{})
	want := fixedNow.UTC().Format(http.TimeFormat)
	for _, c := range []apiCall{
		{method: "GET", path: "/12/accounts/" + DemoAccountID + "/cards"},
		{method: "GET", path: "/12/accounts/" + DemoAccountID + "/cards/nosuchcard"},
	} {
		res := f.do(c)
		if got := res.header.Get("Date"); got != want {
			t.Errorf("%s %s (status %d): Date %q, want the emulator's clock %q", c.method, c.path, res.status, got, want)
		}
	}
}
