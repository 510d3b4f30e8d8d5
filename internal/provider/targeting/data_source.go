package targeting

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

var _ datasource.DataSourceWithConfigure = (*criteriaDataSource)(nil)

// defaultLimit is how many items a read keeps when limit is unset: one page at the largest count of
// most catalogues.
const defaultLimit = 1000

// maxQChars is the longest q the service takes; a longer name is matched without q.
const maxQChars = 80

// criteriaDataSource is adsapi_targeting_<kind>: the same code for every kind, driven by its row.
type criteriaDataSource struct {
	kind *kind
	data *fw.ProviderData
}

func newDataSource(k *kind) func() datasource.DataSource {
	return func() datasource.DataSource { return &criteriaDataSource{kind: k} }
}

func (d *criteriaDataSource) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_targeting_" + d.kind.name
}

func (d *criteriaDataSource) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	resp.Schema = d.kind.schema()
}

func (d *criteriaDataSource) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = fw.ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

func (d *criteriaDataSource) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	diags := &resp.Diagnostics
	var q adsapi.TargetingQuery
	for _, a := range d.kind.args {
		a.apply(ctx, req.Config, &q, diags)
	}
	var limit types.Int64
	var name types.String
	diags.Append(req.Config.GetAttribute(ctx, path.Root("limit"), &limit)...)
	diags.Append(req.Config.GetAttribute(ctx, path.Root("name"), &name)...)
	if diags.HasError() {
		return
	}
	q.Limit = defaultLimit
	if !limit.IsNull() {
		q.Limit = int(limit.ValueInt64())
	}
	if want := name.ValueString(); want != "" && q.Q == "" && d.kind.takes("q") && len([]rune(want)) <= maxQChars {
		q.Q = want
	}

	list, err := d.kind.fetch(d.data.Client.Targeting, ctx, q)
	if err != nil {
		d.addReadError(diags, err)
		return
	}
	items := list.Items
	if want := name.ValueString(); want != "" {
		items = withName(items, want)
		if len(items) == 0 {
			diags.AddAttributeError(path.Root("name"), fmt.Sprintf("No targeting %s named %q", d.kind.name, want),
				noMatchDetail(d.kind.name, want, len(list.Items), list.Truncated, q.Limit, nearNames(list.Items, want)))
			return
		}
	}

	criteria, values := d.kind.values(items, diags)
	if diags.HasError() {
		return
	}
	diags.Append(resp.State.SetAttribute(ctx, path.Root("limit"), int64(q.Limit))...)
	diags.Append(resp.State.SetAttribute(ctx, path.Root("truncated"), list.Truncated)...)
	diags.Append(resp.State.SetAttribute(ctx, path.Root("criteria"), criteria)...)
	diags.Append(resp.State.SetAttribute(ctx, path.Root("targeting_values"), values)...)
}

// addReadError reports a failed read; a refused locale points at the TV markets, where valid ones are.
func (d *criteriaDataSource) addReadError(diags *diag.Diagnostics, err error) {
	summary := "Unable to read targeting " + d.kind.name
	var apiErr *transport.Error
	if errors.As(err, &apiErr) && apiErr.Parameter == "locale" {
		diags.AddAttributeError(path.Root("locale"), summary, fw.APIErrorDetail(err)+
			"\n\nlocale must be one of the locale values of data source adsapi_targeting_tv_markets.")
		return
	}
	fw.AddAPIError(diags, summary, err)
}

// withName keeps the items whose whole name equals want, ignoring case.
func withName(items []adsapi.TargetingCriterion, want string) []adsapi.TargetingCriterion {
	var out []adsapi.TargetingCriterion
	for _, it := range items {
		if strings.EqualFold(it.Name, want) {
			out = append(out, it)
		}
	}
	return out
}

// noMatchDetail explains a lookup by name that found nothing; near are the names of what it read that come
// closest (nearNames), offered as they are written, since name must match one whole.
func noMatchDetail(kindName, want string, read int, truncated bool, limit int, near []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "None of the %d %s read has the name %q (whole name, case-insensitive), "+
		"so this data source fails rather than yield an empty targeting list.", read, kindName, want)
	if truncated {
		fmt.Fprintf(&b, " The read stopped at limit = %d while the service had more: narrow the query (q, filters) or raise limit.", limit)
	}
	if len(near) == 0 {
		b.WriteString(" Check the spelling; without name, criteria lists the names the service has.")
		return b.String()
	}
	b.WriteString("\n\nDid you mean")
	if len(near) > 1 {
		b.WriteString(" one of these (closest first)")
	}
	b.WriteString("?")
	for _, n := range near {
		fmt.Fprintf(&b, "\n  name = %q", n)
	}
	return b.String()
}

