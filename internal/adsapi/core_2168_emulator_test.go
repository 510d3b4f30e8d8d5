package adsapi_test

import (
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// On the wire with the emulator, what 2.168 adds to the user and the activity stream reaches the
// client: subscriber_count when asked for, and the post of a reply, a quote and a repost.

func TestEmulatorSubscriberCount(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	if err := srv.MuteOutOfBand(emulator.DemoUserID, emulator.DevelopersUserID); err != nil {
		t.Fatal(err)
	}
	c := newDemoClient(t, url, nil)
	asked, err := c.Users.Muting(testCtx(t), emulator.DemoUserID, adsapi.UserListOptions{
		FieldOptions: adsapi.FieldOptions{UserFields: []string{"subscriber_count"}}})
	if err != nil {
		t.Fatal(err)
	}
	counts := map[string]*int64{}
	for _, u := range asked.Users {
		counts[u.ID] = u.SubscriberCount
	}
	if n := counts[emulator.DevelopersUserID]; n == nil || *n != 1520 {
		t.Errorf("the developers' subscriber_count = %v, want 1520", n)
	}
	if n := counts[emulator.MutedUserID]; n == nil || *n != 0 {
		t.Errorf("the muted account's subscriber_count = %v, want a known 0", n)
	}
	unasked, err := c.Users.Muting(testCtx(t), emulator.DemoUserID, adsapi.UserListOptions{})
	if err != nil || len(unasked.Users) == 0 || unasked.Users[0].SubscriberCount != nil {
		t.Errorf("without user.fields: %+v, %v; want no subscriber_count", unasked, err)
	}
}

func TestEmulatorStreamDeliversPostReferences(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	const original = "1460323737035677700"
	for _, typ := range []string{"post.reply.create", "post.quote.create", "post.repost.create"} {
		srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: typ, UserID: emulator.DemoUserID, Direction: "inbound"})
	}
	want := map[string]string{}
	for typ, text := range map[string]string{"post.reply.create": "@adsapi_demo Which sizes?", "post.quote.create": "Worth a look.", "post.repost.create": ""} {
		id, err := srv.RecordPostReference(typ, emulator.OtherUserID, original, text)
		if err != nil {
			t.Fatal(err)
		}
		want[typ] = id
	}
	c := newDemoClient(t, url, nil)
	five := 5
	got, err := c.ActivityStream.Read(testCtx(t), adsapi.ActivityStreamOptions{BackfillMinutes: &five, MaxItems: 3, Wait: 10 * time.Second})
	if err != nil || len(got.Activities) != 3 {
		t.Fatalf("Read = %+v, %v; want the three events", got, err)
	}
	refTypes := map[string]string{"post.reply.create": "replied_to", "post.quote.create": "quoted", "post.repost.create": "reposted"}
	for _, a := range got.Activities {
		p := a.Post
		if p == nil || p.ID != want[a.EventType] || p.AuthorID != emulator.OtherUserID || len(p.ReferencedPosts) != 1 ||
			p.ReferencedPosts[0] != (adsapi.ReferencedPost{Type: refTypes[a.EventType], ID: original}) {
			t.Errorf("%s: post %+v, want %s referring (%s) to %s", a.EventType, p, want[a.EventType], refTypes[a.EventType], original)
		}
	}
}
