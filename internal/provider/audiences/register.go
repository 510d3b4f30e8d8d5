// Package audiences is the family of custom audiences and their members: for now the provider function
// normalize_and_hash, which normalizes and hashes a member identifier as an upload does.
package audiences

import "github.com/hashicorp/terraform-plugin-framework/function"

// Functions returns the family's provider functions (Terraform 1.8 and later).
func Functions() []func() function.Function {
	return []func() function.Function{newNormalizeAndHashFunction}
}
