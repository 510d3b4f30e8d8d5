package adsapi_test

import (
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestEmulatorActivityRoundTrip meets the emulator on the wire: developer account, account
// activity, an activity subscription and the stream that delivers its activity.
func TestEmulatorActivityRoundTrip(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)

	if _, err := c.DeveloperAccount.Get(ctx); !transport.IsNotFound(err) {
		t.Fatalf("demo user's account before ensure: %v", err)
	}
	ensured, err := c.DeveloperAccount.Ensure(ctx, adsapi.DeveloperAccountInput{Metadata: "emulator round trip"})
	if err != nil || !ensured.Created || ensured.AccountID == "" {
		t.Fatalf("ensure: %+v %v", ensured, err)
	}
	if acct, err := c.DeveloperAccount.Get(ctx); err != nil || string(acct.AccountID) != ensured.AccountID || acct.Name == "" || acct.CreatedAt == "" {
		t.Fatalf("get after ensure: %+v %v, want account %s", acct, err, ensured.AccountID)
	}

	if already, err := c.AccountActivity.Subscribe(ctx, emulator.DemoWebhookID); err != nil || already {
		t.Fatalf("subscribe: %t %v", already, err)
	}
	if already, err := c.AccountActivity.Subscribe(ctx, emulator.DemoWebhookID); err != nil || !already {
		t.Fatalf("subscribe again: %t %v", already, err)
	}
	list, err := c.AccountActivity.List(ctx, emulator.DemoWebhookID)
	if err != nil || len(list.Subscriptions) != 1 || string(list.Subscriptions[0].UserID) != emulator.DemoUserID || list.WebhookURL != emulator.DemoWebhookURL {
		t.Fatalf("list: %+v %v", list, err)
	}
	count, err := c.AccountActivity.Count(ctx)
	if err != nil || count.SubscriptionsCountAll.Value != 1 {
		t.Fatalf("count: %+v %v", count, err)
	}
	if gone, err := c.AccountActivity.Unsubscribe(ctx, emulator.DemoWebhookID, emulator.DemoUserID); err != nil || gone {
		t.Fatalf("unsubscribe: %t %v", gone, err)
	}
	if ok, err := c.AccountActivity.Subscribed(ctx, emulator.DemoWebhookID); err != nil || ok {
		t.Fatalf("subscribed after unsubscribe: %t %v", ok, err)
	}

	sub, err := c.ActivitySubscriptions.Create(ctx, newSession(t), adsapi.ActivitySubscriptionInput{
		EventType: "follow.follow", Filter: adsapi.ActivitySubscriptionFilter{UserID: emulator.DemoUserID, Direction: "inbound"}, Tag: "followers",
	})
	if err != nil {
		t.Fatal(err)
	}
	got, found, err := c.ActivitySubscriptions.Get(ctx, sub.ID)
	if err != nil || !found || got.Tag != "followers" {
		t.Fatalf("get: %+v %t %v", got, found, err)
	}
	emu.RecordFollow(emulator.OtherUserID, emulator.DemoUserID)
	five := 5
	read, err := c.ActivityStream.Read(ctx, adsapi.ActivityStreamOptions{BackfillMinutes: &five, MaxItems: 1, Wait: 5 * time.Second})
	if err != nil || len(read.Activities) != 1 || read.Activities[0].EventType != "follow.follow" || read.Activities[0].Tag != "followers" {
		t.Fatalf("stream: %+v %v", read, err)
	}
	updated, err := c.ActivitySubscriptions.Update(ctx, sub.ID, adsapi.ActivitySubscriptionUpdate{Tag: "followers-2", WebhookID: emulator.DemoWebhookID})
	if err != nil || updated.Tag != "followers-2" || updated.WebhookID != emulator.DemoWebhookID || updated.ID != sub.ID {
		t.Fatalf("update: %+v %v", updated, err)
	}
	if res, err := c.ActivitySubscriptions.Delete(ctx, sub.ID); err != nil || !slices.Equal(res.Deleted, []string{sub.ID}) {
		t.Fatalf("delete: %+v %v", res, err)
	}
	if res, err := c.ActivitySubscriptions.Delete(ctx, sub.ID); err != nil || !slices.Equal(res.Gone, []string{sub.ID}) {
		t.Fatalf("second delete: an id already gone counts as deleted: %+v %v", res, err)
	}
	if _, found, err := c.ActivitySubscriptions.Get(ctx, sub.ID); err != nil || found {
		t.Fatalf("get after delete: %t %v", found, err)
	}
}
