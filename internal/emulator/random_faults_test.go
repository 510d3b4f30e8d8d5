package emulator

import (
	"math/rand/v2"
	"net/http"
	"strings"
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

	rf, err = ParseRandomFaults("429-far=0.01,429-retry-after=0.02,429-no-reset=0.03,429-past=0.04,garble=0.05,"+
		"wrong-id=0.06,late=0.07,cursor-endless=0.08,cursor-cycle=0.09,late-by=8s,reset-by=20m,retry-after=36000s,garble-as=html", 3)
	if err != nil {
		t.Fatal(err)
	}
	want = RandomFaults{ThrottledFar: 0.01, ThrottledRetryAfter: 0.02, ThrottledNoReset: 0.03, ThrottledPast: 0.04,
		Garbled: 0.05, WrongID: 0.06, Late: 0.07, EndlessCursor: 0.08, CyclingCursor: 0.09,
		LateBy: 8 * time.Second, FarReset: 20 * time.Minute, RetryAfter: 10 * time.Hour, GarbleAs: "html", Seed: 3}
	if *rf != want {
		t.Errorf("parsed %+v, want %+v", *rf, want)
	}

	for bad, wantErr := range map[string]string{
		"503":                     "want KIND=PROBABILITY",
		"404=0.1":                 `unknown kind "404"`,
		"drop=2":                  "from 0 to 1",
		"drop=-0.1":               "from 0 to 1",
		"latency=soon":            "latency must be a duration",
		"503=0.6,drop=0.6":        "add up to more than 1",
		"garble=0.5,late=0.6":     "add up to more than 1",
		"cursor-cycle=1.5":        "from 0 to 1",
		"wrong-id=often":          "from 0 to 1",
		"late-by=0s":              "late-by must be a duration",
		"late-by=-8s":             "late-by must be a duration",
		"reset-by=a year":         "reset-by must be a duration",
		"retry-after=36000":       "retry-after must be a duration",
		"garble-as=xml":           "garble-as must be one of empty-object, empty-data, errors, html, empty",
		"429-far":                 "want KIND=PROBABILITY",
		"cursor-loop=0.1":         "cursor-endless",
		"late=0.1,latency=-200ms": "latency must be a duration",
	} {
		_, err := ParseRandomFaults(bad, 0)
		if err == nil || !strings.Contains(err.Error(), wantErr) {
			t.Errorf("ParseRandomFaults(%q) = %v, want an error with %q", bad, err, wantErr)
		}
	}
}

// Adding kinds leaves the faults a seed draws for 503, 429 and drop where the draws before
// them put them: one number per request, the old kinds first.
func TestRandomFaultsKeepTheOldDraws(t *testing.T) {
	t.Parallel()
	const seed = 20261123
	cfg := RandomFaults{Unavailable: 0.04, Throttled: 0.03, Dropped: 0.03, Garbled: 0.1, WrongID: 0.1,
		Late: 0.1, ThrottledFar: 0.05, EndlessCursor: 0.05, Seed: seed}
	src := newRandomFaultSource(cfg)
	// The draw as it was before the other kinds existed.
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	for i := range 5000 {
		x := rng.Float64()
		old := "none"
		switch {
		case x < 0.04:
			old = "503"
		case x < 0.04+0.03:
			old = "429"
		case x < 0.04+0.03+0.03:
			old = "drop"
		}
		got := faultKind(src.draw(http.MethodPost))
		if old != "none" && got != old || old == "none" && (got == "503" || got == "429" || got == "drop") {
			t.Fatalf("draw %d: got %s, want %s as before", i, got, old)
		}
	}
}

// The shares drawn follow the probabilities, and one seed gives one sequence.
func TestRandomFaultsDrawTheirShares(t *testing.T) {
	t.Parallel()
	cfg := RandomFaults{Unavailable: 0.1, Throttled: 0.1, Dropped: 0.1, ThrottledFar: 0.05, ThrottledRetryAfter: 0.05,
		ThrottledNoReset: 0.05, ThrottledPast: 0.05, Garbled: 0.1, WrongID: 0.05, Late: 0.05, EndlessCursor: 0.05,
		CyclingCursor: 0.05, Seed: 42}
	const n = 40000
	counts := map[string]int{}
	a, b := newRandomFaultSource(cfg), newRandomFaultSource(cfg)
	for range n {
		fa, fb := a.draw(http.MethodPut), b.draw(http.MethodPut)
		kind := faultKind(fa)
		if kind != faultKind(fb) {
			t.Fatal("two sources with one seed drew different faults")
		}
		counts[kind]++
	}
	for kind, p := range map[string]float64{"503": 0.1, "429": 0.1, "drop": 0.1, "429-far": 0.05, "429-retry-after": 0.05,
		"429-no-reset": 0.05, "429-past": 0.05, "garble": 0.1, "wrong-id": 0.05, "late": 0.05, "cursor-endless": 0.05,
		"cursor-cycle": 0.05, "none": 0.2} {
		got := float64(counts[kind]) / n
		if got < p-0.015 || got > p+0.015 {
			t.Errorf("%s drawn %.3f of the time, want about %.2f", kind, got, p)
		}
	}
}

