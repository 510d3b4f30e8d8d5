package sweep

import (
	"context"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// leaveAudiencesAndApps leaves custom audiences shared with the sandbox account, web event tags, the
// account's app event provider configuration, the demo user's scheduled feed, webhooks registered at
// hooks (which answers their CRC) and activity subscriptions, one delivering to the marked webhook.
func (l *leftovers) leaveAudiencesAndApps(t *testing.T, emu *emulator.Server, c *adsapi.Client, hooks string) {
	for marked, name := range map[bool]string{true: p + "audience", false: "Loyal buyers"} {
		aud := made(t, c, "custom audience", func(ctx context.Context, cr *fw.Creation) (*adsapi.CustomAudience, error) {
			return c.CustomAudiences.Create(ctx, cr.Session(), acc, adsapi.CustomAudienceInput{Name: name})
		})
		audience := l.add(marked, object{"custom audience " + name, aud.ID, func() bool {
			x, ok := emu.CustomAudience(acc, aud.ID)
			return ok && !x.Deleted
		}})
		perm := made(t, c, "custom audience permission", func(ctx context.Context, cr *fw.Creation) (*adsapi.CustomAudiencePermission, error) {
			return c.CustomAudiencePermissions.Create(ctx, cr.Session(), acc, aud.ID, adsapi.CustomAudiencePermissionInput{
				GrantedAccountID: emulator.DemoSandboxAccountID, PermissionLevel: "READ_ONLY"})
		})
		permission := l.add(marked, object{"permission of " + audience.what, perm.ID, func() bool {
			x, ok := emu.CustomAudiencePermission(acc, perm.ID)
			return ok && !x.Deleted
		}})
		if marked {
			l.first(permission, audience)
		}
	}
	for marked, name := range map[bool]string{true: p + "tag", false: "Checkout"} {
		tag := made(t, c, "web event tag", func(ctx context.Context, cr *fw.Creation) (*adsapi.WebEventTag, error) {
			return c.WebEventTags.Create(ctx, cr.Session(), acc, adsapi.WebEventTagInput{Name: name, Type: "PURCHASE", ClickWindow: 14, ViewThroughWindow: 1})
		})
		l.add(marked, object{"web event tag " + name, tag.ID, func() bool { x, ok := emu.WebEventTag(acc, tag.ID); return ok && !x.Deleted }})
	}

	// An account holds one configuration, a user one feed: these kinds leave a marked object only.
	conf := made(t, c, "app event provider configuration", func(ctx context.Context, cr *fw.Creation) (*adsapi.AppEventProviderConfiguration, error) {
		return c.AppEventProviderConfigurations.Create(ctx, cr.Session(), acc, p+"advertiser")
	})
	l.add(true, object{"app event provider configuration", conf.ID, func() bool {
		x, ok := emu.AppEventProviderConfiguration(acc, conf.ID)
		return ok && !x.Deleted
	}})
	feed := made(t, c, "scheduled feed", func(ctx context.Context, cr *fw.Creation) (*adsapi.ScheduledFeed, error) {
		return c.ScheduledFeeds.Create(ctx, cr.Session(), emulator.DemoProductCatalogID, adsapi.ScheduledFeedInput{
			FeedURL: "https://feeds.example.com/" + p + "products.csv", FeedFormat: "CSV", Frequency: "DAILY",
			StartTime: "07:15", TimeZone: "Europe/Paris"})
	})
	l.add(true, object{"scheduled feed", feed.ID, func() bool { _, ok := emu.ScheduledFeed(emulator.DemoProductCatalogID, feed.ID); return ok }})

	webhooks := map[bool]object{}
	for marked, path := range map[bool]string{true: "/" + p + "hook", false: "/account-activity"} {
		hook := made(t, c, "webhook", func(ctx context.Context, cr *fw.Creation) (*adsapi.Webhook, error) {
			return c.Webhooks.Create(ctx, cr.Session(), hooks+path)
		})
		webhooks[marked] = l.add(marked, object{"webhook " + path, hook.ID, func() bool { _, ok := emu.Webhook(hook.ID); return ok }})
	}
	for marked, tag := range map[bool]string{true: p + "followers", false: "followers"} {
		in := adsapi.ActivitySubscriptionInput{EventType: "follow.follow", Tag: tag,
			Filter: adsapi.ActivitySubscriptionFilter{UserID: emulator.DemoUserID, Direction: "inbound"}}
		if marked {
			in.WebhookID = webhooks[true].id
		}
		sub := made(t, c, "activity subscription", func(ctx context.Context, cr *fw.Creation) (*adsapi.ActivitySubscription, error) {
			return c.ActivitySubscriptions.Create(ctx, cr.Session(), in)
		})
		o := l.add(marked, object{"activity subscription " + tag, sub.ID, func() bool { _, ok := emu.ActivitySubscription(sub.ID); return ok }})
		if marked {
			l.first(o, webhooks[true])
		}
	}
}
