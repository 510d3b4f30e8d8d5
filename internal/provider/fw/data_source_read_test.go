package fw

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// readDataSource runs d's Read as Terraform calls it, on a config of the attribute values given, and
// returns its response, with the state it wrote, even beside an error, read into model (left as it is
// when the read wrote none).
func readDataSource[M any](t *testing.T, d datasource.DataSource, config map[string]tftypes.Value, model *M) *datasource.ReadResponse {
	t.Helper()
	ctx := context.Background()
	var sr datasource.SchemaResponse
	d.Schema(ctx, datasource.SchemaRequest{}, &sr)
	typ := sr.Schema.Type().TerraformType(ctx)
	req := datasource.ReadRequest{Config: tfsdk.Config{Schema: sr.Schema, Raw: tftypes.NewValue(typ, config)}}
	resp := datasource.ReadResponse{State: tfsdk.State{Schema: sr.Schema, Raw: tftypes.NewValue(typ, nil)}}
	d.Read(ctx, req, &resp)
	if !resp.State.Raw.IsNull() {
		resp.Diagnostics.Append(resp.State.Get(ctx, model)...)
	}
	return &resp
}

// stringOrNull is a string's protocol value, null for "".
func stringOrNull(s string) tftypes.Value {
	if s == "" {
		return tftypes.NewValue(tftypes.String, nil)
	}
	return tftypes.NewValue(tftypes.String, s)
}