// Each kind draws the fault it names, with its parameters or their defaults.
func TestRandomFaultKindsAndParameters(t *testing.T) {
	t.Parallel()
	only := func(cfg RandomFaults, method string) *Fault {
		t.Helper()
		f := newRandomFaultSource(cfg).draw(method)
		if f == nil {
			t.Fatalf("%+v drew no fault", cfg)
		}
		return f
	}
	year := 365 * 24 * time.Hour
	for _, tc := range []struct {
		cfg  RandomFaults
		want Fault
	}{
		{RandomFaults{Throttled: 1}, Fault{Status: 429, ResetAfter: time.Second}},
		{RandomFaults{ThrottledFar: 1}, Fault{Status: 429, ResetAfter: year}},
		{RandomFaults{ThrottledFar: 1, FarReset: 20 * time.Minute}, Fault{Status: 429, ResetAfter: 20 * time.Minute}},
		{RandomFaults{ThrottledRetryAfter: 1}, Fault{Status: 429, RetryAfter: 36000 * time.Second}},
		{RandomFaults{ThrottledRetryAfter: 1, RetryAfter: time.Hour}, Fault{Status: 429, RetryAfter: time.Hour}},
		{RandomFaults{ThrottledNoReset: 1}, Fault{Status: 429, NoReset: true}},
		{RandomFaults{ThrottledPast: 1}, Fault{Status: 429, ResetAfter: -time.Hour}},
		{RandomFaults{Garbled: 1, GarbleAs: "empty-data"}, Fault{Garble: true, Body: GarbledEmptyData}},
		{RandomFaults{WrongID: 1, Latency: time.Millisecond}, Fault{WrongID: true, Latency: time.Millisecond}},
		{RandomFaults{Late: 1}, Fault{Latency: 35 * time.Second}},
		{RandomFaults{Late: 1, LateBy: 8 * time.Second, Latency: time.Second}, Fault{Latency: 8 * time.Second}},
		{RandomFaults{EndlessCursor: 1}, Fault{EndlessCursor: true}},
		{RandomFaults{CyclingCursor: 1}, Fault{CyclingCursor: true}},
	} {
		if got := only(tc.cfg, http.MethodPost); *got != tc.want {
			t.Errorf("%+v drew %+v, want %+v", tc.cfg, *got, tc.want)
		}
	}

	// A late write only: a read that draws it is served at once, or with the latency only.
	if f := newRandomFaultSource(RandomFaults{Late: 1}).draw(http.MethodGet); f != nil {
		t.Errorf("a GET drew %+v, want nothing", *f)
	}
	if f := only(RandomFaults{Late: 1, Latency: time.Millisecond}, http.MethodGet); *f != (Fault{Latency: time.Millisecond}) {
		t.Errorf("a GET drew %+v, want the latency only", *f)
	}

	// Without garble-as, every garbled body comes up, about as often as the others.
	src := newRandomFaultSource(RandomFaults{Garbled: 1, Seed: 5})
	bodies := map[string]int{}
	for range 5000 {
		bodies[src.draw(http.MethodGet).Body]++
	}
	for name, body := range GarbledBodies {
		if n := bodies[body]; n < 800 || n > 1200 {
			t.Errorf("garbled body %s drawn %d times in 5000, want about 1000", name, n)
		}
	}
}

func faultKind(f *Fault) string {
	switch {
	case f == nil:
		return "none"
	case f.Status == http.StatusServiceUnavailable:
		return "503"
	case f.Status == http.StatusTooManyRequests && f.NoReset:
		return "429-no-reset"
	case f.Status == http.StatusTooManyRequests && f.RetryAfter > 0:
		return "429-retry-after"
	case f.Status == http.StatusTooManyRequests && f.ResetAfter < 0:
		return "429-past"
	case f.Status == http.StatusTooManyRequests && f.ResetAfter > time.Second:
		return "429-far"
	case f.Status == http.StatusTooManyRequests:
		return "429"
	case f.DropResponse:
		return "drop"
	case f.Garble:
		return "garble"
	case f.WrongID:
		return "wrong-id"
	case f.Latency > 0:
		return "late"
	case f.EndlessCursor:
		return "cursor-endless"
	case f.CyclingCursor:
		return "cursor-cycle"
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

// A drawn late write is carried out LateBy after it arrived, while reads are served at once.
func TestRandomLateWrites(t *testing.T) {
	t.Parallel()
	const lateBy = 300 * time.Millisecond
	f := newFixture(t, Options{Faults: &RandomFaults{Late: 1, LateBy: lateBy}})
	polls := pollCardsPathOf(DemoAccountID)
	start := time.Now()
	f.do(apiCall{method: http.MethodGet, path: polls}).wantStatus(t, http.StatusOK)
	if d := time.Since(start); d >= lateBy {
		t.Errorf("a read took %v, want no delay", d)
	}
	start = time.Now()
	f.createPoll(textPoll("late"))
	if d := time.Since(start); d < lateBy {
		t.Errorf("a write took %v, want at least %v", d, lateBy)
	}
}
