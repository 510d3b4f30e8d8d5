package fw

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// The tests' kind: objects with an id and a creation time, listed under an account that List resolves.
type testObject struct{ ID, CreatedAt string }

type testListModel struct {
	Account      types.String `tfsdk:"account"`
	CreatedAfter types.String `tfsdk:"created_after"`
	IDs          types.List   `tfsdk:"ids"`
}

func testListDataSource(objects []testObject) *ListDataSource[testListModel, testObject, string] {
	return &ListDataSource[testListModel, testObject, string]{
		TypeName: "_things",
		Attributes: map[string]schema.Attribute{
			"account": schema.StringAttribute{Optional: true, Computed: true},
			"ids":     schema.ListAttribute{Computed: true, ElementType: types.StringType},
		},
		Items: "ids",
		List: func(_ context.Context, _ *ProviderData, cfg *testListModel, _ *diag.Diagnostics) []testObject {
			cfg.Account = types.StringValue("resolved")
			return objects
		},
		CreatedAfter: &CreatedAfterFilter[testObject]{
			Attribute: CreatedAfterAttribute("things"),
			Name:      func(o *testObject) string { return "thing " + o.ID },
			CreatedAt: func(o *testObject) string { return o.CreatedAt },
		},
		Item: func(_ context.Context, _ *testListModel, o *testObject, _ *diag.Diagnostics) string { return o.ID },
	}
}

// readList runs d's Read on a config that sets created_after to after ("" for null).
func readList(t *testing.T, d *ListDataSource[testListModel, testObject, string], after string) (testListModel, diag.Diagnostics) {
	t.Helper()
	var got testListModel
	resp := readDataSource(t, d, map[string]tftypes.Value{
		"account":       tftypes.NewValue(tftypes.String, nil),
		"created_after": stringOrNull(after),
		"ids":           tftypes.NewValue(tftypes.List{ElementType: tftypes.String}, nil),
	}, &got)
	return got, resp.Diagnostics
}

func stateIDs(t *testing.T, m testListModel) []string {
	t.Helper()
	var ids []string
	if diags := m.IDs.ElementsAs(context.Background(), &ids, false); diags.HasError() {
		t.Fatal(diags)
	}
	return ids
}

// TestListDataSourceKeepsCreatedAfter: the state holds what List resolved and the objects made at or after
// created_after, in the order listed; without created_after, every object.
func TestListDataSourceKeepsCreatedAfter(t *testing.T) {
	d := testListDataSource([]testObject{
		{ID: "3", CreatedAt: "2025-06-01T12:00:01Z"},
		{ID: "1", CreatedAt: "2025-06-01T11:59:59Z"},
		{ID: "2", CreatedAt: "2025-06-01T12:00:00Z"},
	})
	got, diags := readList(t, d, "2025-06-01T12:00:00Z")
	if diags.HasError() {
		t.Fatal(diags)
	}
	if got.Account.ValueString() != "resolved" {
		t.Errorf("account = %s, want the value List wrote", got.Account)
	}
	if ids := stateIDs(t, got); !slices.Equal(ids, []string{"3", "2"}) {
		t.Errorf("ids = %v, want [3 2]", ids)
	}
	got, diags = readList(t, d, "")
	if diags.HasError() {
		t.Fatal(diags)
	}
	if ids := stateIDs(t, got); !slices.Equal(ids, []string{"3", "1", "2"}) {
		t.Errorf("without created_after, ids = %v, want [3 1 2]", ids)
	}
}

// TestListDataSourceNamesAnUnreadableCreatedAt: an object whose created_at is not a time fails the read,
// naming the object.
func TestListDataSourceNamesAnUnreadableCreatedAt(t *testing.T) {
	d := testListDataSource([]testObject{{ID: "7", CreatedAt: "yesterday"}})
	_, diags := readList(t, d, "2025-06-01T12:00:00Z")
	if !diags.HasError() || !strings.Contains(diags[0].Detail(), "thing 7") {
		t.Errorf("diagnostics = %v, want an error naming thing 7", diags)
	}
}

// TestListDataSourceSchemaHasCreatedAfterOnlyWithTheFilter: created_after is in the schema exactly when the
// kind has the filter, and adding it leaves the kind's own attributes untouched.
func TestListDataSourceSchemaHasCreatedAfterOnlyWithTheFilter(t *testing.T) {
	d := testListDataSource(nil)
	var with datasource.SchemaResponse
	d.Schema(context.Background(), datasource.SchemaRequest{}, &with)
	if _, ok := with.Schema.Attributes["created_after"]; !ok {
		t.Error("created_after is missing from the schema of a kind with the filter")
	}
	if _, ok := d.Attributes["created_after"]; ok {
		t.Error("Schema added created_after to the kind's own attribute map")
	}
	d.CreatedAfter = nil
	var without datasource.SchemaResponse
	d.Schema(context.Background(), datasource.SchemaRequest{}, &without)
	if _, ok := without.Schema.Attributes["created_after"]; ok {
		t.Error("created_after is in the schema of a kind without the filter")
	}
}

// TestListDataSourceWithoutItemsAttributeFails: a kind whose Items names no list attribute gets an error
// that says so, not a panic.
func TestListDataSourceWithoutItemsAttributeFails(t *testing.T) {
	d := testListDataSource(nil)
	d.Items = "account"
	_, diags := readList(t, d, "")
	if !diags.HasError() || !strings.Contains(diags[0].Detail(), `no list attribute "account"`) {
		t.Errorf("diagnostics = %v, want an error about the result attribute", diags)
	}
}
