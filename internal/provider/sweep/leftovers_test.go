package sweep

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

const (
	acc = emulator.DemoAccountID
	p   = acctarget.NamePrefix
)

// object is one object a run left, as the emulator holds it: its id, which the DELETE that removes it
// names, and whether it still stands.
type object struct {
	what, id string
	live     func() bool
}

// leftovers are what a failed run left in the demo account, made as applies make them (fw.Create's
// session around the client's creates): marked objects of most kinds with their associations, and
// unmarked ones of the same kinds, some of them tied to marked parents. before pairs an association
// with its parent: the sweep must delete the first before the second.
type leftovers struct {
	marked, unmarked []object
	before           [][2]object
	// scheduled are the marked (true) and the unmarked scheduled post, which line items get tied to.
	scheduled map[bool]object
}

func (l *leftovers) add(marked bool, o object) object {
	if marked {
		l.marked = append(l.marked, o)
	} else {
		l.unmarked = append(l.unmarked, o)
	}
	return o
}

// first records that the sweep must delete child before parent.
func (l *leftovers) first(child, parent object) {
	l.before = append(l.before, [2]object{child, parent})
}

// made runs one create as a resource's Create does, in fw.Create's session.
func made[T any](t *testing.T, c *adsapi.Client, what string, create func(context.Context, *fw.Creation) (T, error)) T {
	t.Helper()
	var diags diag.Diagnostics
	var out T
	var err error
	fw.Create(t.Context(), c, &diags, func(ctx context.Context, cr *fw.Creation) { out, err = create(ctx, cr) })
	if err != nil || diags.HasError() {
		t.Fatalf("creating %s: %v %v", what, err, diags)
	}
	return out
}

// crcHandler answers the emulator's CRC as a webhook handler must, so that webhooks register.
func crcHandler(t *testing.T) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mac := hmac.New(sha256.New, []byte(emulator.DemoConsumerSecret))
		mac.Write([]byte(r.URL.Query().Get("crc_token")))
		_ = json.NewEncoder(w).Encode(map[string]string{"response_token": "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))})
	}))
	t.Cleanup(srv.Close)
	return srv
}

// leave makes the leftovers. Kinds the account holds one of (an app event provider configuration, a
// user's scheduled feed) have a marked object only.
func leave(t *testing.T, emu *emulator.Server, c *adsapi.Client, hooks string) *leftovers {
	l := &leftovers{}
	l.leaveCardsAndPosts(t, emu, c)
	l.leaveCampaigns(t, emu, c)
	l.leaveAudiencesAndApps(t, emu, c, hooks)
	return l
}

// leaveCardsAndPosts leaves cards, poll cards, draft posts (of two users) and scheduled posts, marked
// and not; one card's name differs from the prefix in case only.
func (l *leftovers) leaveCardsAndPosts(t *testing.T, emu *emulator.Server, c *adsapi.Client) {
	for _, name := range []string{p + "card", "Spring sale card", "TF-ACC-TEST-card"} {
		card := made(t, c, "card", func(ctx context.Context, cr *fw.Creation) (*adsapi.Card, error) {
			return c.Cards.Create(ctx, cr.Session(), acc, adsapi.CardInput{Name: name, Components: []adsapi.Component{
				{Type: "MEDIA", MediaKey: emulator.DemoImageKey},
				{Type: "DETAILS", Title: "Read more", Destination: &adsapi.Destination{Type: "WEBSITE", URL: "https://a.example"}},
			}})
		})
		// The list's q matches the upper-case name too; the sweep compares exactly.
		l.add(name == p+"card", object{"card " + name, card.ID, func() bool { x, ok := emu.Card(acc, card.ID); return ok && !x.Deleted }})
	}
	for _, name := range []string{p + "poll", "Favourite season"} {
		poll := made(t, c, "poll card", func(ctx context.Context, cr *fw.Creation) (*adsapi.PollCard, error) {
			return c.PollCards.Create(ctx, cr.Session(), acc, adsapi.PollCardInput{Name: name, DurationInMinutes: 60, FirstChoice: "a", SecondChoice: "b"})
		})
		l.add(name == p+"poll", object{"poll card " + name, poll.ID, func() bool { x, ok := emu.PollCard(acc, poll.ID); return ok && !x.Deleted }})
	}
	// Drafts of the account's FULL user and of its other promotable user: each list shows one user's.
	for _, d := range []struct{ user, text string }{
		{emulator.DemoUserID, p + "draft"}, {emulator.DemoRepostsOnlyUserID, p + "draft of another user"},
		{emulator.DemoUserID, "Spring is here"},
	} {
		draft := made(t, c, "draft post", func(ctx context.Context, cr *fw.Creation) (*adsapi.DraftPost, error) {
			return c.DraftPosts.Create(ctx, cr.Session(), acc, adsapi.DraftPostInput{AsUserID: d.user, Text: d.text})
		})
		l.add(d.text != "Spring is here", object{"draft post " + d.text, draft.ID, func() bool { _, ok := emu.DraftPost(acc, draft.ID); return ok }})
	}
	l.scheduled = map[bool]object{}
	for marked, text := range map[bool]string{true: p + "scheduled", false: "Autumn is coming"} {
		post := made(t, c, "scheduled post", func(ctx context.Context, cr *fw.Creation) (*adsapi.ScheduledPost, error) {
			return c.ScheduledPosts.Create(ctx, cr.Session(), acc, adsapi.ScheduledPostInput{Text: text,
				ScheduledAt: time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339)})
		})
		l.scheduled[marked] = l.add(marked, object{"scheduled post " + text, post.ID, func() bool { _, ok := emu.ScheduledPost(acc, post.ID); return ok }})
	}
}

