package adsapi_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/writebatch"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// createKind is one creating kind: its create, the path its POST goes to, and how many objects of it the
// service holds.
type createKind struct {
	name   string
	path   string
	create func(context.Context, *adsapi.Client, creates.Session) (id string, err error)
	// seed, for a kind whose create needs what the emulator must hold first (a line item, a post),
	// makes it in a new emulator and returns what seeded, the kind's create then, is given.
	seed   func(*testing.T, *emulator.Server) string
	seeded func(ctx context.Context, c *adsapi.Client, cs creates.Session, parent string) (id string, err error)
	count  func(*testing.T, *adsapi.Client) int
	// listsFirst marks a kind whose answers carry no created_at: each create lists the kind's scope
	// at path first (creates.Spec.Before).
	listsFirst bool
}

// patientBatches let createTwo's two creates meet in one batch on a loaded machine (the measured Linger
// is 5 ms); the batch is sent a second after the last of them joined.
var patientBatches = writebatch.Timings{Linger: time.Second, Quiet: time.Second, ReturnWait: time.Second, Window: 5 * time.Second}

// run runs the kind's create against emu, seeding first what it needs.
func (k createKind) run(t *testing.T, emu *emulator.Server, c *adsapi.Client) (string, error) {
	adsapi.SetBatchTimings(c, patientBatches)
	if k.seed != nil {
		return k.seeded(testCtx(t), c, newSession(t), k.seed(t, emu))
	}
	return k.create(testCtx(t), c, newSession(t))
}

