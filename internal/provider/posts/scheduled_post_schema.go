package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/booldefault"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func (r *scheduledPostResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "A post that the service publishes at `scheduled_at` as a user of the ads account. While it " +
			"waits (`scheduled_status` `SCHEDULED`) every argument but `as_user_id` and `account_id` changes in place. " +
			"Once its time has come the service publishes it (`SUCCESS`, with `post_id` and `completed_at`) or fails it " +
			"(`FAILED`), and the service refuses any change from then on: a change of `text`, `card_uri`, `media_keys`, " +
			"`scheduled_at`, `nullcast` or `name` then plans a replacement, a new scheduled post (give it a new " +
			"`scheduled_at`: one that has passed may be published as soon as it is created). Destroying deletes the " +
			"scheduled post for good, whatever its status; the provider does not delete a post already published from it. " +
			"A scheduled post deleted outside Terraform is planned for re-creation.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descID),
			"account_id": fw.AccountIDAttribute(descAccount),
			"as_user_id": schema.StringAttribute{
				Optional: true, Computed: true, MarkdownDescription: descAsUserID,
				Validators: asUserIDValidators,
				PlanModifiers: []planmodifier.String{
					stringplanmodifier.UseStateForUnknown(),
					stringplanmodifier.RequiresReplace(),
				},
			},
			"text": schema.StringAttribute{Optional: true, MarkdownDescription: descText},
			"card_uri": schema.StringAttribute{
				Optional: true, MarkdownDescription: descCardURI, Validators: cardURIValidators,
			},
			"media_keys": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, MarkdownDescription: descMediaKeys,
				Validators: mediaKeysValidators,
			},
			"scheduled_at": schema.StringAttribute{
				Required: true, CustomType: fw.ServiceTimeType{}, MarkdownDescription: descScheduledAt,
				Validators:    scheduledAtValidators,
				PlanModifiers: []planmodifier.String{fw.ServiceTimeKeepsInstant()},
			},
			"nullcast": schema.BoolAttribute{
				Optional: true, Computed: true, MarkdownDescription: descNullcast,
				Default: booldefault.StaticBool(true),
			},
			"name": schema.StringAttribute{
				Optional: true, MarkdownDescription: descName, Validators: nameValidators,
			},
			"user_id":          fw.StableComputedString(descUserID),
			"scheduled_status": publicationAttribute(descScheduledStatus),
			"post_id":          publicationAttribute(descPostID),
			"completed_at":     publicationAttribute(descCompletedAt),
			"created_at":       fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":       schema.StringAttribute{Computed: true, MarkdownDescription: fw.DescUpdatedAt},
		},
	}
}

// publicationAttribute is what the service sets when it publishes the post. Only time changes it, and a
// refresh reads it before every plan; an update in place is planned only while the post waits and is
// refused by the service once it does not, so the update's answer holds the values of the state.
func publicationAttribute(desc string) schema.StringAttribute {
	return schema.StringAttribute{
		Computed: true, MarkdownDescription: desc,
		PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
	}
}
