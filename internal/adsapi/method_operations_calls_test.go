package adsapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// caller is what a row of operationCalls calls with: a client whose every address is an emulator
// behind a recorder, and a create session.
type caller struct {
	ctx context.Context
	c   *adsapi.Client
	cs  creates.Session
	w   *recordedWire
}

// after makes an object through the client, forgets what that sent and calls call with it: the row
// then checks a read, change or delete of an object the service holds.
func after[T any](k caller, newObject func(caller) (*T, error), call func(*T) error) error {
	made, err := newObject(k)
	if err != nil {
		return err
	}
	k.w.forget()
	return call(made)
}

// e1 and e2 keep a call's error: the row checks what was sent, and a refusal (an id the emulator
// does not hold) was still sent.
func e1[A any](_ A, err error) error         { return err }
func e2[A, B any](_ A, _ B, err error) error { return err }

// Ids the demo data of the emulator holds, and ids it does not (a refused request was still sent).
const (
	acc     = emulator.DemoAccountID
	missing = "nosuchid"
)

var (
	soon       = time.Now().Add(2 * time.Hour).UTC().Format(time.RFC3339)
	criterion  = adsapi.LineItemCriterionInput{LineItemID: missing, TargetingType: "LOCATION", TargetingValue: "96683cc9126741d1", OperatorType: "EQ"}
	feed       = adsapi.ScheduledFeedInput{FeedURL: "https://example.com/p.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "07:15", TimeZone: "UTC"}
	pollChoice = adsapi.PollCardInput{Name: "poll", DurationInMinutes: 60, FirstChoice: "yes", SecondChoice: "no"}
	lineItem   = adsapi.LineItemInput{CampaignID: missing, Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS", Placements: []string{"ALL_ON_TWITTER"}, StartTime: soon}
	rename     = "renamed"
)

// operationCalls calls each method once, with the arguments its row gives: one row per exported
// method of the Client and of its services.
var operationCalls = map[string]func(k caller) error{
	"Client.AuthenticatedUserID": func(k caller) error { return e1(k.c.AuthenticatedUserID(k.ctx)) },
	"Client.CheckAccount":        func(k caller) error { return k.c.CheckAccount(k.ctx, acc) },
	"Client.CheckAccess":         func(k caller) error { return k.c.CheckAccess(k.ctx, acc) },
	"Client.CheckCredentials":    func(k caller) error { return k.c.CheckCredentials(transport.OAuth1User) },
	"Client.CheckSandboxAccount": func(k caller) error { return k.c.CheckSandboxAccount(k.ctx, emulator.DemoSandboxAccountID) },
	"Client.Me":                  func(k caller) error { return e1(k.c.Me(k.ctx)) },
	"Client.StopGrace":           func(k caller) error { k.c.StopGrace(); return nil },

	"AccountActivityService.Count":      func(k caller) error { return e1(k.c.AccountActivity.Count(k.ctx)) },
	"AccountActivityService.List":       func(k caller) error { return e1(k.c.AccountActivity.List(k.ctx, emulator.DemoWebhookID)) },
	"AccountActivityService.Subscribe":  func(k caller) error { return e1(k.c.AccountActivity.Subscribe(k.ctx, emulator.DemoWebhookID)) },
	"AccountActivityService.Subscribed": func(k caller) error { return e1(k.c.AccountActivity.Subscribed(k.ctx, emulator.DemoWebhookID)) },
	"AccountActivityService.Unsubscribe": func(k caller) error {
		return e1(k.c.AccountActivity.Unsubscribe(k.ctx, emulator.DemoWebhookID, emulator.DemoUserID))
	},

	"ActivityStreamService.Read": func(k caller) error {
		return e1(k.c.ActivityStream.Read(k.ctx, adsapi.ActivityStreamOptions{MaxItems: 1, Wait: time.Second}))
	},
	"ActivitySubscriptionsService.Create": func(k caller) error { return e1(newActivitySubscription(k)) },
	"ActivitySubscriptionsService.Delete": func(k caller) error {
		return after(k, newActivitySubscription, func(o *adsapi.ActivitySubscription) error {
			return e1(k.c.ActivitySubscriptions.Delete(k.ctx, o.ID))
		})
	},
	"ActivitySubscriptionsService.Get": func(k caller) error {
		return after(k, newActivitySubscription, func(o *adsapi.ActivitySubscription) error {
			return e2(k.c.ActivitySubscriptions.Get(k.ctx, o.ID))
		})
	},
	"ActivitySubscriptionsService.List": func(k caller) error { return e1(k.c.ActivitySubscriptions.List(k.ctx, 0, nil)) },
	"ActivitySubscriptionsService.Page": func(k caller) error { return e1(k.c.ActivitySubscriptions.Page(k.ctx, 0, "")) },
	"ActivitySubscriptionsService.Update": func(k caller) error {
		return after(k, newActivitySubscription, func(o *adsapi.ActivitySubscription) error {
			return e1(k.c.ActivitySubscriptions.Update(k.ctx, o.ID, adsapi.ActivitySubscriptionUpdate{Tag: "t"}))
		})
	},

	"AdsAccountsService.Get":  func(k caller) error { return e1(k.c.AdsAccounts.Get(k.ctx, acc)) },
	"AdsAccountsService.List": func(k caller) error { return e1(k.c.AdsAccounts.List(k.ctx, adsapi.AdsAccountListOptions{})) },

	"AppEventProviderConfigurationsService.Create": func(k caller) error { return e1(newAppEventConfiguration(k)) },
	"AppEventProviderConfigurationsService.Delete": func(k caller) error {
		return after(k, newAppEventConfiguration, func(o *adsapi.AppEventProviderConfiguration) error {
			return e1(k.c.AppEventProviderConfigurations.Delete(k.ctx, acc, o.ID))
		})
	},
	"AppEventProviderConfigurationsService.Get": func(k caller) error {
		return after(k, newAppEventConfiguration, func(o *adsapi.AppEventProviderConfiguration) error {
			return e1(k.c.AppEventProviderConfigurations.Get(k.ctx, acc, o.ID))
		})
	},
	"AppEventProviderConfigurationsService.List": func(k caller) error {
		return e1(k.c.AppEventProviderConfigurations.List(k.ctx, acc, adsapi.AppEventProviderConfigurationListOptions{}))
	},

	"CampaignsService.Create": func(k caller) error { return e1(newCampaign(k)) },
	"CampaignsService.Delete": func(k caller) error {
		return after(k, newCampaign, func(o *adsapi.Campaign) error { return e1(k.c.Campaigns.Delete(k.ctx, acc, o.ID)) })
	},
	"CampaignsService.Get": func(k caller) error {
		return after(k, newCampaign, func(o *adsapi.Campaign) error { return e1(k.c.Campaigns.Get(k.ctx, acc, o.ID)) })
	},
	"CampaignsService.List": func(k caller) error { return e1(k.c.Campaigns.List(k.ctx, acc, adsapi.CampaignListOptions{})) },
	"CampaignsService.Update": func(k caller) error {
		return after(k, newCampaign, func(o *adsapi.Campaign) error {
			return e1(k.c.Campaigns.Update(k.ctx, acc, o.ID, adsapi.CampaignUpdate{Name: &rename}))
		})
	},

	"CardsService.Create": func(k caller) error { return e1(newCard(k)) },
	"CardsService.Delete": func(k caller) error {
		return after(k, newCard, func(o *adsapi.Card) error { return e1(k.c.Cards.Delete(k.ctx, acc, o.ID)) })
	},
	"CardsService.Get": func(k caller) error {
		return after(k, newCard, func(o *adsapi.Card) error { return e1(k.c.Cards.Get(k.ctx, acc, o.ID)) })
	},
	"CardsService.List": func(k caller) error { return e1(k.c.Cards.List(k.ctx, acc, adsapi.CardListOptions{})) },
	"CardsService.Update": func(k caller) error {
		return after(k, newCard, func(o *adsapi.Card) error {
			return e1(k.c.Cards.Update(k.ctx, acc, o.ID, adsapi.CardInput{Name: rename}))
		})
	},

	"CollectionsService.Curate": func(k caller) error {
		return e1(k.c.Collections.Curate(k.ctx, "custom-1", []adsapi.CollectionChange{{Op: "add", PostID: "20"}}))
	},
	"CollectionsService.Entries": func(k caller) error { return e1(k.c.Collections.Entries(k.ctx, "custom-1")) },

	"DeveloperAccountService.Ensure": func(k caller) error { return e1(k.c.DeveloperAccount.Ensure(k.ctx, adsapi.DeveloperAccountInput{})) },
	"DeveloperAccountService.Get":    func(k caller) error { return e1(k.c.DeveloperAccount.Get(k.ctx)) },

	"DraftPostsService.Create": func(k caller) error { return e1(newDraftPost(k)) },
	"DraftPostsService.Delete": func(k caller) error {
		return after(k, newDraftPost, func(o *adsapi.DraftPost) error { return e1(k.c.DraftPosts.Delete(k.ctx, acc, o.ID)) })
	},
	"DraftPostsService.Get": func(k caller) error {
		return after(k, newDraftPost, func(o *adsapi.DraftPost) error { return e1(k.c.DraftPosts.Get(k.ctx, acc, o.ID)) })
	},
	"DraftPostsService.List": func(k caller) error { return e1(k.c.DraftPosts.List(k.ctx, acc, adsapi.DraftPostListOptions{})) },
	"DraftPostsService.Preview": func(k caller) error {
		return after(k, newDraftPost, func(o *adsapi.DraftPost) error { return e1(k.c.DraftPosts.Preview(k.ctx, acc, o.ID)) })
	},
	"DraftPostsService.Update": func(k caller) error {
		return after(k, newDraftPost, func(o *adsapi.DraftPost) error {
			return e1(k.c.DraftPosts.Update(k.ctx, acc, o.ID, adsapi.DraftPostUpdate{Name: &rename}))
		})
	},

	"FeaturesService.Add": func(k caller) error {
		return e1(k.c.Features.Add(k.ctx, emulator.DemoSandboxAccountID, []string{"AGE_TARGETING"}))
	},
	"FeaturesService.List": func(k caller) error { return e1(k.c.Features.List(k.ctx, acc, adsapi.FeatureListOptions{})) },
	"FeaturesService.Remove": func(k caller) error {
		return e1(k.c.Features.Remove(k.ctx, emulator.DemoSandboxAccountID, []string{"AGE_TARGETING"}))
	},

	"FundingInstrumentsService.Get": func(k caller) error {
		return e1(k.c.FundingInstruments.Get(k.ctx, acc, emulator.DemoFundingInstrumentID))
	},
	"FundingInstrumentsService.List": func(k caller) error {
		return e1(k.c.FundingInstruments.List(k.ctx, acc, adsapi.FundingInstrumentListOptions{}))
	},

	"LineItemTargetingService.Apply": func(k caller) error {
		return e1(k.c.LineItemTargeting.Apply(k.ctx, k.cs, acc, missing, []adsapi.TargetingOperation{adsapi.CreateCriterion(criterion)}))
	},
	"LineItemTargetingService.Batch": func(k caller) error {
		return e1(k.c.LineItemTargeting.Batch(k.ctx, k.cs, acc, missing, []adsapi.TargetingOperation{adsapi.CreateCriterion(criterion)}))
	},
	"LineItemTargetingService.Create": func(k caller) error { return e1(k.c.LineItemTargeting.Create(k.ctx, k.cs, acc, criterion)) },
	"LineItemTargetingService.Delete": func(k caller) error { return e1(k.c.LineItemTargeting.Delete(k.ctx, acc, missing)) },
	"LineItemTargetingService.Remove": func(k caller) error {
		return k.c.LineItemTargeting.Remove(k.ctx, acc, missing, []string{missing})
	},
	"LineItemTargetingService.Get":  func(k caller) error { return e1(k.c.LineItemTargeting.Get(k.ctx, acc, missing, "")) },
	"LineItemTargetingService.Held": func(k caller) error { return e1(k.c.LineItemTargeting.Held(k.ctx, acc, missing, "")) },
	"LineItemTargetingService.List": func(k caller) error {
		return e1(k.c.LineItemTargeting.List(k.ctx, acc, adsapi.LineItemTargetingListOptions{LineItemIDs: []string{missing}}))
	},

	"LineItemsService.Create": func(k caller) error { return e1(k.c.LineItems.Create(k.ctx, k.cs, acc, lineItem)) },
	"LineItemsService.Delete": func(k caller) error { return e1(k.c.LineItems.Delete(k.ctx, acc, missing)) },
	"LineItemsService.Get":    func(k caller) error { return e1(k.c.LineItems.Get(k.ctx, acc, missing)) },
	"LineItemsService.List":   func(k caller) error { return e1(k.c.LineItems.List(k.ctx, acc, adsapi.LineItemListOptions{})) },
	"LineItemsService.Update": func(k caller) error {
		return e1(k.c.LineItems.Update(k.ctx, acc, missing, adsapi.LineItemUpdate{Name: &rename}))
	},

	"MediaLibraryService.Get": func(k caller) error { return e1(k.c.MediaLibrary.Get(k.ctx, acc, emulator.DemoImageKey)) },
	"MediaLibraryService.List": func(k caller) error {
		return e1(k.c.MediaLibrary.List(k.ctx, acc, adsapi.MediaLibraryListOptions{}))
	},

	"MediaStatusService.Get": func(k caller) error { return e1(k.c.MediaStatus.Get(k.ctx, emulator.DemoUploadedImageMediaID)) },
	"MediaStatusService.Wait": func(k caller) error {
		return e1(k.c.MediaStatus.Wait(k.ctx, emulator.DemoUploadedImageMediaID, time.Second))
	},

	"PlacementsService.List": func(k caller) error { return e1(k.c.Placements.List(k.ctx, "")) },

	"PollCardsService.Create": func(k caller) error { return e1(newPollCard(k)) },
	"PollCardsService.Delete": func(k caller) error {
		return after(k, newPollCard, func(o *adsapi.PollCard) error { return e1(k.c.PollCards.Delete(k.ctx, acc, o.ID)) })
	},
	"PollCardsService.Get": func(k caller) error {
		return after(k, newPollCard, func(o *adsapi.PollCard) error { return e1(k.c.PollCards.Get(k.ctx, acc, o.ID)) })
	},
	"PollCardsService.List": func(k caller) error { return e1(k.c.PollCards.List(k.ctx, acc, adsapi.PollCardListOptions{})) },

	"PromotableUsersService.Full": func(k caller) error { return e1(k.c.PromotableUsers.Full(k.ctx, acc)) },
	"PromotableUsersService.Get": func(k caller) error {
		return e1(k.c.PromotableUsers.Get(k.ctx, acc, emulator.DemoPromotableUserID))
	},
	"PromotableUsersService.List": func(k caller) error {
		return e1(k.c.PromotableUsers.List(k.ctx, acc, adsapi.PromotableUserListOptions{}))
	},

	"PromotedPostsService.Create": func(k caller) error {
		return e1(k.c.PromotedPosts.Create(k.ctx, k.cs, acc, missing, []string{"1234"}))
	},
	"PromotedPostsService.Delete": func(k caller) error { return e1(k.c.PromotedPosts.Delete(k.ctx, acc, missing)) },
	"PromotedPostsService.Get":    func(k caller) error { return e1(k.c.PromotedPosts.Get(k.ctx, acc, missing)) },
	"PromotedPostsService.List": func(k caller) error {
		return e1(k.c.PromotedPosts.List(k.ctx, acc, adsapi.PromotedPostListOptions{}))
	},

	"ScheduledFeedsService.Create": func(k caller) error { return e1(newScheduledFeed(k)) },
	"ScheduledFeedsService.Delete": func(k caller) error {
		return after(k, newScheduledFeed, func(o *adsapi.ScheduledFeed) error {
			return e1(k.c.ScheduledFeeds.Delete(k.ctx, emulator.DemoProductCatalogID, o.ID))
		})
	},
	"ScheduledFeedsService.Get": func(k caller) error {
		return after(k, newScheduledFeed, func(o *adsapi.ScheduledFeed) error {
			return e1(k.c.ScheduledFeeds.Get(k.ctx, emulator.DemoProductCatalogID, o.ID))
		})
	},
	"ScheduledFeedsService.List": func(k caller) error {
		return e1(k.c.ScheduledFeeds.List(k.ctx, emulator.DemoProductCatalogID, adsapi.ScheduledFeedListOptions{}))
	},
	"ScheduledFeedsService.Update": func(k caller) error {
		return after(k, newScheduledFeed, func(o *adsapi.ScheduledFeed) error {
			return e1(k.c.ScheduledFeeds.Update(k.ctx, emulator.DemoProductCatalogID, o.ID, adsapi.ScheduledFeedUpdate{FeedURL: &feed.FeedURL}))
		})
	},

	"ScheduledPostsService.Create": func(k caller) error { return e1(newScheduledPost(k)) },
	"ScheduledPostsService.Delete": func(k caller) error {
		return after(k, newScheduledPost, func(o *adsapi.ScheduledPost) error { return e1(k.c.ScheduledPosts.Delete(k.ctx, acc, o.ID)) })
	},
	"ScheduledPostsService.Get": func(k caller) error {
		return after(k, newScheduledPost, func(o *adsapi.ScheduledPost) error { return e1(k.c.ScheduledPosts.Get(k.ctx, acc, o.ID)) })
	},
	"ScheduledPostsService.List": func(k caller) error {
		return e1(k.c.ScheduledPosts.List(k.ctx, acc, adsapi.ScheduledPostListOptions{}))
	},
	"ScheduledPostsService.Update": func(k caller) error {
		return after(k, newScheduledPost, func(o *adsapi.ScheduledPost) error {
			return e1(k.c.ScheduledPosts.Update(k.ctx, acc, o.ID, adsapi.ScheduledPostUpdate{Name: &rename}))
		})
	},

	"TargetingService.AppStoreCategories": func(k caller) error { return e1(k.c.Targeting.AppStoreCategories(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Conversations":      func(k caller) error { return e1(k.c.Targeting.Conversations(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Devices":            func(k caller) error { return e1(k.c.Targeting.Devices(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Events":             func(k caller) error { return e1(k.c.Targeting.Events(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Interests":          func(k caller) error { return e1(k.c.Targeting.Interests(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Languages":          func(k caller) error { return e1(k.c.Targeting.Languages(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Locations":          func(k caller) error { return e1(k.c.Targeting.Locations(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.NetworkOperators":   func(k caller) error { return e1(k.c.Targeting.NetworkOperators(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.PlatformVersions":   func(k caller) error { return e1(k.c.Targeting.PlatformVersions(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.Platforms":          func(k caller) error { return e1(k.c.Targeting.Platforms(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.TVMarkets":          func(k caller) error { return e1(k.c.Targeting.TVMarkets(k.ctx, adsapi.TargetingQuery{})) },
	"TargetingService.TVShows": func(k caller) error {
		return e1(k.c.Targeting.TVShows(k.ctx, adsapi.TargetingQuery{Locale: "en-US"}))
	},

	"TimelinesService.HomeTimeline": func(k caller) error {
		return e1(k.c.Timelines.HomeTimeline(k.ctx, emulator.DemoUserID, adsapi.TimelineOptions{}))
	},
	"TimelinesService.Mentions": func(k caller) error {
		return e1(k.c.Timelines.Mentions(k.ctx, emulator.DemoUserID, adsapi.TimelineOptions{}))
	},
	"TimelinesService.Posts": func(k caller) error {
		return e1(k.c.Timelines.Posts(k.ctx, emulator.DemoUserID, adsapi.TimelineOptions{}))
	},

	"PromotedAccountsService.Create": func(k caller) error {
		return e1(k.c.PromotedAccounts.Create(k.ctx, k.cs, acc, adsapi.PromotedAccountInput{LineItemID: missing, UserID: emulator.DemoUserID}))
	},
	"PromotedAccountsService.Delete": func(k caller) error { return e1(k.c.PromotedAccounts.Delete(k.ctx, acc, missing)) },
	"PromotedAccountsService.Get":    func(k caller) error { return e1(k.c.PromotedAccounts.Get(k.ctx, acc, missing)) },
	"PromotedAccountsService.List": func(k caller) error {
		return e1(k.c.PromotedAccounts.List(k.ctx, acc, adsapi.PromotedAccountListOptions{}))
	},

	"TrackingTagsService.Create": func(k caller) error {
		return e1(k.c.TrackingTags.Create(k.ctx, k.cs, acc, adsapi.TrackingTagInput{LineItemID: missing, TrackingTagType: "IMPRESSION_TAG", TrackingTagURL: "https://example.com/i"}))
	},
	"TrackingTagsService.Delete": func(k caller) error { return e1(k.c.TrackingTags.Delete(k.ctx, acc, missing)) },
	"TrackingTagsService.Get":    func(k caller) error { return e1(k.c.TrackingTags.Get(k.ctx, acc, missing)) },
	"TrackingTagsService.List": func(k caller) error {
		return e1(k.c.TrackingTags.List(k.ctx, acc, adsapi.TrackingTagListOptions{}))
	},
	"TrackingTagsService.Update": func(k caller) error {
		return e1(k.c.TrackingTags.Update(k.ctx, acc, missing, "https://example.com/i"))
	},

	"TrendsService.Available": func(k caller) error { return e1(k.c.Trends.Available(k.ctx)) },

	"UsersService.ByID": func(k caller) error { return e1(k.c.Users.ByID(k.ctx, emulator.DemoUserID, adsapi.FieldOptions{})) },
	"UsersService.ByIDs": func(k caller) error {
		return e1(k.c.Users.ByIDs(k.ctx, []string{emulator.DemoUserID}, adsapi.FieldOptions{}))
	},
	"UsersService.ByUsername": func(k caller) error {
		return e1(k.c.Users.ByUsername(k.ctx, emulator.DemoHandle, adsapi.FieldOptions{}))
	},
	"UsersService.ByUsernames": func(k caller) error {
		return e1(k.c.Users.ByUsernames(k.ctx, []string{emulator.DemoHandle}, adsapi.FieldOptions{}))
	},
	"UsersService.Blocking": func(k caller) error {
		return e1(k.c.Users.Blocking(k.ctx, emulator.DemoUserID, adsapi.UserListOptions{}))
	},
	"UsersService.Lookup": func(k caller) error {
		return e1(k.c.Users.Lookup(k.ctx, []string{emulator.DemoUserID}, adsapi.FieldOptions{}))
	},
	"UsersService.Mute": func(k caller) error { return e1(k.c.Users.Mute(k.ctx, emulator.DemoUserID, "783214")) },
	"UsersService.Muting": func(k caller) error {
		return e1(k.c.Users.Muting(k.ctx, emulator.DemoUserID, adsapi.UserListOptions{}))
	},
	"UsersService.Unmute": func(k caller) error { return e1(k.c.Users.Unmute(k.ctx, emulator.DemoUserID, "783214")) },
}

// sentRequest is one request as the recorder saw it: the address it reached, its method and path.
type sentRequest struct{ address, method, path string }

// recordedWire records what reaches the emulator through each of the client's addresses.
type recordedWire struct {
	mu   sync.Mutex
	sent []sentRequest
}

func (w *recordedWire) forget() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.sent = nil
}

// serve puts the recorder in front of emu for requests to address; the emulator serves the sandbox
// address under /sandbox of the advertising one.
func (w *recordedWire) serve(t *testing.T, address string, emu http.Handler) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		s := sentRequest{address: address, method: r.Method, path: r.URL.Path}
		if address == "" && (s.path == "/sandbox" || strings.HasPrefix(s.path, "/sandbox/")) {
			s.address, s.path = "{sandbox_ads_url}", strings.TrimPrefix(s.path, "/sandbox")
		}
		w.mu.Lock()
		w.sent = append(w.sent, s)
		w.mu.Unlock()
		emu.ServeHTTP(rw, r)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// checkSent calls call against the emulator and checks every request it sent against ops (none
// when ops is empty), or against also, the operations its engine sends besides (engineSends), of
// which it must not send only: the method, the address and the path, each of the template's :param
// segments standing for one segment.
func checkSent(t *testing.T, ops, also []operation, call func(caller) error) {
	t.Helper()
	emu := emulator.New(emulator.Options{})
	w := &recordedWire{}
	ads, api, upload := w.serve(t, "", emu), w.serve(t, "{base_url}", emu), w.serve(t, "{upload_url}", emu)
	c := newDemoClient(t, ads.URL, func(cfg *adsapi.Config) {
		cfg.SandboxAdsURL, cfg.APIURL, cfg.UploadURL = ads.URL+"/sandbox", api.URL, upload.URL
		cfg.Transport.MaxRetries = 0
	})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := call(caller{ctx: ctx, c: c, cs: newSession(t), w: w}); err != nil {
		t.Logf("the call answered %v (what it sent is what counts)", err)
	}

	w.mu.Lock()
	defer w.mu.Unlock()
	if len(ops) == 0 {
		if len(w.sent) > 0 {
			t.Errorf("sent %v, want no request", w.sent)
		}
		return
	}
	if len(w.sent) == 0 {
		t.Fatalf("sent no request, want %v: give the row arguments the client sends", ops)
	}
	named := 0
	for _, s := range w.sent {
		switch {
		case sentAsNamed(s, ops):
			named++
		case !sentAsNamed(s, also):
			t.Errorf("sent %s %s%s, which is not %v", s.method, s.address, s.path, ops)
		}
	}
	if named == 0 {
		t.Errorf("sent %v, none of them %v", w.sent, ops)
	}
}

// sentAsNamed tells whether s is one of ops. A line without an address names the API's own: the
// advertising address for the /11 and /12 paths, {base_url} for the others.
func sentAsNamed(s sentRequest, ops []operation) bool {
	for _, op := range ops {
		address := op.address
		if address == "" && !strings.HasPrefix(op.path, "/11/") && !strings.HasPrefix(op.path, "/12/") {
			address = "{base_url}"
		}
		if s.method == op.method && s.address == address && pathMatches(op.path, s.path) {
			return true
		}
	}
	return false
}

// pathMatches tells whether path fits template, where each :param segment stands for one
// non-empty segment.
func pathMatches(template, path string) bool {
	ts, ps := strings.Split(template, "/"), strings.Split(path, "/")
	if len(ts) != len(ps) {
		return false
	}
	for i, seg := range ts {
		if strings.HasPrefix(seg, ":") && ps[i] != "" {
			continue
		}
		if seg != ps[i] {
			return false
		}
	}
	return true
}
