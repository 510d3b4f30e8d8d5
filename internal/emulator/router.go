package emulator

import (
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// sandboxPrefix puts a request on the sandbox advertising address; the sandbox shares the
// production state (see the package documentation).
const sandboxPrefix = "/sandbox"

// route is one method on one path pattern, written as net/http.ServeMux writes it: a {name}
// segment matches any non-empty segment and is handed to the handler under that name.
type route struct {
	method  string
	pattern string
	schemes authScheme
	// write routes spend from the per-category write window; reads from a per-endpoint one,
	// except reads of the category categoryTargeting, which share its window, and reads of
	// categoryCoreEntityReads, which have one per ads account and endpoint.
	write    bool
	category string
	// params lists every query or form parameter the endpoint knows; others are refused.
	params []string
	// listParams are comma-separated lists, echoed in request.params as arrays.
	listParams []string
	// jsonBody endpoints take their fields only from a JSON body.
	jsonBody bool
	// maxBody, when set, is the largest body the endpoint takes instead of maxBodyBytes.
	maxBody int
	// sandboxOnly routes answer 403 ACTION_NOT_ALLOWED on the production address.
	sandboxOnly bool
	// scopes are the OAuth 2.0 scopes a user token needs here, all of them; other schemes
	// carry no scopes. Endpoints whose scope depends on the request check it themselves.
	scopes []string
	// limit, when set, replaces the advertising windows with the endpoint's own.
	limit *routeLimit
	// unmetered routes spend from no window and answer no rate-limit headers: the spec states none for
	// them (the audience estimate).
	unmetered bool
	// unlocked routes wait on an outbound call (a webhook's CRC): their handler runs without s.mu
	// and takes it around what it reads and writes, so that no other request waits on the call.
	unlocked bool
	// measurement routes are the audiences and measurement spec's: a user without access to the account
	// in their path is answered as that spec's Errors section shows (noAccountAccess).
	measurement bool
	handle      func(s *Server, c *call) (reply, *apiError)
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
		measurementRoutes(webEventTagRoutes()),
		measurementRoutes(customAudienceRoutes()),
		measurementRoutes(customAudiencePermissionRoutes()),
		measurementRoutes(customAudienceTargetedRoutes()),
		measurementRoutes(doNotReachListRoutes()),
		measurementRoutes(customAudienceMemberRoutes()),
		measurementRoutes(doNotReachListMemberRoutes()),
		measurementRoutes(audienceEstimateRoutes()),
		promotableUserRoutes(),
		featureRoutes(),
		targetingRoutes(),
		adsAccountRoutes(),
		measurementRoutes(authenticatedUserAccessRoutes()),
		fundingInstrumentRoutes(),
		campaignRoutes(),
		lineItemRoutes(),
		placementRoutes(),
		mediaLibraryRoutes(),
		scheduledPostRoutes(),
		targetingCriterionRoutes(),
		promotedPostRoutes(),
		measurementRoutes(trackingTagRoutes()),
		measurementRoutes(prerollCallToActionRoutes()),
		measurementRoutes(accountMediaRoutes()),
		measurementRoutes(mediaCreativeRoutes()),
		measurementRoutes(promotedAccountRoutes()),
		measurementRoutes(scheduledPromotedPostRoutes()),
		userLookupRoutes(),
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
		webhookRoutes(),
		webhookReplayRoutes(),
	)
}

// measurementRoutes marks the routes of a family of the audiences and measurement spec.
func measurementRoutes(routes []route) []route {
	for i := range routes {
		routes[i].measurement = true
	}
	return routes
}

// wildcard is a {name} segment of a pattern.
var wildcard = regexp.MustCompile(`\{([^}/]+)\}`)

// patternRoutes are the routes of one path pattern, in table order.
type patternRoutes []*route

// newMux registers each path pattern of routes without a method: the mux picks the most specific
// pattern for a path (a literal segment beats a wildcard, so /cards/poll is not the card "poll"),
// and match looks the method up among that pattern's routes. Registering "METHOD pattern" instead
// would let a method the most specific pattern lacks fall through to a less specific one (PUT
// /cards/poll would update the card "poll"), serve HEAD as GET, and answer 405 in plain text.
func newMux(routes []route) *http.ServeMux {
	byPattern := map[string]patternRoutes{}
	for i := range routes {
		byPattern[routes[i].pattern] = append(byPattern[routes[i].pattern], &routes[i])
	}
	mux := http.NewServeMux()
	for p, rs := range byPattern {
		mux.Handle(p, rs)
	}
	return mux
}

// routed is what the mux found: the routes of the pattern it picked, and the request it handed
// them, which carries the path's values.
type routed struct {
	routes patternRoutes
	req    *http.Request
}

// Header, Write and WriteHeader make routed the ResponseWriter the mux routes into: the mux's own
// answers (its plain-text 404, a redirect to a cleaned path) are dropped, and the request is then
// answered as a path the service does not know, in the API's own format.
func (*routed) Header() http.Header         { return http.Header{} }
func (*routed) Write(b []byte) (int, error) { return len(b), nil }
func (*routed) WriteHeader(int)             {}

// ServeHTTP hands match the pattern's routes and the request, which carries the path's values.
func (rs patternRoutes) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	*w.(*routed) = routed{routes: rs, req: r}
}

// match finds the route for method and path (a path without the sandbox prefix). With no route
// on the path, rt is nil and allowed is empty; with routes on the path but none for the method,
// rt is nil and allowed lists the methods the path serves. Slashes around the path are ignored.
func (s *Server) match(method, path string) (rt *route, pathParams map[string]string, allowed []string) {
	var found routed
	s.mux.ServeHTTP(&found, &http.Request{Method: method, URL: &url.URL{Path: "/" + strings.Trim(path, "/")}})
	for _, r := range found.routes {
		if r.method != method {
			allowed = append(allowed, r.method)
			continue
		}
		pathParams = map[string]string{}
		for _, name := range wildcard.FindAllStringSubmatch(r.pattern, -1) {
			pathParams[name[1]] = found.req.PathValue(name[1])
		}
		return r, pathParams, nil
	}
	return nil, nil, allowed
}
