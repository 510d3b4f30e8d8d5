package fw

import (
	"context"
	"fmt"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// createdAfterForm is the form created_after takes, said the same way in its description and errors.
const createdAfterForm = "an RFC 3339 timestamp such as 2026-01-02T15:04:05Z or 2026-01-02T16:04:05+01:00"

// CreatedAfterAttribute is the created_after filter of a list data source whose objects carry
// created_at; objects names them ("cards"). No list endpoint of the service takes such a filter:
// the provider reads the list and keeps the objects made at or after the time.
func CreatedAfterAttribute(objects string) schema.StringAttribute {
	return schema.StringAttribute{
		Optional: true,
		MarkdownDescription: fmt.Sprintf("Only the %s created at or after this time, %s. It is compared with each "+
			"object's `created_at`, a time of the service's clock (whole seconds for most kinds): if your clock may be "+
			"ahead of the service's, take a margin. The service has no such filter, so every page is still read. "+
			"Set it to the time an interrupted `terraform apply` started to find what that run made.", objects, createdAfterForm),
		Validators: []validator.String{createdAfterValidator{}},
	}
}

// createdAfterValidator checks created_after at plan time.
type createdAfterValidator struct{}

func (createdAfterValidator) Description(context.Context) string {
	return "must be " + createdAfterForm
}

func (v createdAfterValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (createdAfterValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if _, err := time.Parse(time.RFC3339, req.ConfigValue.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid created_after",
			fmt.Sprintf("Attribute %s must be %s, got %q.", req.Path, createdAfterForm, req.ConfigValue.ValueString()))
	}
}

// KeepCreatedAfter returns the items created at or after the time in v (all of them when v is null).
// An item whose created_at cannot be read is neither kept nor dropped silently: the read fails naming
// it, since only the service's own time can say on which side it falls.
func KeepCreatedAfter[T any](v types.String, items []T, id, createdAt func(*T) string, diags *diag.Diagnostics) []T {
	if v.IsNull() || v.IsUnknown() {
		return items
	}
	after, err := time.Parse(time.RFC3339, v.ValueString())
	if err != nil {
		// The validator refuses this at plan time; a value that reaches here unchecked fails the same way.
		diags.AddAttributeError(path.Root("created_after"), "Invalid created_after",
			fmt.Sprintf("Attribute created_after must be %s, got %q.", createdAfterForm, v.ValueString()))
		return nil
	}
	kept := make([]T, 0, len(items))
	for i := range items {
		s := createdAt(&items[i])
		at, err := time.Parse(time.RFC3339Nano, s)
		if err != nil {
			diags.AddError("Unreadable created_at", fmt.Sprintf("The service listed %s with created_at %q, which is "+
				"not a timestamp, so created_after cannot tell whether it was made after %s.", id(&items[i]), s, v.ValueString()))
			continue
		}
		if !at.Before(after) {
			kept = append(kept, items[i])
		}
	}
	return kept
}
