package adsapi_test

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"sync"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// accountReads counts the reads of the ads account itself (not of its cards or campaigns).
func accountReads(emu *emulator.Server, path string) int {
	n := 0
	for _, r := range emu.Requests() {
		if r.Method == http.MethodGet && r.Path == path {
			n++
		}
	}
	return n
}

// wantAccountError asserts that err is the service's verdict on accountID, of the given kind.
func wantAccountError(t *testing.T, err error, accountID string, refusal adsapi.AccountRefusal) *adsapi.AccountError {
	t.Helper()
	var ae *adsapi.AccountError
	if !errors.As(err, &ae) {
		t.Fatalf("err = %v, want *adsapi.AccountError", err)
	}
	if ae.AccountID != accountID || ae.Refusal != refusal {
		t.Fatalf("AccountError = %+v, want account %s refusal %d", ae, accountID, refusal)
	}
	return ae
}

func TestCheckAccountOneReadForConcurrentCallers(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	const callers = 25
	errs := make([]error, callers)
	var wg sync.WaitGroup
	for i := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = c.CheckAccount(ctx, emulator.DemoAccountID)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("caller %d: %v", i, err)
		}
	}
	if err := c.CheckAccount(ctx, emulator.DemoAccountID); err != nil {
		t.Errorf("a later caller: %v", err)
	}
	if n := accountReads(emu, "/12/accounts/"+emulator.DemoAccountID); n != 1 {
		t.Errorf("account reads = %d, want 1 for %d callers and a later one", n, callers+1)
	}
	if n := len(emu.Requests()); n != 1 {
		t.Errorf("requests = %d, want only the account read", n)
	}
	assertNoAuthFailures(t, emu)
}

func TestCheckAccountVerdicts(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	if err := emu.EditAdsAccount(emulator.DemoSandboxAccountID, func(a *emulator.AdsAccount) { a.Deleted = true }); err != nil {
		t.Fatal(err)
	}
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)

	missing := wantAccountError(t, c.CheckAccount(ctx, "zz9zz9"), "zz9zz9", adsapi.AccountNotFound)
	if missing.Cause == nil || missing.Cause.StatusCode != http.StatusForbidden || missing.Cause.Code != "ACCOUNT_NOT_FOUND" {
		t.Errorf("missing account's cause = %+v, want the service's 403 ACCOUNT_NOT_FOUND", missing.Cause)
	}
	foreign := wantAccountError(t, c.CheckAccount(ctx, emulator.OtherAccountID), emulator.OtherAccountID, adsapi.AccountNotReachable)
	if foreign.Cause == nil || foreign.Cause.Code != "UNAUTHORIZED_CLIENT_APPLICATION" {
		t.Errorf("foreign account's cause = %+v", foreign.Cause)
	}
	_ = wantAccountError(t, c.CheckAccount(ctx, emulator.DemoSandboxAccountID), emulator.DemoSandboxAccountID, adsapi.AccountDeleted)

	// A verdict is kept: asking again sends nothing.
	before := len(emu.Requests())
	_ = wantAccountError(t, c.CheckAccount(ctx, "zz9zz9"), "zz9zz9", adsapi.AccountNotFound)
	if after := len(emu.Requests()); after != before {
		t.Errorf("a second check of the missing account sent %d requests", after-before)
	}
	if before != 3 {
		t.Errorf("requests = %d, want one per account checked", before)
	}
}

// TestCheckAccountFailureIsNoVerdict: a check that gets no answer about the account (5xx after every
// retry, a refused signature) returns that error, never an *AccountError, and is not repeated.
func TestCheckAccountFailureIsNoVerdict(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil) // MaxRetries 2: three attempts
	emu.InjectFault(emulator.Fault{Method: http.MethodGet, PathPrefix: "/12/accounts/" + emulator.DemoAccountID, Status: http.StatusServiceUnavailable, Times: 3})
	ctx := testCtx(t)
	err := c.CheckAccount(ctx, emulator.DemoAccountID)
	var ae *adsapi.AccountError
	var apiErr *transport.Error
	if errors.As(err, &ae) || !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("err = %v, want the 503 itself", err)
	}
	if err2 := c.CheckAccount(ctx, emulator.DemoAccountID); err2 != err { //nolint:errorlint // the very error kept, not one like it
		t.Errorf("second check = %v, want the kept %v", err2, err)
	}
	if n := accountReads(emu, "/12/accounts/"+emulator.DemoAccountID); n != 3 {
		t.Errorf("account reads = %d, want the 3 attempts of the first check only", n)
	}

	unsigned := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.Transport.ConsumerSecret = "not-the-secret" })
	err = unsigned.CheckAccount(ctx, emulator.DemoAccountID)
	if errors.As(err, &ae) || !transport.IsOAuth1SignatureRefused(err) {
		t.Errorf("with a wrong consumer secret: err = %v, want the refused signature, not a verdict", err)
	}
}

