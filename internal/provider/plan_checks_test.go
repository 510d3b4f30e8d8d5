package provider

import (
	"context"
	"regexp"
	"strings"

	"github.com/hashicorp/terraform-plugin-testing/plancheck"
)

// emulatorCheck runs an assertion on the emulator between Terraform's plan and its apply, where the
// request log shows exactly what planning (and its refresh) sent.
type emulatorCheck func() error

func (c emulatorCheck) CheckPlan(_ context.Context, _ plancheck.CheckPlanRequest, resp *plancheck.CheckPlanResponse) {
	resp.Error = c()
}

// expectError compiles a diagnostic pattern in which every space also matches the line breaks that
// Terraform inserts when it wraps long diagnostics.
func expectError(pattern string) *regexp.Regexp {
	return regexp.MustCompile("(?s)" + strings.ReplaceAll(pattern, " ", `\s+`))
}
