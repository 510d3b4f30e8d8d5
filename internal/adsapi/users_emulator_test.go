package adsapi_test

import (
	"errors"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

func TestEmulatorLookupPartialAnswer(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.ConsumerKey = "" }) // bearer only
	got, err := c.Users.Lookup(testCtx(t), []string{emulator.DevelopersUserID, "42", emulator.WithheldUserID}, adsapi.FieldOptions{
		UserFields: []string{"public_metrics", "pinned_post_id", "withheld", "entities", "protected"},
		Expansions: []string{"pinned_post_id"}, PostFields: []string{"created_at"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Users) != 2 || got.Users[0].PinnedPostID != emulator.PinnedPostID || got.Users[0].PublicMetrics.FollowersCount != 570842 ||
		got.Users[0].Protected == nil || *got.Users[0].Protected {
		t.Fatalf("users = %+v", got.Users)
	}
	if w := got.Users[1].Withheld; w == nil || len(w.CountryCodes) != 2 || w.CountryCodes[0] != "DE" || w.Scope != "user" {
		t.Errorf("withheld = %+v", w)
	}
	if e := got.Users[0].Entities; e == nil || e.URL == nil || e.URL.URLs[0].URL != "https://t.co/3ZX3TNiZCY" {
		t.Errorf("entities = %+v", e)
	}
	if e := got.Users[1].Entities; e == nil || e.Description == nil || len(e.Description.Hashtags) != 2 || e.Description.Hashtags[1].Tag != "FR" {
		t.Errorf("withheld user's description entities = %+v (labs hashtag names)", e)
	}
	if len(got.Includes.Posts) != 1 || got.Includes.Posts[0].ID != emulator.PinnedPostID || got.Includes.Posts[0].CreatedAt != "2020-08-12T15:04:05.000Z" {
		t.Errorf("includes = %+v", got.Includes)
	}
	if len(got.Errors) != 1 || got.Errors[0].Value != "42" || got.Errors[0].Title != "Not Found Error" || got.Errors[0].ResourceType != "user" ||
		got.Errors[0].Code != "resource-not-found" || got.Errors[0].Message != "Could not find user with ids: [42]." || got.Errors[0].Parameter != "ids" {
		t.Errorf("errors = %+v", got.Errors)
	}
	if n := srv.Count("GET", "/labs/2/users"); n != 1 {
		t.Errorf("requests = %d, want 1", n)
	}
}

func TestEmulatorMuteRecordsActivity(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	for range 2 { // muting a muted user succeeds again
		if muting, err := c.Users.Mute(ctx, emulator.DemoUserID, emulator.PlatformUserID); err != nil || !muting {
			t.Fatalf("Mute = %t, %v", muting, err)
		}
	}
	list, err := c.Users.Muting(ctx, emulator.DemoUserID, adsapi.UserListOptions{FieldOptions: adsapi.FieldOptions{UserFields: []string{"created_at"}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(list.Users) != 2 || list.Users[0].ID != emulator.PlatformUserID || list.Users[1].ID != emulator.MutedUserID || list.Users[0].CreatedAt == "" {
		t.Errorf("muting = %+v", list.Users)
	}
	if muting, err := c.Users.Unmute(ctx, emulator.DemoUserID, emulator.PlatformUserID); err != nil || muting {
		t.Fatalf("Unmute = %t, %v", muting, err)
	}
	acts := srv.MuteActivities()
	if len(acts) != 2 || acts[0].EventType != "mute.mute" || acts[1].EventType != "mute.unmute" ||
		acts[0].SourceID != emulator.DemoUserID || acts[0].TargetID != emulator.PlatformUserID || acts[1].TargetUsername != "X" {
		t.Errorf("activities = %+v", acts)
	}
	if n := srv.Count("POST", "/2/users/"); n != 2 {
		t.Errorf("POSTs = %d, want 2", n)
	}
}

func TestEmulatorMuteOfAnotherUserIsRefused(t *testing.T) {
	t.Parallel()
	_, url := newEmulator(t)
	_, err := newDemoClient(t, url, nil).Users.Mute(testCtx(t), emulator.OtherUserID, emulator.PlatformUserID)
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusForbidden {
		t.Errorf("err = %v, want 403", err)
	}
}

func TestEmulatorBlockingNeedsOAuth2(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	_, err := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.OAuth2AccessToken = "" }).
		Users.Blocking(testCtx(t), emulator.DemoUserID, adsapi.UserListOptions{})
	var mc *transport.MissingCredentialsError
	if !errors.As(err, &mc) || len(mc.Settings) != 1 || mc.Settings[0] != "oauth2_access_token" || len(mc.Alternatives) != 0 {
		t.Fatalf("err = %v, want missing oauth2_access_token only", err)
	}
	if n := srv.Count("", ""); n != 0 {
		t.Errorf("requests = %d, want none", n)
	}
	list, err := newDemoClient(t, url, nil).Users.Blocking(testCtx(t), emulator.DemoUserID, adsapi.UserListOptions{})
	if err != nil || len(list.Users) != 1 || list.Users[0].ID != emulator.BlockedUserID {
		t.Errorf("blocking = %+v, %v", list, err)
	}
}

func TestEmulatorTimelinesPage(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	base := time.Date(2024, time.January, 1, 0, 0, 0, 0, time.UTC)
	for i := range 150 {
		if _, err := srv.SeedPost(emulator.PlatformUserID, fmt.Sprintf("post %d", i), base.Add(time.Duration(i)*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	c := newDemoClient(t, url, nil)
	all, err := c.Timelines.Posts(testCtx(t), emulator.PlatformUserID, adsapi.TimelineOptions{
		FieldOptions: adsapi.FieldOptions{PostFields: []string{"created_at", "author_id"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	// 150 seeded and the two of the platform account in the shared seed.
	if len(all.Posts) != 152 || all.More || all.Posts[0].Text != "post 149" || all.Posts[0].AuthorID != emulator.PlatformUserID {
		t.Fatalf("%d posts (more %t), first %+v", len(all.Posts), all.More, all.Posts[0])
	}
	if n := srv.Count("GET", "/2/users/"+emulator.PlatformUserID+"/posts"); n != 2 {
		t.Errorf("pages = %d, want 2 of 100", n)
	}
	bounded, err := c.Timelines.Posts(testCtx(t), emulator.PlatformUserID, adsapi.TimelineOptions{
		StartTime: base.Add(10 * time.Hour), EndTime: base.Add(19 * time.Hour), Limit: 5,
	})
	if err != nil || len(bounded.Posts) != 5 || !bounded.More || bounded.Posts[0].Text != "post 19" {
		t.Errorf("bounded = %+v, %v", bounded, err)
	}
	home, err := c.Timelines.HomeTimeline(testCtx(t), emulator.DemoUserID, adsapi.TimelineOptions{Limit: 3})
	if err != nil || len(home.Posts) != 3 || home.Posts[0].Text != "post 149" {
		t.Errorf("home = %+v, %v", home, err)
	}
	unknown, err := c.Timelines.Mentions(testCtx(t), "42", adsapi.TimelineOptions{})
	if err != nil || len(unknown.Posts) != 0 || len(unknown.Errors) != 1 || unknown.Errors[0].Value != "42" {
		t.Errorf("unknown user = %+v, %v", unknown, err)
	}
}
