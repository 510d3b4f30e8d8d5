package fw

import (
	"fmt"
	"slices"
	"strings"
)

// ParseImportID accepts "ACCOUNT_ID/ID", or "ID" alone when the provider has a default account.
func ParseImportID(raw, defaultAccount string) (accountID, id string, err error) {
	parts := strings.Split(raw, "/")
	switch {
	case len(parts) == 2 && parts[0] != "" && parts[1] != "":
		return parts[0], parts[1], nil
	case len(parts) == 1 && parts[0] != "" && defaultAccount != "":
		return defaultAccount, parts[0], nil
	case len(parts) == 1 && parts[0] != "":
		return "", "", fmt.Errorf("import id %q has no account: use ACCOUNT_ID/ID, or set account_id in the provider", raw)
	default:
		return "", "", fmt.Errorf("import id %q is malformed: expected ACCOUNT_ID/ID (for example 18ce54d4x5t/1489088310542660002), or ID when the provider has account_id", raw)
	}
}

// ParseChildImportID accepts "ACCOUNT_ID/PARENT_ID/ID", or "PARENT_ID/ID" when the provider has a default
// account, for an object under another object of its account; parentAttr names the parent's attribute,
// shown in capitals as the expected form.
func ParseChildImportID(raw, defaultAccount, parentAttr string) (accountID, parentID, id string, err error) {
	parts := strings.Split(raw, "/")
	if slices.Contains(parts, "") {
		parts = nil // malformed whatever its length
	}
	parent := strings.ToUpper(parentAttr)
	switch {
	case len(parts) == 3:
		return parts[0], parts[1], parts[2], nil
	case len(parts) == 2 && defaultAccount != "":
		return defaultAccount, parts[0], parts[1], nil
	case len(parts) == 2:
		return "", "", "", fmt.Errorf("import id %q has no account: use ACCOUNT_ID/%s/ID, or set account_id in the provider", raw, parent)
	default:
		return "", "", "", fmt.Errorf("import id %q is malformed: expected ACCOUNT_ID/%s/ID, or %s/ID when the provider has account_id", raw, parent, parent)
	}
}
