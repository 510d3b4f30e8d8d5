package fw

import (
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// IDAttribute is the service-assigned id of a resource; it never changes for the life of the resource.
func IDAttribute(desc string) schema.StringAttribute {
	return StableComputedString(desc)
}

// StableComputedString is a value the service sets at creation and never changes afterwards, so a plan
// can show the known value instead of "known after apply".
func StableComputedString(desc string) schema.StringAttribute {
	return schema.StringAttribute{
		Computed: true, MarkdownDescription: desc,
		PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
	}
}

// AccountIDAttribute is the ads account of an account-scoped resource: it defaults to the provider's
// account_id (filled in at plan time by PlanAccountScoped) and moving to another account replaces the resource.
func AccountIDAttribute(desc string) schema.StringAttribute {
	return schema.StringAttribute{
		Optional: true, Computed: true, MarkdownDescription: desc,
		Validators: []validator.String{AccountID()},
		PlanModifiers: []planmodifier.String{
			stringplanmodifier.UseStateForUnknown(),
			stringplanmodifier.RequiresReplace(),
		},
	}
}
