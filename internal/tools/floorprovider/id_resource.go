package main

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"math/big"

	"github.com/hashicorp/terraform-plugin-framework-validators/int64validator"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/int64planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/mapplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/planmodifier"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema/stringplanmodifier"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// idResource is floor_id: random_id's attributes, plan modifiers and life cycle. Every argument
// replaces it; Create draws byte_length random bytes and stores their encodings; Read and Delete
// have nothing to ask anyone.
type idResource struct{}

func newIDResource() resource.Resource { return idResource{} }

type idModel struct {
	ID         types.String `tfsdk:"id"`
	Keepers    types.Map    `tfsdk:"keepers"`
	ByteLength types.Int64  `tfsdk:"byte_length"`
	Prefix     types.String `tfsdk:"prefix"`
	B64URL     types.String `tfsdk:"b64_url"`
	B64Std     types.String `tfsdk:"b64_std"`
	Hex        types.String `tfsdk:"hex"`
	Dec        types.String `tfsdk:"dec"`
}

func (idResource) Metadata(_ context.Context, req resource.MetadataRequest, resp *resource.MetadataResponse) {
	resp.TypeName = req.ProviderTypeName + "_id"
}

func computedString() schema.StringAttribute {
	return schema.StringAttribute{
		Computed:      true,
		PlanModifiers: []planmodifier.String{stringplanmodifier.UseStateForUnknown()},
	}
}

func (idResource) Schema(_ context.Context, _ resource.SchemaRequest, resp *resource.SchemaResponse) {
	resp.Schema = schema.Schema{Attributes: map[string]schema.Attribute{
		"keepers": schema.MapAttribute{
			ElementType: types.StringType, Optional: true,
			PlanModifiers: []planmodifier.Map{mapplanmodifier.RequiresReplace()},
		},
		"byte_length": schema.Int64Attribute{
			Required:      true,
			PlanModifiers: []planmodifier.Int64{int64planmodifier.RequiresReplace()},
			Validators:    []validator.Int64{int64validator.AtLeast(1)},
		},
		"prefix": schema.StringAttribute{
			Optional:      true,
			PlanModifiers: []planmodifier.String{stringplanmodifier.RequiresReplace()},
		},
		"id":      computedString(),
		"b64_url": computedString(),
		"b64_std": computedString(),
		"hex":     computedString(),
		"dec":     computedString(),
	}}
}

func (idResource) Create(ctx context.Context, req resource.CreateRequest, resp *resource.CreateResponse) {
	var m idModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &m)...)
	if resp.Diagnostics.HasError() {
		return
	}
	b := make([]byte, m.ByteLength.ValueInt64())
	if _, err := rand.Read(b); err != nil {
		resp.Diagnostics.AddError("Unable to draw random bytes", err.Error())
		return
	}
	m.setEncodings(b)
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

// setEncodings stores b as random_id does: the id in unpadded URL base64, the other forms after the prefix.
func (m *idModel) setEncodings(b []byte) {
	prefix := m.Prefix.ValueString()
	urlEncoded := base64.RawURLEncoding.EncodeToString(b)
	m.ID = types.StringValue(urlEncoded)
	m.B64URL = types.StringValue(prefix + urlEncoded)
	m.B64Std = types.StringValue(prefix + base64.StdEncoding.EncodeToString(b))
	m.Hex = types.StringValue(prefix + hex.EncodeToString(b))
	m.Dec = types.StringValue(prefix + new(big.Int).SetBytes(b).String())
}

func (idResource) Read(context.Context, resource.ReadRequest, *resource.ReadResponse) {}

// Update is never called with a change (every argument replaces), as in random_id.
func (idResource) Update(ctx context.Context, req resource.UpdateRequest, resp *resource.UpdateResponse) {
	var m idModel
	resp.Diagnostics.Append(req.Plan.Get(ctx, &m)...)
	resp.Diagnostics.Append(resp.State.Set(ctx, &m)...)
}

func (idResource) Delete(context.Context, resource.DeleteRequest, *resource.DeleteResponse) {}
