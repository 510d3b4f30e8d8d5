package promotion

import (
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// promotedPostModel is the state of adsapi_promoted_post.
type promotedPostModel struct {
	ID             types.String `tfsdk:"id"`
	AccountID      types.String `tfsdk:"account_id"`
	LineItemID     types.String `tfsdk:"line_item_id"`
	PostID         types.String `tfsdk:"post_id"`
	EntityStatus   types.String `tfsdk:"entity_status"`
	ApprovalStatus types.String `tfsdk:"approval_status"`
	CreatedAt      types.String `tfsdk:"created_at"`
	UpdatedAt      types.String `tfsdk:"updated_at"`
}

// setFromService records what the service answered for the promoted post. post_id keeps the id that
// was sent: when the account promotes a post of a REPOSTS_ONLY promotable user, the service promotes a
// repost of its own making and answers the repost's id, and that id stands for the one configured. Only
// a state that has no post_id yet (an import) takes the answered one.
func (m *promotedPostModel) setFromService(p *adsapi.PromotedPost) {
	m.ID = types.StringValue(p.ID)
	m.LineItemID = types.StringValue(p.LineItemID)
	if m.PostID.IsNull() || m.PostID.IsUnknown() || m.PostID.ValueString() == "" {
		m.PostID = types.StringValue(p.PostID)
	}
	m.EntityStatus = fw.StringOrNull(p.EntityStatus)
	m.ApprovalStatus = fw.StringOrNull(p.ApprovalStatus)
	m.CreatedAt = fw.StringOrNull(p.CreatedAt)
	m.UpdatedAt = fw.StringOrNull(p.UpdatedAt)
}
