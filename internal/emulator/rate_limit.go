package emulator

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// window is one rate-limit window: used requests out of limit until resetAt.
type window struct {
	used    int
	resetAt time.Time
}

// bucket names a window and its size.
type bucket struct {
	key    string
	limit  int
	length time.Duration
	// perAccount windows belong to an ads account and are answered in the account headers.
	perAccount bool
	// unmetered is no window at all (route.unmetered).
	unmetered bool
}

// limitState is what the rate-limit headers report.
type limitState struct {
	limit     int
	remaining int
	reset     time.Time
	// perAccount states are written as x-account-rate-limit-* (the spec's Rate limits).
	perAccount bool
	// unmetered states write no headers.
	unmetered bool
}

// setHeaders writes the headers; the reset is rounded up to the second so that a client
// waiting until it never comes back while the window is still closed.
func (l limitState) setHeaders(h http.Header) {
	if l.unmetered {
		return
	}
	reset := l.reset.Unix()
	if l.reset.Nanosecond() != 0 {
		reset++
	}
	prefix := "x-rate-limit-"
	if l.perAccount {
		prefix = "x-account-rate-limit-"
	}
	h.Set(prefix+"limit", strconv.Itoa(l.limit))
	h.Set(prefix+"remaining", strconv.Itoa(l.remaining))
	h.Set(prefix+"reset", strconv.FormatInt(reset, 10))
}

// bucketFor names the window a request spends from. Writes share a window per user and
// category; reads have one per user and endpoint (targeting criteria one per user for the
// category, core entity reads one per ads account and endpoint), and list reads with
// with_total_count have their own, smaller one. Requests without a route share one read window.
// accountID is the account of the path, empty when there is none or it is not known.
func (s *Server) bucketFor(rt *route, who identity, params url.Values, accountID string) bucket {
	userID := who.userID
	switch {
	case rt != nil && rt.limit != nil && !s.opts.NoRouteLimits:
		// Core endpoints with windows of their own: per app for app-only calls, else per user.
		owner, limit := userID, rt.limit.requests
		if owner == "" {
			owner = "app"
			if rt.limit.appRequests > 0 {
				limit = rt.limit.appRequests
			}
		}
		return bucket{key: owner + "|own|" + rt.method + " " + rt.pattern, limit: limit, length: rt.limit.window}
	case rt != nil && rt.unmetered:
		return bucket{unmetered: true}
	case rt == nil:
		return bucket{key: userID + "|read|unrouted", limit: s.opts.ReadLimit, length: s.opts.ReadWindow}
	case rt.write:
		return bucket{key: userID + "|write|" + rt.category, limit: s.opts.WriteLimit, length: s.opts.WriteWindow}
	case rt.category == categoryTargeting:
		return bucket{key: userID + "|read|" + rt.category, limit: s.opts.TargetingLimit, length: s.opts.ReadWindow}
	case params.Get("with_total_count") == "true":
		return bucket{key: userID + "|total_count|" + rt.pattern, limit: s.opts.TotalCountLimit, length: s.opts.ReadWindow}
	case rt.category == categoryCoreEntityReads:
		return bucket{key: "account " + accountID + "|read|" + rt.method + " " + rt.pattern, limit: s.opts.CoreReadLimit,
			length: s.opts.ReadWindow, perAccount: true}
	default:
		return bucket{key: userID + "|read|" + rt.method + " " + rt.pattern, limit: s.opts.ReadLimit, length: s.opts.ReadWindow}
	}
}

// current returns b's live window, opening a fresh one when none is open. Callers hold s.mu.
func (s *Server) current(b bucket) (*window, bool) {
	w, ok := s.windows[b.key]
	if !ok || !s.opts.Now().Before(w.resetAt) {
		return &window{resetAt: s.opts.Now().Add(b.length)}, false
	}
	return w, true
}

// spendWindow takes one request from b's window. It reports false, spending nothing, when
// the window is used up. Callers hold s.mu.
func (s *Server) spendWindow(b bucket) (limitState, bool) {
	if b.unmetered {
		return limitState{unmetered: true}, true
	}
	w, stored := s.current(b)
	if !stored {
		s.windows[b.key] = w
	}
	if w.used >= b.limit {
		return limitState{limit: b.limit, remaining: 0, reset: w.resetAt, perAccount: b.perAccount}, false
	}
	w.used++
	return limitState{limit: b.limit, remaining: b.limit - w.used, reset: w.resetAt, perAccount: b.perAccount}, true
}

// peekWindow reports b's window without spending from it. Callers hold s.mu.
func (s *Server) peekWindow(b bucket) limitState {
	if b.unmetered {
		return limitState{unmetered: true}
	}
	w, _ := s.current(b)
	return limitState{limit: b.limit, remaining: max(b.limit-w.used, 0), reset: w.resetAt, perAccount: b.perAccount}
}

// routeLimit is the window of a core endpoint whose limit the spec or the service's reference gives (user
// lookup, trend locations, mutes, the v2 timelines, blocking, activity subscriptions and the
// activity stream), instead of the advertising API's read and write windows.
type routeLimit struct {
	// requests per window for each user (user context), and for the app when appRequests is 0.
	requests int
	window   time.Duration
	// appRequests, when set, is the window of app-only calls, per app: the service gives some
	// endpoints one per user and a larger one per app (user posts: 900 and 10,000).
	appRequests int
}

// applyRouteWindows replaces the own windows of the routes that Options.RouteWindows names.
func (s *Server) applyRouteWindows(windows map[string]RouteWindow) {
	for key, w := range windows {
		found := false
		for i := range s.routes {
			rt := &s.routes[i]
			if rt.limit != nil && rt.method+" "+rt.pattern == key {
				rt.limit = &routeLimit{requests: w.Requests, window: w.Window, appRequests: w.Requests}
				found = true
			}
		}
		if !found || w.Requests <= 0 || w.Window <= 0 {
			panic(fmt.Sprintf("emulator: Options.RouteWindows[%q] = %+v names no endpoint with a window of its own, or no window", key, w))
		}
	}
}
