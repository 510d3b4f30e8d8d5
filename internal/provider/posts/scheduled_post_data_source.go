package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*scheduledPostDataSource)(nil)

type scheduledPostDataSource struct {
	data *fw.ProviderData
}

// scheduledPostDataModel is the state of the adsapi_scheduled_post data source: the post as the service
// answers it, with empty values (null, "" or []) as null.
type scheduledPostDataModel struct {
	ID              types.String `tfsdk:"id"`
	AccountID       types.String `tfsdk:"account_id"`
	UserID          types.String `tfsdk:"user_id"`
	Text            types.String `tfsdk:"text"`
	CardURI         types.String `tfsdk:"card_uri"`
	MediaKeys       types.List   `tfsdk:"media_keys"`
	ScheduledAt     types.String `tfsdk:"scheduled_at"`
	Nullcast        types.Bool   `tfsdk:"nullcast"`
	Name            types.String `tfsdk:"name"`
	ScheduledStatus types.String `tfsdk:"scheduled_status"`
	PostID          types.String `tfsdk:"post_id"`
	CompletedAt     types.String `tfsdk:"completed_at"`
	CreatedAt       types.String `tfsdk:"created_at"`
	UpdatedAt       types.String `tfsdk:"updated_at"`
}

func newScheduledPostDataSource() datasource.DataSource { return &scheduledPostDataSource{} }

func (d *scheduledPostDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_scheduled_post"
}

func (d *scheduledPostDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one scheduled post of an ads account by `id`: what it will publish and when, and " +
			"once its time has come, whether the service published it (`post_id`, `completed_at`). A deleted scheduled " +
			"post is gone for good, so reading one fails.",
		Attributes: map[string]schema.Attribute{
			"id": schema.StringAttribute{
				Required: true, MarkdownDescription: "Id of the scheduled post to read.",
				Validators: []validator.String{fw.ID()},
			},
			"account_id": fw.DataSourceAccountIDAttribute(),
			"user_id":    computed(descUserID),
			"text":       computed("Text of the post; null when it has none (a post of media alone)."),
			"card_uri":   computed("URI of the attached card; null when none is attached."),
			"media_keys": schema.ListAttribute{
				Computed: true, ElementType: types.StringType,
				MarkdownDescription: "Media keys of the post; null when it has none.",
			},
			"scheduled_at":     computed("When the service publishes the post, RFC 3339 in UTC, to the minute."),
			"nullcast":         schema.BoolAttribute{Computed: true, MarkdownDescription: "Whether the post is nullcast (promoted-only)."},
			"name":             computed("Name of the scheduled post; null when it has none."),
			"scheduled_status": computed(descScheduledStatus),
			"post_id":          computed(descPostID),
			"completed_at":     computed(descCompletedAt),
			"created_at":       computed(fw.DescCreatedAt),
			"updated_at":       computed(fw.DescUpdatedAt),
		},
	}
}

func (d *scheduledPostDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *scheduledPostDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg scheduledPostDataModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	p, err := d.data.Client.ScheduledPosts.Get(ctx, accountID, cfg.ID.ValueString())
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read scheduled post", err)
		return
	}
	state := scheduledPostDataModel{
		ID:              types.StringValue(p.ID),
		AccountID:       types.StringValue(accountID),
		UserID:          types.StringValue(p.UserID),
		Text:            fw.StringOrNull(p.Text),
		CardURI:         fw.StringOrNull(p.CardURI),
		MediaKeys:       mediaKeysValue(ctx, p.MediaKeys, &resp.Diagnostics),
		ScheduledAt:     types.StringValue(p.ScheduledAt),
		Nullcast:        types.BoolValue(p.Nullcast),
		Name:            fw.StringOrNull(p.Name),
		ScheduledStatus: types.StringValue(p.ScheduledStatus),
		PostID:          fw.StringOrNull(p.PostID),
		CompletedAt:     fw.StringOrNull(p.CompletedAt),
		CreatedAt:       types.StringValue(p.CreatedAt),
		UpdatedAt:       types.StringValue(p.UpdatedAt),
	}
	resp.Diagnostics.Append(resp.State.Set(ctx, &state)...)
}
