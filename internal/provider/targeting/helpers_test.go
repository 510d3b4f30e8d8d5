package targeting_test

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/statecheck"
)

// everyItem checks that a data source found items and that field of every item of criteria passes ok.
type everyItem struct {
	address, field, want string
	ok                   func(v any) bool
}

func (e everyItem) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	if req.State == nil || req.State.Values == nil || req.State.Values.RootModule == nil {
		resp.Error = fmt.Errorf("no state")
		return
	}
	for _, r := range req.State.Values.RootModule.Resources {
		if r.Address != e.address {
			continue
		}
		items, _ := r.AttributeValues["criteria"].([]any)
		if len(items) == 0 {
			resp.Error = fmt.Errorf("%s found no items", e.address)
			return
		}
		for i, it := range items {
			if v := it.(map[string]any)[e.field]; !e.ok(v) {
				resp.Error = fmt.Errorf("%s criteria[%d].%s = %v, want %s", e.address, i, e.field, v, e.want)
				return
			}
		}
		return
	}
	resp.Error = fmt.Errorf("%s not in state", e.address)
}

func equals(address, field, want string) everyItem {
	return everyItem{address: address, field: field, want: want, ok: func(v any) bool { return v == want }}
}
