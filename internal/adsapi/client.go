package adsapi

import (
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/sharedreads"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Default addresses of the service.
const (
	DefaultAdsURL        = "https://ads-api.x.com"
	DefaultSandboxAdsURL = "https://ads-api-sandbox.x.com"
	DefaultAPIURL        = "https://api.x.com"
	DefaultUploadURL     = "https://upload.twitter.com"
)

// Config holds everything a Client needs. Zero values pick the documented defaults.
type Config struct {
	// Addresses; "" means the default address.
	AdsURL, SandboxAdsURL, APIURL, UploadURL string
	// Transport holds the credentials and how calls are paced, retried and logged.
	Transport transport.Config
}

// Client talks to the service. Build it with NewClient; it is safe for concurrent use.
type Client struct {
	Cards                          *CardsService
	PollCards                      *PollCardsService
	DraftPosts                     *DraftPostsService
	AppEventProviderConfigurations *AppEventProviderConfigurationsService
	ScheduledFeeds                 *ScheduledFeedsService
	WebEventTags                   *WebEventTagsService
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
	Webhooks                       *WebhooksService
	LineItemTargeting              *LineItemTargetingService
	PromotedPosts                  *PromotedPostsService
	ScheduledPosts                 *ScheduledPostsService
	MediaLibrary                   *MediaLibraryService
	AdsAccounts                    *AdsAccountsService
	FundingInstruments             *FundingInstrumentsService
	Campaigns                      *CampaignsService
	LineItems                      *LineItemsService
	Placements                     *PlacementsService
	TrackingTags                   *TrackingTagsService
	PromotedAccounts               *PromotedAccountsService
	PrerollCallToActions           *PrerollCallToActionsService
	MediaCreatives                 *MediaCreativesService
	ScheduledPromotedPosts         *ScheduledPromotedPostsService
	AccountMedia                   *AccountMediaService
	CustomAudiences                *CustomAudiencesService
	CustomAudiencePermissions      *CustomAudiencePermissionsService
	DoNotReachLists                *DoNotReachListsService
	AudienceEstimate               *AudienceEstimateService

	adsURL, sandboxAdsURL, apiURL, uploadURL string

	// t sends every call: signing, rate limits, retries (package transport).
	t *transport.Transport
	// creates is the create engine every create method runs through (create_engine.go).
	creates *creates.Engine
	// shared holds the answers of shared reads (package sharedreads).
	shared *sharedreads.Group
	// accountChecks holds the outcome of each ads account check (account_check.go).
	accountChecks *accountChecks
}

// NewClient validates the addresses of cfg; credentials are checked per call so that a
// provider configured for some endpoints only still works for those.
func NewClient(cfg Config) (*Client, error) {
	t, err := transport.New(cfg.Transport)
	if err != nil {
		return nil, err
	}
	c := &Client{
		t:             t,
		shared:        sharedreads.New(),
		accountChecks: newAccountChecks(),
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
		base, err := transport.BaseURL(v)
		if err != nil {
			return nil, fmt.Errorf("invalid %s: %w", a.setting, err)
		}
		*a.dst = base
	}
	c.creates = c.newCreateEngine()
	c.Cards = &CardsService{c: c}
	c.PollCards = &PollCardsService{c: c}
	c.DraftPosts = &DraftPostsService{c: c}
	c.AppEventProviderConfigurations = &AppEventProviderConfigurationsService{c: c}
	c.ScheduledFeeds = &ScheduledFeedsService{c: c}
	c.WebEventTags = &WebEventTagsService{c: c}
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
	c.Webhooks = &WebhooksService{c: c}
	c.LineItemTargeting = &LineItemTargetingService{c: c}
	c.PromotedPosts = &PromotedPostsService{c: c}
	c.ScheduledPosts = &ScheduledPostsService{c: c}
	c.MediaLibrary = &MediaLibraryService{c: c}
	c.AdsAccounts = &AdsAccountsService{c: c}
	c.FundingInstruments = &FundingInstrumentsService{c: c}
	c.Campaigns = newCampaignsService(c)
	c.LineItems = newLineItemsService(c)
	c.Placements = &PlacementsService{c: c}
	c.TrackingTags = &TrackingTagsService{c: c}
	c.PromotedAccounts = &PromotedAccountsService{c: c}
	c.PrerollCallToActions = &PrerollCallToActionsService{c: c}
	c.MediaCreatives = &MediaCreativesService{c: c}
	c.ScheduledPromotedPosts = &ScheduledPromotedPostsService{c: c}
	c.AccountMedia = &AccountMediaService{c: c}
	c.CustomAudiences = &CustomAudiencesService{c: c}
	c.CustomAudiencePermissions = &CustomAudiencePermissionsService{c: c}
	c.DoNotReachLists = &DoNotReachListsService{c: c}
	c.AudienceEstimate = &AudienceEstimateService{c: c}
	return c, nil
}

// CheckCredentials reports, as a *transport.MissingCredentialsError, that none of schemes is
// configured; nil when one is.
func (c *Client) CheckCredentials(schemes ...transport.AuthScheme) error {
	return c.t.CheckCredentials(schemes...)
}
