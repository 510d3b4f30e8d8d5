package fw

import (
	"context"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// stateTestSchema has one attribute of each kind the provider's models hold, nested ones included.
func stateTestSchema() schema.Schema {
	return schema.Schema{Attributes: WithFixedNestedTypes(map[string]schema.Attribute{
		"id":     schema.StringAttribute{Computed: true},
		"count":  schema.Int64Attribute{Optional: true},
		"active": schema.BoolAttribute{Optional: true},
		"tags":   schema.SetAttribute{Optional: true, ElementType: types.StringType},
		"labels": schema.MapAttribute{Optional: true, ElementType: types.StringType},
		"items": schema.ListNestedAttribute{Optional: true, NestedObject: schema.NestedAttributeObject{
			Attributes: map[string]schema.Attribute{
				"name":   schema.StringAttribute{Optional: true},
				"target": schema.SingleNestedAttribute{Optional: true, Attributes: map[string]schema.Attribute{"url": schema.StringAttribute{Optional: true}}},
			},
		}},
	})}
}

type stateTestModel struct {
	ID     types.String `tfsdk:"id"`
	Count  types.Int64  `tfsdk:"count"`
	Active types.Bool   `tfsdk:"active"`
	Tags   types.Set    `tfsdk:"tags"`
	Labels types.Map    `tfsdk:"labels"`
	Items  types.List   `tfsdk:"items"`
}

func stateTestModels(t *testing.T, s schema.Schema) map[string]stateTestModel {
	t.Helper()
	ctx := context.Background()
	itemType := s.Attributes["items"].GetType().(types.ListType).ElemType.(types.ObjectType)
	targetType := itemType.AttrTypes["target"].(types.ObjectType)
	target, d := types.ObjectValue(targetType.AttrTypes, map[string]attr.Value{"url": types.StringValue("https://example.com")})
	if d.HasError() {
		t.Fatal(d)
	}
	item, d := types.ObjectValue(itemType.AttrTypes, map[string]attr.Value{"name": types.StringValue("a"), "target": target})
	if d.HasError() {
		t.Fatal(d)
	}
	bare, d := types.ObjectValue(itemType.AttrTypes, map[string]attr.Value{"name": types.StringNull(), "target": types.ObjectNull(targetType.AttrTypes)})
	if d.HasError() {
		t.Fatal(d)
	}
	tags, _ := types.SetValueFrom(ctx, types.StringType, []string{"x", "y"})
	labels, _ := types.MapValueFrom(ctx, types.StringType, map[string]string{"k": "v"})
	items, d := types.ListValue(itemType, []attr.Value{item, bare})
	if d.HasError() {
		t.Fatal(d)
	}
	return map[string]stateTestModel{
		"all set": {types.StringValue("1"), types.Int64Value(7), types.BoolValue(true), tags, labels, items},
		"all null": {types.StringNull(), types.Int64Null(), types.BoolNull(), types.SetNull(types.StringType),
			types.MapNull(types.StringType), types.ListNull(itemType)},
		"unknowns": {types.StringUnknown(), types.Int64Unknown(), types.BoolUnknown(), types.SetUnknown(types.StringType),
			types.MapUnknown(types.StringType), types.ListUnknown(itemType)},
	}
}

// TestSetStateMatchesFramework checks that SetState stores exactly what the framework's State.Set stores,
// for pointers and values, with set, null and unknown values at every depth.
func TestSetStateMatchesFramework(t *testing.T) {
	ctx := context.Background()
	s := stateTestSchema()
	for name, m := range stateTestModels(t, s) {
		t.Run(name, func(t *testing.T) {
			want := tfsdk.State{Schema: s}
			if d := want.Set(ctx, &m); d.HasError() {
				t.Fatalf("framework Set: %v", d)
			}
			for _, model := range []any{&m, m} {
				got := tfsdk.State{Schema: s}
				if d := SetState(ctx, &got, model); d.HasError() {
					t.Fatalf("SetState(%T): %v", model, d)
				}
				if !got.Raw.Equal(want.Raw) {
					t.Errorf("SetState(%T) stored\n%s\nwant\n%s", model, got.Raw, want.Raw)
				}
			}
		})
	}
}

// TestSetStateRejectsAMismatch checks that a model whose value does not fit the schema is an error, as
// with the framework, and leaves the state as it was.
func TestSetStateRejectsAMismatch(t *testing.T) {
	ctx := context.Background()
	s := stateTestSchema()
	m := stateTestModels(t, s)["all null"]
	m.Labels = types.MapNull(types.Int64Type) // the schema says a map of strings
	st := tfsdk.State{Schema: s}
	if d := SetState(ctx, &st, &m); !d.HasError() {
		t.Fatal("SetState accepted a map of numbers for a map of strings")
	}
	if !st.Raw.IsNull() {
		t.Errorf("the state changed to %s after an error", st.Raw)
	}
}

// TestSetStateFallsBackForOtherModels checks that a model with a field that is not an attr.Value (here a
// plain string) still goes through the framework, with its result.
func TestSetStateFallsBackForOtherModels(t *testing.T) {
	ctx := context.Background()
	s := schema.Schema{Attributes: map[string]schema.Attribute{"id": schema.StringAttribute{Computed: true}}}
	type plain struct {
		ID string `tfsdk:"id"`
	}
	st := tfsdk.State{Schema: s}
	if d := SetState(ctx, &st, &plain{ID: "42"}); d.HasError() {
		t.Fatal(d)
	}
	var back struct {
		ID types.String `tfsdk:"id"`
	}
	if d := st.Get(ctx, &back); d.HasError() || back.ID.ValueString() != "42" {
		t.Errorf("got %v (%v), want the id 42", back.ID, d)
	}
}

// TestGetStateMatchesFramework checks that GetState and GetPlan read back exactly what the framework's
// Get reads, for set, null and unknown values at every depth.
func TestGetStateMatchesFramework(t *testing.T) {
	ctx := context.Background()
	s := stateTestSchema()
	for name, m := range stateTestModels(t, s) {
		t.Run(name, func(t *testing.T) {
			st := tfsdk.State{Schema: s}
			if d := st.Set(ctx, &m); d.HasError() {
				t.Fatal(d)
			}
			var want, got, gotPlan stateTestModel
			if d := st.Get(ctx, &want); d.HasError() {
				t.Fatal(d)
			}
			if d := GetState(ctx, st, &got); d.HasError() {
				t.Fatal(d)
			}
			if d := GetPlan(ctx, tfsdk.Plan{Schema: s, Raw: st.Raw}, &gotPlan); d.HasError() {
				t.Fatal(d)
			}
			for _, g := range []stateTestModel{got, gotPlan} {
				if !g.ID.Equal(want.ID) || !g.Count.Equal(want.Count) || !g.Active.Equal(want.Active) ||
					!g.Tags.Equal(want.Tags) || !g.Labels.Equal(want.Labels) || !g.Items.Equal(want.Items) {
					t.Errorf("read\n%+v\nthe framework read\n%+v", g, want)
				}
			}
		})
	}
}

// TestGetStateOfAMismatchIsTheFrameworksError checks that a model lacking an attribute of the schema gets
// the framework's error, not a partial read.
func TestGetStateOfAMismatchIsTheFrameworksError(t *testing.T) {
	ctx := context.Background()
	s := stateTestSchema()
	m := stateTestModels(t, s)["all set"]
	st := tfsdk.State{Schema: s}
	if d := st.Set(ctx, &m); d.HasError() {
		t.Fatal(d)
	}
	var short struct {
		ID types.String `tfsdk:"id"`
	}
	if d := GetState(ctx, st, &short); !d.HasError() {
		t.Errorf("read %v into a model without the schema's other attributes", short.ID)
	}
}
