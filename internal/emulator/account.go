package emulator

import (
	"fmt"
	"slices"
)

// account is one ads account with everything that belongs to it.
type account struct {
	id      string
	ownerID string
	// sandbox accounts take feature changes through the sandbox address.
	sandbox   bool
	features  []string
	media     map[string]Media
	cards     map[string]*Card
	pollCards map[string]*PollCard
	drafts    map[string]*DraftPost
	// appEventProviders holds the account's configurations, soft-deleted ones included;
	// at most one is live.
	appEventProviders map[string]*AppEventProviderConfiguration
	promotableUsers   map[string]*PromotableUser
	// webEventTags holds soft-deleted tags too (Deleted set).
	webEventTags map[string]*WebEventTag
	// profile is the account as the ads account endpoints answer it.
	profile AdsAccount
	// fundingInstruments, campaigns and lineItems hold soft-deleted entities too (Deleted set).
	fundingInstruments map[string]*FundingInstrument
	campaigns          map[string]*Campaign
	lineItems          map[string]*LineItem
	// limits are the account's campaign and line item ceilings (AccountLimits).
	limits AccountLimits
	// targetingCriteria and promotedPosts hold soft-deleted entities too (Deleted set);
	// scheduledPosts are deleted for good.
	targetingCriteria map[string]*TargetingCriterion
	promotedPosts     map[string]*PromotedPost
	scheduledPosts    map[string]*ScheduledPost
	// trackingTags hold soft-deleted tags too (Deleted set).
	trackingTags map[string]*TrackingTag
	// promotedAccounts hold soft-deleted ones too (Deleted set).
	promotedAccounts map[string]*PromotedAccount
	// prerollCallToActions hold soft-deleted ones too (Deleted set); at most one per line item is live.
	prerollCallToActions map[string]*PrerollCallToAction
	// accountMedia, made from media library items, and the mediaCreatives that attach them to line items
	// hold soft-deleted ones too (Deleted set).
	accountMedia   map[string]*AccountMedia
	mediaCreatives map[string]*MediaCreative
	// scheduledPromotedPosts tie scheduled posts to line items; they hold soft-deleted ones too (Deleted
	// set).
	scheduledPromotedPosts map[string]*ScheduledPromotedPost
	// customAudiences hold soft-deleted ones too (Deleted set); live ones have unique names.
	customAudiences map[string]*CustomAudience
	// audiencePermissions share those audiences with other accounts; revoked ones stay (Deleted set).
	audiencePermissions map[string]*CustomAudiencePermission
	// doNotReachLists hold soft-deleted ones too (Deleted set); at most one is live.
	doNotReachLists map[string]*DoNotReachList
	// audienceMembers are the members of the audiences that have received an upload, by audience id.
	audienceMembers map[string]*audienceMembers
	// doNotReachMembers are the members of the do-not-reach lists that have received an upload, by list id.
	doNotReachMembers map[string]*audienceMembers
	// permissions are what the account's one user, its owner, holds on it (endpoint 47).
	permissions []string
	// nullcastPosts are the account's published promoted-only posts: promotable, never shown in
	// a timeline (organic posts live in the core state).
	nullcastPosts map[string]*corePost
}

func newAccount(id, ownerID string) *account {
	return &account{
		id:        id,
		ownerID:   ownerID,
		media:     map[string]Media{},
		cards:     map[string]*Card{},
		pollCards: map[string]*PollCard{},
		drafts:    map[string]*DraftPost{},

		appEventProviders: map[string]*AppEventProviderConfiguration{},
		promotableUsers:   map[string]*PromotableUser{},
		webEventTags:      map[string]*WebEventTag{},
		campaigns:         map[string]*Campaign{},
		lineItems:         map[string]*LineItem{},
		targetingCriteria: map[string]*TargetingCriterion{},
		promotedPosts:     map[string]*PromotedPost{},
		scheduledPosts:    map[string]*ScheduledPost{},
		trackingTags:      map[string]*TrackingTag{},
		promotedAccounts:  map[string]*PromotedAccount{},
		nullcastPosts:     map[string]*corePost{},

		prerollCallToActions: map[string]*PrerollCallToAction{},
		customAudiences:      map[string]*CustomAudience{},
		audiencePermissions:  map[string]*CustomAudiencePermission{},
		doNotReachLists:      map[string]*DoNotReachList{},
		accountMedia:         map[string]*AccountMedia{},
		mediaCreatives:       map[string]*MediaCreative{},
		audienceMembers:      map[string]*audienceMembers{},
		doNotReachMembers:    map[string]*audienceMembers{},

		scheduledPromotedPosts: map[string]*ScheduledPromotedPost{},

		fundingInstruments: map[string]*FundingInstrument{},
		limits:             defaultAccountLimits,
		permissions:        slices.Clone(defaultPermissions),
	}
}

func (a *account) addFeatures(keys ...string) {
	for _, k := range keys {
		if !a.hasFeature(k) {
			a.features = append(a.features, k)
		}
	}
}

func (a *account) removeFeatures(keys ...string) {
	a.features = slices.DeleteFunc(a.features, func(k string) bool { return slices.Contains(keys, k) })
}

func (a *account) hasFeature(key string) bool {
	return slices.Contains(a.features, key)
}

// accountLocked returns the account for a test hook, or an error wrapping ErrNotFound. Callers
// hold s.mu.
func (s *Server) accountLocked(accountID string) (*account, error) {
	a := s.accounts[accountID]
	if a == nil {
		return nil, fmt.Errorf("account %s: %w", accountID, ErrNotFound)
	}
	return a, nil
}
