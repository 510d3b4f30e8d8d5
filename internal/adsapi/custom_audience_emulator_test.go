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

// Custom audiences through every endpoint against the emulator: a new audience is an empty CRM one, its
// name is unique, an update changes only what it names and reads back as the GET does although its
// answer carries is_owner, description= clears, the list filters by a name prefix and by scope, and a
// deleted audience reads as deleted.
func TestEmulatorCustomAudiences(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc := emulator.DemoAccountID
	description := "signed up & bought"

	made, err := c.CustomAudiences.Create(ctx, newSession(t), acc, adsapi.CustomAudienceInput{Name: "Buyers", Description: &description})
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if made.AudienceType != "CRM" || made.Targetable || !reflect.DeepEqual(made.ReasonsNotTargetable, []string{"PROCESSING", "TOO_SMALL"}) ||
		made.AudienceSize != nil || !reflect.DeepEqual(made.TargetableTypes, []string{"CRM", "EXCLUDED_CRM"}) || made.OwnerAccountID != acc ||
		made.PermissionLevel != "READ_WRITE" || made.PartnerSource != "OTHER" || made.Description == nil || *made.Description != description {
		t.Errorf("made = %+v", made)
	}
	if stored, ok := emu.CustomAudience(acc, made.ID); !ok || stored.Name != "Buyers" || stored.Description == nil || *stored.Description != description {
		t.Errorf("stored = %+v", stored)
	}
	plain, err := c.CustomAudiences.Create(ctx, newSession(t), acc, adsapi.CustomAudienceInput{Name: "buyers"})
	if err != nil || plain.Description != nil {
		t.Fatalf("a create without a description = %+v, %v", plain, err)
	}
	_, err = c.CustomAudiences.Create(ctx, newSession(t), acc, adsapi.CustomAudienceInput{Name: "Buyers"})
	if e := wantAPIError(t, err, http.StatusBadRequest, "INVALID_PARAMETER"); e.Parameter != "name" || !strings.Contains(e.Message, made.ID) {
		t.Errorf("a taken name = %+v, want a refusal on name naming %s", e, made.ID)
	}

	renamed := "Buyers 2024"
	updated, err := c.CustomAudiences.Update(ctx, acc, made.ID, adsapi.CustomAudienceUpdate{Name: &renamed})
	if err != nil || updated.Name != renamed || updated.Description == nil || *updated.Description != description {
		t.Fatalf("Update of the name = %+v, %v", updated, err)
	}
	// The PUT's answer names its owner by is_owner; read for the account, it is the GET's audience.
	got, err := c.CustomAudiences.Get(ctx, acc, made.ID)
	if err != nil || !reflect.DeepEqual(*got, *updated) {
		t.Errorf("Get after the update = %+v, %v; want the update's answer %+v", got, err, updated)
	}
	empty := ""
	cleared, err := c.CustomAudiences.Update(ctx, acc, made.ID, adsapi.CustomAudienceUpdate{Description: &empty})
	if err != nil || cleared.Description != nil || cleared.Name != renamed {
		t.Errorf("clearing the description = %+v, %v", cleared, err)
	}
	if stored, _ := emu.CustomAudience(acc, made.ID); stored.Description != nil {
		t.Errorf("stored after the clear: %+v", stored)
	}
	_, err = c.CustomAudiences.Update(ctx, acc, plain.ID, adsapi.CustomAudienceUpdate{Name: &renamed})
	if e := wantAPIError(t, err, http.StatusBadRequest, "INVALID_PARAMETER"); e.Parameter != "name" {
		t.Errorf("a rename to a taken name refused on %q, want name", e.Parameter)
	}

	// The service computes the size; a processed audience reads as such.
	size := int64(1470)
	if err := emu.EditCustomAudience(acc, plain.ID, func(a *emulator.CustomAudience) {
		a.Targetable, a.AudienceSize, a.ReasonsNotTargetable = true, &size, []string{}
	}); err != nil {
		t.Fatal(err)
	}
	listed, err := c.CustomAudiences.List(ctx, acc, adsapi.CustomAudienceListOptions{Q: "BUY", ListOptions: adsapi.ListOptions{SortBy: "name-asc"}})
	if err != nil || len(listed) != 2 || listed[0].ID != plain.ID || listed[1].ID != made.ID || !listed[0].Targetable ||
		listed[0].AudienceSize == nil || *listed[0].AudienceSize != size || len(listed[0].ReasonsNotTargetable) != 0 {
		t.Errorf("q=BUY by name = %+v, %v", listed, err)
	}
	if shared, err := c.CustomAudiences.List(ctx, acc, adsapi.CustomAudienceListOptions{PermissionScope: "SHARED"}); err != nil || len(shared) != 0 {
		t.Errorf("shared with the account = %+v, %v", shared, err)
	}

	deleted, err := c.CustomAudiences.Delete(ctx, acc, made.ID)
	if err != nil || !deleted.Deleted || deleted.OwnerAccountID != acc {
		t.Fatalf("Delete = %+v, %v", deleted, err)
	}
	if got, err := c.CustomAudiences.Get(ctx, acc, made.ID); err != nil || !got.Deleted {
		t.Errorf("Get of the deleted audience = %+v, %v", got, err)
	}
	if _, err := c.CustomAudiences.Delete(ctx, acc, made.ID); !transport.IsNotFound(err) {
		t.Errorf("a second Delete = %v, want not found", err)
	}
	// The account's live audiences: the emulator's seeded one, made first, and plain.
	if live, err := c.CustomAudiences.List(ctx, acc, adsapi.CustomAudienceListOptions{}); err != nil || len(live) != 2 ||
		live[0].ID != emulator.DemoCustomAudienceID || live[1].ID != plain.ID {
		t.Errorf("live audiences = %+v, %v", live, err)
	}
	all, err := c.CustomAudiences.List(ctx, acc, adsapi.CustomAudienceListOptions{CustomAudienceIDs: []string{made.ID}, ListOptions: adsapi.ListOptions{WithDeleted: true}})
	if err != nil || len(all) != 1 || !all[0].Deleted {
		t.Errorf("with_deleted list = %+v, %v", all, err)
	}
	if _, err := c.CustomAudiences.Get(ctx, acc, "nosuch"); !transport.IsNotFound(err) {
		t.Errorf("Get of an unknown audience = %v, want not found", err)
	}
	assertNoAuthFailures(t, emu)
}
