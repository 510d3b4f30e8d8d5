package cards

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ resource.ResourceWithConfigure   = (*pollCardResource)(nil)
	_ resource.ResourceWithImportState = (*pollCardResource)(nil)
	_ resource.ResourceWithModifyPlan  = (*pollCardResource)(nil)
	_ resource.ResourceWithIdentity    = (*pollCardResource)(nil)
)

var pollCardIdentity = fw.AccountIdentity(descCardAccount,
	"Poll card id, in base 36 (such as `57i77`): it is not part of the card URI; the `adsapi_poll_cards` data source lists it.")

type pollCardResource struct {
	data *fw.ProviderData
}

func newPollCardResource() resource.Resource { return &pollCardResource{} }

func (r *pollCardResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_poll_card"
}

// Descriptions shared with the poll card data sources.
const (
	descPollName     = "Poll card name."
	descPollDuration = "How long the poll runs, 5 to 10080 minutes (one week). The clock starts when the card is created, not when it is attached to a post."
	descPollChoice   = "Choice text, at most 25 characters."
	descPollMediaKey = "Image (`3_...`, at least 800 px wide, aspect ratio 1.91:1) or video (`13_...`) from the account's media library. " +
		"Media polls need the `PROMOTED_MEDIA_POLLS` account feature. The service does not return the key, so it is not refreshed. " +
		"After an import, setting it to the key of the poll's image (`IMAGE_POLLS`) or video (`VIDEO_POLLS`) records it without replacing the poll card; " +
		"any other change of the key replaces it."
	descPollCardType = "`TEXT_POLLS`, `IMAGE_POLLS` or `VIDEO_POLLS`."
	descPollStart    = "When the poll opened (its creation), RFC 3339 in UTC."
	descPollEnd      = "When the poll closes, RFC 3339 in UTC."
)

// pollCardComputed lists the attributes the service sets, with their descriptions, for the resource and
// both data sources.
var pollCardComputed = []struct {
	name, desc string
	isInt      bool
}{
	{"card_uri", descCardURI, false},
	{"card_type", descPollCardType, false},
	{"start_time", descPollStart, false},
	{"end_time", descPollEnd, false},
	{"created_at", fw.DescCreatedAt, false},
	{"updated_at", fw.DescUpdatedAt, false},
	{"video_url", "VMAP address of the poll's video (video polls).", false},
	{"video_hls_url", "HLS address of the poll's video (video polls).", false},
	{"video_poster_url", "Poster image of the poll's video (video polls).", false},
	{"video_width", "Width term of the video's aspect ratio, such as `16` of 16:9 (video polls); the service answers aspect numbers, not pixels.", true},
	{"video_height", "Height term of the video's aspect ratio, such as `9` of 16:9 (video polls).", true},
	{"video_poster_width", "Width term of the poster image's aspect ratio, such as `16` of 16:9 (video polls).", true},
	{"video_poster_height", "Height term of the poster image's aspect ratio, such as `9` of 16:9 (video polls).", true},
	{"content_duration_seconds", "Length of the video in seconds (video polls).", true},
	{"image", "Address of the poll's image (image polls).", false},
	{"image_display_width", "Display width of the poll's image, as the service reports it (image polls).", true},
	{"image_display_height", "Display height of the poll's image, as the service reports it (image polls).", true},
}

func (r *pollCardResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	replace := []planmodifier.String{stringplanmodifier.RequiresReplace()}
	choice := func(required bool, extra ...validator.String) schema.StringAttribute {
		return schema.StringAttribute{
			Required: required, Optional: !required, MarkdownDescription: descPollChoice, PlanModifiers: replace,
			Validators: append([]validator.String{fw.CharLengthBetween(1, 25)}, extra...),
		}
	}
	attrs := map[string]schema.Attribute{
		"id":         fw.IDAttribute(descCardID),
		"account_id": fw.AccountIDAttribute(descCardAccount),
		"name": schema.StringAttribute{
			Required: true, MarkdownDescription: descPollName, PlanModifiers: replace,
			Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
		},
		"duration_in_minutes": schema.Int64Attribute{
			Required: true, MarkdownDescription: descPollDuration,
			Validators:    []validator.Int64{int64validator.Between(5, 10080)},
			PlanModifiers: []planmodifier.Int64{int64planmodifier.RequiresReplace()},
		},
		"first_choice":  choice(true),
		"second_choice": choice(true),
		"third_choice":  choice(false),
		"fourth_choice": choice(false, stringvalidator.AlsoRequires(path.MatchRoot("third_choice"))),
		"media_key": schema.StringAttribute{
			Optional: true, MarkdownDescription: descPollMediaKey,
			PlanModifiers: []planmodifier.String{pollMediaKeyReplace()},
			Validators:    []validator.String{adrules.ImageOrVideoKey()},
		},
	}
	for _, c := range pollCardComputed {
		if c.isInt {
			attrs[c.name] = schema.Int64Attribute{
				Computed: true, MarkdownDescription: c.desc,
				PlanModifiers: []planmodifier.Int64{int64planmodifier.UseStateForUnknown()},
			}
			continue
		}
		attrs[c.name] = fw.StableComputedString(c.desc)
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "A poll card of an ads account: two to four choices, optionally with an image or video. " +
			"Poll cards cannot be updated, so every change replaces the card (a new `card_uri`).",
		Attributes: attrs,
	}
}

