package accounts

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*sandboxAccountFeaturesResource)(nil)
	_ resource.ResourceWithImportState = (*sandboxAccountFeaturesResource)(nil)
	_ resource.ResourceWithIdentity    = (*sandboxAccountFeaturesResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*sandboxAccountFeaturesResource)(nil)
)

var sandboxAccountFeaturesIdentity = fw.IDIdentity("The sandbox ads account, such as `gq180y`: an account has one set of features.")

type sandboxAccountFeaturesResource struct {
	data *fw.ProviderData
}

func newSandboxAccountFeaturesResource() resource.Resource { return &sandboxAccountFeaturesResource{} }

func (r *sandboxAccountFeaturesResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_sandbox_account_features"
}

func (r *sandboxAccountFeaturesResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Feature keys granted to a sandbox ads account. The resource manages exactly the keys it lists: " +
			"creating it adds them, changing the list adds and removes only the difference, destroying it removes them. " +
			"Keys the account has beyond the list are left alone and do not show as a diff; a listed key removed outside " +
			"Terraform does, and the next apply adds it back.\n\n" +
			"Every request goes to the provider's `sandbox_ads_url`: only the sandbox changes features, and only of " +
			"sandbox accounts (the advertising address answers feature writes with `ACTION_NOT_ALLOWED`). Refreshes read " +
			"from the sandbox address too, since that is where sandbox accounts and their features live.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				Computed: true, MarkdownDescription: "The account id: an account has one set of features.",
			},
			"account_id": fw.AccountIDAttribute("Sandbox ads account whose features are managed. Defaults to the provider's " +
				"`account_id`; changing it (or the provider default it comes from) removes the keys from the old account and " +
				"adds them to the new one."),
			"feature_keys": schema.SetAttribute{
				Required: true, ElementType: types.StringType,
				MarkdownDescription: "Feature keys the account must have, at least one, each one of " + descSandboxFeatureKeys + ".",
				Validators:          sandboxFeatureKeysValidators(),
			},
		},
	}
}

func (r *sandboxAccountFeaturesResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = sandboxAccountFeaturesIdentity.Schema()
}

func (r *sandboxAccountFeaturesResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan fills account_id from the provider default (checking a new one on the sandbox address, where
// sandbox accounts live) and plans id as the account id, so the plan shows it instead of "known after apply".
func (r *sandboxAccountFeaturesResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanSandboxAccountScoped(ctx, r.data, req, resp)
	if req.Plan.Raw.IsNull() || resp.Diagnostics.HasError() {
		return
	}
	var accountID types.String
	resp.Diagnostics.Append(resp.Plan.GetAttribute(ctx, path.Root("account_id"), &accountID)...)
	resp.Diagnostics.Append(resp.Plan.SetAttribute(ctx, path.Root("id"), accountID)...)
}

func (r *sandboxAccountFeaturesResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan sandboxAccountFeaturesModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		keys := fw.SortedSetStrings(ctx, plan.FeatureKeys, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		// The answer (the account's whole list) is not needed: the account now has at least the planned keys,
		// and the next refresh reads what it really has.
		if _, err := r.data.Client.Features.Add(ctx, accountID, keys); err != nil {
			addFeatureWriteError(&resp.Diagnostics, "Unable to add sandbox account features", accountID, err)
			return
		}
		plan.ID = plan.AccountID
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *sandboxAccountFeaturesResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state sandboxAccountFeaturesModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	managed := fw.SortedSetStrings(ctx, state.FeatureKeys, &resp.Diagnostics)
	if state.FeatureKeys.IsNull() {
		// Just imported: the resource takes every key of the account that it can manage.
		managed = sandboxFeatureKeys
	}
	accountID := state.AccountID.ValueString()
	// Read from the sandbox address: writes went there, and the sandbox keeps sandbox accounts and their
	// features (the advertising address does not know a sandbox account).
	have, err := r.data.Client.Features.List(ctx, accountID, adsapi.FeatureListOptions{Sandbox: true})
	if transport.IsNotFound(err) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read sandbox account features", err)
		return
	}
	keys := managedKeys(managed, have)
	if len(keys) == 0 {
		// None of the keys is left: the resource is gone, and the next plan creates it again.
		fw.RemoveGone(ctx, req, resp)
		return
	}
	state.ID = state.AccountID
	state.FeatureKeys = fw.StringSet(ctx, keys, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update sends the difference only: one POST with the keys to add, one DELETE with the keys to remove
// (account_id cannot change here: it replaces the resource). After a failed request, state records what
// the account then has, so the next plan shows what is still missing.
func (r *sandboxAccountFeaturesResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, prior sandboxAccountFeaturesModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &prior)...)
	want := fw.SortedSetStrings(ctx, plan.FeatureKeys, &resp.Diagnostics)
	had := fw.SortedSetStrings(ctx, prior.FeatureKeys, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := plan.AccountID.ValueString()
	add, remove := fw.Without(want, had), fw.Without(had, want)
	if len(add) > 0 {
		if _, err := r.data.Client.Features.Add(ctx, accountID, add); err != nil {
			addFeatureWriteError(&resp.Diagnostics, "Unable to add sandbox account features", accountID, err)
			resp.Diagnostics.Append(resp.State.Set(ctx, &prior)...)
			return
		}
	}
	if len(remove) > 0 {
		if _, err := r.data.Client.Features.Remove(ctx, accountID, remove); err != nil {
			addFeatureWriteError(&resp.Diagnostics, "Unable to remove sandbox account features", accountID, err)
			prior.FeatureKeys = fw.StringSet(ctx, append(had, add...), &resp.Diagnostics)
			resp.Diagnostics.Append(resp.State.Set(ctx, &prior)...)
			return
		}
	}
	plan.ID = plan.AccountID
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *sandboxAccountFeaturesResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state sandboxAccountFeaturesModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	keys := fw.SortedSetStrings(ctx, state.FeatureKeys, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID := state.AccountID.ValueString()
	_, err := r.data.Client.Features.Remove(ctx, accountID, keys)
	if err != nil && !transport.IsNotFound(err) {
		addFeatureWriteError(&resp.Diagnostics, "Unable to remove sandbox account features", accountID, err)
	}
}

// ImportState takes the account id alone: an account has one set of features. Read then takes the keys
// the account has.
func (r *sandboxAccountFeaturesResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	sandboxAccountFeaturesIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *sandboxAccountFeaturesResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if !fw.IsID(req.ID) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("import id %q is malformed: expected the id of "+
			"the sandbox ads account alone, such as gq180y (an account has one set of features)", req.ID))
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("account_id"), req.ID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), req.ID)...)
}
