package acctest

import (
	"context"
	"errors"
	"os"

	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

// NoVersionSkipsEnv is set by `make test-newest`, which runs the suite on the pinned newest Terraform: there,
// a test that a version check would skip (one needing 1.12 for identities or 1.14 for list resources and
// actions) fails instead, so that a wrong or stale CLI cannot pass the run by skipping what it was for.
const NoVersionSkipsEnv = "ACCTEST_NO_VERSION_SKIPS"

// Unskippable wraps version checks such as tfversion.SkipBelow so that their skips become failures when
// NoVersionSkipsEnv is set, and stay skips otherwise (an older terraform on PATH, with `make test`).
func Unskippable(checks ...tfversion.TerraformVersionCheck) []tfversion.TerraformVersionCheck {
	wrapped := make([]tfversion.TerraformVersionCheck, len(checks))
	for i, c := range checks {
		wrapped[i] = unskippable{c}
	}
	return wrapped
}

type unskippable struct {
	tfversion.TerraformVersionCheck
}

func (u unskippable) CheckTerraformVersion(ctx context.Context, req tfversion.CheckTerraformVersionRequest, resp *tfversion.CheckTerraformVersionResponse) {
	u.TerraformVersionCheck.CheckTerraformVersion(ctx, req, resp)
	if resp.Skip != "" && os.Getenv(NoVersionSkipsEnv) != "" {
		resp.Error = errors.New(NoVersionSkipsEnv + " is set, so this test must run, not skip: " + resp.Skip)
		resp.Skip = ""
	}
}
