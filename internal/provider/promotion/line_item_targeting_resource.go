package promotion

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure    = (*targetingResource)(nil)
	_ resource.ResourceWithImportState  = (*targetingResource)(nil)
	_ resource.ResourceWithIdentity     = (*targetingResource)(nil)
	_ resource.ResourceWithModifyPlan   = (*targetingResource)(nil)
	_ resource.ResourceWithUpgradeState = (*targetingResource)(nil)
)

var targetingIdentity = fw.AccountIdentity("Ads account. Defaults to the provider's `account_id`.",
	"The line item's id: a line item has one targeting.")

type targetingResource struct {
	data *fw.ProviderData
}

func newTargetingResource() resource.Resource { return &targetingResource{} }

func (r *targetingResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_line_item_targeting"
}

func (r *targetingResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = targetingSchema()
}

func (r *targetingResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = targetingIdentity.Schema()
}

func (r *targetingResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan fills account_id from the provider default, plans id as the line item's id, and writes each
// operator left out as EQ, so that the plan's list holds the criteria as the service will. The order of
// criteria means nothing: the same criteria in another order plan the state's list, which Terraform
// takes as no change. The details stay as they are when the criteria do; otherwise they are known after
// apply. A line item that holds a criterion twice (made outside Terraform) has more details than
// criteria: that plans an update, which removes the copy.
func (r *targetingResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
	if req.Plan.Raw.IsNull() || resp.Diagnostics.HasError() {
		return
	}
	var config, plan targetingModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &config)...)
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	plan.ID = plan.LineItemID
	plan.Criteria = plannedCriteria(ctx, config.Criteria, &resp.Diagnostics)
	plan.CriteriaDetails = types.ListUnknown(criterionDetailType)
	if !req.State.Raw.IsNull() {
		var state targetingModel
		resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
		// Both lists write every operator out, so an element's text tells the criterion.
		if fw.SameElements(plan.Criteria.Elements(), state.Criteria.Elements()) {
			plan.Criteria = state.Criteria
			if plan.Lang.Equal(state.Lang) && len(state.CriteriaDetails.Elements()) == len(state.Criteria.Elements()) {
				plan.CriteriaDetails = state.CriteriaDetails
			}
		}
	}
	resp.Diagnostics.Append(resp.Plan.Set(ctx, &plan)...)
}

// Create makes the line item's criteria those planned: the ones it already has beyond them are removed,
// in the same batch as the creates.
func (r *targetingResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan targetingModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		accountID, lineItemID := plan.AccountID.ValueString(), plan.LineItemID.ValueString()
		li, err := r.data.Client.LineItems.Get(ctx, accountID, lineItemID)
		if err == nil && li.Deleted {
			err = fmt.Errorf("line item %s of account %s is deleted", lineItemID, accountID)
		}
		if err != nil {
			fw.AddAPIError(&resp.Diagnostics, "Unable to read the line item to target", err)
			return
		}
		if !r.converge(ctx, creation, &plan, nil, &resp.Diagnostics) {
			return
		}
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *targetingResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state targetingModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	accountID, lineItemID := state.AccountID.ValueString(), state.LineItemID.ValueString()
	// The targeting lives as long as its line item; the criteria of a deleted line item are still listed.
	li, err := r.data.Client.LineItems.Get(ctx, accountID, lineItemID)
	if transport.IsNotFound(err) || (err == nil && li.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read line item targeting", err)
		return
	}
	held, err := r.list(ctx, &state, detailIDs(ctx, state.CriteriaDetails, &resp.Diagnostics))
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read line item targeting", err)
		return
	}
	state.ID = state.LineItemID
	state.setFromService(ctx, held, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update sends the difference between the criteria the line item holds now and those planned: the
// deletes and creates of one change together, in one batch request. It runs in a create session, as
// Create does, since the criteria it adds are created. A failed change leaves in state what the line
// item then holds, so that the next plan shows what is still to do.
func (r *targetingResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan, prior targetingModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		resp.Diagnostics.Append(req.State.Get(ctx, &prior)...)
		if resp.Diagnostics.HasError() {
			return
		}
		if !r.converge(ctx, creation, &plan, detailIDs(ctx, prior.CriteriaDetails, &resp.Diagnostics), &resp.Diagnostics) {
			r.keepWhatIsHeld(ctx, &prior, resp)
			return
		}
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// keepWhatIsHeld records, after a failed change, the criteria the line item holds; when even that read
// fails, the prior state stays.
func (r *targetingResource) keepWhatIsHeld(ctx context.Context, prior *targetingModel, resp *resource.UpdateResponse) {
	if held, err := r.list(ctx, prior, detailIDs(ctx, prior.CriteriaDetails, &resp.Diagnostics)); err == nil {
		prior.setFromService(ctx, held, &resp.Diagnostics)
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, prior)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Delete removes every criterion the line item holds, with one batch (several past 500 criteria).
func (r *targetingResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state targetingModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	state.Lang = types.StringNull()
	held, err := r.list(ctx, &state, detailIDs(ctx, state.CriteriaDetails, &resp.Diagnostics))
	if err == nil && len(held) > 0 {
		err = r.data.Client.LineItemTargeting.Remove(ctx, state.AccountID.ValueString(), state.LineItemID.ValueString(), criterionIDs(held))
	}
	if err != nil && !transport.IsNotFound(err) {
		resp.Diagnostics.AddError("Unable to remove line item targeting", batchErrorDetail(err))
	}
}

func (r *targetingResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	targetingIdentity.Import(ctx, req, resp, r.importID)
}

// importID takes ACCOUNT_ID/LINE_ITEM_ID, or LINE_ITEM_ID with the provider's default account; an identity
// arrives as the import id it stands for. Read then takes every criterion the line item holds.
func (r *targetingResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	accountID, lineItemID, err := fw.ParseImportID(req.ID, r.data.AccountID)
	if err != nil || !fw.IsID(accountID) || !fw.IsID(lineItemID) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("import id %q is malformed: expected ACCOUNT_ID/LINE_ITEM_ID "+
			"(for example 18ce54d4x5t/8v7jo), or LINE_ITEM_ID when the provider has account_id: a line item has one targeting.", req.ID))
		return
	}
	for attr, v := range map[string]string{"account_id": accountID, "id": lineItemID, "line_item_id": lineItemID} {
		resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(attr), v)...)
	}
}

