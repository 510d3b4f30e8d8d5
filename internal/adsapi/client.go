package adsapi

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// Default addresses of the service.
const (
	DefaultAdsURL        = "https://ads-api.x.com"
	DefaultSandboxAdsURL = "https://ads-api-sandbox.x.com"
	DefaultAPIURL        = "https://api.x.com"
	DefaultUploadURL     = "https://upload.twitter.com"
)

// DefaultMaxRetries is used when Config.MaxRetries is negative.
const DefaultMaxRetries = 4

// DefaultUserAgent is sent when Config.UserAgent is empty.
const DefaultUserAgent = "terraform-provider-adsapi"

// DefaultMaxRateLimitWait is the longest wait for a rate-limit window when
// Config.MaxRateLimitWait is zero: the longest window the service documents (15 minutes), so
// that any reset of a window the service keeps is waited for, and nothing longer.
const DefaultMaxRateLimitWait = 15 * time.Minute

// DefaultRequestTimeout bounds one attempt when neither Config.RequestTimeout nor
// HTTPClient.Timeout is set, so that a silent server cannot hold a Terraform run for long:
// with the default retries a stalled read still ends within minutes.
const DefaultRequestTimeout = 30 * time.Second

// Config holds everything a Client needs. Zero values pick the documented defaults.
type Config struct {
	// Addresses; "" means the default address.
	AdsURL, SandboxAdsURL, APIURL, UploadURL string

	// OAuth 1.0a user context, used by the advertising API.
	ConsumerKey, ConsumerSecret, AccessToken, AccessTokenSecret string
	// BearerToken is the app-only bearer token of core platform endpoints.
	BearerToken string
	// OAuth2AccessToken is an OAuth 2.0 user token of core platform endpoints.
	OAuth2AccessToken string

	// UserAgent is sent on every request; "" means DefaultUserAgent.
	UserAgent string

	// MaxRetries bounds the retries after 5xx answers, connection errors and 429 answers that
	// give no reset still to come: 0 means no retries, a negative value means DefaultMaxRetries.
	// A 429 that gives its reset is waited for without counting against it.
	MaxRetries int
	// RetryWaitMin and RetryWaitMax bound the exponential backoff; zero means 1s and 30s.
	RetryWaitMin, RetryWaitMax time.Duration

	// RequestTimeout bounds one attempt of a call: connecting, sending and reading the whole
	// answer. Each retry gets its own; the waits between attempts are not counted. Zero means
	// HTTPClient.Timeout when that is set, else DefaultRequestTimeout; negative is invalid.
	RequestTimeout time.Duration

	// MaxRateLimitWait is the longest a call waits for a rate-limit window to reopen, after a 429
	// or before sending into a window that earlier answers said is spent (Retry-After of a 5xx
	// too). A longer wait (by more than the 2 s a reset in whole seconds and the client's margins
	// may add) is not waited: the call fails at once with a *RateLimitWaitError. Zero means
	// DefaultMaxRateLimitWait; negative is invalid.
	MaxRateLimitWait time.Duration

	// HTTPClient is an optional base client: its Transport is used, and its Timeout when
	// RequestTimeout is zero. Redirects are never followed, whatever its CheckRedirect says.
	HTTPClient *http.Client
	// Logger is optional; nil discards every line.
	Logger Logger
}

