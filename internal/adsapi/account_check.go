package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"sync"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// AccountRefusal says why the service will not let these credentials work in an ads account.
type AccountRefusal int

const (
	// AccountNotFound: the service does not know the account (ACCOUNT_NOT_FOUND, or a not-found
	// answer).
	AccountNotFound AccountRefusal = iota
	// AccountNotReachable: the account exists, but the service refuses it to the authenticated user
	// (UNAUTHORIZED_CLIENT_APPLICATION, as for another user's account).
	AccountNotReachable
	// AccountDeleted: the account exists and is deleted.
	AccountDeleted
	// AccountReadOnly: the account is open to the user, whose permissions on it (endpoint 47 of the
	// audiences spec) include none that changes it (writeLevels).
	AccountReadOnly
)

// writeLevels are the access levels that change an account (the audiences spec's table of
// authenticated_user_access values): ACCOUNT_ADMIN and AD_MANAGER change campaigns, CREATIVE_MANAGER
// creatives. CAMPAIGN_ANALYST and ANALYST only view, PARTNER_AUDIENCE_MANAGER changes only data
// partner audiences, and POST_COMPOSER comes only beside one of the three. Which level each endpoint
// needs beyond that is not documented: the service judges the rest.
var writeLevels = []string{"ACCOUNT_ADMIN", "AD_MANAGER", "CREATIVE_MANAGER"}

// AccountError is the service's positive answer that an ads account cannot be used, or (AccountReadOnly)
// not changed by these credentials: every write to it would fail. Cause is the service's answer (nil for
// a deleted account, which was read, and for a read-only one, whose access was read).
type AccountError struct {
	AccountID string
	Refusal   AccountRefusal
	Cause     *transport.Error
	// Access is the user's access to the account, for AccountReadOnly.
	Access *UserAccess
}

func (e *AccountError) Error() string {
	switch e.Refusal {
	case AccountDeleted:
		return fmt.Sprintf("ads account %s is deleted", e.AccountID)
	case AccountNotReachable:
		return fmt.Sprintf("ads account %s is not open to these credentials: %v", e.AccountID, e.Cause)
	case AccountReadOnly:
		return fmt.Sprintf("ads account %s is read-only to user %s, who holds %q", e.AccountID, e.Access.UserID, e.Access.Permissions)
	}
	return fmt.Sprintf("ads account %s was not found: %v", e.AccountID, e.Cause)
}

// CheckAccount tells whether the advertising API lets these credentials work in accountID, asking
// once per Client (one Terraform command) however many callers ask, concurrent ones included. It
// returns nil when the service answered with the account, a *AccountError when the service said
// the account is missing, deleted or not open to the caller, and any other error unchanged when
// the check could not complete (no answer, a 5xx after the retries, a refused signature): such an
// error says nothing about the account, and the caller's own request will meet and report it.
//
// GET /12/accounts/:account_id
func (c *Client) CheckAccount(ctx context.Context, accountID string) error {
	return c.checkAccount(ctx, c.adsRequest(http.MethodGet, adsAccountPath, []string{accountID}, accountCheckQuery(), nil), accountID)
}

// CheckAccess tells whether the user of these credentials may change accountID, reading the user's
// access to it once per Client, as CheckAccount reads the account: nil when the access holds a level
// that changes the account (writeLevels), a *AccountError (AccountReadOnly) when it holds none, and the
// error of a read that did not complete unchanged, which says nothing of the access.
//
// GET /12/accounts/:account_id/authenticated_user_access
func (c *Client) CheckAccess(ctx context.Context, accountID string) error {
	return c.accountChecks.check(ctx, "access "+c.adsURL+"/"+accountID, func(ctx context.Context) error {
		access, err := c.AdsAccounts.AuthenticatedUserAccess(ctx, accountID)
		switch {
		case err != nil:
			return err
		case !slices.ContainsFunc(access.Permissions, func(p string) bool { return slices.Contains(writeLevels, p) }):
			return &AccountError{AccountID: accountID, Refusal: AccountReadOnly, Access: access}
		}
		return nil
	})
}

