package targeting_test

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-testing/statecheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// everyItem checks that a data source found items and that field of every item of criteria passes ok.
type everyItem struct {
	address, field, want string
	ok                   func(v any) bool
}

func (e everyItem) CheckState(_ context.Context, req statecheck.CheckStateRequest, resp *statecheck.CheckStateResponse) {
	values, err := acctest.StateAttributes(req, e.address)
	if err != nil {
		resp.Error = err
		return
	}
	items, _ := values["criteria"].([]any)
	if len(items) == 0 {
		resp.Error = fmt.Errorf("%s found no items", e.address)
		return
	}
	for i, it := range items {
		item, ok := it.(map[string]any)
		if !ok {
			resp.Error = fmt.Errorf("%s criteria[%d] is not an object: %v", e.address, i, it)
			return
		}
		if v := item[e.field]; !e.ok(v) {
			resp.Error = fmt.Errorf("%s criteria[%d].%s = %v, want %s", e.address, i, e.field, v, e.want)
			return
		}
	}
}

func equals(address, field, want string) everyItem {
	return everyItem{address: address, field: field, want: want, ok: func(v any) bool { return v == want }}
}
