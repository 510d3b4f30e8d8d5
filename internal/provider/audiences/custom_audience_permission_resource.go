package audiences

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// customAudiencePermissionModel is the state of an adsapi_custom_audience_permission.
type customAudiencePermissionModel struct {
	ID               types.String `tfsdk:"id"`
	AccountID        types.String `tfsdk:"account_id"`
	CustomAudienceID types.String `tfsdk:"custom_audience_id"`
	GrantedAccountID types.String `tfsdk:"granted_account_id"`
	PermissionLevel  types.String `tfsdk:"permission_level"`
	CreatedAt        types.String `tfsdk:"created_at"`
	UpdatedAt        types.String `tfsdk:"updated_at"`
}

// The values of permission_level (the spec's 2.2).
var permissionLevels = []string{"READ_ONLY", "READ_WRITE"}

func newCustomAudiencePermissionResource() resource.Resource {
	replaces := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	return &fw.AccountResource[customAudiencePermissionModel, adsapi.CustomAudiencePermission]{
		TypeName: "_custom_audience_permission",
		What:     "custom audience permission",
		Description: "Shares a custom audience of the account, which must own it, with another ads account, so " +
			"that the other account's line items can target it. The service has no update: changing any argument " +
			"replaces the permission, and a new `permission_level` revokes the permission then grants the new level " +
			"(keep the default destroy-before-create order: a second grant to one account is refused while the first " +
			"stands). Destroying the permission revokes it: the other account can no longer target the audience in " +
			"new line items, and its running ones keep running.\n\n" +
			"Only the owning account manages permissions: when `custom_audience_id` is known at plan, the plan reads " +
			"the audience and refuses one that is missing, deleted or owned by another account. What each level lets " +
			"the other account do is not documented; the provider reads `READ_ONLY` as targeting only, and " +
			"`READ_WRITE` as also uploading members and renaming. Whether the two accounts must be of one business " +
			"is the service's to judge (the account feature `SHARE_AUDIENCE_OUTSIDE_BUSINESS` lifts that rule).",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descPermissionID),
			"account_id": fw.AccountIDAttribute(descPermissionAccountID),
			"custom_audience_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descPermissionAudienceID + " Changing it replaces the permission.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"granted_account_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descGrantedAccountID + " Changing it replaces the permission.",
				Validators: []validator.String{fw.ID()}, PlanModifiers: replaces,
			},
			"permission_level": schema.StringAttribute{
				Required: true, MarkdownDescription: descGrantedLevel + " Changing it revokes the permission and grants the new level.",
				Validators: []validator.String{stringvalidator.OneOf(permissionLevels...)}, PlanModifiers: replaces,
			},
			"created_at": fw.StableComputedString(fw.DescCreatedAt),
			"updated_at": fw.StableComputedString(fw.DescUpdatedAt),
		},
		Identity: fw.NewIdentity(
			fw.IdentityPart{Name: "account_id", Description: "Ads account that owns the audience. Defaults to the provider's `account_id`.", Optional: true},
			fw.IdentityPart{Name: "custom_audience_id", Description: descPermissionAudienceID},
			fw.IdentityPart{Name: "id", Description: descPermissionID},
		),
		Parent: "custom_audience_id",
		Keys: func(m *customAudiencePermissionModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), Parent: m.CustomAudienceID.ValueString(), ID: m.ID.ValueString()}
		},
		Name: func(m *customAudiencePermissionModel) string {
			return m.PermissionLevel.ValueString() + " on custom audience " + m.CustomAudienceID.ValueString() +
				" for account " + m.GrantedAccountID.ValueString()
		},
		PlanCreate: planCustomAudienceOwner,
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *customAudiencePermissionModel) (*adsapi.CustomAudiencePermission, error) {
			return client.CustomAudiencePermissions.Create(ctx, creation.Session(), accountID, m.CustomAudienceID.ValueString(),
				adsapi.CustomAudiencePermissionInput{GrantedAccountID: m.GrantedAccountID.ValueString(), PermissionLevel: m.PermissionLevel.ValueString()})
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.CustomAudiencePermission, error) {
			return client.CustomAudiencePermissions.Get(ctx, k.Account, k.Parent, k.ID)
		},
		Gone: func(p *adsapi.CustomAudiencePermission) bool { return p.Deleted },
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.CustomAudiencePermissions.Delete(ctx, k.Account, k.Parent, k.ID)
			return err
		},
		Set: func(m *customAudiencePermissionModel, p *adsapi.CustomAudiencePermission) {
			*m = customAudiencePermissionFromAPI(m.AccountID.ValueString(), p)
		},
	}
}

// customAudiencePermissionFromAPI is the state of permission p of an audience of accountID.
func customAudiencePermissionFromAPI(accountID string, p *adsapi.CustomAudiencePermission) customAudiencePermissionModel {
	return customAudiencePermissionModel{
		ID: types.StringValue(p.ID), AccountID: types.StringValue(accountID),
		CustomAudienceID: types.StringValue(p.CustomAudienceID), GrantedAccountID: types.StringValue(p.GrantedAccountID),
		PermissionLevel: types.StringValue(p.PermissionLevel),
		CreatedAt:       types.StringValue(p.CreatedAt), UpdatedAt: types.StringValue(p.UpdatedAt),
	}
}

// planCustomAudienceOwner refuses, for a permission about to be granted, an audience the account does not
// own ("only the owning account may create or revoke permissions", 2.8), read before anything is sent: an
// audience the service does not know, a deleted one, and one another account shares with this one. A read
// that fails otherwise adds nothing: the service still judges the grant.
func planCustomAudienceOwner(ctx context.Context, data *fw.ProviderData, accountID string, plan *customAudiencePermissionModel, diags *diag.Diagnostics) {
	if plan.CustomAudienceID.IsUnknown() || plan.CustomAudienceID.IsNull() {
		return
	}
	id, at := plan.CustomAudienceID.ValueString(), path.Root("custom_audience_id")
	a, err := data.Client.CustomAudiences.Get(ctx, accountID, id)
	switch {
	case transport.IsNotFound(err):
		fw.AddAttrError(diags, at, "Custom audience not found",
			fmt.Sprintf("ads account %s has no custom audience %s: only the account that owns an audience can share it. "+
				"Check custom_audience_id and account_id.", accountID, id))
	case err != nil:
		return
	case a.Deleted:
		fw.AddAttrError(diags, at, "Custom audience deleted",
			fmt.Sprintf("custom audience %s of ads account %s is deleted, and a deleted audience cannot be shared.", id, accountID))
	case a.OwnerAccountID != "" && a.OwnerAccountID != accountID:
		fw.AddAttrError(diags, at, "Custom audience owned by another account",
			fmt.Sprintf("custom audience %s belongs to ads account %s, which shares it with %s: only the owner can share it. "+
				"Declare the permission in the owner's account (account_id = %q).", id, a.OwnerAccountID, accountID, a.OwnerAccountID))
	}
}
