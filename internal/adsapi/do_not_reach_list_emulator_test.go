package adsapi_test

import (
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The do-not-reach list through every endpoint against the emulator: a create reads back through Get
// and Live, a second is refused naming the first, a deleted list reads back deleted, is gone to a second
// Delete and no longer counts, and the list with with_deleted holds both.
func TestEmulatorDoNotReachLists(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	description := "Unsubscribed customers"

	first, err := c.DoNotReachLists.Create(ctx, newSession(t), acc, adsapi.DoNotReachListInput{Description: &description})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if first.Name != "Do Not Reach List" || first.Description == nil || *first.Description != description || first.Targetable ||
		!reflect.DeepEqual(first.ReasonsNotTargetable, []string{"PROCESSING", "TOO_SMALL"}) || first.ListSize != nil || first.Deleted ||
		first.CreatedAt == "" || first.UpdatedAt != first.CreatedAt {
		t.Errorf("made = %+v", first)
	}
	if stored, ok := emu.DoNotReachList(acc, first.ID); !ok || stored.Deleted || stored.Description == nil || *stored.Description != description {
		t.Errorf("stored = %+v, %t", stored, ok)
	}
	if got, err := c.DoNotReachLists.Get(ctx, acc, first.ID); err != nil || !reflect.DeepEqual(got, first) {
		t.Errorf("Get = %+v, %v; want the create's answer %+v", got, err, first)
	}
	if live, err := c.DoNotReachLists.Live(ctx, acc); err != nil || len(live) != 1 || !reflect.DeepEqual(live[0], *first) {
		t.Errorf("Live = %+v, %v", live, err)
	}
	_, err = c.DoNotReachLists.Create(ctx, newSession(t), acc, adsapi.DoNotReachListInput{})
	if e := wantAPIError(t, err, http.StatusBadRequest, "INVALID_PARAMETER"); !strings.Contains(e.Message, first.ID) {
		t.Errorf("a second list = %+v, want a refusal naming %s", e, first.ID)
	}

	deleted, err := c.DoNotReachLists.Delete(ctx, acc, first.ID)
	if err != nil || !deleted.Deleted || deleted.ID != first.ID {
		t.Fatalf("Delete = %+v, %v", deleted, err)
	}
	if got, err := c.DoNotReachLists.Get(ctx, acc, first.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the deleted list = %+v, %v; want it, deleted", got, err)
	}
	if _, err := c.DoNotReachLists.Delete(ctx, acc, first.ID); !transport.IsNotFound(err) {
		t.Errorf("a second Delete = %v, want not found", err)
	}
	if live, err := c.DoNotReachLists.Live(ctx, acc); err != nil || len(live) != 0 {
		t.Errorf("Live after the delete = %+v, %v; want none (the delete forgets the shared read)", live, err)
	}

	second, err := c.DoNotReachLists.Create(ctx, newSession(t), acc, adsapi.DoNotReachListInput{})
	if err != nil || second.Description != nil || second.ID == first.ID {
		t.Fatalf("a create after the delete = %+v, %v", second, err)
	}
	all, err := c.DoNotReachLists.List(ctx, acc, adsapi.DoNotReachListListOptions{WithDeleted: true})
	if err != nil || len(all) != 2 || all[0].ID != first.ID || !all[0].Deleted || all[1].ID != second.ID || all[1].Deleted {
		t.Errorf("List with deleted = %+v, %v", all, err)
	}
	if _, err := c.DoNotReachLists.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown list = %v, want not found", err)
	}
	assertNoAuthFailures(t, emu)
}
