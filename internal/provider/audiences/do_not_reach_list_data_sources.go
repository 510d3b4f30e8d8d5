package audiences

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// doNotReachListReadModel is the adsapi_do_not_reach_list data source: the account's live list.
type doNotReachListReadModel struct {
	AccountID types.String `tfsdk:"account_id"`
	doNotReachListAttributes
}

func newDoNotReachListDataSource() datasource.DataSource {
	text := func(desc string) schema.StringAttribute {
		return schema.StringAttribute{Computed: true, MarkdownDescription: desc}
	}
	return &fw.ItemDataSource[doNotReachListReadModel, adsapi.DoNotReachList]{
		TypeName: "_do_not_reach_list",
		Description: "Reads the live do-not-reach list of an ads account, the account's one list (the service has no " +
			"read by id). An account without one fails the read; a deleted list is not read.",
		Attributes: map[string]schema.Attribute{
			"account_id":             fw.DataSourceAccountIDAttribute(),
			"id":                     text(descDoNotReachListID),
			"name":                   text(descDoNotReachListName),
			"description":            text("Free text; null when none."),
			"targetable":             schema.BoolAttribute{Computed: true, MarkdownDescription: descDoNotReachListTargetable},
			"reasons_not_targetable": schema.ListAttribute{Computed: true, ElementType: types.StringType, MarkdownDescription: descReasons},
			"list_size":              schema.Int64Attribute{Computed: true, MarkdownDescription: descListSize},
			"created_at":             text(fw.DescCreatedAt),
			"updated_at":             text(fw.DescUpdatedAt),
		},
		Account: func(m *doNotReachListReadModel) *types.String { return &m.AccountID },
		What:    doNotReachListKind,
		Get: func(ctx context.Context, client *adsapi.Client, accountID string, _ *doNotReachListReadModel) (*adsapi.DoNotReachList, error) {
			live, err := client.DoNotReachLists.Live(ctx, accountID)
			switch {
			case err != nil:
				return nil, err
			case len(live) == 0:
				return nil, fmt.Errorf("ads account %s has no live do-not-reach list; the resource adsapi_do_not_reach_list creates one", accountID)
			}
			return &live[0], nil
		},
		State: func(_ context.Context, _ string, cfg *doNotReachListReadModel, l *adsapi.DoNotReachList, _ *diag.Diagnostics) {
			cfg.doNotReachListAttributes = doNotReachListFromAPI(l)
		},
	}
}