func createKinds() []createKind {
	acc := emulator.DemoAccountID
	return append(audienceCreateKinds(), []createKind{
		{
			name: "poll card", path: "/12/accounts/" + acc + "/cards/poll",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				p, err := c.PollCards.Create(ctx, cs, acc, adsapi.PollCardInput{Name: "Season", DurationInMinutes: 60, FirstChoice: "Spring", SecondChoice: "Autumn"})
				return idOf(p, func(p *adsapi.PollCard) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				polls, err := c.PollCards.List(testCtx(t), acc, adsapi.PollCardListOptions{})
				mustNot(t, err)
				return len(polls)
			},
		},
		{
			name: "draft post", path: "/12/accounts/" + acc + "/draft_posts",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				d, err := c.DraftPosts.Create(ctx, cs, acc, adsapi.DraftPostInput{AsUserID: emulator.DemoUserID, Text: "Spring is here", Name: "spring"})
				return idOf(d, func(d *adsapi.DraftPost) string { return d.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				drafts, err := c.DraftPosts.List(testCtx(t), acc, adsapi.DraftPostListOptions{UserID: emulator.DemoUserID})
				mustNot(t, err)
				return len(drafts)
			},
		},
		{
			name: "app event provider configuration", path: "/11/accounts/" + acc + "/app_event_provider_configurations",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				a, err := c.AppEventProviderConfigurations.Create(ctx, cs, acc, "adv-1")
				return idOf(a, func(a *adsapi.AppEventProviderConfiguration) string { return a.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				configs, err := c.AppEventProviderConfigurations.List(testCtx(t), acc, adsapi.AppEventProviderConfigurationListOptions{})
				mustNot(t, err)
				return len(configs)
			},
		},
		{
			name: "scheduled feed", path: "/12/product_catalogs/" + emulator.DemoProductCatalogID + "/scheduled_feeds",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				f, err := c.ScheduledFeeds.Create(ctx, cs, emulator.DemoProductCatalogID, adsapi.ScheduledFeedInput{
					FeedURL: "https://example.com/feed.csv", FeedFormat: "CSV", Frequency: "DAILY", StartTime: "04:30", TimeZone: "Europe/Dublin"})
				return idOf(f, func(f *adsapi.ScheduledFeed) string { return f.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				feeds, err := c.ScheduledFeeds.List(testCtx(t), emulator.DemoProductCatalogID, adsapi.ScheduledFeedListOptions{})
				mustNot(t, err)
				return len(feeds)
			},
		},
		{
			name: "activity subscription", path: "/2/activity/subscriptions",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				a, err := c.ActivitySubscriptions.Create(ctx, cs, adsapi.ActivitySubscriptionInput{
					EventType: "profile.update.bio", Filter: adsapi.ActivitySubscriptionFilter{UserID: emulator.DevelopersUserID}, Tag: "bios"})
				return idOf(a, func(a *adsapi.ActivitySubscription) string { return a.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				subs, err := c.ActivitySubscriptions.List(testCtx(t), 0, nil)
				mustNot(t, err)
				return len(subs)
			},
		},
		{
			name: "targeting criterion", path: "/12/accounts/" + acc + "/targeting_criteria",
			seed: seedLineItem,
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				tc, err := c.LineItemTargeting.Create(ctx, cs, acc, adsapi.LineItemCriterionInput{LineItemID: li, TargetingType: "BROAD_KEYWORD", TargetingValue: "tea"})
				return idOf(tc, func(tc *adsapi.LineItemCriterion) string { return tc.ID }), err
			},
			count: countCriteria,
		},
		{
			name: "targeting criteria batch", path: "/12/batch/accounts/" + acc + "/targeting_criteria",
			seed: seedLineItem,
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				got, err := c.LineItemTargeting.Batch(ctx, cs, acc, li, []adsapi.TargetingOperation{
					adsapi.CreateCriterion(adsapi.LineItemCriterionInput{TargetingType: "BROAD_KEYWORD", TargetingValue: "tea"})})
				if len(got) == 0 {
					return "", err
				}
				return idOf(got[0], func(tc *adsapi.LineItemCriterion) string { return tc.ID }), err
			},
			count: countCriteria,
		},
		{
			name: "promoted post", path: "/12/accounts/" + acc + "/promoted_posts",
			seed: func(t *testing.T, emu *emulator.Server) string {
				seedLineItem(t, emu)
				return seedPosts(t, emu, emulator.DemoUserID)[0]
			},
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, post string) (string, error) {
				got, err := c.PromotedPosts.Create(ctx, cs, acc, seededLineItemID, []string{post})
				if len(got) == 0 {
					return "", err
				}
				return idOf(got[0], func(p *adsapi.PromotedPost) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				posts, err := c.PromotedPosts.List(testCtx(t), acc, adsapi.PromotedPostListOptions{})
				mustNot(t, err)
				return len(posts)
			},
		},
		{
			name: "campaign", path: "/12/accounts/" + acc + "/campaigns",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				camp, err := c.Campaigns.Create(ctx, cs, acc, adsapi.CampaignInput{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "spring"})
				return idOf(camp, func(c *adsapi.Campaign) string { return c.ID }), err
			},
			count: countCampaigns,
		},
		{
			// Two creates at once travel in one batch; the first one's id is the kind's.
			name: "campaigns batch", path: "/12/batch/accounts/" + acc + "/campaigns",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				return createTwo(func(name string) (string, error) {
					camp, err := c.Campaigns.Batched.Create(ctx, cs, acc, adsapi.CampaignInput{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: name})
					return idOf(camp, func(c *adsapi.Campaign) string { return c.ID }), err
				})
			},
			count: countCampaigns,
		},
		{
			name: "line item", path: "/12/accounts/" + acc + "/line_items",
			seed: seedCampaign,
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, campaign string) (string, error) {
				li, err := c.LineItems.Create(ctx, cs, acc, minimalLineItem(campaign, "spring"))
				return idOf(li, func(l *adsapi.LineItem) string { return l.ID }), err
			},
			count: countLineItems,
		},
		{
			name: "line items batch", path: "/12/batch/accounts/" + acc + "/line_items",
			seed: seedCampaign,
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, campaign string) (string, error) {
				return createTwo(func(name string) (string, error) {
					li, err := c.LineItems.Batched.Create(ctx, cs, acc, minimalLineItem(campaign, name))
					return idOf(li, func(l *adsapi.LineItem) string { return l.ID }), err
				})
			},
			count: countLineItems,
		},
		{
			name: "scheduled post", path: "/12/accounts/" + acc + "/scheduled_posts",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				p, err := c.ScheduledPosts.Create(ctx, cs, acc, adsapi.ScheduledPostInput{ScheduledAt: time.Now().Add(time.Hour).Format(time.RFC3339), Text: "soon"})
				return idOf(p, func(p *adsapi.ScheduledPost) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				posts, err := c.ScheduledPosts.List(testCtx(t), acc, adsapi.ScheduledPostListOptions{})
				mustNot(t, err)
				return len(posts)
			},
		},
	}...)
}

