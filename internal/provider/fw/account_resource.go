package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// AccountResource is a resource that is one object of an ads account, named by the service's id: imported
// by ACCOUNT_ID/ID or ID, with the identity {account_id, id}, its account_id defaulting to the provider's
// and checked at plan (PlanAccountScoped). An object under another object of its account (a custom
// audience's permission) names that parent (Parent) and is imported by ACCOUNT_ID/PARENT_ID/ID or
// PARENT_ID/ID. A kind declares its schema, its model's conversions and its
// calls to the client; every such resource plans, creates, reads, updates, deletes and imports the same way.
//
// M is the resource's model, a tfsdk-tagged struct with a field for every attribute; T is the object the
// client answers.
type AccountResource[M, T any] struct {
	data *ProviderData
	// TypeName is the resource's type without the provider's name, e.g. "_tracking_tag".
	TypeName string
	// What names the object in the summaries of failed calls ("Unable to create " + What) and in the
	// advice of a create whose answer was lost.
	What        string
	Description string
	// Attributes are the resource's, account_id (AccountIDAttribute) and id (IDAttribute) included.
	Attributes map[string]schema.Attribute
	// Identity is the resource's identity, AccountIdentity with its descriptions (with the parent's
	// attribute between account_id and id when Parent is set).
	Identity Identity
	// Parent, for an object that lives under another object of its account, is the attribute that holds
	// that object's id ("custom_audience_id"), part of the import id; empty for an object of the account.
	Parent string
	// Keys is the account, the parent (when Parent is set) and the id a model holds.
	Keys func(m *M) Key
	// Name is what a failed create calls the object the plan asked for: its name, its URL.
	Name func(plan *M) string
	// PlanCreate, when set, runs the kind's rules that need the service at plan time, for an object about
	// to be created (a replacement is planned as a create) whose account is known. Values known only at
	// apply are checked when Terraform plans the resource again just before applying it.
	PlanCreate func(ctx context.Context, data *ProviderData, accountID string, plan *M, diags *diag.Diagnostics)
	// OnePerAccount marks a kind an account holds at most one live object of (a do-not-reach list), whose
	// PlanCreate refuses a create beside a live one. PlanCreate then skips the create half of a replacement
	// as Terraform plans it: the object replaced still stands at that time and is deleted before the
	// create, and Terraform plans the create again, with PlanCreate, right before applying it.
	OnePerAccount bool
	// CreateCall sends the create the plan asks for, through the client's create method given
	// creation.Session().
	CreateCall func(ctx context.Context, client *adsapi.Client, creation *Creation, accountID string, plan *M) (*T, error)
	// Get reads the object.
	Get func(ctx context.Context, client *adsapi.Client, key Key) (*T, error)
	// Gone tells an object the service still answers but that is gone for Terraform (soft-deleted), which
	// a refresh removes from state as it does one the service no longer knows.
	Gone func(object *T) bool
	// UpdateCall sends the changes from state to plan. Nil when every argument replaces the object: Update
	// then keeps the plan, which a change of the provider's settings alone may bring.
	UpdateCall func(ctx context.Context, client *adsapi.Client, key Key, plan, state *M) (*T, error)
	// DeleteCall deletes the object; an object the service no longer knows counts as deleted.
	DeleteCall func(ctx context.Context, client *adsapi.Client, key Key) error
	// Set writes what the service answered of the object into the model, the account aside.
	Set func(m *M, object *T)
}

// Key names one object of an AccountResource: its account, its parent in the account when the kind has
// one, and its own id.
type Key struct{ Account, Parent, ID string }

// importID is the key as the resource's import id writes it.
func (k Key) importID() string {
	if k.Parent != "" {
		return k.Account + "/" + k.Parent + "/" + k.ID
	}
	return k.Account + "/" + k.ID
}

var (
	_ resource.ResourceWithConfigure   = (*AccountResource[struct{}, struct{}])(nil)
	_ resource.ResourceWithImportState = (*AccountResource[struct{}, struct{}])(nil)
	_ resource.ResourceWithIdentity    = (*AccountResource[struct{}, struct{}])(nil)
	_ resource.ResourceWithModifyPlan  = (*AccountResource[struct{}, struct{}])(nil)
)

func (r *AccountResource[M, T]) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + r.TypeName
}

func (r *AccountResource[M, T]) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{MarkdownDescription: r.Description, Attributes: r.Attributes}
}

