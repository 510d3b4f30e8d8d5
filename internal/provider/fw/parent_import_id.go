package fw

import (
	"context"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
)

// ParseParentImportID reads an import id of the form PARENT_ID/ID, for a resource that lives under another
// entity than an ads account (a scheduled feed under its product catalog). parentAttr names the parent's
// attribute, which the error shows in capitals as the expected form; example is a valid import id, shown
// too, so that a malformed id is answered with one that works.
func ParseParentImportID(raw, parentAttr, example string) (parentID, id string, err error) {
	parts := strings.Split(raw, "/")
	if len(parts) == 2 && idPattern.MatchString(parts[0]) && idPattern.MatchString(parts[1]) {
		return parts[0], parts[1], nil
	}
	return "", "", fmt.Errorf("import id %q is malformed: expected %s/ID (for example %s)",
		raw, strings.ToUpper(parentAttr), example)
}

// ImportParentScoped sets parentAttr and id from an import id of the form PARENT_ID/ID.
func ImportParentScoped(ctx context.Context, parentAttr, example string, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	parentID, id, err := ParseParentImportID(req.ID, parentAttr, example)
	if err != nil {
		resp.Diagnostics.AddError("Invalid import id", err.Error())
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(parentAttr), parentID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), id)...)
}
