package main

import (
	"flag"
	"fmt"
	"math"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// unlimited is the size of every window under -rate-limits off: no run of a module or a
// benchmark comes near it.
const unlimited = math.MaxInt32

// rateLimitFlags are the emulator's window flags. Zero values leave the real service's
// windows (emulator.Options' defaults).
type rateLimitFlags struct {
	mode        string
	writeLimit  int
	writeWindow time.Duration
	readLimit   int
	readWindow  time.Duration
}

func limitFlags(fs *flag.FlagSet) *rateLimitFlags {
	l := &rateLimitFlags{}
	fs.StringVar(&l.mode, "rate-limits", "on", `"on" keeps the rate-limit windows; "off" lifts every window (writes, reads, with_total_count, targeting, core entity reads and the core endpoints' own)`)
	fs.IntVar(&l.writeLimit, "write-limit", 0, "writes (POST/PUT/DELETE) per write window, per user and category (0: the service's 450)")
	fs.DurationVar(&l.writeWindow, "write-window", 0, "length of the write window (0: the service's 1m)")
	fs.IntVar(&l.readLimit, "read-limit", 0, "reads per read window, per user and endpoint (0: the service's 2000)")
	fs.DurationVar(&l.readWindow, "read-window", 0, "length of the read window (0: the service's 15m)")
	return l
}

// options turns the flags into emulator options.
func (l *rateLimitFlags) options() (emulator.Options, error) {
	for _, f := range []struct {
		name string
		bad  bool
	}{
		{"write-limit", l.writeLimit < 0},
		{"write-window", l.writeWindow < 0},
		{"read-limit", l.readLimit < 0},
		{"read-window", l.readWindow < 0},
	} {
		if f.bad {
			return emulator.Options{}, fmt.Errorf("-%s must not be negative", f.name)
		}
	}
	opts := emulator.Options{
		WriteLimit:  l.writeLimit,
		WriteWindow: l.writeWindow,
		ReadLimit:   l.readLimit,
		ReadWindow:  l.readWindow,
	}
	switch l.mode {
	case "on":
		return opts, nil
	case "off":
		if l.writeLimit != 0 || l.writeWindow != 0 || l.readLimit != 0 || l.readWindow != 0 {
			return emulator.Options{}, fmt.Errorf("-rate-limits off lifts every window: it takes no -write-* or -read-* flag")
		}
		return emulator.Options{
			WriteLimit:      unlimited,
			ReadLimit:       unlimited,
			TotalCountLimit: unlimited,
			TargetingLimit:  unlimited,
			CoreReadLimit:   unlimited,
			NoRouteLimits:   true,
		}, nil
	default:
		return emulator.Options{}, fmt.Errorf(`-rate-limits is %q: want "on" or "off"`, l.mode)
	}
}
