package fw

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/list"
	listschema "github.com/hashicorp/terraform-plugin-framework/list/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// TestListWithLimitZeroAsksNothing: a list block with limit = 0 gets no result, not even an empty one (which
// the framework would report as a result without an identity), and the service is not asked.
func TestListWithLimitZeroAsksNothing(t *testing.T) {
	l := &ListResource[struct{}, struct{}]{
		Read: func(context.Context, *ProviderData, *struct{}, int, *diag.Diagnostics) []struct{} {
			t.Error("Read was called for limit = 0")
			return nil
		},
	}
	req := list.ListRequest{
		Config: tfsdk.Config{Raw: tftypes.NewValue(tftypes.Object{}, map[string]tftypes.Value{}), Schema: listschema.Schema{}},
		Limit:  0,
	}
	var stream list.ListResultsStream
	l.List(context.Background(), req, &stream)
	for r := range stream.Results {
		t.Errorf("limit = 0 answered a result: %+v", r)
	}
}