func (r *AccountResource[M, T]) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = r.Identity.Schema()
}

func (r *AccountResource[M, T]) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan resolves and checks the account, then runs PlanCreate for an object about to be created.
func (r *AccountResource[M, T]) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	PlanAccountScoped(ctx, r.data, req, resp)
	if r.OnePerAccount && replacementCreate(ctx, req, resp) {
		return
	}
	if r.PlanCreate == nil || req.Plan.Raw.IsNull() || !req.State.Raw.IsNull() || r.data == nil || resp.Diagnostics.HasError() {
		return
	}
	var plan M
	resp.Diagnostics.Append(resp.Plan.Get(ctx, &plan)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if accountID := r.Keys(&plan).Account; accountID != "" {
		r.PlanCreate(ctx, r.data, accountID, &plan, &resp.Diagnostics)
	}
}

// plannedFromStateKey is the private data key that marks a plan made from an object's state.
const plannedFromStateKey = "planned_from_state"

// replacementCreate reports whether a plan is the create half of a replacement: Terraform, told by the
// plan from the state that the object must be replaced, plans it again without the state, handing that
// plan the private data the first one answered. So every plan from a state is marked, and a plan without
// a state that carries the mark is a replacement's; the mark is removed from it, so that the new object's
// state does not carry it into a later plan.
func replacementCreate(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) bool {
	if req.Plan.Raw.IsNull() || resp.Private == nil {
		return false
	}
	if !req.State.Raw.IsNull() {
		resp.Diagnostics.Append(resp.Private.SetKey(ctx, plannedFromStateKey, []byte("true"))...)
		return false
	}
	if req.Private == nil {
		return false
	}
	mark, diags := req.Private.GetKey(ctx, plannedFromStateKey)
	resp.Diagnostics.Append(diags...)
	if len(mark) == 0 {
		return false
	}
	resp.Diagnostics.Append(resp.Private.SetKey(ctx, plannedFromStateKey, nil)...)
	return true
}

func (r *AccountResource[M, T]) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *Creation) {
		var plan M
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		key := r.Keys(&plan)
		// The import id of the object made, but its own id.
		key.ID = ""
		creation.ImportPrefix = key.importID()
		created, err := r.CreateCall(ctx, r.data.Client, creation, key.Account, &plan)
		if err != nil {
			creation.AddCreateError("Unable to create "+r.What, r.What, r.Name(&plan), err)
			return
		}
		r.store(ctx, &plan, created, &resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// Read removes from state an object the service no longer knows or answers as Gone; a read that fails
// otherwise keeps it.
func (r *AccountResource[M, T]) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state M
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := r.Get(ctx, r.data.Client, r.Keys(&state))
	if transport.IsNotFound(err) || (err == nil && r.Gone(got)) {
		RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		AddAPIError(&resp.Diagnostics, "Unable to read "+r.What, err)
		return
	}
	r.store(ctx, &state, got, &resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *AccountResource[M, T]) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state M
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if r.UpdateCall == nil {
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
		return
	}
	updated, err := r.UpdateCall(ctx, r.data.Client, r.Keys(&state), &plan, &state)
	if err != nil {
		AddAPIError(&resp.Diagnostics, "Unable to update "+r.What, err)
		return
	}
	r.store(ctx, &plan, updated, &resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *AccountResource[M, T]) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state M
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if err := r.DeleteCall(ctx, r.data.Client, r.Keys(&state)); err != nil && !transport.IsNotFound(err) {
		AddAPIError(&resp.Diagnostics, "Unable to delete "+r.What, err)
	}
}

// ImportState imports by ACCOUNT_ID/ID or ID (ACCOUNT_ID/PARENT_ID/ID or PARENT_ID/ID under a Parent); an
// identity arrives as the import id it stands for.
func (r *AccountResource[M, T]) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	r.Identity.Import(ctx, req, resp, func(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
		if r.Parent == "" {
			ImportAccountScoped(ctx, r.data, req, resp)
		} else {
			ImportAccountChild(ctx, r.data, r.Parent, req, resp)
		}
	})
}

// store writes the object into m and m into the state, with its identity.
func (r *AccountResource[M, T]) store(ctx context.Context, m *M, object *T, state *tfsdk.State, identity *tfsdk.ResourceIdentity, diags *diag.Diagnostics) {
	r.Set(m, object)
	diags.Append(state.Set(ctx, m)...)
	SetIdentity(ctx, state, identity, diags)
}
