package conversions

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// webEventTagListConfig is the config of a list "adsapi_web_event_tag" block: the filters of the tag
// list but with_deleted, since a deleted tag is nothing the resource can manage (a refresh drops one
// from state).
type webEventTagListConfig struct {
	AccountID types.String `tfsdk:"account_id"`
	IDs       types.List   `tfsdk:"web_event_tag_ids"`
}

func newWebEventTagListResource() list.ListResource {
	return &fw.ListResource[webEventTagListConfig, adsapi.WebEventTag]{
		TypeName: "_web_event_tag",
		Description: "Finds the web event tags of an ads account for `terraform query` (Terraform 1.14 and later), to " +
			"adopt them with `-generate-config-out`.",
		Attributes: map[string]listschema.Attribute{
			"account_id":        fw.ListAccountIDAttribute(),
			"web_event_tag_ids": fw.ListIDListAttribute("Only the tags with these ids (up to 200).", fw.ID()),
		},
		Read: func(ctx context.Context, data *fw.ProviderData, cfg *webEventTagListConfig, limit int, diags *diag.Diagnostics) []adsapi.WebEventTag {
			return listWebEventTags(ctx, data, cfg, adsapi.ListOptions{Limit: limit}, diags)
		},
		Result: webEventTagResult,
	}
}

// listWebEventTags reads the tags cfg filters for, in the provider's default account when cfg names none.
func listWebEventTags(ctx context.Context, data *fw.ProviderData, cfg *webEventTagListConfig, opts adsapi.ListOptions,
	diags *diag.Diagnostics) []adsapi.WebEventTag {
	cfg.AccountID = types.StringValue(data.RequireAccount(cfg.AccountID, diags))
	ids := fw.StringsOf(ctx, cfg.IDs, diags)
	if diags.HasError() {
		return nil
	}
	found, err := data.Client.WebEventTags.List(ctx, cfg.AccountID.ValueString(), adsapi.WebEventTagListOptions{WebEventTagIDs: ids, ListOptions: opts})
	if err != nil {
		fw.AddAPIError(diags, "Unable to list web event tags", err)
	}
	return found
}

// webEventTagResult names a tag by its name and type, which is what the ads UI shows of it.
func webEventTagResult(ctx context.Context, cfg *webEventTagListConfig, t *adsapi.WebEventTag, res *tfsdk.Resource) (string, diag.Diagnostics) {
	m := webEventTagModel{AccountID: cfg.AccountID, webEventTagAttributes: webEventTagFromAPI(t)}
	return t.Name + " (" + t.Type + ")", res.Set(ctx, &m)
}
