package audiences

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-log/tflog"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

func newCustomAudienceResource() resource.Resource {
	// What the service computes from the members it has processed (targetable, its reasons, the size, the
	// update time) has no plan modifier: it is unknown in a plan only when the audience itself changes,
	// and a refresh that finds it changed plans nothing.
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	texts := func(desc string) schema.ListAttribute {
		return schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: desc}
	}
	return &fw.AccountResource[customAudienceModel, adsapi.CustomAudience]{
		TypeName: "_custom_audience",
		What:     "custom audience",
		Description: "A custom audience of an ads account: a list of people, matched by the service from member " +
			"identifiers the advertiser uploads, that line items target (`targeting_type` `CUSTOM_AUDIENCE`) or exclude. " +
			"The service makes it empty (`targetable` false, `PROCESSING` and `TOO_SMALL`) and it becomes targetable once " +
			"enough uploaded members match. `name` and `description` change in place; destroying the audience deletes it " +
			"(a soft delete: the service keeps it listed with `with_deleted`; what happens to the line items that target " +
			"it is not documented).\n\n" +
			"Names are unique in the account: when a new audience's name is known at plan, the plan looks for a live " +
			"audience of that exact name and refuses it, naming its id, so that it can be imported instead. A rename is " +
			"judged by the service. How the service compares names (case, spaces) is not documented: only an exact match " +
			"is refused at plan, and the service answers the rest.",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descAudienceID),
			"account_id": fw.AccountIDAttribute(descAccountID),
			"name": schema.StringAttribute{
				Required: true, MarkdownDescription: descAudienceName + " Changes in place.",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"description": schema.StringAttribute{
				Optional: true, MarkdownDescription: descDescription + " Changes in place.",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"audience_type":          fw.StableComputedString(descAudienceType),
			"targetable":             schema.BoolAttribute{Computed: true, MarkdownDescription: descTargetable},
			"targetable_types":       texts(descTargetableTypes),
			"reasons_not_targetable": texts(descReasons),
			"audience_size":          schema.Int64Attribute{Computed: true, MarkdownDescription: descAudienceSize},
			"permission_level":       fw.StableComputedString(descPermissionLevel),
			"owner_account_id":       fw.StableComputedString(descOwnerAccountID),
			"partner_source":         fw.StableComputedString(descPartnerSource),
			"created_at":             fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":             computed(fw.DescUpdatedAt),
		},
		Identity: fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descAudienceID),
		Keys: func(m *customAudienceModel) fw.Key {
			return fw.Key{Account: m.AccountID.ValueString(), ID: m.ID.ValueString()}
		},
		Name:       func(m *customAudienceModel) string { return m.Name.ValueString() },
		PlanCreate: planCustomAudienceName,
		CreateCall: func(ctx context.Context, client *adsapi.Client, creation *fw.Creation, accountID string, m *customAudienceModel) (*adsapi.CustomAudience, error) {
			return client.CustomAudiences.Create(ctx, creation.Session(), accountID, m.input())
		},
		Get: func(ctx context.Context, client *adsapi.Client, k fw.Key) (*adsapi.CustomAudience, error) {
			return client.CustomAudiences.Get(ctx, k.Account, k.ID)
		},
		Gone: func(a *adsapi.CustomAudience) bool { return a.Deleted },
		UpdateCall: func(ctx context.Context, client *adsapi.Client, k fw.Key, plan, state *customAudienceModel) (*adsapi.CustomAudience, error) {
			return client.CustomAudiences.Update(ctx, k.Account, k.ID, plan.changesFrom(state))
		},
		DeleteCall: func(ctx context.Context, client *adsapi.Client, k fw.Key) error {
			_, err := client.CustomAudiences.Delete(ctx, k.Account, k.ID)
			return err
		},
		Set: func(m *customAudienceModel, a *adsapi.CustomAudience) {
			m.customAudienceAttributes = customAudienceFromAPI(a)
		},
	}
}

// planCustomAudienceName refuses, for an audience about to be created, a name a live audience of the
// account already has, naming that audience and the import that adopts it. It lists the audiences whose
// names begin with the planned one (q, the list's prefix search) and refuses an exact match only. A
// listing that fails adds nothing: the service still judges the create.
func planCustomAudienceName(ctx context.Context, data *fw.ProviderData, accountID string, plan *customAudienceModel, diags *diag.Diagnostics) {
	name := plan.Name.ValueString()
	if plan.Name.IsUnknown() || plan.Name.IsNull() || name == "" {
		return
	}
	found, err := data.Client.CustomAudiences.List(ctx, accountID, adsapi.CustomAudienceListOptions{Q: name})
	if err != nil {
		tflog.Debug(ctx, "could not list the custom audiences of a planned name", map[string]any{"error": err.Error()})
		return
	}
	for _, a := range found {
		if a.Name == name && !a.Deleted {
			fw.AddAttrError(diags, path.Root("name"), "Custom audience name in use",
				fmt.Sprintf("ads account %s already has custom audience %s named %q, and the service keeps names unique. "+
					"Choose another name, or adopt that audience: terraform import <address> %s/%s", accountID, a.ID, name,
					accountID, a.ID))
			return
		}
	}
}