// CheckSandboxAccount is CheckAccount on the sandbox address, where sandbox accounts live.
//
// GET {sandbox_ads_url}/12/accounts/:account_id
func (c *Client) CheckSandboxAccount(ctx context.Context, accountID string) error {
	return c.checkAccount(ctx, c.sandboxAdsRequest(http.MethodGet, adsAccountPath, []string{accountID}, accountCheckQuery()), accountID)
}

// accountCheckQuery asks for a deleted account too, so that it is told apart from a missing one.
func accountCheckQuery() url.Values { return url.Values{"with_deleted": {"true"}} }

// checkAccount runs the check of accountID with r, the account's read on one address.
func (c *Client) checkAccount(ctx context.Context, r request, accountID string) error {
	return c.accountChecks.check(ctx, r.Base+"/"+accountID, func(ctx context.Context) error { return c.readAccount(ctx, r, accountID) })
}

// readAccount reads accountID with r and answers what the read says of it: nil, an *AccountError, or
// the error of a read that did not complete.
func (c *Client) readAccount(ctx context.Context, r request, accountID string) error {
	account, err := doOne[AdsAccount](ctx, c, r, accountID)
	if err != nil {
		return accountVerdict(accountID, err)
	}
	if account.Deleted {
		return &AccountError{AccountID: accountID, Refusal: AccountDeleted}
	}
	return nil
}

// accountVerdict turns the service's refusal of the account read into an *AccountError, and leaves
// every other error as it is. Only answers about the account count: ACCOUNT_NOT_FOUND (the code
// the service documents for it, under 403), a not-found answer (transport.IsNotFound), and
// UNAUTHORIZED_CLIENT_APPLICATION, with which the service refuses an account of another user.
func accountVerdict(accountID string, err error) error {
	var e *transport.Error
	if !errors.As(err, &e) {
		return err
	}
	switch {
	case e.Code == "ACCOUNT_NOT_FOUND" || transport.IsNotFound(err):
		return &AccountError{AccountID: accountID, Refusal: AccountNotFound, Cause: e}
	case e.StatusCode == http.StatusForbidden && e.Code == "UNAUTHORIZED_CLIENT_APPLICATION":
		return &AccountError{AccountID: accountID, Refusal: AccountNotReachable, Cause: e}
	}
	return err
}

// accountChecks keeps the outcome of each account check of a client. Unlike shared reads, an
// outcome is kept even when it is a failure: a service that answers 5xx would otherwise be asked
// again, with all the retries, by every resource of the run, and each resource's own request
// reports that failure anyway. Only a check cut short by its caller's context is dropped.
type accountChecks struct {
	mu      sync.Mutex
	entries map[string]*accountCheck
}

// accountCheck is one check, in flight until done is closed.
type accountCheck struct {
	done chan struct{}
	err  error
	// dropped marks a check whose caller's context ended: its waiters check again.
	dropped bool
}

func newAccountChecks() *accountChecks { return &accountChecks{entries: map[string]*accountCheck{}} }

// check returns the outcome of the check named key: the first caller runs read, the others wait for
// it and share its outcome.
func (a *accountChecks) check(ctx context.Context, key string, read func(context.Context) error) error {
	for {
		a.mu.Lock()
		e, ok := a.entries[key]
		if !ok {
			e = &accountCheck{done: make(chan struct{})}
			a.entries[key] = e
			a.mu.Unlock()
			return a.lead(ctx, key, read, e)
		}
		a.mu.Unlock()
		select {
		case <-ctx.Done():
			return fmt.Errorf("waiting for the ads account check: %w", ctx.Err())
		case <-e.done:
		}
		if !e.dropped {
			return e.err
		}
	}
}

// lead runs the check of e and publishes its outcome; a check its caller gave up on (or that
// panicked) is removed, so that the waiters and later callers run it again.
func (a *accountChecks) lead(ctx context.Context, key string, read func(context.Context) error, e *accountCheck) error {
	e.dropped = true
	defer func() {
		if e.dropped {
			a.mu.Lock()
			delete(a.entries, key)
			a.mu.Unlock()
		}
		close(e.done)
	}()
	err := read(ctx)
	e.err, e.dropped = err, ctx.Err() != nil
	return err
}