// leaveCampaigns leaves marked campaigns (one a draft) whose marked line items hold an association of
// each kind the test can make, and whose unmarked line item (a name of its own) stays, with its promoted
// post; an unmarked campaign; and ties of a marked and an unmarked scheduled post to its line item.
func (l *leftovers) leaveCampaigns(t *testing.T, emu *emulator.Server, c *adsapi.Client) {
	campaign := func(marked bool, name, status string) object {
		cp := made(t, c, "campaign", func(ctx context.Context, cr *fw.Creation) (*adsapi.Campaign, error) {
			return c.Campaigns.Create(ctx, cr.Session(), acc, adsapi.CampaignInput{FundingInstrumentID: emulator.DemoFundingInstrumentID,
				Name: name, EntityStatus: status})
		})
		return l.add(marked, object{"campaign " + name, cp.ID, func() bool { x, ok := emu.Campaign(acc, cp.ID); return ok && !x.Deleted }})
	}
	lineItem := func(marked bool, camp object, in adsapi.LineItemInput) object {
		in.CampaignID, in.Placements = camp.id, []string{"ALL_ON_TWITTER"}
		li := made(t, c, "line item", func(ctx context.Context, cr *fw.Creation) (*adsapi.LineItem, error) {
			return c.LineItems.Create(ctx, cr.Session(), acc, in)
		})
		o := l.add(marked, object{"line item " + in.Name, li.ID, func() bool { x, ok := emu.LineItem(acc, li.ID); return ok && !x.Deleted }})
		if marked {
			l.first(o, camp)
		}
		return o
	}
	promote := func(marked bool, li object) object {
		post, err := emu.SeedPost(emulator.DemoUserID, "a published post", time.Now().Add(-time.Hour))
		if err != nil {
			t.Fatal(err)
		}
		pp := made(t, c, "promoted post", func(ctx context.Context, cr *fw.Creation) ([]*adsapi.PromotedPost, error) {
			return c.PromotedPosts.Create(ctx, cr.Session(), acc, li.id, []string{post})
		})[0]
		o := l.add(marked, object{"promoted post on " + li.what, pp.ID, func() bool { x, ok := emu.PromotedPost(acc, pp.ID); return ok && !x.Deleted }})
		if marked {
			l.first(o, li)
		}
		return o
	}
	bid := int64(1_000_000)
	engagements := func(name string) adsapi.LineItemInput {
		return adsapi.LineItemInput{Name: name, Objective: "ENGAGEMENTS", ProductType: "PROMOTED_POSTS", BidStrategy: "MAX", BidAmountLocalMicro: &bid}
	}

	campP := campaign(true, p+"campaign", "DRAFT")
	liP := lineItem(true, campP, engagements(p+"line item"))
	promote(true, liP)
	criterion := made(t, c, "targeting criterion", func(ctx context.Context, cr *fw.Creation) (*adsapi.LineItemCriterion, error) {
		return c.LineItemTargeting.Create(ctx, cr.Session(), acc, adsapi.LineItemCriterionInput{LineItemID: liP.id,
			TargetingType: "BROAD_KEYWORD", TargetingValue: "coffee"})
	})
	l.first(l.add(true, object{"targeting criterion", criterion.ID, func() bool {
		x, ok := emu.TargetingCriterion(acc, criterion.ID)
		return ok && !x.Deleted
	}}), liP)
	tag := made(t, c, "tracking tag", func(ctx context.Context, cr *fw.Creation) (*adsapi.TrackingTag, error) {
		return c.TrackingTags.Create(ctx, cr.Session(), acc, adsapi.TrackingTagInput{LineItemID: liP.id, TrackingTagType: "IMPRESSION_TAG",
			TrackingTagURL: "https://ad.doubleclick.net/ddm/trackimp/N1.2;dc_trk_aid=1"})
	})
	l.first(l.add(true, object{"tracking tag", tag.ID, func() bool { x, ok := emu.TrackingTag(acc, tag.ID); return ok && !x.Deleted }}), liP)

	preroll := engagements(p + "pre-roll line item")
	preroll.Objective, preroll.ProductType, preroll.Categories = "PREROLL_VIEWS", "MEDIA", []string{"IAB1"}
	// A campaign's line items share one objective: the pre-roll one has a marked campaign of its own.
	liPreroll := lineItem(true, campaign(true, p+"pre-roll campaign", "PAUSED"), preroll)
	video, err := emu.SeedAccountMedia(acc, emulator.AccountMedia{CreativeType: "PREROLL", VideoID: emulator.DemoVideoKey})
	if err != nil {
		t.Fatal(err)
	}
	creative := made(t, c, "media creative", func(ctx context.Context, cr *fw.Creation) (*adsapi.MediaCreative, error) {
		return c.MediaCreatives.Create(ctx, cr.Session(), acc, adsapi.MediaCreativeInput{LineItemID: liPreroll.id, AccountMediaID: video.ID})
	})
	l.first(l.add(true, object{"media creative", creative.ID, func() bool { x, ok := emu.MediaCreative(acc, creative.ID); return ok && !x.Deleted }}), liPreroll)
	cta := made(t, c, "pre-roll call to action", func(ctx context.Context, cr *fw.Creation) (*adsapi.PrerollCallToAction, error) {
		return c.PrerollCallToActions.Create(ctx, cr.Session(), acc, adsapi.PrerollCallToActionInput{LineItemID: liPreroll.id,
			CallToAction: "VISIT_SITE", CallToActionURL: "https://example.com/visit"})
	})
	l.first(l.add(true, object{"pre-roll call to action", cta.ID, func() bool {
		x, ok := emu.PrerollCallToAction(acc, cta.ID)
		return ok && !x.Deleted
	}}), liPreroll)

	// An unmarked line item of the marked campaign stays, with its promoted post, as an unmarked campaign's do.
	promote(false, lineItem(false, campP, engagements("Spring line item")))
	liU := lineItem(false, campaign(false, "Evergreen", "PAUSED"), engagements("Evergreen line item"))
	promote(false, liU)

	// The marked scheduled post's tie goes, before the post, although its line item is unmarked.
	for _, marked := range []bool{true, false} {
		post := l.scheduled[marked]
		spp := made(t, c, "scheduled promoted post", func(ctx context.Context, cr *fw.Creation) (*adsapi.ScheduledPromotedPost, error) {
			return c.ScheduledPromotedPosts.Create(ctx, cr.Session(), acc, adsapi.ScheduledPromotedPostInput{LineItemID: liU.id, ScheduledPostID: post.id})
		})
		o := l.add(marked, object{"tie of " + post.what, spp.ID, func() bool { x, ok := emu.ScheduledPromotedPost(acc, spp.ID); return ok && !x.Deleted }})
		if marked {
			l.first(o, post)
		}
	}
}
