package emulator

import (
	"net/http"
	"testing"
	"time"
)

func TestParseRandomFaults(t *testing.T) {
	t.Parallel()
	rf, err := ParseRandomFaults("503=0.04, 429=0.03,drop=0.03,latency=200ms", 7)
	if err != nil {
		t.Fatal(err)
	}
	want := RandomFaults{Unavailable: 0.04, Throttled: 0.03, Dropped: 0.03, Latency: 200 * time.Millisecond, Seed: 7}
	if *rf != want {
		t.Errorf("parsed %+v, want %+v", *rf, want)
	}
	for _, bad := range []string{"503", "404=0.1", "drop=2", "drop=-0.1", "latency=soon", "503=0.6,drop=0.6"} {
		if _, err := ParseRandomFaults(bad, 0); err == nil {
			t.Errorf("ParseRandomFaults(%q) accepted it", bad)
		}
	}
}

// The shares drawn follow the probabilities, and one seed gives one sequence.
func TestRandomFaultsDrawTheirShares(t *testing.T) {
	t.Parallel()
	cfg := RandomFaults{Unavailable: 0.1, Throttled: 0.2, Dropped: 0.3, Seed: 42}
	const n = 20000
	counts := map[string]int{}
	a, b := newRandomFaultSource(cfg), newRandomFaultSource(cfg)
	for range n {
		fa, fb := a.draw(), b.draw()
		kind := faultKind(fa)
		if kind != faultKind(fb) {
			t.Fatal("two sources with one seed drew different faults")
		}
		counts[kind]++
	}
	for kind, p := range map[string]float64{"503": 0.1, "429": 0.2, "drop": 0.3, "none": 0.4} {
		got := float64(counts[kind]) / n
		if got < p-0.02 || got > p+0.02 {
			t.Errorf("%s drawn %.3f of the time, want about %.2f", kind, got, p)
		}
	}
}

func faultKind(f *Fault) string {
	switch {
	case f == nil:
		return "none"
	case f.Status == http.StatusServiceUnavailable:
		return "503"
	case f.Status == http.StatusTooManyRequests:
		return "429"
	case f.DropResponse:
		return "drop"
	}
	return "other"
}

// A drawn drop closes the connection without an answer and is logged as dropped.
func TestRandomDropCarriesTheRequestOut(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{Faults: &RandomFaults{Dropped: 1}})
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, f.url+"/2/users/me", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err == nil {
		resp.Body.Close()
		t.Fatal("the answer arrived, want a dropped connection")
	}
	if n := len(f.srv.Requests()); n == 0 || !f.srv.Requests()[0].Dropped {
		t.Errorf("request log %+v, want the request logged as dropped", f.srv.Requests())
	}
}
