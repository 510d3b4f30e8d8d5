package contract

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestContract runs every case against its own emulator behind the validating layer, then checks
// that each operation of the description had a success and an error answer validated.
func TestContract(t *testing.T) {
	t.Parallel()
	d := loadDescription(t)
	cov := newCoverage()
	checkPartition(t, d)

	runCases := func(t *testing.T, cases []contractCase) {
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				t.Parallel()
				c.run(t, newEnv(t, d, cov, c.opts))
			})
		}
	}
	runErrors := func(t *testing.T, cases []errorCase) {
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				t.Parallel()
				c.run(t, newEnv(t, d, cov, emulator.Options{}))
			})
		}
	}

	// The client's requests and the emulator's answers of the core operations.
	t.Run("client", func(t *testing.T) { runCases(t, coreClientCases) })
	// Error answers of the core operations, from raw requests.
	t.Run("errors", func(t *testing.T) { runErrors(t, coreErrorCases) })
	// Answers the description cannot express, each with its reason.
	t.Run("exclusions", func(t *testing.T) {
		for _, x := range exclusions {
			t.Run(x.name, func(t *testing.T) {
				t.Parallel()
				x.run(t, newEnv(t, d, cov, x.opts))
			})
		}
	})
	t.Run("account and subscriptions", func(t *testing.T) {
		runCases(t, accountSubscriptionClientCases)
		runCases(t, accountSubscriptionSuccessCases)
		runErrors(t, accountSubscriptionErrorCases)
	})

	t.Run("user lookups", func(t *testing.T) {
		runCases(t, userLookupClientCases)
		runCases(t, userLookupSuccessCases)
		runErrors(t, userLookupErrorCases)
	})

	t.Run("webhooks", func(t *testing.T) {
		runCases(t, webhookClientCases)
		runCases(t, webhookSuccessCases)
		runCases(t, webhookFailureCases)
		runErrors(t, webhookErrorCases)
	})

	t.Run("coverage/core", func(t *testing.T) { cov.check(t, coreOperations) })
	t.Run("coverage/user lookups", func(t *testing.T) { cov.check(t, userLookupOperations) })
	t.Run("coverage/account and subscriptions", func(t *testing.T) { cov.check(t, accountSubscriptionOperations) })
	t.Run("coverage/webhooks", func(t *testing.T) { cov.check(t, webhookOperations) })
}
