package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// ItemDataSource is a single data source ("adsapi_card"): its config names one object of one kind and it
// answers that object. It is the counterpart of ListDataSource: a kind declares its schema, its read and the
// conversion of the object, and every single data source reads its config, resolves its ads account, reports
// a failed read and writes its state the same way.
//
// C is the data source's model, a tfsdk-tagged struct with a field for every attribute; T is the object the
// client reads.
type ItemDataSource[C, T any] struct {
	data *ProviderData
	// TypeName is the data source's type without the provider's name, e.g. "_card".
	TypeName    string
	Description string
	Attributes  map[string]schema.Attribute
	// Validators are the config's validators, such as the one that asks for exactly one of two ways of naming
	// the object.
	Validators []datasource.ConfigValidator
	// Account, for an object of an ads account, is where the model holds account_id. Read resolves it before
	// Get (the provider's default when the config leaves it out) and stores there the account read. Without
	// Account, Get and State are given "" for the account.
	Account func(cfg *C) *types.String
	// What names the object in the summary of a failed read: "Unable to read " + What.
	What string
	// Get reads the object cfg names.
	Get func(ctx context.Context, client *adsapi.Client, accountID string, cfg *C) (*T, error)
	// Refuse, when set, judges the object read before it becomes state: an error it adds in diags (a deleted
	// campaign) fails the read.
	Refuse func(accountID string, object *T, diags *diag.Diagnostics)
	// State writes the object into cfg, which Read then stores as the state.
	State func(ctx context.Context, accountID string, cfg *C, object *T, diags *diag.Diagnostics)
}

var (
	_ datasource.DataSourceWithConfigure        = (*ItemDataSource[struct{}, struct{}])(nil)
	_ datasource.DataSourceWithConfigValidators = (*ItemDataSource[struct{}, struct{}])(nil)
)

func (d *ItemDataSource[C, T]) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + d.TypeName
}

func (d *ItemDataSource[C, T]) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{MarkdownDescription: d.Description, Attributes: d.Attributes}
}

func (d *ItemDataSource[C, T]) ConfigValidators(context.Context) []datasource.ConfigValidator {
	return d.Validators
}

func (d *ItemDataSource[C, T]) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// Read resolves the account, reads the object, lets Refuse judge it and stores the config as State left it.
func (d *ItemDataSource[C, T]) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg C
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	var accountID string
	if d.Account != nil {
		account := d.Account(&cfg)
		accountID = d.data.RequireAccount(*account, &resp.Diagnostics)
		*account = types.StringValue(accountID)
	}
	if resp.Diagnostics.HasError() {
		return
	}
	object, err := d.Get(ctx, d.data.Client, accountID, &cfg)
	if err != nil {
		AddAPIError(&resp.Diagnostics, "Unable to read "+d.What, err)
		return
	}
	if d.Refuse != nil {
		if d.Refuse(accountID, object, &resp.Diagnostics); resp.Diagnostics.HasError() {
			return
		}
	}
	d.State(ctx, accountID, &cfg, object, &resp.Diagnostics)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
