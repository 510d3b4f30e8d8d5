package activity

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// developerAccountV0 is the state of version 0, written before the provider followed the
// description: its id was read from an "id" field the service does not send (empty against the
// real service), and it had no name or metadata.
type developerAccountV0 struct {
	ID        types.String `tfsdk:"id"`
	UserID    types.String `tfsdk:"user_id"`
	CreatedAt types.String `tfsdk:"created_at"`
	Created   types.Bool   `tfsdk:"created"`
}

// UpgradeState moves version 0 to 1 without replacing the resource: the user has one developer
// account, so the refresh that follows every upgrade reads it and writes its account_id as id.
// Until then the old id stands in.
func (r *developerAccountResource) UpgradeState(context.Context) map[int64]resource.StateUpgrader {
	return map[int64]resource.StateUpgrader{
		0: {
			PriorSchema: &schema.Schema{Attributes: map[string]schema.Attribute{
				"id":         schema.StringAttribute{Computed: true},
				"user_id":    schema.StringAttribute{Computed: true},
				"created_at": schema.StringAttribute{Computed: true},
				"created":    schema.BoolAttribute{Computed: true},
			}},
			StateUpgrader: func(ctx context.Context, req resource.UpgradeStateRequest, resp *resource.UpgradeStateResponse) {
				var old developerAccountV0
				resp.Diagnostics.Append(req.State.Get(ctx, &old)...)
				if resp.Diagnostics.HasError() {
					return
				}
				upgraded := developerAccountModel{
					developerAccountAttributes: developerAccountAttributes{
						ID: old.ID, Name: types.StringNull(), CreatedAt: old.CreatedAt, UserID: old.UserID,
					},
					Metadata: types.StringNull(),
					Created:  old.Created,
				}
				resp.Diagnostics.Append(resp.State.Set(ctx, &upgraded)...)
			},
		},
	}
}
