package adsapi_test

import (
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The objects the rows of operationCalls read, change and delete (see after), made through the
// client in the row's own emulator.

func newCard(k caller) (*adsapi.Card, error) {
	return k.c.Cards.Create(k.ctx, k.cs, acc, websiteCard("c", emulator.DemoSquareImageKey, "https://example.com"))
}

func newPollCard(k caller) (*adsapi.PollCard, error) {
	return k.c.PollCards.Create(k.ctx, k.cs, acc, pollChoice)
}

func newDraftPost(k caller) (*adsapi.DraftPost, error) {
	return k.c.DraftPosts.Create(k.ctx, k.cs, acc, adsapi.DraftPostInput{AsUserID: emulator.DemoUserID, Text: "draft"})
}

func newScheduledPost(k caller) (*adsapi.ScheduledPost, error) {
	return k.c.ScheduledPosts.Create(k.ctx, k.cs, acc, adsapi.ScheduledPostInput{ScheduledAt: soon, Text: "soon"})
}

func newCampaign(k caller) (*adsapi.Campaign, error) {
	return k.c.Campaigns.Create(k.ctx, k.cs, acc, adsapi.CampaignInput{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "c"})
}

func newAppEventConfiguration(k caller) (*adsapi.AppEventProviderConfiguration, error) {
	return k.c.AppEventProviderConfigurations.Create(k.ctx, k.cs, acc, "advertiser-1")
}

func newScheduledFeed(k caller) (*adsapi.ScheduledFeed, error) {
	return k.c.ScheduledFeeds.Create(k.ctx, k.cs, emulator.DemoProductCatalogID, feed)
}

func newActivitySubscription(k caller) (*adsapi.ActivitySubscription, error) {
	return k.c.ActivitySubscriptions.Create(k.ctx, k.cs, adsapi.ActivitySubscriptionInput{
		EventType: "profile.update.bio", Filter: adsapi.ActivitySubscriptionFilter{UserID: emulator.DemoUserID}})
}
