package emulator

import (
	"cmp"
	"fmt"
	"maps"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// RandomFaults makes a share of all requests fail the way an unreliable network or an
// overloaded service does, for testing pipelines that must converge anyway. Each request
// draws once and meets at most one of the kinds, each with its probability (they add up to 1
// at most):
//
//   - Unavailable: answered 503 without being carried out;
//   - Throttled: answered 429 (a window that resets in a second) without being carried out;
//   - Dropped: carried out and its answer lost (the connection closes);
//   - ThrottledFar: answered 429 with a reset FarReset ahead (a year when zero), not carried out;
//   - ThrottledRetryAfter: answered 429 with Retry-After RetryAfter (10 hours when zero) and
//     the window's own headers, not carried out;
//   - ThrottledNoReset: answered 429 with no rate-limit header at all, not carried out;
//   - ThrottledPast: answered 429 with a reset an hour past, not carried out;
//   - Garbled: carried out, its success answer's body replaced with a Garbled* body (the one
//     GarbleAs names in GarbledBodies, or any of them when empty);
//   - WrongID: carried out, its answer naming another object (Fault.WrongID);
//   - Late: a write (POST, PUT, PATCH, DELETE) carried out and answered LateBy after it
//     arrived (35 seconds when zero, beyond the usual 30-second client timeout), even when the
//     client has given up; a read that draws it is served normally;
//   - EndlessCursor, CyclingCursor: a list answer starts a cursor loop (Fault.EndlessCursor,
//     Fault.CyclingCursor); another answer is served normally.
//
// Latency delays every request. Faults armed with InjectFault take precedence.
type RandomFaults struct {
	Unavailable, Throttled, Dropped float64

	ThrottledFar, ThrottledRetryAfter, ThrottledNoReset, ThrottledPast float64
	Garbled, WrongID, Late, EndlessCursor, CyclingCursor               float64

	Latency time.Duration
	// LateBy, FarReset, RetryAfter and GarbleAs tune their kinds (see above).
	LateBy     time.Duration
	FarReset   time.Duration
	RetryAfter time.Duration
	GarbleAs   string
	// Seed makes the sequence of draws repeatable; the same requests in the same order meet
	// the same faults.
	Seed uint64
}

// Durations of the random kinds: the defaults of their parameters, and the fixed ones.
const (
	defaultLateBy       = 35 * time.Second
	defaultFarReset     = 365 * 24 * time.Hour
	defaultRetryAfter   = 10 * time.Hour
	throttledPastBy     = time.Hour
	randomThrottleReset = time.Second
)

// randomKind is one kind of the -faults flag that takes a probability.
type randomKind struct {
	name  string
	share func(*RandomFaults) *float64
	// fault is the fault of one draw; at is where the draw fell within the kind's share, from
	// 0 to 1, for a kind that picks among variants without drawing again.
	fault func(cfg *RandomFaults, method string, at float64) *Fault
}

// randomKinds are the kinds in the order of the draw: the first three come first, so a seed
// draws them as it always has, whatever the later kinds are.
var randomKinds = []randomKind{
	{"503", func(c *RandomFaults) *float64 { return &c.Unavailable }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{Status: http.StatusServiceUnavailable}
	}},
	{"429", func(c *RandomFaults) *float64 { return &c.Throttled }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{Status: http.StatusTooManyRequests, ResetAfter: randomThrottleReset}
	}},
	{"drop", func(c *RandomFaults) *float64 { return &c.Dropped }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{DropResponse: true}
	}},
	{"429-far", func(c *RandomFaults) *float64 { return &c.ThrottledFar }, func(c *RandomFaults, _ string, _ float64) *Fault {
		return &Fault{Status: http.StatusTooManyRequests, ResetAfter: cmp.Or(c.FarReset, defaultFarReset)}
	}},
	{"429-retry-after", func(c *RandomFaults) *float64 { return &c.ThrottledRetryAfter }, func(c *RandomFaults, _ string, _ float64) *Fault {
		return &Fault{Status: http.StatusTooManyRequests, RetryAfter: cmp.Or(c.RetryAfter, defaultRetryAfter)}
	}},
	{"429-no-reset", func(c *RandomFaults) *float64 { return &c.ThrottledNoReset }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{Status: http.StatusTooManyRequests, NoReset: true}
	}},
	{"429-past", func(c *RandomFaults) *float64 { return &c.ThrottledPast }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{Status: http.StatusTooManyRequests, ResetAfter: -throttledPastBy}
	}},
	{"garble", func(c *RandomFaults) *float64 { return &c.Garbled }, func(c *RandomFaults, _ string, at float64) *Fault {
		name := c.GarbleAs
		if name == "" {
			name = garbledBodyNames[min(int(at*float64(len(garbledBodyNames))), len(garbledBodyNames)-1)]
		}
		return &Fault{Garble: true, Body: GarbledBodies[name]}
	}},
	{"wrong-id", func(c *RandomFaults) *float64 { return &c.WrongID }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{WrongID: true}
	}},
	{"late", func(c *RandomFaults) *float64 { return &c.Late }, func(c *RandomFaults, method string, _ float64) *Fault {
		switch method {
		case http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete:
			return &Fault{Latency: max(cmp.Or(c.LateBy, defaultLateBy), c.Latency)}
		}
		return nil
	}},
	{"cursor-endless", func(c *RandomFaults) *float64 { return &c.EndlessCursor }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{EndlessCursor: true}
	}},
	{"cursor-cycle", func(c *RandomFaults) *float64 { return &c.CyclingCursor }, func(*RandomFaults, string, float64) *Fault {
		return &Fault{CyclingCursor: true}
	}},
}

