package content

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
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

var (
	_ resource.ResourceWithConfigure    = (*collectionEntriesResource)(nil)
	_ resource.ResourceWithImportState  = (*collectionEntriesResource)(nil)
	_ resource.ResourceWithIdentity     = (*collectionEntriesResource)(nil)
	_ resource.ResourceWithModifyPlan   = (*collectionEntriesResource)(nil)
	_ resource.ResourceWithUpgradeState = (*collectionEntriesResource)(nil)
)

var collectionEntriesIdentity = fw.IDIdentity("The collection id, such as `custom-388061495298244609`.")

// curateAuths are the schemes of collection curation: user context only.
var curateAuths = []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User}

type collectionEntriesResource struct {
	data *fw.ProviderData
}

func newCollectionEntriesResource() resource.Resource { return &collectionEntriesResource{} }

func (r *collectionEntriesResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_collection_entries"
}

func (r *collectionEntriesResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Keeps posts in a collection of the authenticated user (a curated timeline such as " +
			"`custom-388061495298244609`). Only the posts listed in `post_ids` are managed: entries added to the " +
			"collection in other ways are left alone, and a listed post removed outside Terraform is added again on " +
			"the next apply. Changes are sent in bulk, at most 100 additions and removals per request; an update " +
			"sends only the difference, and destroying removes the listed posts only (the collection itself stays). " +
			"Needs user context: `oauth2_access_token`, or the OAuth 1.0a settings, of the collection's owner.",
		// Version 1: post_ids is a list whose order means nothing (version 0 held a set; see UpgradeState).
		Version: 1,
		Attributes: map[string]schema.Attribute{
			"id": fw.IDAttribute("The collection id, as `collection_id`."),
			"collection_id": schema.StringAttribute{
				Required: true, MarkdownDescription: descCollectionID + " Changing it moves the posts: they are removed from " +
					"the old collection and added to the new one.",
				Validators:    []validator.String{collectionID()},
				PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
			},
			"post_ids": schema.ListAttribute{
				Required: true, ElementType: types.StringType,
				MarkdownDescription: "Ids of the posts to keep in the collection (digits, at least one, each once), in any " +
					"order: the same posts in another order plan no change. Posts are added at the top of the collection, " +
					"in no particular order among themselves.",
				Validators: []validator.List{
					listvalidator.SizeAtLeast(1),
					listvalidator.ValueStringsAre(fw.NumericID("post")),
					listvalidator.UniqueValues(),
				},
				// A list, not a set: a collection may hold thousands of posts (see fw.UnorderedList).
				PlanModifiers: []planmodifier.List{fw.UnorderedList()},
			},
		},
	}
}

func (r *collectionEntriesResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = collectionEntriesIdentity.Schema()
}

