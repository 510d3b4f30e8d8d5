package main

import (
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestFaultFlags: with every request drawn to fail with 503, the command's emulator answers 503; with a
// seed, two runs meet the same faults in the same order.
func TestFaultFlags(t *testing.T) {
	t.Parallel()
	base := startRun(t, "-faults", "503=1")
	if got := status(t, base+"/12/accounts/18ce54d4x5t/cards"); got != http.StatusServiceUnavailable {
		t.Errorf("status = %d, want 503 from -faults 503=1", got)
	}
	sequence := func() []int {
		base := startRun(t, "-faults", "503=0.5", "-seed", "42")
		var out []int
		for range 20 {
			out = append(out, status(t, base+"/no/such/route"))
		}
		return out
	}
	a, b := sequence(), sequence()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("runs with one seed differ at request %d: %v and %v", i, a, b)
		}
	}
}

// TestFaultFlagKinds: the kinds for malformed answers, far-future resets and cursor loops reach the
// command's emulator with their parameters.
func TestFaultFlagKinds(t *testing.T) {
	t.Parallel()
	posts := "/2/users/" + emulator.DevelopersUserID + "/posts"

	t.Run("429-retry-after with retry-after", func(t *testing.T) {
		t.Parallel()
		resp := get(t, startRun(t, "-faults", "429-retry-after=1,retry-after=2h")+posts)
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") != "7200" {
			t.Fatalf("got %d with Retry-After %q, want 429 with 7200", resp.StatusCode, resp.Header.Get("Retry-After"))
		}
	})

	t.Run("429-no-reset", func(t *testing.T) {
		t.Parallel()
		resp := get(t, startRun(t, "-faults", "429-no-reset=1")+posts)
		if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("x-rate-limit-reset") != "" {
			t.Fatalf("got %d with x-rate-limit-reset %q, want 429 with none", resp.StatusCode, resp.Header.Get("x-rate-limit-reset"))
		}
	})

	t.Run("garble as html", func(t *testing.T) {
		t.Parallel()
		resp := get(t, startRun(t, "-faults", "garble=1,garble-as=html")+posts)
		if resp.StatusCode != http.StatusOK || string(resp.body) != emulator.GarbledHTML ||
			!strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Fatalf("got %d %q (%s), want 200 with the HTML page", resp.StatusCode, resp.body, resp.Header.Get("Content-Type"))
		}
	})

	t.Run("cursor-cycle", func(t *testing.T) {
		t.Parallel()
		base := startRun(t, "-faults", "cursor-cycle=1")
		next := func(token string) string {
			t.Helper()
			url := base + posts + "?max_results=5"
			if token != "" {
				url += "&pagination_token=" + token
			}
			resp := get(t, url)
			var body struct {
				Meta struct {
					NextToken string `json:"next_token"`
				} `json:"meta"`
			}
			if err := json.Unmarshal(resp.body, &body); err != nil || resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d, decode: %v", resp.StatusCode, err)
			}
			return body.Meta.NextToken
		}
		a := next("")
		b := next(a)
		if a == "" || b == "" || a == b || next(b) != a {
			t.Fatalf("tokens %q then %q, want two made-up tokens in turn", a, b)
		}
	})
}

// TestFaultFlagErrors: a malformed -faults stops the command, naming the flag.
func TestFaultFlagErrors(t *testing.T) {
	t.Parallel()
	for _, spec := range []string{"503", "teapot=0.1", "drop=1.5", "latency=fast", "late=0.5,garble=0.6",
		"late-by=0s", "garble-as=xml", "cursor-cycle=x", "429-far", "reset-by=far"} {
		err := run(t.Context(), []string{"-listen", "127.0.0.1:0", "-faults", spec}, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "-faults") {
			t.Errorf("-faults %q: error %v, want one naming -faults", spec, err)
		}
	}
}

// TestFaultFlagHelp: the help of -faults names every kind and every parameter the emulator takes.
func TestFaultFlagHelp(t *testing.T) {
	t.Parallel()
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	newFaultFlags(fs)
	usage := fs.Lookup("faults").Usage
	for _, kind := range emulator.RandomFaultKinds() {
		if !strings.Contains(usage, "\n  "+kind+" ") {
			t.Errorf("the help of -faults does not describe the kind %s", kind)
		}
	}
	for _, param := range emulator.RandomFaultParams() {
		if !strings.Contains(usage, "\n  "+param+"=") {
			t.Errorf("the help of -faults does not describe the parameter %s", param)
		}
	}
}

func status(t *testing.T, url string) int {
	t.Helper()
	return get(t, url).StatusCode
}

// answer is a whole answer, its body read.
type answer struct {
	StatusCode int
	Header     http.Header
	body       []byte
}

// get sends an app-only GET, as the demo app would, and reads its whole answer.
func get(t *testing.T, url string) answer {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+emulator.DemoBearerToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{StatusCode: resp.StatusCode, Header: resp.Header, body: body}
}
