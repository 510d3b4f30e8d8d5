package main

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// TestEncodings checks the forms of the bytes 0x01 0xff (511), worked out by hand.
func TestEncodings(t *testing.T) {
	m := idModel{Prefix: types.StringValue("p-")}
	m.setEncodings([]byte{0x01, 0xff})
	for name, c := range map[string]struct{ got, want types.String }{
		"id":      {m.ID, types.StringValue("Af8")},
		"b64_url": {m.B64URL, types.StringValue("p-Af8")},
		"b64_std": {m.B64Std, types.StringValue("p-Af8=")},
		"hex":     {m.Hex, types.StringValue("p-01ff")},
		"dec":     {m.Dec, types.StringValue("p-511")},
	} {
		if !c.got.Equal(c.want) {
			t.Errorf("%s = %s, want %s", name, c.got, c.want)
		}
	}
}

// TestSchema checks that the resource's schema passes the framework's own checks.
func TestSchema(t *testing.T) {
	var resp resource.SchemaResponse
	idResource{}.Schema(context.Background(), resource.SchemaRequest{}, &resp)
	if d := resp.Schema.ValidateImplementation(context.Background()); d.HasError() || resp.Diagnostics.HasError() {
		t.Fatal(d, resp.Diagnostics)
	}
}