func (r *collectionEntriesResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// ModifyPlan fails the plan when no user-context credentials are configured: curation takes user context only.
func (r *collectionEntriesResource) ModifyPlan(_ context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanCredentials(r.data, req, resp, curateAuths...)
}

func (r *collectionEntriesResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan collectionEntriesModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		want := fw.ListStrings(ctx, plan.PostIDs, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
		collection := plan.CollectionID.ValueString()
		kept, ok := r.curate(ctx, &resp.Diagnostics, "Unable to add posts to collection", collection, nil, want, nil)
		if !ok && len(kept) == 0 {
			return // nothing is in the collection on Terraform's behalf
		}
		plan.ID = plan.CollectionID
		plan.PostIDs = fw.StringList(ctx, inOrderOf(want, kept), &resp.Diagnostics)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

// Read keeps in state the managed posts that are still in the collection, in the state's order. After an
// import, when nothing is managed yet, every entry of the collection is taken, sorted.
func (r *collectionEntriesResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state collectionEntriesModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	entries, err := r.data.Client.Collections.Entries(ctx, state.CollectionID.ValueString())
	if transport.IsNotFound(err) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read collection entries", err)
		return
	}
	present := make([]string, len(entries))
	for i, e := range entries {
		present[i] = e.PostID
	}
	if state.PostIDs.IsNull() {
		slices.Sort(present)
		state.PostIDs = fw.StringList(ctx, present, &resp.Diagnostics)
	} else {
		state.PostIDs = fw.StringList(ctx, within(fw.ListStrings(ctx, state.PostIDs, &resp.Diagnostics), present), &resp.Diagnostics)
	}
	state.ID = state.CollectionID
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update adds and removes only the difference between the managed posts and the planned ones.
func (r *collectionEntriesResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var plan, state collectionEntriesModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	want := fw.ListStrings(ctx, plan.PostIDs, &resp.Diagnostics)
	have := fw.ListStrings(ctx, state.PostIDs, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	kept, _ := r.curate(ctx, &resp.Diagnostics, "Unable to change collection entries", plan.CollectionID.ValueString(),
		have, fw.Without(want, have), fw.Without(have, want))
	plan.ID = plan.CollectionID
	plan.PostIDs = fw.StringList(ctx, inOrderOf(want, kept), &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Delete removes the managed posts; the collection and its other entries stay.
func (r *collectionEntriesResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state collectionEntriesModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	have := fw.ListStrings(ctx, state.PostIDs, &resp.Diagnostics)
	if resp.Diagnostics.HasError() || len(have) == 0 {
		return
	}
	var diags diag.Diagnostics
	r.curate(ctx, &diags, "Unable to remove posts from collection", state.CollectionID.ValueString(), have, nil, have)
	resp.Diagnostics.Append(diags...)
}

// ImportState takes a collection id; the read that follows takes every entry the collection has.
func (r *collectionEntriesResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	collectionEntriesIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id; an identity arrives as the import id it stands for.
func (r *collectionEntriesResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if !collectionIDPattern.MatchString(req.ID) {
		resp.Diagnostics.AddError("Invalid import id", fmt.Sprintf("Import id %q is not a collection id: expected "+
			"custom-<digits>, for example custom-388061495298244609.", req.ID))
		return
	}
	if fw.AddMissingCredentials(&resp.Diagnostics, r.data.Client.CheckCredentials(transport.OAuth2User, transport.OAuth1User, transport.AppBearer)) {
		return
	}
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("id"), req.ID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("collection_id"), req.ID)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root("post_ids"), types.ListNull(types.StringType))...)
}

// curate sends the additions and removals and returns the managed posts afterwards: have, less the
// removals made, plus the additions made. Adding a post already there counts as made (duplicate), and so
// does removing one already gone (not_found). Other refusals are reported on diags, naming each post and
// the service's reason. When a request fails as a whole, the collection is read again to learn what
// happened; ok is false whenever something was reported.
func (r *collectionEntriesResource) curate(ctx context.Context, diags *diag.Diagnostics, summary, collection string, have, adds, removes []string) ([]string, bool) {
	changes := make([]adsapi.CollectionChange, 0, len(adds)+len(removes))
	for _, id := range removes {
		changes = append(changes, adsapi.CollectionChange{Op: adsapi.CollectionOpRemove, PostID: id})
	}
	for _, id := range adds {
		changes = append(changes, adsapi.CollectionChange{Op: adsapi.CollectionOpAdd, PostID: id})
	}
	failures, err := r.data.Client.Collections.Curate(ctx, collection, changes)
	if err != nil {
		if transport.IsNotFound(err) && len(adds) == 0 {
			return nil, true // removing from a collection that is gone: nothing is left to remove
		}
		fw.AddAPIError(diags, summary, err)
		return r.reread(ctx, collection, have, adds), false
	}
	failedAdds, failedRemoves := map[string]bool{}, map[string]bool{}
	var problems []string
	for _, f := range failures {
		switch {
		case f.Change.Op == adsapi.CollectionOpAdd && f.Reason == adsapi.CollectionReasonDuplicate:
		case f.Change.Op == adsapi.CollectionOpRemove && f.Reason == adsapi.CollectionReasonNotFound:
		case f.Change.Op == adsapi.CollectionOpAdd:
			failedAdds[f.Change.PostID] = true
			problems = append(problems, fmt.Sprintf("  - post %s could not be added: %s", f.Change.PostID, reasonText(f.Reason)))
		default:
			failedRemoves[f.Change.PostID] = true
			problems = append(problems, fmt.Sprintf("  - post %s could not be removed: %s", f.Change.PostID, reasonText(f.Reason)))
		}
	}
	removed := make(map[string]bool, len(removes))
	for _, id := range removes {
		removed[id] = true
	}
	var kept []string
	for _, id := range have {
		if !removed[id] || failedRemoves[id] {
			kept = append(kept, id)
		}
	}
	for _, id := range adds {
		if !failedAdds[id] {
			kept = append(kept, id)
		}
	}
	if len(problems) > 0 {
		diags.AddAttributeError(path.Root("post_ids"), summary, fmt.Sprintf("The service refused %d change(s) to collection %s:\n%s\n\n"+
			"The other changes were made. Check the post ids (a post that does not exist, or that the collection's "+
			"owner cannot see, is not_found), then apply again.", len(problems), collection, strings.Join(problems, "\n")))
		return kept, false
	}
	return kept, true
}

// reread learns, after a failed request, which of the managed and the added posts are in the collection.
// When even that fails, the managed posts are kept as they were.
func (r *collectionEntriesResource) reread(ctx context.Context, collection string, have, adds []string) []string {
	entries, err := r.data.Client.Collections.Entries(ctx, collection)
	if err != nil {
		return have
	}
	present := make([]string, len(entries))
	for i, e := range entries {
		present[i] = e.PostID
	}
	return within(append(append([]string{}, have...), adds...), present)
}

// reasonText explains a reason of the service.
func reasonText(reason string) string {
	switch reason {
	case adsapi.CollectionReasonNotFound:
		return "not_found (the post does not exist, or cannot be seen by the collection's owner)"
	case adsapi.CollectionReasonDuplicate:
		return "duplicate (the post is already in the collection)"
	case "":
		return "no reason given"
	}
	return reason
}

// UpgradeState takes the state of version 0, whose post_ids were a set, to version 1, where they are a list
// whose order means nothing.
func (r *collectionEntriesResource) UpgradeState(context.Context) map[int64]resource.StateUpgrader {
	return map[int64]resource.StateUpgrader{0: fw.SetBecameList("adsapi_collection_entries", "COLLECTION_ID")}
}