// Client talks to the service. Build it with NewClient; it is safe for concurrent use.
type Client struct {
	Cards                          *CardsService
	PollCards                      *PollCardsService
	DraftPosts                     *DraftPostsService
	AppEventProviderConfigurations *AppEventProviderConfigurationsService
	ScheduledFeeds                 *ScheduledFeedsService
	PromotableUsers                *PromotableUsersService
	Features                       *FeaturesService
	Targeting                      *TargetingService
	Collections                    *CollectionsService
	MediaStatus                    *MediaStatusService
	Trends                         *TrendsService
	Users                          *UsersService
	Timelines                      *TimelinesService
	DeveloperAccount               *DeveloperAccountService
	AccountActivity                *AccountActivityService
	ActivitySubscriptions          *ActivitySubscriptionsService
	ActivityStream                 *ActivityStreamService
	LineItemTargeting              *LineItemTargetingService
	PromotedPosts                  *PromotedPostsService
	ScheduledPosts                 *ScheduledPostsService
	MediaLibrary                   *MediaLibraryService
	AdsAccounts                    *AdsAccountsService
	FundingInstruments             *FundingInstrumentsService
	Campaigns                      *CampaignsService
	LineItems                      *LineItemsService
	Placements                     *PlacementsService

	adsURL, sandboxAdsURL, apiURL, uploadURL string

	userAgent                  string
	maxRetries                 int
	retryWaitMin, retryWaitMax time.Duration
	// resetMargin is how long after a rate-limit reset, on the service's clock as the
	// answers' Date headers bound it (server_clock.go), a request waiting for it is sent.
	resetMargin      time.Duration
	maxRateLimitWait time.Duration
	attemptTimeout   time.Duration
	logger           Logger

	auth   authTransports
	limits *rateLimits
	// clock is the service's clock as its answers tell it (server_clock.go).
	clock serverClock
	// creates is the create engine every create method runs through (create_engine.go).
	creates *creates.Engine
	// shared holds the answers of shared reads (shared_reads.go).
	shared *sharedReads
	// accountChecks holds the outcome of each ads account check (account_check.go).
	accountChecks *accountChecks
}

// NewClient validates the addresses of cfg; credentials are checked per call so that a
// provider configured for some endpoints only still works for those.
func NewClient(cfg Config) (*Client, error) {
	c := &Client{
		userAgent:        cfg.UserAgent,
		maxRetries:       cfg.MaxRetries,
		retryWaitMin:     cfg.RetryWaitMin,
		retryWaitMax:     cfg.RetryWaitMax,
		resetMargin:      250 * time.Millisecond,
		maxRateLimitWait: cfg.MaxRateLimitWait,
		attemptTimeout:   cfg.RequestTimeout,
		logger:           cfg.Logger,
		limits:           newRateLimits(),
		shared:           newSharedReads(),
		accountChecks:    newAccountChecks(),
	}
	addresses := []struct {
		setting, value, fallback string
		dst                      *string
	}{
		{"ads_url", cfg.AdsURL, DefaultAdsURL, &c.adsURL},
		{"sandbox_ads_url", cfg.SandboxAdsURL, DefaultSandboxAdsURL, &c.sandboxAdsURL},
		{"api_url", cfg.APIURL, DefaultAPIURL, &c.apiURL},
		{"upload_url", cfg.UploadURL, DefaultUploadURL, &c.uploadURL},
	}
	for _, a := range addresses {
		v := a.value
		if v == "" {
			v = a.fallback
		}
		base, err := validateBaseURL(v)
		if err != nil {
			return nil, fmt.Errorf("invalid %s: %w", a.setting, err)
		}
		*a.dst = base
	}
	if c.userAgent == "" {
		c.userAgent = DefaultUserAgent
	}
	if c.maxRetries < 0 {
		c.maxRetries = DefaultMaxRetries
	}
	if c.retryWaitMin == 0 {
		c.retryWaitMin = time.Second
	}
	if c.retryWaitMax == 0 {
		c.retryWaitMax = 30 * time.Second
	}
	if c.retryWaitMin < 0 || c.retryWaitMax < c.retryWaitMin {
		return nil, fmt.Errorf("invalid retry waits: minimum %s must be positive and not above maximum %s", c.retryWaitMin, c.retryWaitMax)
	}
	if c.logger == nil {
		c.logger = discardLogger{}
	}
	if c.maxRateLimitWait < 0 {
		return nil, fmt.Errorf("invalid longest rate-limit wait %s: must be positive", c.maxRateLimitWait)
	}
	if c.maxRateLimitWait == 0 {
		c.maxRateLimitWait = DefaultMaxRateLimitWait
	}
	if c.attemptTimeout < 0 {
		return nil, fmt.Errorf("invalid request timeout %s: must be positive", c.attemptTimeout)
	}
	base := defaultTransport()
	if cfg.HTTPClient != nil {
		if cfg.HTTPClient.Transport != nil {
			base = cfg.HTTPClient.Transport
		}
		if c.attemptTimeout == 0 {
			c.attemptTimeout = cfg.HTTPClient.Timeout
		}
	}
	// A base client without a Timeout must not mean no bound at all.
	if c.attemptTimeout == 0 {
		c.attemptTimeout = DefaultRequestTimeout
	}
	c.auth = newAuthTransports(cfg, base)
	c.creates = c.newCreateEngine()
	c.Cards = &CardsService{c: c}
	c.PollCards = &PollCardsService{c: c}
	c.DraftPosts = &DraftPostsService{c: c}
	c.AppEventProviderConfigurations = &AppEventProviderConfigurationsService{c: c}
	c.ScheduledFeeds = &ScheduledFeedsService{c: c}
	c.PromotableUsers = &PromotableUsersService{c: c}
	c.Features = &FeaturesService{c: c}
	c.Targeting = &TargetingService{c: c}
	c.Collections = &CollectionsService{c: c}
	c.MediaStatus = &MediaStatusService{c: c}
	c.Trends = &TrendsService{c: c}
	c.Users = &UsersService{c: c}
	c.Timelines = &TimelinesService{c: c}
	c.DeveloperAccount = &DeveloperAccountService{c: c}
	c.AccountActivity = &AccountActivityService{c: c}
	c.ActivitySubscriptions = &ActivitySubscriptionsService{c: c}
	c.ActivityStream = &ActivityStreamService{c: c}
	c.LineItemTargeting = &LineItemTargetingService{c: c}
	c.PromotedPosts = &PromotedPostsService{c: c}
	c.ScheduledPosts = &ScheduledPostsService{c: c}
	c.MediaLibrary = &MediaLibraryService{c: c}
	c.AdsAccounts = &AdsAccountsService{c: c}
	c.FundingInstruments = &FundingInstrumentsService{c: c}
	c.Campaigns = newCampaignsService(c)
	c.LineItems = newLineItemsService(c)
	c.Placements = &PlacementsService{c: c}
	return c, nil
}

