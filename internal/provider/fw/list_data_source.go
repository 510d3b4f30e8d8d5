package fw

import (
	"context"
	"fmt"
	"maps"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// ListDataSource is a plural data source ("adsapi_cards"): its config selects objects of one kind and it
// answers all of them, in the service's order, as one computed list attribute. It is the data source
// counterpart of ListResource: a kind declares its schema, its list and the conversion of one object, and
// every plural data source reads its config, filters by created_after and writes its state the same way.
//
// C is the data source's model, a tfsdk-tagged struct with a field for every attribute, the result list
// and created_after included; T is the object the client lists; E is one element of the result list (a
// tfsdk-tagged struct for a list of objects, a string for a list of ids).
type ListDataSource[C, T, E any] struct {
	data *ProviderData
	// TypeName is the data source's type without the provider's name, e.g. "_cards".
	TypeName    string
	Description string
	// Attributes are the data source's attributes but created_after, which CreatedAfter adds. Items names
	// the one among them that holds the results: a computed list, of nested objects or of values.
	Attributes map[string]schema.Attribute
	Items      string
	// List lists every object cfg selects. It reports a failure in diags, and may write into cfg: the ads
	// account a config leaves to the provider's default, and the attributes the list answers beside its
	// objects (a next page's token, a total).
	List func(ctx context.Context, data *ProviderData, cfg *C, diags *diag.Diagnostics) []T
	// CreatedAfter, for a kind whose objects carry created_at, gives the data source its created_after filter.
	CreatedAfter *CreatedAfterFilter[T]
	// Item converts one listed object into an element of the result list.
	Item func(ctx context.Context, cfg *C, object *T, diags *diag.Diagnostics) E
}

// CreatedAfterFilter is the created_after filter of a ListDataSource: the attribute (CreatedAfterAttribute,
// whose description a kind may extend) and how to read an object's creation time and name it.
type CreatedAfterFilter[T any] struct {
	Attribute schema.StringAttribute
	// Name names an object ("card 123") in the error about a created_at that is not a timestamp.
	Name      func(*T) string
	CreatedAt func(*T) string
}

var _ datasource.DataSourceWithConfigure = (*ListDataSource[struct{}, struct{}, struct{}])(nil)

func (d *ListDataSource[C, T, E]) Metadata(_ context.Context, req datasource.MetadataRequest, resp *datasource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + d.TypeName
}

func (d *ListDataSource[C, T, E]) Schema(_ context.Context, _ datasource.SchemaRequest, resp *datasource.SchemaResponse) {
	attrs := d.Attributes
	if d.CreatedAfter != nil {
		attrs = maps.Clone(d.Attributes)
		attrs["created_after"] = d.CreatedAfter.Attribute
	}
	resp.Schema = schema.Schema{MarkdownDescription: d.Description, Attributes: attrs}
}

func (d *ListDataSource[C, T, E]) Configure(_ context.Context, req datasource.ConfigureRequest, resp *datasource.ConfigureResponse) {
	d.data = ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// Read lists, keeps what created_after selects, and stores the config (as List left it) with the results.
func (d *ListDataSource[C, T, E]) Read(ctx context.Context, req datasource.ReadRequest, resp *datasource.ReadResponse) {
	var cfg C
	resp.Diagnostics.Append(req.Config.Get(ctx, &cfg)...)
	if resp.Diagnostics.HasError() {
		return
	}
	objects := d.List(ctx, d.data, &cfg, &resp.Diagnostics)
	if resp.Diagnostics.HasError() {
		return
	}
	if f := d.CreatedAfter; f != nil {
		var after types.String
		resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("created_after"), &after)...)
		objects = KeepCreatedAfter(after, objects, f.Name, f.CreatedAt, &resp.Diagnostics)
		if resp.Diagnostics.HasError() {
			return
		}
	}
	elems := make([]E, 0, len(objects))
	for i := range objects {
		elems = append(elems, d.Item(ctx, &cfg, &objects[i], &resp.Diagnostics))
	}
	if resp.Diagnostics.HasError() {
		return
	}
	elemType, ok := d.itemType()
	if !ok {
		resp.Diagnostics.AddError("Unexpected data source schema", fmt.Sprintf("The data source has no list "+
			"attribute %q to hold its results. This is a bug in the provider: please report it.", d.Items))
		return
	}
	items, diags := types.ListValueFrom(ctx, elemType, elems)
	resp.Diagnostics.Append(diags...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &cfg)...)
	resp.Diagnostics.Append(resp.State.SetAttribute(ctx, path.Root(d.Items), items)...)
}

// itemType is the element type of the Items attribute. It is taken from the schema so that the values Read
// builds always match it.
func (d *ListDataSource[C, T, E]) itemType() (attr.Type, bool) {
	a, ok := d.Attributes[d.Items]
	if !ok {
		return nil, false
	}
	list, ok := a.GetType().(attr.TypeWithElementType)
	if !ok {
		return nil, false
	}
	return list.ElementType(), true
}
