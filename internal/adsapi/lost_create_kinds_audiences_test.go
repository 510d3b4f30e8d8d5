package adsapi_test

import (
	"context"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// audienceCreateKinds are the rows of createKinds for the kinds of the audiences and measurement
// document, kept beside each other as their operation calls are (method_operations_audiences_test.go).
func audienceCreateKinds() []createKind {
	acc := emulator.DemoAccountID
	return []createKind{
		{
			// Its answers carry no created_at: the account's tags listed before the send date a candidate.
			name: "web event tag", path: "/12/accounts/" + acc + "/web_event_tags", listsFirst: true,
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				w, err := c.WebEventTags.Create(ctx, cs, acc, adsapi.WebEventTagInput{Name: "signups", Type: "SIGN_UP", ClickWindow: 7})
				return idOf(w, func(w *adsapi.WebEventTag) string { return w.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				tags, err := c.WebEventTags.List(testCtx(t), acc, adsapi.WebEventTagListOptions{})
				mustNot(t, err)
				return len(tags)
			},
		},
		{
			name: "custom audience", path: "/12/accounts/" + acc + "/custom_audiences",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				description := "signed up in spring"
				a, err := c.CustomAudiences.Create(ctx, cs, acc, adsapi.CustomAudienceInput{Name: "subscribers", Description: &description})
				return idOf(a, func(a *adsapi.CustomAudience) string { return a.ID }), err
			},
			// The emulator's seeded audience (emulator.DemoCustomAudienceID) is not one the creates made.
			count: func(t *testing.T, c *adsapi.Client) int {
				audiences, err := c.CustomAudiences.List(testCtx(t), acc, adsapi.CustomAudienceListOptions{})
				mustNot(t, err)
				n := 0
				for _, a := range audiences {
					if a.ID != emulator.DemoCustomAudienceID {
						n++
					}
				}
				return n
			},
		},
		{
			name: "custom audience permission", path: "/12/accounts/" + acc + "/custom_audiences/" + seededAudienceID + "/permissions",
			seed: func(t *testing.T, emu *emulator.Server) string {
				a, err := emu.SeedCustomAudience(acc, emulator.CustomAudience{ID: seededAudienceID, Name: "subscribers"})
				mustNot(t, err)
				return a.ID
			},
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, audience string) (string, error) {
				p, err := c.CustomAudiencePermissions.Create(ctx, cs, acc, audience, adsapi.CustomAudiencePermissionInput{
					GrantedAccountID: emulator.OtherAccountID, PermissionLevel: "READ_ONLY"})
				return idOf(p, func(p *adsapi.CustomAudiencePermission) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				got, err := c.CustomAudiencePermissions.List(testCtx(t), acc, seededAudienceID, adsapi.CustomAudiencePermissionListOptions{})
				mustNot(t, err)
				return len(got)
			},
		},
		{
			// One live list per account: a create sent again after a lost answer would be refused.
			name: "do-not-reach list", path: "/12/accounts/" + acc + "/do_not_reach_lists",
			create: func(ctx context.Context, c *adsapi.Client, cs creates.Session) (string, error) {
				description := "unsubscribed"
				l, err := c.DoNotReachLists.Create(ctx, cs, acc, adsapi.DoNotReachListInput{Description: &description})
				return idOf(l, func(l *adsapi.DoNotReachList) string { return l.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				lists, err := c.DoNotReachLists.List(testCtx(t), acc, adsapi.DoNotReachListListOptions{})
				mustNot(t, err)
				return len(lists)
			},
		},
		{
			name: "tracking tag", path: "/12/accounts/" + acc + "/tracking_tags",
			seed: seedLineItem,
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				tag, err := c.TrackingTags.Create(ctx, cs, acc, adsapi.TrackingTagInput{LineItemID: li, TrackingTagType: "IMPRESSION_TAG",
					TrackingTagURL: "https://ad.example.com/imp;cid=1"})
				return idOf(tag, func(t *adsapi.TrackingTag) string { return t.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				tags, err := c.TrackingTags.List(testCtx(t), acc, adsapi.TrackingTagListOptions{LineItemIDs: []string{seededLineItemID}})
				mustNot(t, err)
				return len(tags)
			},
		},
		{
			name: "promoted account", path: "/12/accounts/" + acc + "/promoted_accounts",
			seed: seedFollowersLineItem,
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				p, err := c.PromotedAccounts.Create(ctx, cs, acc, adsapi.PromotedAccountInput{LineItemID: li, UserID: emulator.DemoUserID})
				return idOf(p, func(p *adsapi.PromotedAccount) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				got, err := c.PromotedAccounts.List(testCtx(t), acc, adsapi.PromotedAccountListOptions{LineItemIDs: []string{seededFollowersLineItemID}})
				mustNot(t, err)
				return len(got)
			},
		},
		{
			name: "pre-roll call to action", path: "/12/accounts/" + acc + "/preroll_call_to_actions",
			seed: func(t *testing.T, emu *emulator.Server) string {
				li, err := emu.SeedLineItem(acc, emulator.LineItem{ID: seededPrerollLineItemID, CampaignID: seedCampaign(t, emu), Objective: "PREROLL_VIEWS",
					ProductType: "MEDIA", Placements: []string{"ALL_ON_TWITTER"}, Categories: []string{"IAB1"}})
				mustNot(t, err)
				return li.ID
			},
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				p, err := c.PrerollCallToActions.Create(ctx, cs, acc, adsapi.PrerollCallToActionInput{LineItemID: li, CallToAction: "VISIT_SITE",
					CallToActionURL: "https://example.com/v?a=1"})
				return idOf(p, func(p *adsapi.PrerollCallToAction) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				got, err := c.PrerollCallToActions.List(testCtx(t), acc, adsapi.PrerollCallToActionListOptions{LineItemIDs: []string{seededPrerollLineItemID}})
				mustNot(t, err)
				return len(got)
			},
		},
		{
			name: "media creative", path: "/12/accounts/" + acc + "/media_creatives",
			seed: func(t *testing.T, emu *emulator.Server) string {
				li, err := emu.SeedLineItem(acc, emulator.LineItem{ID: seededPrerollLineItemID, CampaignID: seedCampaign(t, emu), Objective: "PREROLL_VIEWS",
					ProductType: "MEDIA", Placements: []string{"ALL_ON_TWITTER"}, Categories: []string{"IAB1"}})
				mustNot(t, err)
				_, err = emu.SeedAccountMedia(acc, emulator.AccountMedia{ID: seededAccountMediaID, CreativeType: "PREROLL", VideoID: emulator.DemoVideoKey})
				mustNot(t, err)
				return li.ID
			},
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				m, err := c.MediaCreatives.Create(ctx, cs, acc, adsapi.MediaCreativeInput{LineItemID: li, AccountMediaID: seededAccountMediaID})
				return idOf(m, func(m *adsapi.MediaCreative) string { return m.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				got, err := c.MediaCreatives.List(testCtx(t), acc, adsapi.MediaCreativeListOptions{LineItemIDs: []string{seededPrerollLineItemID}})
				mustNot(t, err)
				return len(got)
			},
		},
		{
			name: "scheduled promoted post", path: "/12/accounts/" + acc + "/scheduled_promoted_posts",
			seed: func(t *testing.T, emu *emulator.Server) string {
				li := seedLineItem(t, emu)
				_, err := emu.SeedScheduledPost(acc, emulator.ScheduledPost{ID: seededScheduledPostID, Text: "soon", ScheduledAt: time.Now().Add(24 * time.Hour)})
				mustNot(t, err)
				return li
			},
			seeded: func(ctx context.Context, c *adsapi.Client, cs creates.Session, li string) (string, error) {
				p, err := c.ScheduledPromotedPosts.Create(ctx, cs, acc, adsapi.ScheduledPromotedPostInput{LineItemID: li, ScheduledPostID: seededScheduledPostID})
				return idOf(p, func(p *adsapi.ScheduledPromotedPost) string { return p.ID }), err
			},
			count: func(t *testing.T, c *adsapi.Client) int {
				got, err := c.ScheduledPromotedPosts.List(testCtx(t), acc, adsapi.ScheduledPromotedPostListOptions{LineItemIDs: []string{seededLineItemID}})
				mustNot(t, err)
				return len(got)
			},
		},
	}
}

// seededScheduledPostID is the scheduled post, a day ahead, that the scheduled promoted post's row seeds
// beside its line item: an id above 2^53, as the spec's example.
const seededScheduledPostID = "870358555227860992"

// seededAccountMediaID is the PREROLL account media the media creative's row seeds beside its line item.
const seededAccountMediaID = "3wpx"

// seededAudienceID is the custom audience the permission's row seeds, the one audience whose
// permissions its count reads.
const seededAudienceID = "2906h"

// seededPrerollLineItemID is the PREROLL_VIEWS line item the pre-roll call to action's row seeds, the
// one line item whose calls to action its count reads.
const seededPrerollLineItemID = "8v53k"