// ValidateBaseURL reports whether raw is an address NewClient accepts, so that a setting can be
// checked before any client is made; its error never shows user information.
func ValidateBaseURL(raw string) error {
	_, err := validateBaseURL(raw)
	return err
}

// validateBaseURL accepts an absolute http(s) address without query, fragment or user
// information and returns it without a trailing slash, ready to prefix paths. Its errors show the
// address without user information (RedactURL): a password there is a credential.
func validateBaseURL(raw string) (string, error) {
	shown := RedactURL(raw)
	u, err := url.Parse(raw)
	if err != nil {
		if _, userinfo := splitUserInfo(raw); userinfo != "" {
			// The parser's reason may quote a piece of the password ("invalid URL escape").
			return "", fmt.Errorf("%q is not a valid address, and must not carry user information", shown)
		}
		return "", fmt.Errorf("%q is not a valid address: %w", shown, withoutURL(err))
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", fmt.Errorf("%q must start with https:// or http://", shown)
	}
	if u.Host == "" {
		return "", fmt.Errorf("%q has no host", shown)
	}
	if u.User != nil {
		// The service takes credentials only from the credential settings, never from the address.
		return "", fmt.Errorf("%q must not carry user information (user:password@); set credentials with the credential settings", shown)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%q must not carry a query or a fragment", shown)
	}
	return strings.TrimRight(u.String(), "/"), nil
}

// idleConnsPerHost is how many idle connections the client keeps to each address: as many as the
// requests Terraform runs at once (its -parallelism, 10 by default, with room for more). Go's default
// of 2 made the other requests of each wave open a new connection, a TLS handshake apiece against the
// real service: 500 deletes opened about 200 connections instead of 10.
const idleConnsPerHost = 32

// defaultTransport is Go's default transport, keeping idleConnsPerHost idle connections per address.
func defaultTransport() http.RoundTripper {
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.MaxIdleConnsPerHost = idleConnsPerHost
	return t
}
