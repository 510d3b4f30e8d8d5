package acctest

import (
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

// Import ids for ImportState steps. terraform-plugin-testing hands ImportStateIdFunc the state of the
// previous step as a *terraform.State; each of these returns an error, never panics, when the resource is
// not there.

// ImportID is the ACCOUNT_ID/ID import id of res in state.
func ImportID(res string) resource.ImportStateIdFunc { return ParentImportID(res, "account_id") }

// ChildImportID is the ACCOUNT_ID/PARENT_ID/ID import id of res in state, an object under another object
// of its account whose id its attribute parent holds (a custom audience's permission).
func ChildImportID(res, parent string) resource.ImportStateIdFunc {
	return func(s *terraform.State) (string, error) {
		rs, err := stateResource(s, res)
		if err != nil {
			return "", err
		}
		account, p := rs.Primary.Attributes["account_id"], rs.Primary.Attributes[parent]
		if account == "" || p == "" {
			return "", fmt.Errorf("%s has no account_id or %s in state", res, parent)
		}
		return account + "/" + p + "/" + rs.Primary.ID, nil
	}
}

// ParentImportID is the PARENT/ID import id of res in state: the value of its parent attribute (such as
// product_catalog_id), a slash, and its id.
func ParentImportID(res, parent string) resource.ImportStateIdFunc {
	return func(s *terraform.State) (string, error) {
		rs, err := stateResource(s, res)
		if err != nil {
			return "", err
		}
		p := rs.Primary.Attributes[parent]
		if p == "" {
			return "", fmt.Errorf("%s has no %s in state", res, parent)
		}
		return p + "/" + rs.Primary.ID, nil
	}
}

// BareImportID is the id alone of res in state.
func BareImportID(res string) resource.ImportStateIdFunc {
	return func(s *terraform.State) (string, error) {
		rs, err := stateResource(s, res)
		if err != nil {
			return "", err
		}
		return rs.Primary.ID, nil
	}
}

// FixedImportID is an import id held outside state, read when the step runs: one that CaptureID stored, or
// one known before the test.
func FixedImportID(id *string) resource.ImportStateIdFunc {
	return func(*terraform.State) (string, error) {
		if *id == "" {
			return "", fmt.Errorf("no import id: nothing stored it")
		}
		return *id, nil
	}
}

// stateResource finds res, with an id, in the root module of s.
func stateResource(s *terraform.State, res string) (*terraform.ResourceState, error) {
	// A state that is not empty has a root module: the harness builds it with one.
	if s == nil || len(s.Modules) == 0 {
		return nil, fmt.Errorf("%s: no state", res)
	}
	rs, ok := s.RootModule().Resources[res]
	if !ok || rs == nil {
		return nil, fmt.Errorf("%s not in state", res)
	}
	if rs.Primary == nil || rs.Primary.ID == "" {
		return nil, fmt.Errorf("%s has no id in state", res)
	}
	return rs, nil
}
