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

// Permissions through every endpoint against the emulator: a grant reads back through the list, a second
// grant to one account is refused naming the first, the receiving account lists and reads the audience
// with the level granted, and a revoked permission is gone to Get, to a second Delete and to the
// receiving account.
func TestEmulatorCustomAudiencePermissions(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	acc, sandbox := emulator.DemoAccountID, emulator.DemoSandboxAccountID
	audience, err := c.CustomAudiences.Create(ctx, newSession(t), acc, adsapi.CustomAudienceInput{Name: "Buyers"})
	if err != nil {
		t.Fatal(err)
	}
	grant := func(account, level string) (*adsapi.CustomAudiencePermission, error) {
		return c.CustomAudiencePermissions.Create(ctx, newSession(t), acc, audience.ID, adsapi.CustomAudiencePermissionInput{GrantedAccountID: account, PermissionLevel: level})
	}

	readOnly, err := grant(sandbox, "READ_ONLY")
	if err != nil {
		t.Fatalf("Create: %v", err)
	}
	if readOnly.CustomAudienceID != audience.ID || readOnly.GrantedAccountID != sandbox || readOnly.PermissionLevel != "READ_ONLY" || readOnly.Deleted ||
		readOnly.CreatedAt == "" || readOnly.UpdatedAt != readOnly.CreatedAt {
		t.Errorf("made = %+v", readOnly)
	}
	if stored, ok := emu.CustomAudiencePermission(acc, readOnly.ID); !ok || stored.GrantedAccountID != sandbox || stored.CustomAudienceID != audience.ID {
		t.Errorf("stored = %+v, %t", stored, ok)
	}
	if got, err := c.CustomAudiencePermissions.Get(ctx, acc, audience.ID, readOnly.ID); err != nil || *got != *readOnly {
		t.Errorf("Get = %+v, %v; want the create's answer %+v", got, err, readOnly)
	}
	_, err = grant(sandbox, "READ_WRITE")
	if e := wantAPIError(t, err, http.StatusBadRequest, "INVALID_PARAMETER"); e.Parameter != "granted_account_id" || !strings.Contains(e.Message, readOnly.ID) {
		t.Errorf("a second grant = %+v, want a refusal on granted_account_id naming %s", e, readOnly.ID)
	}
	readWrite, err := grant(emulator.OtherAccountID, "READ_WRITE")
	if err != nil {
		t.Fatal(err)
	}
	all, err := c.CustomAudiencePermissions.List(ctx, acc, audience.ID, adsapi.CustomAudiencePermissionListOptions{})
	if err != nil || !reflect.DeepEqual(all, []adsapi.CustomAudiencePermission{*readOnly, *readWrite}) {
		t.Errorf("List = %+v, %v", all, err)
	}
	other, err := c.CustomAudiencePermissions.List(ctx, acc, audience.ID, adsapi.CustomAudiencePermissionListOptions{GrantedAccountIDs: []string{emulator.OtherAccountID}})
	if err != nil || len(other) != 1 || other[0].ID != readWrite.ID {
		t.Errorf("List by granted account = %+v, %v", other, err)
	}

	// The receiving account reads the owner's audience with the level granted.
	shared, err := c.CustomAudiences.List(ctx, sandbox, adsapi.CustomAudienceListOptions{PermissionScope: "SHARED"})
	want := *audience
	want.PermissionLevel = "READ_ONLY"
	if err != nil || len(shared) != 1 || !reflect.DeepEqual(shared[0], want) {
		t.Errorf("shared with the sandbox account = %+v, %v; want %+v", shared, err, want)
	}
	if got, err := c.CustomAudiences.Get(ctx, sandbox, audience.ID); err != nil || !reflect.DeepEqual(*got, want) {
		t.Errorf("the sandbox account's Get = %+v, %v; want %+v", got, err, want)
	}

	revoked, err := c.CustomAudiencePermissions.Delete(ctx, acc, audience.ID, readOnly.ID)
	if err != nil || !revoked.Deleted || revoked.ID != readOnly.ID {
		t.Fatalf("Delete = %+v, %v", revoked, err)
	}
	if _, err := c.CustomAudiencePermissions.Get(ctx, acc, audience.ID, readOnly.ID); !transport.IsNotFound(err) {
		t.Errorf("Get of the revoked permission = %v, want not found", err)
	}
	if _, err := c.CustomAudiencePermissions.Delete(ctx, acc, audience.ID, readOnly.ID); !transport.IsNotFound(err) {
		t.Errorf("a second Delete = %v, want not found", err)
	}
	if ids := emu.CustomAudiencePermissionIDs(acc, audience.ID); !reflect.DeepEqual(ids, []string{readWrite.ID}) {
		t.Errorf("live permissions = %v, want %s", ids, readWrite.ID)
	}
	if shared, err := c.CustomAudiences.List(ctx, sandbox, adsapi.CustomAudienceListOptions{PermissionScope: "SHARED"}); err != nil || len(shared) != 0 {
		t.Errorf("shared after the revoke = %+v, %v", shared, err)
	}
	_, err = c.CustomAudiencePermissions.Create(ctx, newSession(t), acc, "nosuch", adsapi.CustomAudiencePermissionInput{GrantedAccountID: sandbox, PermissionLevel: "READ_ONLY"})
	if e := wantAPIError(t, err, http.StatusNotFound, "TAILORED_AUDIENCE_NOT_FOUND"); !strings.Contains(e.Message, "nosuch") {
		t.Errorf("a grant of an unknown audience = %+v, want the audience named", e)
	}
	assertNoAuthFailures(t, emu)
}
