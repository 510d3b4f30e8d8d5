package emulator

import (
	"net/url"
	"slices"
	"strings"
)

// sandboxPrefix puts a request on the sandbox advertising address; the sandbox shares the
// production state (see the package documentation).
const sandboxPrefix = "/sandbox"

// route is one method on one path pattern. A pattern segment starting with ':' matches any
// non-empty segment and is handed to the handler under that name.
type route struct {
	method  string
	pattern string
	schemes authScheme
	// write routes spend from the per-category write window; reads from a per-endpoint one,
	// except reads of the category categoryTargeting, which share its window.
	write    bool
	category string
	// params lists every query or form parameter the endpoint knows; others are refused.
	params []string
	// listParams are comma-separated lists, echoed in request.params as arrays.
	listParams []string
	// jsonBody endpoints take their fields only from a JSON body.
	jsonBody bool
	// sandboxOnly routes answer 403 ACTION_NOT_ALLOWED on the production address.
	sandboxOnly bool
	// scopes are the OAuth 2.0 scopes a user token needs here, all of them; other schemes
	// carry no scopes. Endpoints whose scope depends on the request check it themselves.
	scopes []string
	// limit, when set, replaces the advertising windows with the endpoint's own.
	limit  *routeLimit
	handle func(s *Server, c *call) (reply, *apiError)
}

// allRoutes gathers the route tables of every family, each declared in its <family>_routes.go.
// Their order is the order of the Allow header of a 405.
func allRoutes() []route {
	return slices.Concat(
		cardRoutes(),
		pollCardRoutes(),
		draftPostRoutes(),
		appEventProviderRoutes(),
		scheduledFeedRoutes(),
		promotableUserRoutes(),
		featureRoutes(),
		targetingRoutes(),
		meRoutes(),
		collectionRoutes(),
		mediaStatusRoutes(),
		trendRoutes(),
		userRoutes(),
		muteRoutes(),
		timelineRoutes(),
		developerAccountRoutes(),
		accountActivityRoutes(),
		activitySubscriptionRoutes(),
		activityStreamRoutes(),
	)
}

// match finds the route for method and path. With no route on the path, rt is nil and
// allowed is empty; with routes on the path but none for the method, rt is nil and allowed
// lists the methods the path serves. A literal segment beats a parameter
// (/cards/poll is not the card with id "poll").
func (s *Server) match(method, path string) (rt *route, pathParams map[string]string, allowed []string) {
	segs := splitPath(path)
	var best []int // indexes into s.routes with the most specific matching pattern
	var bestRank []bool
	for i := range s.routes {
		rank, ok := matchPattern(splitPath(s.routes[i].pattern), segs)
		if !ok {
			continue
		}
		switch cmp := compareRank(rank, bestRank); {
		case best == nil || cmp > 0:
			best, bestRank = []int{i}, rank
		case cmp == 0:
			best = append(best, i)
		}
	}
	for _, i := range best {
		if s.routes[i].method == method {
			rt = &s.routes[i]
		}
		allowed = append(allowed, s.routes[i].method)
	}
	if rt == nil {
		return nil, nil, allowed
	}
	pathParams = map[string]string{}
	for i, p := range splitPath(rt.pattern) {
		if name, ok := strings.CutPrefix(p, ":"); ok {
			pathParams[name] = segs[i]
		}
	}
	return rt, pathParams, nil
}

func splitPath(path string) []string {
	return strings.Split(strings.Trim(path, "/"), "/")
}

// matchPattern reports whether segs fit the pattern and, per segment, whether it matched a
// literal.
func matchPattern(pattern, segs []string) ([]bool, bool) {
	if len(pattern) != len(segs) {
		return nil, false
	}
	rank := make([]bool, len(pattern))
	for i, p := range pattern {
		if strings.HasPrefix(p, ":") {
			if segs[i] == "" {
				return nil, false
			}
			continue
		}
		if p != segs[i] {
			return nil, false
		}
		rank[i] = true
	}
	return rank, true
}

// compareRank orders two matches of the same path: the first segment where one has a
// literal and the other a parameter decides.
func compareRank(a, b []bool) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			if a[i] {
				return 1
			}
			return -1
		}
	}
	return 0
}

// echoParams is the request.params of an answer: the path parameters and the query or form
// parameters, the list ones as arrays.
func echoParams(rt *route, pathParams map[string]string, params url.Values) map[string]any {
	out := map[string]any{}
	for k, v := range params {
		if strings.HasPrefix(k, "oauth_") {
			continue
		}
		last := v[len(v)-1]
		if rt != nil && slices.Contains(rt.listParams, k) {
			out[k] = splitList(last)
		} else {
			out[k] = last
		}
	}
	for k, v := range pathParams {
		out[k] = v
	}
	return out
}

// splitList splits a comma-separated parameter, dropping empty items.
func splitList(v string) []string {
	out := []string{}
	for item := range strings.SplitSeq(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
