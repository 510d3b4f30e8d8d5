package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// A collection that may hold thousands of elements is a list whose order means nothing, not a set:
// Terraform's protocol values find an element of a set by comparing it with the others, so each
// comparison or walk of a set grows with the square of its size (3,000 strings: 24 s for one equality,
// against 85 ms for a list). CONTRIBUTING.md says when to choose which.

// UnorderedList is the plan modifier of such a list: when the configuration holds the elements the state
// holds, in another order, the plan keeps the state's list, which Terraform takes as no change (a planned
// value equal to the prior one is always valid). Give the attribute listvalidator.UniqueValues too.
func UnorderedList() planmodifier.List { return unorderedList{} }

type unorderedList struct{}

func (unorderedList) Description(context.Context) string {
	return "The order of the elements means nothing: the same elements in another order plan no change."
}

func (m unorderedList) MarkdownDescription(ctx context.Context) string { return m.Description(ctx) }

func (unorderedList) PlanModifyList(_ context.Context, req planmodifier.ListRequest, resp *planmodifier.ListResponse) {
	if req.StateValue.IsNull() || req.StateValue.IsUnknown() || req.PlanValue.IsNull() || req.PlanValue.IsUnknown() {
		return
	}
	if SameElements(req.PlanValue.Elements(), req.StateValue.Elements()) {
		resp.PlanValue = req.StateValue
	}
}

// SameElements reports whether a and b hold the same known elements, each as many times, in any order.
// Elements are compared by their text (attr.Value.String), which quotes and escapes strings, so that two
// elements of the same text are equal.
func SameElements(a, b []attr.Value) bool {
	if len(a) != len(b) {
		return false
	}
	count := make(map[string]int, len(a))
	for _, e := range a {
		if e.IsUnknown() {
			return false
		}
		count[e.String()]++
	}
	for _, e := range b {
		text := e.String()
		if e.IsUnknown() || count[text] == 0 {
			return false
		}
		count[text]--
	}
	return true
}

// SetBecameList is the state upgrader of a schema version whose change turned sets into lists whose order
// means nothing: a state writes a set and a list alike (an array), so the stored value reads as the
// current schema as it is, the set's order becoming the list's, in time linear in its size. No prior
// schema is declared, or the framework would build the large set only to have it converted.
func SetBecameList(kind, importID string) resource.StateUpgrader {
	return resource.StateUpgrader{StateUpgrader: func(ctx context.Context, req resource.UpgradeStateRequest, resp *resource.UpgradeStateResponse) {
		raw, err := req.RawState.UnmarshalWithOpts(resp.State.Schema.Type().TerraformType(ctx), tfprotov6.UnmarshalOpts{
			ValueFromJSONOpts: tftypes.ValueFromJSONOpts{IgnoreUndefinedAttributes: true}})
		if err != nil {
			resp.Diagnostics.AddError("Unable to upgrade the state of "+kind, "The state an earlier version of the provider "+
				"wrote could not be read as the current version: "+err.Error()+". Remove the resource from the state "+
				"(terraform state rm) and import it again: its import id is "+importID+".")
			return
		}
		resp.State.Raw = raw
	}}
}
