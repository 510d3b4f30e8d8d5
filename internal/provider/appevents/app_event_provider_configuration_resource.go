package appevents

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*configurationResource)(nil)
	_ resource.ResourceWithImportState = (*configurationResource)(nil)
	_ resource.ResourceWithIdentity    = (*configurationResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*configurationResource)(nil)
)

var configurationIdentity = fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.", descID)

type configurationResource struct {
	data *fw.ProviderData
}

func newConfigurationResource() resource.Resource { return &configurationResource{} }

func (r *configurationResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_app_event_provider_configuration"
}

func (r *configurationResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "The app event provider configuration of an ads account: its advertiser id at the mobile " +
			"measurement provider whose app credentials the provider uses, for app conversion tracking. An account has " +
			"at most one, so a second is refused (import the existing one instead), and there is no update: changing " +
			"`provider_advertiser_id` deletes the configuration and then creates another. Do not set " +
			"`create_before_destroy` on it, since the new one would be refused while the old one exists. Destroying it " +
			"deletes it at the service (a soft delete: it stays listed with `with_deleted`).",
		Attributes: map[string]schema.Attribute{
			"id":         fw.IDAttribute(descID),
			"account_id": fw.AccountIDAttribute("Ads account. Defaults to the provider's `account_id`; changing it replaces the configuration."),
			"provider_advertiser_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descProviderAdvertiserID + " Changing it replaces the configuration.",
				Validators:    []validator.String{stringvalidator.LengthAtLeast(1)},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			// Nothing of a configuration changes in place, so every computed value stays known across plans.
			"provider_name":                  fw.StableComputedString(descProviderName),
			"provider_advertiser_identifier": fw.StableComputedString(descProviderAdvertiserIdentifier),
			"created_at":                     fw.StableComputedString(fw.DescCreatedAt),
			"updated_at":                     fw.StableComputedString(fw.DescUpdatedAt),
		},
	}
}

func (r *configurationResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = configurationIdentity.Schema()
}

func (r *configurationResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *configurationResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
}

func (r *configurationResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan configurationModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID := plan.AccountID.ValueString()
		creation.ImportPrefix = accountID + "/"
		created, err := r.data.Client.AppEventProviderConfigurations.Create(ctx, creation.Session(), accountID, plan.ProviderAdvertiserID.ValueString())
		if err != nil {
			r.addCreateError(ctx, creation, &resp.Diagnostics, accountID, plan.ProviderAdvertiserID.ValueString(), err)
			return
		}
		plan.configurationAttributes = configurationAttributesFromAPI(created)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

const createSummary = "Unable to create app event provider configuration"

// addCreateError explains a refused create. The service documents no code for "the account already has
// one", so the refusal is recognised by looking: when the account has a live configuration, that is the
// reason, and the user needs its id to import it.
func (r *configurationResource) addCreateError(ctx context.Context, creation *fw.Creation, diags *diag.Diagnostics, accountID, advertiserID string, err error) {
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest {
		creation.AddCreateError(createSummary, "app event provider configuration", advertiserID, err)
		return
	}
	live, listErr := r.data.Client.AppEventProviderConfigurations.List(ctx, accountID, adsapi.AppEventProviderConfigurationListOptions{})
	if listErr != nil || len(live) == 0 {
		fw.AddAPIError(diags, createSummary, err)
		return
	}
	existing := live[0]
	diags.AddError(createSummary, fmt.Sprintf("The ads account %[1]s already has an app event provider configuration, "+
		"id %[2]s (provider_advertiser_id %[3]q), and an account can have only one.\n\n"+
		"To manage it with Terraform, import it:\n\n"+
		"  terraform import adsapi_app_event_provider_configuration.<name> %[1]s/%[2]s\n\n"+
		"or with an import block whose id is \"%[1]s/%[2]s\". To use another advertiser id, delete the existing "+
		"configuration first.\n\n%[4]s", accountID, existing.ID, existing.ProviderAdvertiserID, fw.APIErrorDetail(err)))
}

func (r *configurationResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state configurationModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.data.Client.AppEventProviderConfigurations.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && got.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read app event provider configuration", err)
		return
	}
	state.configurationAttributes = configurationAttributesFromAPI(got)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update is never reached with a change to send: every argument replaces the configuration (the service
// has no PUT), so the plan is taken as it is.
func (r *configurationResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *configurationResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state configurationModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.AppEventProviderConfigurations.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete app event provider configuration", err)
	}
}

func (r *configurationResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	configurationIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *configurationResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
