package acctest

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// ExpectRequests asserts the exact number of requests of a method since the last reset.
func (e *Env) ExpectRequests(method string, want int) func(*terraform.State) error {
	return func(*terraform.State) error {
		if got := e.Srv.Count(method, "/"); got != want {
			return fmt.Errorf("%s requests: got %d, want %d (log: %s)", method, got, want, e.LogString())
		}
		return nil
	}
}

// EmulatorCheck runs an assertion on the emulator between Terraform's plan and its apply, where the
// request log shows exactly what planning (and its refresh) sent.
type EmulatorCheck func() error

// CheckPlan implements plancheck.PlanCheck.
func (c EmulatorCheck) CheckPlan(_ context.Context, _ plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	resp.Error = c()
}

// ExpectError compiles a diagnostic pattern in which every space also matches the line breaks that
// Terraform inserts when it wraps long diagnostics.
func ExpectError(pattern string) *regexp.Regexp {
	return regexp.MustCompile("(?s)" + strings.ReplaceAll(pattern, " ", `\s+`))
}

// CaptureID stores the id of a resource in state, for steps that act on it out of band.
func CaptureID(name string, dst *string) func(*terraform.State) error {
	return func(s *terraform.State) error {
		rs, ok := s.RootModule().Resources[name]
		if !ok {
			return fmt.Errorf("%s not in state", name)
		}
		*dst = rs.Primary.ID
		return nil
	}
}

// ImportID builds the ACCOUNT_ID/ID form of an import id from state.
func ImportID(name string) func(*terraform.State) (string, error) {
	return func(s *terraform.State) (string, error) {
		rs, ok := s.RootModule().Resources[name]
		if !ok {
			return "", fmt.Errorf("%s not in state", name)
		}
		return rs.Primary.Attributes["account_id"] + "/" + rs.Primary.ID, nil
	}
}