// randomParams are the parameters of the -faults flag, which take a value other than a
// probability.
var randomParams = map[string]func(rf *RandomFaults, value string) error{
	"latency":     durationParam(func(rf *RandomFaults) *time.Duration { return &rf.Latency }, "200ms", false),
	"late-by":     durationParam(func(rf *RandomFaults) *time.Duration { return &rf.LateBy }, "8s", true),
	"reset-by":    durationParam(func(rf *RandomFaults) *time.Duration { return &rf.FarReset }, "8760h", true),
	"retry-after": durationParam(func(rf *RandomFaults) *time.Duration { return &rf.RetryAfter }, "10h", true),
	"garble-as": func(rf *RandomFaults, value string) error {
		if _, ok := GarbledBodies[value]; !ok {
			return fmt.Errorf("must be one of %s", strings.Join(garbledBodyNames, ", "))
		}
		rf.GarbleAs = value
		return nil
	},
}

// durationParam sets a duration; positive durations refuse zero.
func durationParam(field func(*RandomFaults) *time.Duration, example string, positive bool) func(*RandomFaults, string) error {
	return func(rf *RandomFaults, value string) error {
		d, err := time.ParseDuration(value)
		if err != nil || d < 0 || (positive && d == 0) {
			return fmt.Errorf("must be a duration such as %s", example)
		}
		*field(rf) = d
		return nil
	}
}

// RandomFaultKinds lists the kinds ParseRandomFaults takes with a probability, in the order
// of the draw.
func RandomFaultKinds() []string {
	out := make([]string, len(randomKinds))
	for i, k := range randomKinds {
		out[i] = k.name
	}
	return out
}

// RandomFaultParams lists the parameters ParseRandomFaults takes with another value.
func RandomFaultParams() []string {
	return slices.Sorted(maps.Keys(randomParams))
}

// ParseRandomFaults reads the form of the emulator command's -faults flag, KIND=PROBABILITY
// and PARAMETER=VALUE items separated by commas, every item optional:
// "503=0.04,429=0.03,drop=0.03,latency=200ms,late=0.02,late-by=8s,garble=0.01,garble-as=html".
// The kinds are RandomFaultKinds, the parameters RandomFaultParams (see RandomFaults).
func ParseRandomFaults(spec string, seed uint64) (*RandomFaults, error) {
	rf := &RandomFaults{Seed: seed}
	total := 0.0
	for item := range strings.SplitSeq(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		key, value, ok := strings.Cut(item, "=")
		if !ok {
			return nil, fmt.Errorf("fault %q: want KIND=PROBABILITY or PARAMETER=VALUE (503=0.04, latency=200ms)", item)
		}
		if set, ok := randomParams[key]; ok {
			if err := set(rf, value); err != nil {
				return nil, fmt.Errorf("fault %q: %s %w", item, key, err)
			}
			continue
		}
		i := slices.IndexFunc(randomKinds, func(k randomKind) bool { return k.name == key })
		if i < 0 {
			return nil, fmt.Errorf("fault %q: unknown kind %q (want a kind, %s, or a parameter, %s)", item, key,
				strings.Join(RandomFaultKinds(), ", "), strings.Join(RandomFaultParams(), ", "))
		}
		p, err := strconv.ParseFloat(value, 64)
		if err != nil || p < 0 || p > 1 {
			return nil, fmt.Errorf("fault %q: the probability must be a number from 0 to 1", item)
		}
		share := randomKinds[i].share(rf)
		total += p - *share
		*share = p
	}
	if total > 1+1e-9 {
		return nil, fmt.Errorf("faults %q: the probabilities add up to more than 1", spec)
	}
	return rf, nil
}

// randomFaultSource draws the faults of RandomFaults, one draw per request, in arrival order.
type randomFaultSource struct {
	cfg RandomFaults
	mu  sync.Mutex
	rng *rand.Rand
}

func newRandomFaultSource(cfg RandomFaults) *randomFaultSource {
	return &randomFaultSource{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15))}
}

// draw returns the fault the next request, with method, meets, nil for none. It draws one
// number per request whatever the kinds, so that adding a kind leaves the draws of the others
// where they were.
func (r *randomFaultSource) draw(method string) *Fault {
	r.mu.Lock()
	x := r.rng.Float64()
	r.mu.Unlock()
	var f *Fault
	lo := 0.0
	for _, k := range randomKinds {
		p := *k.share(&r.cfg)
		if x < lo+p {
			f = k.fault(&r.cfg, method, (x-lo)/p)
			break
		}
		lo += p
	}
	if r.cfg.Latency == 0 {
		return f
	}
	if f == nil {
		f = &Fault{}
	}
	f.Latency = max(f.Latency, r.cfg.Latency)
	return f
}

// SetRandomFaults replaces the random faults of Options.Faults while the server runs; nil turns them off.
// A test applies through faults and then checks the service's objects without them.
func (s *Server) SetRandomFaults(cfg *RandomFaults) {
	var src *randomFaultSource
	if cfg != nil {
		src = newRandomFaultSource(*cfg)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.random = src
}

// drawRandomFault draws the random fault of r, nil when there is none.
func (s *Server) drawRandomFault(r *http.Request) *Fault {
	s.mu.Lock()
	src := s.random
	s.mu.Unlock()
	if src == nil {
		return nil
	}
	return src.draw(r.Method)
}
