package cards

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*pollCardsDataSource)(nil)

type pollCardsDataSource struct {
	data *fw.ProviderData
}

type pollCardsModel struct {
	pollCardListConfig
	WithDeleted  types.Bool   `tfsdk:"with_deleted"`
	CreatedAfter types.String `tfsdk:"created_after"`
	PollCards    types.List   `tfsdk:"poll_cards"`
}

// pollCardObject is one element of poll_cards.
func pollCardObject() schema.NestedAttributeObject {
	return schema.NestedAttributeObject{Attributes: pollCardDataSourceAttributes()}
}

// pollCardObjectType is the type of one element of poll_cards. It is derived from the schema, once, so that
// an attribute added to the schema cannot be missing from the values Read builds.
var pollCardObjectType = sync.OnceValue(func() attr.Type { return pollCardObject().Type() })

func newPollCardsDataSource() datasource.DataSource { return &pollCardsDataSource{} }

func (d *pollCardsDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_poll_cards"
}

func (d *pollCardsDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = schema.Schema{
		MarkdownDescription: "Lists the poll cards of an ads account, following every page. Filters are combined.",
		Attributes: map[string]schema.Attribute{
			"account_id": fw.DataSourceAccountIDAttribute(),
			"card_ids":   fw.IDListAttribute("Only the poll cards with these ids (up to 200)."),
			"q": schema.StringAttribute{
				Optional: true, MarkdownDescription: "Only poll cards whose name starts with this (case-insensitive).",
				Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			},
			"sort_by":       fw.SortByAttribute(),
			"with_deleted":  schema.BoolAttribute{Optional: true, MarkdownDescription: "Include deleted poll cards."},
			"created_after": fw.CreatedAfterAttribute("poll cards"),
			"poll_cards": schema.ListNestedAttribute{
				Computed: true, MarkdownDescription: "The poll cards found, in the service's order.",
				NestedObject: pollCardObject(),
			},
		},
	}
}

func (d *pollCardsDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *pollCardsDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg pollCardsModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	opts := cfg.options(ctx, d.data, &resp.Diagnostics)
	opts.WithDeleted = cfg.WithDeleted.ValueBool()
	if resp.Diagnostics.HasError() {
		return
	}
	polls, err := d.data.Client.PollCards.List(ctx, cfg.AccountID.ValueString(), opts)
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to list poll cards", err)
		return
	}
	polls = fw.KeepCreatedAfter(cfg.CreatedAfter, polls, func(p *adsapi.PollCard) string { return "poll card " + p.ID },
		func(p *adsapi.PollCard) string { return p.CreatedAt }, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	attrs := make([]pollCardAttributes, 0, len(polls))
	for i := range polls {
		attrs = append(attrs, pollCardAttributesFromAPI(&polls[i]))
	}
	list, diags := types.ListValueFrom(ctx, pollCardObjectType(), attrs)
	resp.Diagnostics.Append(diags...)
	cfg.PollCards = list
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}
