package cards

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework-validators/datasourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var (
	_ datasource.DataSourceWithConfigure        = (*cardDataSource)(nil)
	_ datasource.DataSourceWithConfigValidators = (*cardDataSource)(nil)
)

type cardDataSource struct {
	data *fw.ProviderData
}

func newCardDataSource() datasource.DataSource { return &cardDataSource{} }

func (d *cardDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_card"
}

func (d *cardDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := cardDataSourceAttributes()
	attrs["id"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: "Id of the card to read (such as `1489088310542660002`, the number in its URI). Exactly one of `id` and `card_uri` is set.",
		Validators:          []validator.String{stringvalidator.LengthAtLeast(1), notCardURI("a card id such as 1489088310542660002, not a card URI: set card_uri instead, or the number after card://")},
	}
	attrs["card_uri"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: "URI (`card://<id>`) of the card to read. Exactly one of `id` and `card_uri` is set.",
		// Checked at plan time: a poll card id or a bare number would otherwise cost a request and come
		// back as "no card".
		Validators: []validator.String{adrules.CardURI()},
	}
	attrs["account_id"] = fw.DataSourceAccountIDAttribute()
	resp.Schema = schema.Schema{
		MarkdownDescription: "Reads one card of an ads account by `id` or by `card_uri`.",
		Attributes:          attrs,
	}
}

func (d *cardDataSource) ConfigValidators(context.Context) []datasource.ConfigValidator {
	return []datasource.ConfigValidator{
		datasourcevalidator.ExactlyOneOf(path.MatchRoot("id"), path.MatchRoot("card_uri")),
	}
}

func (d *cardDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *cardDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg cardModel
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	accountID := d.data.RequireAccount(cfg.AccountID, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	var card *adsapi.Card
	var err error
	if !cfg.ID.IsNull() {
		card, err = d.data.Client.Cards.Get(ctx, accountID, cfg.ID.ValueString())
	} else {
		card, err = d.cardByURI(ctx, accountID, cfg.CardURI.ValueString())
	}
	if err != nil {
		fw.AddAPIError(&resp.Diagnostics, "Unable to read card", err)
		return
	}
	if card.Deleted {
		resp.Diagnostics.AddError("Card is deleted", fmt.Sprintf("Card %s of account %s was deleted.", card.ID, accountID))
		return
	}
	resp.Diagnostics.Append(cfg.fromAPI(ctx, accountID, card)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
}

func (d *cardDataSource) cardByURI(ctx context.Context, accountID, uri string) (*adsapi.Card, error) {
	cards, err := d.data.Client.Cards.List(ctx, accountID, adsapi.CardListOptions{CardURIs: []string{uri}, ListOptions: adsapi.ListOptions{Limit: 1}})
	if err != nil {
		return nil, err
	}
	if len(cards) == 0 {
		return nil, fmt.Errorf("no card with card_uri %q in account %s", uri, accountID)
	}
	return &cards[0], nil
}
