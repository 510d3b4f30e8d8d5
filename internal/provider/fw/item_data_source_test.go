package fw

import (
	"context"
	"errors"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

type testItemModel struct {
	AccountID types.String `tfsdk:"account_id"`
	ID        types.String `tfsdk:"id"`
	Name      types.String `tfsdk:"name"`
}

// testItem is a single data source of the tests' kind; gets counts its reads, and what it reads is a thing
// of the id asked, named after the account it was read in, or err.
type testItem struct {
	*ItemDataSource[testItemModel, testObject]
	gets int
}

func newTestItem(err error) *testItem {
	it := &testItem{}
	it.ItemDataSource = &ItemDataSource[testItemModel, testObject]{
		TypeName:    "_thing",
		Description: "Reads one thing.",
		Attributes: map[string]schema.Attribute{
			"account_id": schema.StringAttribute{Optional: true, Computed: true},
			"id":         schema.StringAttribute{Required: true},
			"name":       schema.StringAttribute{Computed: true},
		},
		Account: func(m *testItemModel) *types.String { return &m.AccountID },
		What:    "thing",
		Get: func(_ context.Context, _ *adsapi.Client, accountID string, cfg *testItemModel) (*testObject, error) {
			it.gets++
			if err != nil {
				return nil, err
			}
			return &testObject{ID: cfg.ID.ValueString(), CreatedAt: "in " + accountID}, nil
		},
		State: func(_ context.Context, _ string, cfg *testItemModel, o *testObject, _ *diag.Diagnostics) {
			cfg.Name = types.StringValue(o.CreatedAt)
		},
	}
	it.data = &ProviderData{AccountID: "default"}
	return it
}

// readItem runs d's Read on a config of id 7 in account ("" for null).
func readItem(t *testing.T, d *ItemDataSource[testItemModel, testObject], account string) (testItemModel, diag.Diagnostics) {
	t.Helper()
	var got testItemModel
	resp := readDataSource(t, d, map[string]tftypes.Value{
		"account_id": stringOrNull(account),
		"id":         tftypes.NewValue(tftypes.String, "7"),
		"name":       tftypes.NewValue(tftypes.String, nil),
	}, &got)
	return got, resp.Diagnostics
}

// TestItemDataSourceResolvesTheAccount: the config's account_id is the one read; left out, the provider's
// default is read, and either way the state names the account read beside what State wrote.
func TestItemDataSourceResolvesTheAccount(t *testing.T) {
	for account, want := range map[string]string{"": "default", "18ce54d4x5t": "18ce54d4x5t"} {
		got, diags := readItem(t, newTestItem(nil).ItemDataSource, account)
		if diags.HasError() {
			t.Fatal(diags)
		}
		if got.AccountID.ValueString() != want || got.Name.ValueString() != "in "+want || got.ID.ValueString() != "7" {
			t.Errorf("config account %q: state = %+v, want thing 7 read in account %s", account, got, want)
		}
	}
}

// TestItemDataSourceWithoutAccountReadsNothing: with no account in the config or the provider, the read
// fails on account_id before any request.
func TestItemDataSourceWithoutAccountReadsNothing(t *testing.T) {
	it := newTestItem(nil)
	it.data.AccountID = ""
	_, diags := readItem(t, it.ItemDataSource, "")
	if !diags.HasError() || diags[0].Summary() != "Missing ads account" {
		t.Errorf("diagnostics = %v, want the missing ads account", diags)
	}
	if it.gets != 0 {
		t.Errorf("Get ran %d times, want none", it.gets)
	}
}

// TestItemDataSourceReportsAFailedRead: a read that fails is reported as "Unable to read <What>", with
// no state.
func TestItemDataSourceReportsAFailedRead(t *testing.T) {
	got, diags := readItem(t, newTestItem(errors.New("the service is down")).ItemDataSource, "")
	if !diags.HasError() || diags[0].Summary() != "Unable to read thing" {
		t.Errorf("diagnostics = %v, want Unable to read thing", diags)
	}
	if !got.ID.IsNull() {
		t.Errorf("state = %+v, want none", got)
	}
}

// TestItemDataSourceRefusedObjectIsNoState: an object Refuse refuses fails the read before State runs.
func TestItemDataSourceRefusedObjectIsNoState(t *testing.T) {
	it := newTestItem(nil)
	stated := false
	it.State = func(context.Context, string, *testItemModel, *testObject, *diag.Diagnostics) { stated = true }
	it.Refuse = func(accountID string, o *testObject, diags *diag.Diagnostics) {
		diags.AddError("Thing is deleted", "thing "+o.ID+" of "+accountID)
	}
	got, diags := readItem(t, it.ItemDataSource, "")
	if !diags.HasError() || diags[0].Detail() != "thing 7 of default" {
		t.Errorf("diagnostics = %v, want Refuse's error", diags)
	}
	if stated || !got.ID.IsNull() {
		t.Errorf("State ran: %v, state = %+v; want neither", stated, got)
	}
}
