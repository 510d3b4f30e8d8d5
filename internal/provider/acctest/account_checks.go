package acctest

import (
	"fmt"
	"net/http"
)

// ReadsPerCheck are the reads of one account check of a usable account (fw.PlanAccountScoped): the
// account (GET /12/accounts/:account_id), then the user's access to it (.../authenticated_user_access).
const ReadsPerCheck = 2

// ChecksPerCreate is how many times an apply that creates advertising objects reads their ads account:
// the provider checks the account once in each Terraform command that plans a create, and a Config step
// runs two, the plan and the apply, however many objects it creates.
const ChecksPerCreate = 2 * ReadsPerCheck

// SandboxChecksPerCreate is ChecksPerCreate for a resource of a sandbox account, whose check reads the
// account alone (fw.PlanSandboxAccountScoped): the sandbox takes only the user's own test accounts' feature
// writes.
const SandboxChecksPerCreate = 2

// ChecksPerPlanOnly is how many times a PlanOnly step whose plan succeeds reads the ads account of the new
// objects it plans: terraform-plugin-testing runs the plan, then plans again after a refresh, and each is a
// Terraform command of its own.
const ChecksPerPlanOnly = 2 * ReadsPerCheck

// AccountReads counts the reads of the account checks of accountID since the emulator's last reset: of
// the ads account itself (not of its objects), on the advertising address or the sandbox's, and of the
// user's access to it.
func (e *Env) AccountReads(accountID string) int {
	n := 0
	for _, r := range e.Requests() {
		switch r.Path {
		case "/12/accounts/" + accountID, "/sandbox/12/accounts/" + accountID, "/12/accounts/" + accountID + "/authenticated_user_access":
			if r.Method == http.MethodGet {
				n++
			}
		}
	}
	return n
}

// ExpectGETs asserts the exact GETs since the emulator's last reset: checks reads of the ads account
// accountID (the provider's account checks) and others of anything else.
func (e *Env) ExpectGETs(accountID string, checks, others int) EmulatorStateCheck {
	return func() error {
		gotChecks := e.AccountReads(accountID)
		gotOthers := e.Count(http.MethodGet, "/") - gotChecks
		if gotChecks != checks || gotOthers != others {
			return fmt.Errorf("GETs: %d reads of account %s and %d others, want %d and %d (log: %s)",
				gotChecks, accountID, gotOthers, checks, others, e.LogString())
		}
		return nil
	}
}

// ExpectOnlyAccountChecks is ExpectNoRequests for steps that plan a new object and then fail before its
// request: the service saw only the account checks, n reads of Account (ReadsPerCheck per check).
func (e *Env) ExpectOnlyAccountChecks(n int) {
	e.T.Helper()
	if got, all := e.AccountReads(Account), len(e.Requests()); got != n || all != n {
		e.T.Errorf("expected only %d reads of account %s, got %d among %d requests: %s", n, Account, got, all, e.LogString())
	}
}