func (r *pollCardResource) IdentitySchema(_ context.Context, _ resource.IdentitySchemaRequest, resp *resource.IdentitySchemaResponse) {
	resp.IdentitySchema = pollCardIdentity.Schema()
}

func (r *pollCardResource) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	r.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (r *pollCardResource) ModifyPlan(ctx context.Context, req resource.ModifyPlanRequest, resp *resource.ModifyPlanResponse) {
	fw.PlanAccountScoped(ctx, r.data, req, resp)
	warnUnknownMediaKey(ctx, req, resp)
}

func (r *pollCardResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	fw.Create(ctx, r.data.Client, &resp.Diagnostics, func(ctx context.Context, creation *fw.Creation) {
		var plan pollCardModel
		resp.Diagnostics.Append(req.Plan.Get(ctx, &plan)...)
		if resp.Diagnostics.HasError() {
			return
		}
		creation.ImportPrefix = plan.AccountID.ValueString() + "/"
		poll, err := r.data.Client.PollCards.Create(ctx, creation.Session(), plan.AccountID.ValueString(), plan.toInput())
		if err != nil {
			creation.AddCreateError("Unable to create poll card", "poll card", plan.Name.ValueString(), err)
			return
		}
		plan.pollCardAttributes = pollCardAttributesFromAPI(poll)
		resp.Diagnostics.Append(resp.State.Set(ctx, &plan)...)
		fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
	})
}

func (r *pollCardResource) Read(ctx context.Context, req resource.ReadRequest, resp *resource.ReadResponse) {
	var state pollCardModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	poll, err := r.data.Client.PollCards.Get(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if transport.IsNotFound(err) || (err == nil && poll.Deleted) {
		fw.RemoveGone(ctx, req, resp)
		return
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read poll card", err)
		return
	}
	state.pollCardAttributes = pollCardAttributesFromAPI(poll)
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

// Update only records a media_key that state did not have (after an import; pollMediaKeyReplace lets
// through only a key of the card's kind): every other change replaces the poll card, and the service has
// nothing to update, so no request is sent.
func (r *pollCardResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	resp.State.Raw = req.Plan.Raw
	fw.SetIdentity(ctx, resp.State, resp.Identity, &resp.Diagnostics)
}

func (r *pollCardResource) Delete(ctx context.Context, req resource.DeleteRequest, resp *resource.DeleteResponse) {
	var state pollCardModel
	resp.Diagnostics.Append(req.State.Get(ctx, &state)...)
	if resp.Diagnostics.HasError() {
		return
	}
	_, err := r.data.Client.PollCards.Delete(ctx, state.AccountID.ValueString(), state.ID.ValueString())
	if err != nil && !transport.IsNotFound(err) {
		fw.AddAPIError(&resp.Diagnostics, "Unable to delete poll card", err)
	}
}

func (r *pollCardResource) ImportState(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	pollCardIdentity.Import(ctx, req, resp, r.importID)
}

// importID imports by an import id, ACCOUNT_ID/ID or ID; an identity arrives as the import id it stands for.
func (r *pollCardResource) importID(ctx context.Context, req resource.ImportStateRequest, resp *resource.ImportStateResponse) {
	if err := refuseCardURI(req.ID, pollCardIDNotInURIHint); err != nil {
		resp.Diagnostics.AddError("Invalid import id", err.Error())
		return
	}
	fw.ImportAccountScoped(ctx, r.data, req, resp)
}