// TestCheckAccountCancelledIsForgotten: a check whose caller gave up decides nothing; the next caller
// reads the account.
func TestCheckAccountCancelledIsForgotten(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if err := c.CheckAccount(cancelled, emulator.DemoAccountID); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled check = %v, want context.Canceled", err)
	}
	if err := c.CheckAccount(testCtx(t), emulator.DemoAccountID); err != nil {
		t.Errorf("check after a cancelled one = %v, want nil", err)
	}
	if n := accountReads(emu, "/12/accounts/"+emulator.DemoAccountID); n != 1 {
		t.Errorf("account reads = %d, want 1", n)
	}
}

func TestCheckSandboxAccountAsksTheSandbox(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, func(cfg *adsapi.Config) { cfg.SandboxAdsURL = url + "/sandbox" })
	ctx := testCtx(t)
	if err := c.CheckSandboxAccount(ctx, emulator.DemoSandboxAccountID); err != nil {
		t.Fatal(err)
	}
	// The production address is a check of its own.
	if err := c.CheckAccount(ctx, emulator.DemoSandboxAccountID); err != nil {
		t.Fatal(err)
	}
	if n := accountReads(emu, "/sandbox/12/accounts/"+emulator.DemoSandboxAccountID); n != 1 {
		t.Errorf("sandbox account reads = %d, want 1", n)
	}
	if n := accountReads(emu, "/12/accounts/"+emulator.DemoSandboxAccountID); n != 1 {
		t.Errorf("production account reads = %d, want 1", n)
	}
}

// TestCheckAccess: a user who holds a level that changes the account passes, once per client; one who
// only views it (CAMPAIGN_ANALYST) gets an AccountReadOnly verdict carrying what the service answered; an
// access read that fails is no verdict.
func TestCheckAccess(t *testing.T) {
	t.Parallel()
	emu, url := newEmulator(t)
	c := newDemoClient(t, url, nil)
	ctx := testCtx(t)
	if err := c.CheckAccess(ctx, emulator.DemoAccountID); err != nil {
		t.Fatalf("the demo user (ACCOUNT_ADMIN) on its account: %v", err)
	}
	if err := c.CheckAccess(ctx, emulator.DemoAccountID); err != nil || len(emu.Requests()) != 1 {
		t.Errorf("a second check: %v after %d requests, want the first verdict kept", err, len(emu.Requests()))
	}

	if err := emu.SetUserPermissions(emulator.DemoUserID, emulator.DemoAccountID, "CAMPAIGN_ANALYST"); err != nil {
		t.Fatal(err)
	}
	analyst := newDemoClient(t, url, nil)
	e := wantAccountError(t, analyst.CheckAccess(ctx, emulator.DemoAccountID), emulator.DemoAccountID, adsapi.AccountReadOnly)
	if e.Access == nil || e.Access.UserID != emulator.DemoUserID || !slices.Equal(e.Access.Permissions, []string{"CAMPAIGN_ANALYST"}) {
		t.Errorf("the verdict's access = %+v, want the user and CAMPAIGN_ANALYST", e.Access)
	}
	if err := emu.SetUserPermissions(emulator.DemoUserID, emulator.DemoAccountID, "CREATIVE_MANAGER", "POST_COMPOSER"); err != nil {
		t.Fatal(err)
	}
	if err := newDemoClient(t, url, nil).CheckAccess(ctx, emulator.DemoAccountID); err != nil {
		t.Errorf("a CREATIVE_MANAGER: %v, want no verdict", err)
	}

	emu.InjectFault(emulator.Fault{Method: "GET", PathPrefix: "/12/accounts/" + emulator.DemoAccountID + "/authenticated_user_access", Status: 400})
	err := newDemoClient(t, url, nil).CheckAccess(ctx, emulator.DemoAccountID)
	var verdict *adsapi.AccountError
	if err == nil || errors.As(err, &verdict) {
		t.Errorf("a refused access read: %v, want its error and no verdict", err)
	}
}
