package users

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// defaultTimelineLimit is how many posts a timeline reads when limit is left out: timelines reach
// thousands of posts, and a data source read at every plan should not page through them all.
const defaultTimelineLimit = 100

// timelineKind is what distinguishes the three timeline data sources.
type timelineKind struct {
	typeSuffix  string
	description string
	what        string
	// selfOnly timelines default user_id to the authenticated user, the only one the service answers for.
	selfOnly bool
	schemes  []transport.AuthScheme
	list     func(ctx context.Context, c *adsapi.Client, userID string, opts adsapi.TimelineOptions) (*adsapi.PostList, error)
}

var (
	_ datasource.DataSourceWithConfigure        = (*timelineDataSource)(nil)
	_ datasource.DataSourceWithConfigValidators = (*timelineDataSource)(nil)
)

type timelineDataSource struct {
	kind timelineKind
	data *fw.ProviderData
}

type timelineModel struct {
	UserID     types.String `tfsdk:"user_id"`
	Limit      types.Int64  `tfsdk:"limit"`
	StartTime  types.String `tfsdk:"start_time"`
	EndTime    types.String `tfsdk:"end_time"`
	PostFields types.List   `tfsdk:"post_fields"`
	Posts      types.List   `tfsdk:"posts"`
	More       types.Bool   `tfsdk:"more"`
}

func (d *timelineDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + d.kind.typeSuffix
}

func (d *timelineDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	userIDAttr := schema.StringAttribute{
		Required: true, Validators: []validator.String{fw.NumericID("user")},
		MarkdownDescription: "The user whose timeline to read, 1 to 19 digits.",
	}
	if d.kind.selfOnly {
		userIDAttr.Required, userIDAttr.Optional, userIDAttr.Computed = false, true, true
		userIDAttr.MarkdownDescription = "The user whose timeline to read. " + descAuthenticatedUser
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: d.kind.description,
		Attributes: map[string]schema.Attribute{
			"user_id": userIDAttr,
			"limit": schema.Int64Attribute{
				Optional: true, Validators: []validator.Int64{int64validator.AtLeast(1)},
				MarkdownDescription: descLimit + " Pages hold up to 100 posts. Defaults to 100.",
			},
			"start_time": schema.StringAttribute{
				Optional: true, Validators: []validator.String{timestamp()},
				MarkdownDescription: "Oldest creation time of the posts, RFC 3339 (for example `2021-01-01T00:00:00Z`).",
			},
			"end_time": schema.StringAttribute{
				Optional: true, Validators: []validator.String{timestamp()},
				MarkdownDescription: "Newest creation time of the posts, RFC 3339; must be after `start_time`.",
			},
			"post_fields": schema.ListAttribute{
				Optional: true, ElementType: types.StringType, Validators: fieldList(v2PostFields),
				MarkdownDescription: descPostFields + code(v2PostFields) + ".",
			},
			"posts": schema.ListNestedAttribute{
				Computed: true, NestedObject: postObject(), MarkdownDescription: "The posts, newest first.",
			},
			"more": schema.BoolAttribute{
				Computed: true, MarkdownDescription: "Whether the service has more posts than `limit`.",
			},
		},
	}
}

func (d *timelineDataSource) ConfigValidators(context.Context) []datasource.ConfigValidator {
	return []datasource.ConfigValidator{timeRangeValidator{}}
}

func (d *timelineDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *timelineDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg timelineModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	if fw.AddMissingCredentials(&resp.Diagnostics, d.data.Client.CheckCredentials(d.kind.schemes...)) {
		return
	}
	userID := resolveUserID(ctx, d.data, cfg.UserID, &resp.Diagnostics)
	start, _ := parseTimestamp(cfg.StartTime.ValueString())
	end, _ := parseTimestamp(cfg.EndTime.ValueString())
	limit := defaultTimelineLimit
	if !cfg.Limit.IsNull() {
		limit = int(cfg.Limit.ValueInt64())
	}
	opts := adsapi.TimelineOptions{
		FieldOptions: adsapi.FieldOptions{PostFields: fw.StringsOf(ctx, cfg.PostFields, &resp.Diagnostics)},
		StartTime:    start, EndTime: end, Limit: limit,
	}
	if resp.Diagnostics.HasError() {
		return
	}
	got, err := d.kind.list(ctx, d.data.Client, userID, opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read "+d.kind.what, err)
		return
	}
	if len(got.Posts) == 0 {
		// A user the service does not know comes back as an errors entry beside no data.
		for _, e := range got.Errors {
			if e.ResourceType == "user" {
				resp.Diagnostics.AddAttributeError(path.Root("user_id"), "Unable to read "+d.kind.what,
					"The service could not return user "+userID+": "+e.Message)
				return
			}
		}
	}
	cfg.UserID = types.StringValue(userID)
	cfg.Posts = listValue(ctx, postObjectType(), got.Posts, postFromAPI, &resp.Diagnostics)
	cfg.More = types.BoolValue(got.More)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}

// timeRangeValidator refuses an end_time that is not after start_time, once both are known.
type timeRangeValidator struct{}

func (timeRangeValidator) Description(context.Context) string {
	return "end_time must be after start_time"
}

func (v timeRangeValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (timeRangeValidator) ValidateDataSource(ctx context.Context, req datasource.ValidateConfigRequest, resp *datasource.ValidateConfigResponse) {
	var start, end types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("start_time"), &start)...)
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("end_time"), &end)...)
	if start.IsNull() || start.IsUnknown() || end.IsNull() || end.IsUnknown() {
		return
	}
	s, err1 := parseTimestamp(start.ValueString())
	e, err2 := parseTimestamp(end.ValueString())
	if err1 != nil || err2 != nil {
		return // the attribute validators report the form
	}
	if !e.After(s) {
		fw.AddAttrError(&resp.Diagnostics, path.Root("end_time"), "Invalid time range",
			"end_time ("+end.ValueString()+") must be after start_time ("+start.ValueString()+").")
	}
}
