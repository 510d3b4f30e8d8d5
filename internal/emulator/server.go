package emulator

import (
	"io"
	"net/http"
	"sync"
	"time"
)

// Options configures a Server. The zero value gives the real service's windows and the wall
// clock.
type Options struct {
	// Now is the clock for entity timestamps and rate-limit windows; nil means time.Now.
	// OAuth timestamps are always checked against the wall clock.
	Now func() time.Time
	// WriteLimit requests per WriteWindow for POST/PUT/DELETE, per user and category.
	// Zero means 450 per minute.
	WriteLimit  int
	WriteWindow time.Duration
	// ReadLimit requests per ReadWindow for GET, per user and endpoint. Zero means 2000 per
	// 15 minutes.
	ReadLimit  int
	ReadWindow time.Duration
	// TotalCountLimit requests per ReadWindow for list reads with with_total_count=true.
	// Zero means 200.
	TotalCountLimit int
	// TargetingLimit requests per ReadWindow for the targeting criteria category, shared by
	// every catalogue but tv_markets and tv_shows (which have ReadLimit each). Zero means 400.
	TargetingLimit int
	// CoreReadLimit requests per ReadWindow for each core entity read (the campaign and line
	// item lists and single GETs), per ads account and endpoint. Zero means 10,000.
	CoreReadLimit int
	// AccessLog, when set, receives one line per request: method, path with query, status.
	AccessLog io.Writer
	// Faults, when set, fails a random share of requests (see RandomFaults).
	Faults *RandomFaults
	// NoRouteLimits lifts the own windows of the core endpoints that have one (user lookup,
	// trends, mutes...): they then spend from the read and write windows like the rest, for
	// benchmarks and big modules (adsapi-emulator -rate-limits off).
	NoRouteLimits bool
	// RouteWindows replaces the own windows of core endpoints, keyed by method and path as the
	// description writes them ("GET /2/users/{id}/blocking"); the window applies per user and per
	// app alike. The defaults are the real windows (the service's reference): a test that needs more requests
	// than a real window lifts it here and says why. New panics on a key that names no endpoint
	// with a window of its own, so that a misspelt key cannot pass for a lifted window.
	RouteWindows map[string]RouteWindow
	// RequestLogLimit is how many requests the request log (Requests, Count) holds: the most
	// recent ones, older ones are forgotten. Zero or less means 10,000. Each entry's method, path
	// and query are cut to a few KiB (Request.Truncated), so the log stays small whatever the
	// traffic.
	RequestLogLimit int
	// ListLag, when set, hides a card, poll card, draft post, app event provider configuration,
	// campaign, line item, targeting criterion, promoted post or scheduled post made through the
	// API from its account's lists (those that do not name it by id) for that long after its
	// create, as a service whose lists catch up late would (list_lag.go; adsapi-emulator -list-lag).
	ListLag time.Duration
	// AudienceProcessing is how long the emulator's clock takes to process a custom audience's member
	// upload: until then the audience is not targetable, says PROCESSING and answers a null size
	// (custom_audience_processing.go; adsapi-emulator -audience-processing). Zero, the default,
	// processes an upload at once; the service takes hours.
	AudienceProcessing time.Duration
	// WebhookHosts are the hosts, besides loopback addresses, whose webhooks the emulator calls
	// (webhook_caller.go; adsapi-emulator -webhook-hosts). A webhook elsewhere is registered only
	// if its host is named here: its CRC is never sent otherwise.
	WebhookHosts []string
	// WebhookTimeout is how long a webhook has to answer a call; zero means the service's 10
	// seconds. Tests shorten it.
	WebhookTimeout time.Duration
	// WebhookCheckInterval is how often, on the emulator's clock, a valid webhook's CRC is checked
	// again (CheckWebhooksDue; adsapi-emulator -webhook-check-interval). Zero, the default, checks
	// only at registration and on PUT.
	WebhookCheckInterval time.Duration
}

// RouteWindow is a rate-limit window: Requests per Window.
type RouteWindow struct {
	Requests int
	Window   time.Duration
}

// Defaults of the real service's windows (the service's reference).
const (
	defaultWriteLimit      = 450
	defaultWriteWindow     = time.Minute
	defaultReadLimit       = 2000
	defaultReadWindow      = 15 * time.Minute
	defaultTotalCountLimit = 200
	defaultTargetingLimit  = 400
	defaultCoreReadLimit   = 10000
)

