package associations

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

// trackingTagReadModel is the adsapi_tracking_tag data source.
type trackingTagReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	trackingTagDataModel
}

func newTrackingTagDataSource() datasource.DataSource {
	attrs := trackingTagDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Required: true, MarkdownDescription: "Id of the tracking tag to read.", Validators: []validator.String{fw.ID()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	return &fw.ItemDataSource[trackingTagReadModel, adsapi.TrackingTag]{
		TypeName:    "_tracking_tag",
		Description: "Reads a tracking tag of an ads account by id, deleted (detached) or not (see `deleted`).",
		Attributes:  attrs,
		Account:     func(m *trackingTagReadModel) *types.String { return &m.AccountID },
		What:        "tracking tag",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *trackingTagReadModel) (*adsapi.TrackingTag, error) {
			return client.TrackingTags.Get(ctx, accountID, cfg.ID.ValueString())
		},
		State: func(_ context.Context, _ string, cfg *trackingTagReadModel, got *adsapi.TrackingTag, _ *diag.Diagnostics) {
			cfg.trackingTagDataModel = trackingTagDataFromAPI(got)
		},
	}
}
