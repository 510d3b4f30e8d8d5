package promotion

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// audienceEstimateModel is the config and state of adsapi_audience_estimate.
type audienceEstimateModel struct {
	AccountID    types.String `tfsdk:"account_id"`
	Criteria     types.List   `tfsdk:"criteria"`
	AudienceSize types.Object `tfsdk:"audience_size"`
}

// audienceSizeAttribute is the answer, an object as the service writes it: in a condition,
// `audience_size.min` reads as the service's own field, and the range stays one value.
var audienceSizeAttribute = schema.SingleNestedAttribute{
	Computed: true,
	MarkdownDescription: "The range of users the criteria reach, as the service estimates it: `min` and `max`. The service " +
		"does not say how wide the range is, nor how it rounds.",
	Attributes: map[string]schema.Attribute{
		"min": schema.Int64Attribute{Computed: true, MarkdownDescription: "The fewest users the criteria reach."},
		"max": schema.Int64Attribute{Computed: true, MarkdownDescription: "The most users the criteria reach."},
	},
}

var audienceSizeType = audienceSizeAttribute.GetType().(types.ObjectType)

func newAudienceEstimateDataSource() datasource.DataSource {
	return &fw.ItemDataSource[audienceEstimateModel, adsapi.AudienceSize]{
		TypeName: "_audience_estimate",
		Description: "Estimates how many users a set of targeting criteria reaches, before a line item targets them: " +
			"a `check` block, or a `postcondition` of this data source, can refuse targeting that is too narrow before " +
			"money is spent. `criteria` takes exactly what `adsapi_line_item_targeting` takes (the same list feeds both), " +
			"checked at plan by the same rules. The estimate stores nothing and changes nothing. It is read at plan when " +
			"its criteria are known then: write them in a `local` or from the targeting data sources, not from an " +
			"attribute known only after apply, or the estimate waits for the apply.",
		Attributes: map[string]schema.Attribute{
			"account_id":    fw.DataSourceAccountIDAttribute(),
			"criteria":      estimateCriteriaAttribute(),
			"audience_size": audienceSizeAttribute,
		},
		Account: func(m *audienceEstimateModel) *types.String { return &m.AccountID },
		What:    "audience estimate",
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, cfg *audienceEstimateModel) (*adsapi.AudienceSize, error) {
			var criteria []criterionModel
			if d := cfg.Criteria.ElementsAs(ctx, &criteria, false); d.HasError() {
				return nil, fmt.Errorf("reading criteria: %v", d)
			}
			sent := make([]adsapi.EstimateCriterion, len(criteria))
			for i, c := range criteria {
				sent[i] = adsapi.EstimateCriterion{TargetingType: c.TargetingType.ValueString(),
					TargetingValue: c.TargetingValue.ValueString(), OperatorType: c.OperatorType.ValueString()}
			}
			return client.AudienceEstimate.Estimate(ctx, accountID, sent)
		},
		State: func(ctx context.Context, _ string, cfg *audienceEstimateModel, size *adsapi.AudienceSize, diags *diag.Diagnostics) {
			cfg.Criteria = plannedCriteria(ctx, cfg.Criteria, diags)
			obj, d := types.ObjectValue(audienceSizeType.AttrTypes, map[string]attr.Value{
				"min": types.Int64Value(size.Min), "max": types.Int64Value(size.Max)})
			diags.Append(d...)
			cfg.AudienceSize = obj
		},
	}
}