// defaultRequestLogLimit is Options.RequestLogLimit's default: more requests than the longest
// test of the provider makes. Typical entries take about a hundred bytes; with every entry at its
// longest the log holds about 50 MiB.
const defaultRequestLogLimit = 10000

// Server is the emulated service. It is an http.Handler and safe for concurrent use.
type Server struct {
	opts   Options
	routes []route
	// mux picks the route of a path among routes (router.go).
	mux *http.ServeMux

	mu           sync.Mutex
	consumers    map[string]consumer
	accessTokens map[string]accessToken
	// bearerTokens maps an app-only bearer token to the consumer key of its app.
	bearerTokens map[string]string
	oauth2Tokens map[string]oauth2Grant
	accounts     map[string]*account
	catalogs     map[string]*productCatalog
	handles      map[string]string
	core         coreState
	lastID       uint64
	// listedFrom is when each object made under Options.ListLag appears in lists (list_lag.go).
	listedFrom map[string]time.Time
	windows    map[string]*window
	// openStreams counts the open activity streams of each app (at most maxOpenStreams).
	openStreams map[string]int
	faults      []*pendingFault
	random      *randomFaultSource
	loops       cursorLoops
	requests    requestLog
	// nonces are the OAuth 1.0a nonces seen within the timestamp window, to refuse replays.
	nonces *seenNonces
	// calls makes the calls to webhooks (webhook_caller.go); it holds no state of the service.
	calls *webhookCaller
	// delivery queues, sends and logs what is delivered to webhooks (webhook_delivery*.go).
	delivery deliveryState
}

// New returns a Server holding the demo identity (see the package documentation).
func New(opts Options) *Server {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.WriteLimit <= 0 {
		opts.WriteLimit = defaultWriteLimit
	}
	if opts.WriteWindow <= 0 {
		opts.WriteWindow = defaultWriteWindow
	}
	if opts.ReadLimit <= 0 {
		opts.ReadLimit = defaultReadLimit
	}
	if opts.ReadWindow <= 0 {
		opts.ReadWindow = defaultReadWindow
	}
	if opts.TotalCountLimit <= 0 {
		opts.TotalCountLimit = defaultTotalCountLimit
	}
	if opts.TargetingLimit <= 0 {
		opts.TargetingLimit = defaultTargetingLimit
	}
	if opts.CoreReadLimit <= 0 {
		opts.CoreReadLimit = defaultCoreReadLimit
	}
	if opts.RequestLogLimit <= 0 {
		opts.RequestLogLimit = defaultRequestLogLimit
	}
	s := &Server{opts: opts, windows: map[string]*window{}, nonces: newSeenNonces(),
		calls: newWebhookCaller(opts.WebhookHosts, opts.WebhookTimeout), delivery: newDeliveryState()}
	s.routes = allRoutes()
	s.mux = newMux(s.routes)
	s.applyRouteWindows(opts.RouteWindows)
	if opts.Faults != nil {
		s.random = newRandomFaultSource(*opts.Faults)
	}
	s.seedIdentity()
	return s
}

// now is the entity clock, truncated to the second precision of the service's timestamps.
func (s *Server) now() time.Time {
	return s.opts.Now().UTC().Truncate(time.Second)
}

// ServeHTTP answers one request: injected fault first, then routing, authentication, rate
// limit, account ownership and the endpoint itself.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	fault := s.takeFault(r)
	if fault == nil {
		fault = s.drawRandomFault(r)
	}
	if fault != nil && fault.Stall {
		s.stall(r)
		return
	}
	resp := s.answer(r, fault)

	dropped := fault != nil && fault.DropResponse
	s.record(r, resp.status, dropped, false)
	if dropped {
		if resp.streamDone != nil {
			resp.streamDone()
		}
		dropConnection(w)
		return
	}
	// The Date header tells the service's time by the emulator's clock, which tests may move: a client
	// that judges created_at and rate-limit resets by the Date header must see the clock that stamps them.
	w.Header().Set("Date", s.opts.Now().UTC().Format(http.TimeFormat))
	resp.write(w, r)
}
