package fw

import (
	"context"
	"fmt"
	"reflect"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/tfsdk"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// SetState stores model in state, as state.Set(ctx, model) does, for a model that is a struct (or a
// pointer to one) whose every field is an attr.Value tagged `tfsdk:"<attribute>"`: every resource model
// of this provider.
// It is a performance change only: terraform-plugin-framework v1.19 converts a model through its
// reflection package, which looks the schema type up again for every field and every nested value; here
// each field converts itself and the object is checked against the schema's type once. On a plan of 500
// cards that is a tenth of the provider's CPU. Any other model goes through state.Set.
func SetState(ctx context.Context, state *tfsdk.State, model any) diag.Diagnostics {
	fields, ok := modelFieldsOf(reflect.TypeOf(model))
	struc := reflect.Indirect(reflect.ValueOf(model))
	if !ok || !struc.IsValid() {
		return state.Set(ctx, model)
	}
	var diags diag.Diagnostics
	objType, ok := state.Schema.Type().TerraformType(ctx).(tftypes.Object)
	if !ok {
		return state.Set(ctx, model)
	}
	values := make(map[string]tftypes.Value, len(fields))
	for _, f := range fields {
		v, err := struc.Field(f.index).Interface().(attr.Value).ToTerraformValue(ctx)
		if err != nil {
			diags.AddError("State Write Error", fmt.Sprintf("Unable to convert %q: %s. This is a provider bug.", f.name, err))
			return diags
		}
		values[f.name] = v
	}
	if err := tftypes.ValidateValue(objType, values); err != nil {
		diags.AddError("State Write Error", fmt.Sprintf("The state does not fit the schema: %s. This is a provider bug.", err))
		return diags
	}
	state.Raw = tftypes.NewValue(objType, values)
	return diags
}

// modelField is one attribute of a model: the struct field's index and the attribute's name.
type modelField struct {
	index int
	name  string
}

type modelFields struct {
	fields []modelField
	ok     bool
}

// modelFieldCache holds the fields of each model type, found once per type.
var modelFieldCache sync.Map // reflect.Type -> modelFields

// modelFieldsOf returns the attributes of a model struct type (or a pointer to one), and false when t is
// not one whose every field is an attr.Value with a tfsdk tag.
func modelFieldsOf(t reflect.Type) ([]modelField, bool) {
	if cached, ok := modelFieldCache.Load(t); ok {
		mf := cached.(modelFields)
		return mf.fields, mf.ok
	}
	mf := findModelFields(t)
	modelFieldCache.Store(t, mf)
	return mf.fields, mf.ok
}

var attrValueType = reflect.TypeOf((*attr.Value)(nil)).Elem()

func findModelFields(t reflect.Type) modelFields {
	if t != nil && t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if t == nil || t.Kind() != reflect.Struct {
		return modelFields{}
	}
	fields := make([]modelField, 0, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		name := f.Tag.Get("tfsdk")
		if name == "" || name == "-" || !f.IsExported() || f.Type.Kind() == reflect.Interface || !f.Type.Implements(attrValueType) {
			return modelFields{}
		}
		fields = append(fields, modelField{index: i, name: name})
	}
	return modelFields{fields: fields, ok: true}
}

// GetState reads state into model, as state.Get(ctx, model) does, for a model that is a pointer to a
// struct of attr.Value fields with tfsdk tags, without the framework's reflection (see SetState). Anything
// else, and anything unusual (a null state, a model that does not match the schema), goes through
// state.Get, which words the error.
func GetState(ctx context.Context, state tfsdk.State, model any) diag.Diagnostics {
	if getModel(ctx, state.Raw, state.Schema.Type(), model) {
		return nil
	}
	return state.Get(ctx, model)
}

// GetPlan is GetState for a plan.
func GetPlan(ctx context.Context, plan tfsdk.Plan, model any) diag.Diagnostics {
	if getModel(ctx, plan.Raw, plan.Schema.Type(), model) {
		return nil
	}
	return plan.Get(ctx, model)
}

// getModel fills model from raw, an object of objType, and reports whether it could; when it could not,
// the caller's framework call overwrites whatever it filled.
func getModel(ctx context.Context, raw tftypes.Value, objType attr.Type, model any) bool {
	fields, ok := modelFieldsOf(reflect.TypeOf(model))
	target := reflect.ValueOf(model)
	if !ok || target.Kind() != reflect.Pointer || target.IsNil() || raw.IsNull() || !raw.IsKnown() {
		return false
	}
	typed, ok := objType.(attr.TypeWithAttributeTypes)
	if !ok {
		return false
	}
	attrTypes := typed.AttributeTypes()
	var values map[string]tftypes.Value
	if len(attrTypes) != len(fields) || raw.As(&values) != nil {
		return false
	}
	struc := target.Elem()
	for _, f := range fields {
		at, known := attrTypes[f.name]
		tv, present := values[f.name]
		if !known || !present {
			return false
		}
		v, err := at.ValueFromTerraform(ctx, tv)
		if err != nil {
			return false
		}
		field := struc.Field(f.index)
		rv := reflect.ValueOf(v)
		if !rv.Type().AssignableTo(field.Type()) {
			return false
		}
		field.Set(rv)
	}
	return true
}