// list reads the line item's criteria, in m's language (in one request with the reads of other line items
// refreshed at the same time; see LineItemTargeting.Held). The service's list of a line item's criteria may
// not show yet the criteria made in the last moments, while a list naming their ids does: the criteria
// known (recorded in state, or just made) that the first list lacks are looked for by id, so that they
// are neither taken for gone nor made twice.
func (r *targetingResource) list(ctx context.Context, m *targetingModel, known []string) ([]adsapi.LineItemCriterion, error) {
	accountID, lineItem := m.AccountID.ValueString(), []string{m.LineItemID.ValueString()}
	held, err := r.data.Client.LineItemTargeting.Held(ctx, accountID, lineItem[0], m.Lang.ValueString())
	if err != nil {
		return nil, err
	}
	var missing []string
	for _, id := range known {
		if !slices.ContainsFunc(held, func(c adsapi.LineItemCriterion) bool { return c.ID == id }) {
			missing = append(missing, id)
		}
	}
	for chunk := range slices.Chunk(missing, criteriaPerList) {
		found, err := r.data.Client.LineItemTargeting.List(ctx, accountID, adsapi.LineItemTargetingListOptions{
			LineItemIDs: lineItem, TargetingCriterionIDs: chunk, Lang: m.Lang.ValueString()})
		if err != nil {
			return nil, err
		}
		held = append(held, found...)
	}
	return held, nil
}

// converge makes the line item hold the criteria of m: it reads what the line item holds (known are the
// ids of the criteria the state records), sends the difference with one batch, and records the details
// of the result in m. It reports whether it did.
func (r *targetingResource) converge(ctx context.Context, creation *fw.Creation, m *targetingModel, known []string, diags *diag.Diagnostics) bool {
	want := wantedKeys(ctx, m.Criteria, diags)
	if diags.HasError() {
		return false
	}
	accountID, lineItemID := m.AccountID.ValueString(), m.LineItemID.ValueString()
	held, err := r.list(ctx, m, known)
	if err != nil {
		fw.AddAPIError(diags, "Unable to read line item targeting", err)
		return false
	}
	ch := changeTo(want, held)
	result := ch.kept
	if len(ch.ops) > 0 {
		answers, err := r.data.Client.LineItemTargeting.Apply(ctx, creation.Session(), accountID, lineItemID, ch.ops)
		if err != nil {
			diags.AddError("Unable to change line item targeting", batchErrorDetail(err))
			return false
		}
		created := 0
		for i, op := range ch.ops {
			if op.Create != nil && answers[i] != nil {
				result = append(result, *answers[i])
				created++
			}
		}
		// The batch answers no localized names: the criteria it made are read again in the language asked.
		if created > 0 && m.Lang.ValueString() != "" {
			if result, err = r.list(ctx, m, criterionIDs(result)); err != nil {
				fw.AddAPIError(diags, "Unable to read line item targeting after changing it", err)
				return false
			}
		}
	}
	m.ID = m.LineItemID
	m.CriteriaDetails = criteriaDetails(ctx, result, diags)
	return !diags.HasError()
}

// batchErrorDetail renders a failed targeting batch. The client's error names the operations the
// service refused (operation N, what it creates or deletes, the service's code, message and parameter),
// or says how much of a change of several batches was applied: that text is kept whole.
func batchErrorDetail(err error) string {
	var apiErr *transport.Error
	if errors.As(err, &apiErr) && err.Error() != apiErr.Error() {
		return err.Error()
	}
	return fw.APIErrorDetail(err)
}