// countCampaigns and countLineItems count the demo account's campaigns or line items named "spring"
// (a batch's peer is named otherwise), drafts included.
func countCampaigns(t *testing.T, c *adsapi.Client) int {
	campaigns, err := c.Campaigns.List(testCtx(t), emulator.DemoAccountID, adsapi.CampaignListOptions{WithDraft: true})
	mustNot(t, err)
	return len(slices.DeleteFunc(campaigns, func(c adsapi.Campaign) bool { return c.Name != "spring" }))
}

func countLineItems(t *testing.T, c *adsapi.Client) int {
	items, err := c.LineItems.List(testCtx(t), emulator.DemoAccountID, adsapi.LineItemListOptions{WithDraft: true})
	mustNot(t, err)
	return len(slices.DeleteFunc(items, func(l adsapi.LineItem) bool { return l.Name != "spring" }))
}

// seedCampaign seeds a campaign of the demo account's funding instrument and returns its id.
func seedCampaign(t *testing.T, emu *emulator.Server) string {
	t.Helper()
	camp, err := emu.SeedCampaign(emulator.DemoAccountID, emulator.Campaign{FundingInstrumentID: emulator.DemoFundingInstrumentID, Name: "spring"})
	mustNot(t, err)
	return camp.ID
}

// minimalLineItem is a line item of campaign with only what a create requires: the service fills in
// the rest (status, bid strategy, goal, pay_by, advertiser user).
func minimalLineItem(campaign, name string) adsapi.LineItemInput {
	return adsapi.LineItemInput{CampaignID: campaign, Name: name, Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS",
		Placements: []string{"ALL_ON_TWITTER"}}
}

// createTwo runs two creates at once, so that they travel in one batch, and returns the first one's id.
func createTwo(create func(name string) (string, error)) (string, error) {
	ids, errs := make([]string, 2), make([]error, 2)
	var wg sync.WaitGroup
	for i, name := range []string{"spring", "autumn"} {
		wg.Go(func() { ids[i], errs[i] = create(name) })
	}
	wg.Wait()
	return ids[0], errors.Join(errs...)
}

// countCriteria counts the criteria of the seeded line item.
func countCriteria(t *testing.T, c *adsapi.Client) int {
	criteria, err := c.LineItemTargeting.List(testCtx(t), emulator.DemoAccountID, adsapi.LineItemTargetingListOptions{LineItemIDs: []string{seededLineItemID}})
	mustNot(t, err)
	return len(criteria)
}

func idOf[T any](v *T, id func(*T) string) string {
	if v == nil {
		return ""
	}
	return id(v)
}

