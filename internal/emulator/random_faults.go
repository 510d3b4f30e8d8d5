package emulator

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
)

// RandomFaults makes a share of all requests fail the way an unreliable network or an
// overloaded service does, for testing pipelines that must converge anyway. Each request
// draws once: with probability Unavailable it is answered 503 without being carried out, with
// Throttled 429 (a window that resets in a second) without being carried out, with Dropped it
// is carried out and its answer lost (the connection closes). Latency delays every request.
// Faults armed with InjectFault take precedence.
type RandomFaults struct {
	Unavailable, Throttled, Dropped float64
	Latency                         time.Duration
	// Seed makes the sequence of draws repeatable; the same requests in the same order meet
	// the same faults.
	Seed uint64
}

// ParseRandomFaults reads the form of the emulator command's -faults flag:
// "503=0.04,429=0.03,drop=0.03,latency=200ms", every item optional.
func ParseRandomFaults(spec string, seed uint64) (*RandomFaults, error) {
	rf := &RandomFaults{Seed: seed}
	for item := range strings.SplitSeq(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		key, value, ok := strings.Cut(item, "=")
		if !ok {
			return nil, fmt.Errorf("fault %q: want KIND=VALUE (503=0.04, 429=0.03, drop=0.03, latency=200ms)", item)
		}
		if key == "latency" {
			d, err := time.ParseDuration(value)
			if err != nil || d < 0 {
				return nil, fmt.Errorf("fault %q: latency must be a duration such as 200ms", item)
			}
			rf.Latency = d
			continue
		}
		p, err := strconv.ParseFloat(value, 64)
		if err != nil || p < 0 || p > 1 {
			return nil, fmt.Errorf("fault %q: the probability must be a number from 0 to 1", item)
		}
		switch key {
		case "503":
			rf.Unavailable = p
		case "429":
			rf.Throttled = p
		case "drop":
			rf.Dropped = p
		default:
			return nil, fmt.Errorf("fault %q: unknown kind %q (want 503, 429, drop or latency)", item, key)
		}
	}
	if rf.Unavailable+rf.Throttled+rf.Dropped > 1 {
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

// draw returns the fault the next request meets, nil for none.
func (r *randomFaultSource) draw() *Fault {
	r.mu.Lock()
	x := r.rng.Float64()
	r.mu.Unlock()
	f := &Fault{Latency: r.cfg.Latency}
	switch {
	case x < r.cfg.Unavailable:
		f.Status = http.StatusServiceUnavailable
	case x < r.cfg.Unavailable+r.cfg.Throttled:
		f.Status, f.ResetAfter = http.StatusTooManyRequests, time.Second
	case x < r.cfg.Unavailable+r.cfg.Throttled+r.cfg.Dropped:
		f.DropResponse = true
	case f.Latency == 0:
		return nil
	}
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

// drawRandomFault draws the random fault of one request, nil when there is none.
func (s *Server) drawRandomFault() *Fault {
	s.mu.Lock()
	src := s.random
	s.mu.Unlock()
	if src == nil {
		return nil
	}
	return src.draw()
}
