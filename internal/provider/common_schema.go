package provider

import (
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
)

// idAttribute is the service-assigned id of a resource; it never changes for the life of the resource.
func idAttribute(desc string) schema.StringAttribute {
	return stableComputedString(desc)
}

// stableComputedString is a value the service sets at creation and never changes afterwards, so a plan
// can show the known value instead of "known after apply".
func stableComputedString(desc string) schema.StringAttribute {
	return schema.StringAttribute{
		Computed: true, MarkdownDescription: desc,
		PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
	}
}

// accountIDAttribute is the ads account of an account-scoped resource: it defaults to the provider's
// account_id (filled in at plan time by planAccountID) and moving to another account replaces the resource.
func accountIDAttribute(desc string) schema.StringAttribute {
	return schema.StringAttribute{
		Optional: true, Computed: true, MarkdownDescription: desc,
		PlanModifiers: []planmodifier.String{
			stringplanmodifier.UseStateForUnknown(),
			stringplanmodifier.RequiresReplace(),
		},
	}
}
