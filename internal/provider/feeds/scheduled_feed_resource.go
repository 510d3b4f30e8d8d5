package feeds

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
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*scheduledFeedResource)(nil)
	_ resource.ResourceWithImportState = (*scheduledFeedResource)(nil)
	_ resource.ResourceWithIdentity    = (*scheduledFeedResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*scheduledFeedResource)(nil)
)

var scheduledFeedIdentity = fw.ParentIdentity("product_catalog_id", descProductCatalogID, descID)

type scheduledFeedResource struct {
	data *fw.ProviderData
}

func newScheduledFeedResource() resource.Resource { return &scheduledFeedResource{} }

func (r *scheduledFeedResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_scheduled_feed"
}

// importExample is a valid import id, shown when one is malformed.
const importExample = "1547080201384865792/1580000000000000000"

func (r *scheduledFeedResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	required := func(desc string, v ...validator.String) schema.StringAttribute {
		return schema.StringAttribute{Required: true, MarkdownDescription: desc, Validators: v}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A scheduled product feed: the service fetches a hosted product file on a schedule and " +
			"imports it into a product catalog. There is one product feed per user, so a second is refused (import " +
			"the existing one instead); scheduled feeds are available by early access only. Every argument but " +
			"`product_catalog_id` changes in place; destroying the feed deletes it for good. The service has no read of " +
			"a single feed, so a refresh reads the catalog's list of feeds.",
		Attributes: map[string]schema.Attribute{
			"id": fw.IDAttribute(descID),
			"product_catalog_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descProductCatalogID + " Changing it replaces the feed.",
				Validators:    []validator.String{fw.ID()},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"feed_url":    required(descFeedURL, adrules.WebURL()),
			"feed_format": required(descFeedFormat, stringvalidator.OneOf(feedFormats...)),
			"frequency":   required(descFrequency, stringvalidator.OneOf(frequencies...)),
			"repeat": schema.StringAttribute{
				Optional: true, MarkdownDescription: descRepeat, Validators: []validator.String{repeatValidator{}},
			},
			"start_time": required(descStartTime, startTimeValidator()),
			"time_zone":  required(descTimeZone, timeZoneValidator()),
			"created_at": fw.StableComputedString(descCreatedAt),
			"updated_at": schema.StringAttribute{Computed: true, MarkdownDescription: descUpdatedAt},
		},
	}
}

func (r *scheduledFeedResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = scheduledFeedIdentity.Schema()
}

func (r *scheduledFeedResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan checks the credentials at plan time: a feed is not account-scoped, but its calls need the
// same OAuth 1.0a user context.
func (r *scheduledFeedResource) ModifyPlan(_ context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAdsCredentials(r.data, req, resp)
}

func (r *scheduledFeedResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan scheduledFeedModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		catalogID := plan.ProductCatalogID.ValueString()
		creation.ImportPrefix = catalogID + "/"
		feed, err := r.data.Client.ScheduledFeeds.Create(ctx, creation.Session(), catalogID, plan.toInput())
		if err != nil {
			r.addCreateError(ctx, creation, &resp.Diagnostics, catalogID, plan.FeedURL.ValueString(), err)
			return
		}
		resp.Diagnostics.Append(resp.State.Set(ctx, scheduledFeedFromAPI(catalogID, feed))...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

const createSummary = "Unable to create scheduled feed"

// addCreateError explains a refused create. When the catalog already holds a feed, that is the reason
// (there is one product feed per user), and the user needs its id to import it; the service's own
// message, kept below, names the feed when it is in another catalog of the user.
func (r *scheduledFeedResource) addCreateError(ctx context.Context, creation *fw.Creation, diags *diag.Diagnostics, catalogID, feedURL string, err error) {
	var apiErr *transport.Error
	if !errors.As(err, &apiErr) || apiErr.StatusCode != http.StatusBadRequest {
		creation.AddCreateError(createSummary, "scheduled feed", feedURL, err)
		return
	}
	existing, listErr := r.data.Client.ScheduledFeeds.List(ctx, catalogID, adsapi.ScheduledFeedListOptions{})
	if listErr != nil || len(existing) == 0 {
		fw.AddAPIError(diags, createSummary, err)
		return
	}
	f := existing[0]
	diags.AddError(createSummary, fmt.Sprintf("There is one product feed per user, and product catalog %[1]s already "+
		"has scheduled feed %[2]s (feed_url %[3]q).\n\nTo manage it with Terraform, import it:\n\n"+
		"  terraform import adsapi_scheduled_feed.<name> %[1]s/%[2]s\n\n"+
		"or with an import block whose id is \"%[1]s/%[2]s\", and change it there; or delete it first.\n\n%[4]s",
		catalogID, f.ID, f.FeedURL, fw.APIErrorDetail(err)))
}

// Read goes through the catalog's list, the only read the service offers; the client reports a feed that
// is not listed as not found.
func (r *scheduledFeedResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state scheduledFeedModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	catalogID := state.ProductCatalogID.ValueString()
	feed, err := r.data.Client.ScheduledFeeds.Get(ctx, catalogID, state.ID.ValueString())
	if transport.IsNotFound(err) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read scheduled feed", err)
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, scheduledFeedFromAPI(catalogID, feed))...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *scheduledFeedResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state scheduledFeedModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	catalogID := state.ProductCatalogID.ValueString()
	feed, err := r.data.Client.ScheduledFeeds.Update(ctx, catalogID, state.ID.ValueString(), plan.changesFrom(state))
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to update scheduled feed", err)
		return
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, scheduledFeedFromAPI(catalogID, feed))...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *scheduledFeedResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state scheduledFeedModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.ScheduledFeeds.Delete(ctx, state.ProductCatalogID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete scheduled feed", err)
	}
}

func (r *scheduledFeedResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	scheduledFeedIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *scheduledFeedResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	fw.ImportParentScoped(ctx, "product_catalog_id", importExample, req, resp)
}
