package posts

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

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

func newScheduledPostDataSource() datasource.DataSource {
	computed := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return &fw.ItemDataSource[scheduledPostDataModel, adsapi.ScheduledPost]{
		TypeName: "_scheduled_post",
		Description: "Reads one scheduled post of an ads account by `id`: what it will publish and when, and " +
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
		Account: func(m *scheduledPostDataModel) *types.String { return &m.AccountID },
		What:    "scheduled post",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *scheduledPostDataModel) (*adsapi.ScheduledPost, error) {
			return client.ScheduledPosts.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: scheduledPostDataState,
	}
}

// scheduledPostDataState is the post as the service answers it, with empty values as null.
func scheduledPostDataState(ctx context.Context, accountID string, cfg *scheduledPostDataModel, p *adsapi.ScheduledPost, diags *diag.Diagnostics) {
	*cfg = scheduledPostDataModel{
		ID:              types.StringValue(p.ID),
		AccountID:       types.StringValue(accountID),
		UserID:          types.StringValue(p.UserID),
		Text:            fw.StringOrNull(p.Text),
		CardURI:         fw.StringOrNull(p.CardURI),
		MediaKeys:       mediaKeysValue(ctx, p.MediaKeys, diags),
		ScheduledAt:     types.StringValue(p.ScheduledAt),
		Nullcast:        types.BoolValue(p.Nullcast),
		Name:            fw.StringOrNull(p.Name),
		ScheduledStatus: types.StringValue(p.ScheduledStatus),
		PostID:          fw.StringOrNull(p.PostID),
		CompletedAt:     fw.StringOrNull(p.CompletedAt),
		CreatedAt:       types.StringValue(p.CreatedAt),
		UpdatedAt:       types.StringValue(p.UpdatedAt),
	}
}
