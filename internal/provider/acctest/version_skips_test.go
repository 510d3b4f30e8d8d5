package acctest

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/tfversion"
)

func TestUnskippable(t *testing.T) {
	needs112 := Unskippable(tfversion.SkipBelow(tfversion.Version1_12_0))[0]
	below := tfversion.CheckTerraformVersionRequest{TerraformVersion: tfversion.Version1_11_0}
	above := tfversion.CheckTerraformVersionRequest{TerraformVersion: tfversion.Version1_14_0}
	run := func(req tfversion.CheckTerraformVersionRequest) tfversion.CheckTerraformVersionResponse {
		var resp tfversion.CheckTerraformVersionResponse
		needs112.CheckTerraformVersion(t.Context(), req, &resp)
		return resp
	}

	t.Run("skips below the minimum without the variable", func(t *testing.T) {
		t.Setenv(NoVersionSkipsEnv, "")
		if resp := run(below); resp.Skip == "" || resp.Error != nil {
			t.Fatalf("want a skip and no error, got %+v", resp)
		}
	})
	t.Run("fails below the minimum with the variable", func(t *testing.T) {
		t.Setenv(NoVersionSkipsEnv, "1")
		if resp := run(below); resp.Skip != "" || resp.Error == nil {
			t.Fatalf("want an error and no skip, got %+v", resp)
		}
	})
	t.Run("runs at or above the minimum either way", func(t *testing.T) {
		for _, value := range []string{"", "1"} {
			t.Setenv(NoVersionSkipsEnv, value)
			if resp := run(above); resp.Skip != "" || resp.Error != nil {
				t.Fatalf("%s=%q: want neither skip nor error, got %+v", NoVersionSkipsEnv, value, resp)
			}
		}
	})
}