func mustNot(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// Each kind adopts what a create with a dropped or short answer made, and sends the create again when a 500
// says nothing of whether it acted and it did not.
func TestLostCreatesOfEveryKind(t *testing.T) {
	t.Parallel()
	for _, k := range createKinds() {
		t.Run(k.name+"/answer dropped after the create", func(t *testing.T) {
			t.Parallel()
			emu, url := newEmulator(t)
			emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: k.path, DropResponse: true})
			c := newDemoClient(t, url, nil)
			id, err := k.run(t, emu, c)
			if err != nil || id == "" {
				t.Fatalf("create = %q, %v; want the adopted object", id, err)
			}
			if n := emu.Count(http.MethodPost, k.path); n != 1 {
				t.Errorf("POSTs = %d, want 1", n)
			}
			if n := k.count(t, c); n != 1 {
				t.Errorf("the service holds %d, want exactly the one adopted", n)
			}
		})
		t.Run(k.name+"/short answer", func(t *testing.T) {
			t.Parallel()
			emu, url := newEmulator(t)
			// The create is carried out, and its answer replaced with an id of no object and nothing else.
			emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: k.path, Garble: true, Body: `{"data":{"id":"999"}}`})
			c := newDemoClient(t, url, nil)
			id, err := k.run(t, emu, c)
			if err != nil || id == "" || id == "999" {
				t.Fatalf("create = %q, %v; want the object made, found and adopted", id, err)
			}
			if n := emu.Count(http.MethodPost, k.path); n != 1 {
				t.Errorf("POSTs = %d, want 1", n)
			}
			if n := k.count(t, c); n != 1 {
				t.Errorf("the service holds %d, want exactly the one adopted", n)
			}
		})
		t.Run(k.name+"/500 before the create", func(t *testing.T) {
			t.Parallel()
			emu, url := newEmulator(t)
			emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: k.path, Status: http.StatusInternalServerError})
			c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.MaxRetries = 0 })
			if id, err := k.run(t, emu, c); err != nil || id == "" {
				t.Fatalf("create = %q, %v; want it sent again", id, err)
			}
			if n := emu.Count(http.MethodPost, k.path); n != 2 {
				t.Errorf("POSTs = %d, want 2: the failed one, then once more", n)
			}
			if n := k.count(t, c); n != 1 {
				t.Errorf("the service holds %d, want 1", n)
			}
		})
	}
}

// The POSTs that ask for a state rather than make an object are sent again after a lost answer, as a PUT
// would be: the repetition changes nothing more.
func TestIdempotentPostsAreRetriedAfterALostAnswer(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, path string
		call       func(context.Context, *adsapi.Client) error
		check      func(*emulator.Server) bool
	}{
		{"mute", "/2/users/" + emulator.DemoUserID + "/muting",
			func(ctx context.Context, c *adsapi.Client) error {
				_, err := c.Users.Mute(ctx, emulator.DemoUserID, emulator.PlatformUserID)
				return err
			},
			func(s *emulator.Server) bool {
				return slices.Contains(s.MutedUserIDs(emulator.DemoUserID), emulator.PlatformUserID)
			}},
		{"developer account", "/2/account",
			func(ctx context.Context, c *adsapi.Client) error {
				_, err := c.DeveloperAccount.Ensure(ctx, adsapi.DeveloperAccountInput{})
				return err
			},
			func(s *emulator.Server) bool { _, ok := s.DeveloperAccountOf(emulator.DemoUserID); return ok }},
		{"collection entries", "/1.1/collections/entries/curate.json",
			func(ctx context.Context, c *adsapi.Client) error {
				_, err := c.Collections.Curate(ctx, emulator.DemoCollectionID, []adsapi.CollectionChange{{Op: "add", PostID: "1460323737035677698"}})
				return err
			},
			func(s *emulator.Server) bool {
				posts, _ := s.Collection(emulator.DemoCollectionID)
				return slices.Contains(posts, "1460323737035677698")
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			emu, url := newEmulator(t)
			emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: tc.path, DropResponse: true})
			if err := tc.call(testCtx(t), newDemoClient(t, url, nil)); err != nil {
				t.Fatalf("call after a dropped answer: %v", err)
			}
			if n := emu.Count(http.MethodPost, tc.path); n != 2 {
				t.Errorf("POSTs = %d, want 2: the dropped one and its repetition", n)
			}
			if !tc.check(emu) {
				t.Error("the service does not hold the state asked for")
			}
		})
	}
}
