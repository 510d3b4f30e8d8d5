package adsapi_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// wantAPIError checks that err is an *transport.Error with the status and code.
func wantAPIError(t *testing.T, err error, status int, code string) *transport.Error {
	t.Helper()
	var e *transport.Error
	if !errors.As(err, &e) || e.StatusCode != status || e.Code != code {
		t.Fatalf("error = %v, want %d %s", err, status, code)
	}
	return e
}

func TestEmulatorDraftPostsCRUD(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID

	card, err := c.Cards.Create(ctx, newSession(t), acc, websiteCard("for drafts", emulator.DemoImageKey, "https://example.com"))
	if err != nil {
		t.Fatal(err)
	}
	created, err := c.DraftPosts.Create(ctx, newSession(t), acc, adsapi.DraftPostInput{
		AsUserID: emulator.DemoUserID, Text: "hello", CardURI: card.CardURI, MediaKeys: []string{emulator.DemoImageKey, emulator.DemoImage2Key},
	})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if created.ID == "" || created.UserID != emulator.DemoUserID || !created.Nullcast || created.CardURI != card.CardURI ||
		created.Name != "" || len(created.MediaKeys) != 2 {
		t.Errorf("created = %+v", created)
	}

	empty, name := "", "spring"
	updated, err := c.DraftPosts.Update(ctx, acc, created.ID, adsapi.DraftPostUpdate{CardURI: &empty, MediaKeys: []string{}, Name: &name})
	if err != nil {
		t.Fatalf("Update: %v", err)
	}
	if updated.CardURI != "" || len(updated.MediaKeys) != 0 || updated.Name != "spring" || updated.Text != "hello" {
		t.Errorf("updated = %+v", updated)
	}
	got, err := c.DraftPosts.Get(ctx, acc, created.ID)
	if err != nil || got.Name != "spring" || got.CardURI != "" {
		t.Errorf("Get = %+v, %v", got, err)
	}

	msg, err := c.DraftPosts.Preview(ctx, acc, created.ID)
	if err != nil || !strings.Contains(msg, "@"+emulator.DemoHandle) {
		t.Errorf("Preview = %q, %v", msg, err)
	}

	_, err = c.DraftPosts.Create(ctx, newSession(t), acc, adsapi.DraftPostInput{AsUserID: emulator.DemoUserID})
	if e := wantAPIError(t, err, http.StatusBadRequest, "POST_CANNOT_BE_BLANK"); e.Parameter != "text" {
		t.Errorf("blank draft refused on %q, want text", e.Parameter)
	}
	if !adsapi.IsBlankDraft(err) {
		t.Errorf("IsBlankDraft(%v) = false", err)
	}

	deleted, err := c.DraftPosts.Delete(ctx, acc, created.ID)
	if err != nil || deleted.Status != "DELETED" || deleted.ID != created.ID {
		t.Errorf("Delete = %+v, %v", deleted, err)
	}
	if _, err := c.DraftPosts.Get(ctx, acc, created.ID); !transport.IsNotFound(err) {
		t.Errorf("Get after delete = %v, want not found", err)
	}
	assertNoAuthFailures(t, emu)
}

func TestEmulatorDraftPostsListEveryPage(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	for i := range 450 {
		if _, err := emu.SeedDraftPost(acc, emulator.DraftPost{Text: fmt.Sprint("draft ", i), Nullcast: true}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := emu.SeedDraftPost(acc, emulator.DraftPost{Text: "not the FULL user's", UserID: emulator.DemoRepostsOnlyUserID}); err != nil {
		t.Fatal(err)
	}
	path := "/12/accounts/" + acc + "/draft_posts"
	emu.ResetRequests()

	all, err := c.DraftPosts.List(ctx, acc, adsapi.DraftPostListOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 450 || all[449].Text != "draft 449" {
		t.Fatalf("listed %d drafts, want the FULL user's 450", len(all))
	}
	if n := emu.Count(http.MethodGet, path); n != 3 {
		t.Errorf("%d requests for 450 drafts, want 3 pages of 200", n)
	}
	theirs, err := c.DraftPosts.List(ctx, acc, adsapi.DraftPostListOptions{UserID: emulator.DemoRepostsOnlyUserID})
	if err != nil || len(theirs) != 1 {
		t.Errorf("user_id list = %d drafts, %v", len(theirs), err)
	}
	limited, err := c.DraftPosts.List(ctx, acc, adsapi.DraftPostListOptions{ListOptions: adsapi.ListOptions{Limit: 10}})
	if err != nil || len(limited) != 10 {
		t.Errorf("limited list = %d, %v", len(limited), err)
	}
}
