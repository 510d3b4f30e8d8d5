package adsapi_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The lookups against the emulator: a user found by each of its names alike, partial answers, and a
// single lookup of nobody not found.
func TestEmulatorUserLookups(t *testing.T) {
	t.Parallel()
	srv, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	opts := adsapi.FieldOptions{UserFields: []string{"created_at", "public_metrics", "verified"},
		Expansions: []string{"pinned_post_id"}, PostFields: []string{"created_at"}}

	byID, err := c.Users.ByID(ctx, emulator.DevelopersUserID, opts)
	if err != nil {
		t.Fatal(err)
	}
	byName, err := c.Users.ByUsername(ctx, "xdevelopers", opts)
	if err != nil {
		t.Fatal(err)
	}
	u := byID.User
	if u.Username != "XDevelopers" || u.PinnedPostID != emulator.PinnedPostID || u.PublicMetrics == nil || u.PublicMetrics.FollowersCount != 570842 ||
		len(byID.Includes.Posts) != 1 || byID.Includes.Posts[0].CreatedAt != "2020-08-12T15:04:05.000Z" {
		t.Errorf("by id = %+v", byID)
	}
	if byName.User.ID != u.ID || byName.User.PinnedPostID != u.PinnedPostID || byName.User.CreatedAt != u.CreatedAt {
		t.Errorf("by username = %+v, want the user by id %+v", byName.User, u)
	}

	ids, err := c.Users.ByIDs(ctx, []string{emulator.DemoUserID, "42"}, adsapi.FieldOptions{})
	if err != nil || len(ids.Users) != 1 || len(ids.Errors) != 1 || ids.Errors[0].Value != "42" || ids.Errors[0].Code != "resource-not-found" {
		t.Errorf("by ids = %+v, %v; want the demo user and 42 in errors", ids, err)
	}
	names, err := c.Users.ByUsernames(ctx, []string{"X", "nobody_here"}, adsapi.FieldOptions{})
	if err != nil || len(names.Users) != 1 || names.Users[0].ID != emulator.PlatformUserID || len(names.Errors) != 1 {
		t.Errorf("by usernames = %+v, %v; want the platform's account and nobody_here in errors", names, err)
	}

	for name, lookup := range map[string]func() error{
		"by id":       func() error { _, err := c.Users.ByID(ctx, "1234567890", adsapi.FieldOptions{}); return err },
		"by username": func() error { _, err := c.Users.ByUsername(ctx, "nobody_here", adsapi.FieldOptions{}); return err },
	} {
		if err := lookup(); !transport.IsNotFound(err) {
			t.Errorf("%s, nobody: %v, want not found", name, err)
		}
	}
	if n := srv.Count("GET", "/2/users"); n != 6 {
		t.Errorf("%d lookups, want 6", n)
	}
}
