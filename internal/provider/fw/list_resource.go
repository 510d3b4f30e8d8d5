package fw

import (
	"context"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
)

// ListResource is the list resource (Terraform 1.14 and later) of a managed resource type: a `list` block
// of a query file finds the objects its config selects, and `terraform query -generate-config-out` writes a
// resource and an import block for each. C is the model of the list block's config, T the object the client
// lists.
//
// Each result is built from the list answer itself: the objects a list answers are the objects a read
// answers, so no object is read a second time: 1,000 cards cost five requests, pages of the largest size.
type ListResource[C, T any] struct {
	data *ProviderData
	// TypeName is the managed resource's type without the provider's name, e.g. "_card".
	TypeName    string
	Description string
	Attributes  map[string]listschema.Attribute
	// Read lists the objects cfg selects, at most limit of them; it may resolve cfg (the ads account a
	// list block leaves to the provider's default).
	Read func(ctx context.Context, data *ProviderData, cfg *C, limit int, diags *diag.Diagnostics) []T
	// Result writes one object into res, a resource of the type, and names it for the CLI's output.
	Result func(ctx context.Context, cfg *C, object *T, res *tfsdk.Resource) (displayName string, diags diag.Diagnostics)
}

var _ list.ListResourceWithConfigure = (*ListResource[struct{}, struct{}])(nil)

func (l *ListResource[C, T]) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + l.TypeName
}

func (l *ListResource[C, T]) ListResourceConfigSchema(_ context.Context, _ list.ListResourceSchemaRequest, resp *list.ListResourceSchemaResponse) {
	resp.Schema = listschema.Schema{MarkdownDescription: l.Description + " " + listLimitNote, Attributes: l.Attributes}
}

// listLimitNote ends every list resource's description: how many results a list block gets, and what they cost.
const listLimitNote = "Terraform reads 100 results per `list` block unless its `limit` says more. The provider reads " +
	"the service's list at its largest page size and stops at `limit`; each result is built from the list " +
	"answer, with no read per object."

func (l *ListResource[C, T]) Configure(_ context.Context, req resource.ConfigureRequest, resp *resource.ConfigureResponse) {
	l.data = ProviderDataFrom(req.ProviderData, &resp.Diagnostics)
}

// List answers the objects in the service's order, at most req.Limit of them (Terraform's default is 100).
// An object whose result cannot be built is reported on its own result; the others are still answered.
func (l *ListResource[C, T]) List(ctx context.Context, req list.ListRequest, stream *list.ListResultsStream) {
	var cfg C
	diags := req.Config.Get(ctx, &cfg)
	if diags.HasError() {
		stream.Results = list.ListResultsStreamDiagnostics(diags)
		return
	}
	if req.Limit <= 0 {
		stream.Results = list.NoListResults // a result of no diagnostics would read as one without an identity
		return
	}
	objects := l.Read(ctx, l.data, &cfg, int(req.Limit), &diags)
	if diags.HasError() {
		stream.Results = list.ListResultsStreamDiagnostics(diags)
		return
	}
	stream.Results = func(push func(list.ListResult) bool) {
		if len(diags) > 0 && !push(list.ListResult{Diagnostics: diags}) {
			return
		}
		for i := range objects {
			result := req.NewListResult(ctx)
			result.DisplayName, result.Diagnostics = l.Result(ctx, &cfg, &objects[i], result.Resource)
			if !result.Diagnostics.HasError() {
				SetIdentity(ctx, result.Resource, result.Identity, &result.Diagnostics)
			}
			if !push(result) {
				return
			}
		}
	}
}