// takes reports whether the kind has the argument.
func (k *kind) takes(arg string) bool {
	for _, a := range k.args {
		if a.name == arg {
			return true
		}
	}
	return false
}

const nameDesc = "Keep only the items whose whole name equals this (case-insensitive). " +
	"The data source fails when none does, so a typo never yields an empty targeting list; the error offers the " +
	"closest names among the items it read (\"Los Angeles, US\" for \"Los Angeles\"), as they are written."

// schema is the data source's schema: the kind's arguments, limit and name, and the results.
func (k *kind) schema() schema.Schema {
	attrs := map[string]schema.Attribute{
		"limit": schema.Int64Attribute{
			Optional: true, Computed: true,
			MarkdownDescription: fmt.Sprintf("At most this many items (default %d). The read stops as soon as it has them, "+
				"so a small limit spends fewer requests; `truncated` tells whether the service had more.", defaultLimit),
			Validators: []validator.Int64{int64validator.AtLeast(1)},
		},
		"name": schema.StringAttribute{
			Optional:            true,
			MarkdownDescription: nameDesc,
			Validators:          []validator.String{stringvalidator.LengthAtLeast(1)},
		},
		"truncated": schema.BoolAttribute{Computed: true,
			MarkdownDescription: "Whether the service had more items than `limit` (before `name` is applied)."},
		"targeting_values": schema.ListAttribute{Computed: true, ElementType: types.StringType,
			MarkdownDescription: "The items' targeting values, in the order of `criteria`, ready for a line item's targeting."},
		"criteria": schema.ListNestedAttribute{Computed: true,
			MarkdownDescription: k.criteriaDescription(),
			NestedObject:        schema.NestedAttributeObject{Attributes: k.itemAttributes()}},
	}
	for _, a := range k.args {
		attrs[a.name] = a.attr
	}
	if k.takes("q") {
		attrs["name"] = schema.StringAttribute{Optional: true, Validators: []validator.String{stringvalidator.LengthAtLeast(1)},
			MarkdownDescription: nameDesc + " When `q` is unset, the name is also sent as `q`, so that only items that can match are read."}
	}
	desc := k.summary + " Reads `GET /12/targeting_criteria/" + k.name + "`"
	if k.paged {
		desc += " page by page at the largest page size, stopping at `limit`"
	}
	desc += ". Identical data sources in one run share one read."
	return schema.Schema{MarkdownDescription: desc, Attributes: attrs}
}

// criteriaDescription describes the items; those of a kind whose items name their targeting type are
// line item criteria as they are.
func (k *kind) criteriaDescription() string {
	desc := "The items found, in the service's order."
	if _, ok := k.itemAttributes()["targeting_type"]; ok {
		desc += " Each carries `targeting_type` and `targeting_value`, so the list is a valid `criteria` of " +
			"`adsapi_line_item_targeting` as it is (the other attributes are left out there)."
	}
	return desc
}

func (k *kind) itemAttributes() map[string]schema.Attribute {
	out := make(map[string]schema.Attribute, len(k.fields))
	for _, f := range k.fields {
		out[f.name] = f.attr
	}
	return out
}

// values converts items to the criteria list, typed from the schema, and the targeting values.
func (k *kind) values(items []adsapi.TargetingCriterion, diags *diag.Diagnostics) (types.List, types.List) {
	objType := schema.NestedAttributeObject{Attributes: k.itemAttributes()}.Type().(types.ObjectType)
	value := k.value
	if value == nil {
		value = targetingValue
	}
	objects := make([]attr.Value, 0, len(items))
	values := make([]attr.Value, 0, len(items))
	for i := range items {
		fields := make(map[string]attr.Value, len(k.fields))
		for _, f := range k.fields {
			fields[f.name] = f.value(&items[i])
		}
		obj, d := types.ObjectValue(objType.AttrTypes, fields)
		diags.Append(d...)
		objects = append(objects, obj)
		values = append(values, types.StringValue(value(&items[i])))
	}
	criteria, d := types.ListValue(objType, objects)
	diags.Append(d...)
	return criteria, types.ListValueMust(types.StringType, values)
}
