package contract

import (
	"slices"
	"sync"
	"testing"
)

// accountSubscriptionOperations are the developer-account and activity-subscription operations,
// whose shapes are the 2.168 changes. Their cases are in account_subscription_cases_test.go.
var accountSubscriptionOperations = []string{
	"GET /2/account",
	"POST /2/account",
	"GET /2/activity/subscriptions",
	"POST /2/activity/subscriptions",
	"DELETE /2/activity/subscriptions",
	"PUT /2/activity/subscriptions/{subscription_id}",
	"DELETE /2/activity/subscriptions/{subscription_id}",
}

// userLookupOperations are the generally available user lookups of the users cut (usersFile); their cases
// are in user_lookup_cases_test.go.
var userLookupOperations = []string{
	"GET /2/users",
	"GET /2/users/by",
	"GET /2/users/by/username/{username}",
	"GET /2/users/me",
	"GET /2/users/{id}",
}

// webhookOperations are the webhook configurations and replay jobs of the users cut (usersFile); their
// cases are in webhook_cases_test.go.
var webhookOperations = []string{
	"DELETE /2/webhooks/{webhook_id}",
	"GET /2/webhooks",
	"POST /2/webhooks",
	"POST /2/webhooks/replay",
	"PUT /2/webhooks/{webhook_id}",
}

// coreOperations are the other in-scope operations; their cases are in core_cases_test.go and
// error_cases_test.go.
var coreOperations = []string{
	"DELETE /2/account_activity/webhooks/{webhook_id}/subscriptions/{user_id}/all",
	"DELETE /2/users/{source_user_id}/muting/{target_user_id}",
	"GET /2/account_activity/subscriptions/count",
	"GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all",
	"GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all/list",
	"GET /2/activity/stream",
	"GET /2/users/{id}/blocking",
	"GET /2/users/{id}/mentions",
	"GET /2/users/{id}/muting",
	"GET /2/users/{id}/posts",
	"GET /2/users/{id}/timelines/reverse_chronological",
	"POST /2/account_activity/webhooks/{webhook_id}/subscriptions/all",
	"POST /2/users/{id}/muting",
}

// coverage records, per operation, whether a success and an error answer were validated.
type coverage struct {
	mu      sync.Mutex
	success map[string]bool
	failure map[string]bool
}

func newCoverage() *coverage {
	return &coverage{success: map[string]bool{}, failure: map[string]bool{}}
}

// note counts an exchange: a success when its request and its 2xx answer validated, an error when
// its 4xx or 5xx answer validated (the request of an error case may be one the description
// refuses too).
func (c *coverage) note(ex exchange) {
	if ex.op == "" || ex.responseErr != nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case ex.status >= 200 && ex.status <= 299 && ex.requestErr == nil:
		c.success[ex.op] = true
	case ex.status >= 400:
		c.failure[ex.op] = true
	}
}

// check asserts that every operation of ops had a validated success and a validated error.
func (c *coverage) check(t *testing.T, ops []string) {
	t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, op := range ops {
		if !c.success[op] {
			t.Errorf("%s: no success answer was validated", op)
		}
		if !c.failure[op] {
			t.Errorf("%s: no error answer was validated", op)
		}
	}
}

// checkPartition asserts that the tables name every operation of the description once, so that an
// operation added to the description cannot go unexercised.
func checkPartition(t *testing.T, d *description) {
	t.Helper()
	all := slices.Concat(coreOperations, accountSubscriptionOperations, userLookupOperations, webhookOperations)
	slices.Sort(all)
	if got := d.operations(); !slices.Equal(got, all) {
		t.Errorf("operations of the description = %v\nwant the core, account-and-subscription, user-lookup and webhook tables: %v", got, all)
	}
}
