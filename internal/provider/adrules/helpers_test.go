package adrules

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// validateChars runs v on value at attribute "name" and returns the error details, "" when valid.
func validateChars(t *testing.T, v validator.String, value types.String) string {
	t.Helper()
	resp := &validator.StringResponse{}
	v.ValidateString(context.Background(), validator.StringRequest{Path: path.Root("name"), ConfigValue: value}, resp)
	var details []string
	for _, d := range resp.Diagnostics.Errors() {
		details = append(details, d.Detail())
	}
	return strings.Join(details, "\n")
}
