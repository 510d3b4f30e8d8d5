package promotion_test

import (
	"context"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/types"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/promotion"
)

// element is a criterion as the framework holds it.
func element(typ, value, op string) attr.Value {
	return types.ObjectValueMust(promotion.CriterionType.AttrTypes, map[string]attr.Value{
		"targeting_type": types.StringValue(typ), "targeting_value": types.StringValue(value), "operator_type": types.StringValue(op),
	})
}

// criteriaSet is a value of criteria holding the elements.
func criteriaSet(t *testing.T, elems ...attr.Value) basetypes.SetValuable {
	t.Helper()
	set, diags := types.SetValue(promotion.CriterionType, elems)
	if diags.HasError() {
		t.Fatal(diags)
	}
	v, diags := promotion.CriteriaSetType.ValueFromSet(context.Background(), set)
	if diags.HasError() {
		t.Fatal(diags)
	}
	return v
}

// terraformSet is a set as Terraform sends it, holding the elements as given (duplicates included).
func terraformSet(t *testing.T, elems ...attr.Value) tftypes.Value {
	t.Helper()
	ctx := context.Background()
	values := make([]tftypes.Value, len(elems))
	for i, e := range elems {
		v, err := e.ToTerraformValue(ctx)
		if err != nil {
			t.Fatal(err)
		}
		values[i] = v
	}
	return tftypes.NewValue(tftypes.Set{ElementType: promotion.CriterionType.TerraformType(ctx)}, values)
}

// The set type refuses an element written twice, as the framework's does, and takes distinct ones,
// including two distinct elements whose texts are the same (a tftypes value's text does not escape its
// strings).
func TestCriteriaSetValidate(t *testing.T) {
	ctx := context.Background()
	a := element(`X">, "targeting_value":tftypes.String<"Y`, "Z", "EQ")
	b := element("X", `Y">, "targeting_value":tftypes.String<"Z`, "EQ")
	if ta, tb := terraformSet(t, a), terraformSet(t, b); ta.String() != tb.String() || ta.Equal(tb) {
		t.Fatalf("the two elements should differ with the same text: %s, %s", ta, tb)
	}
	if diags := promotion.CriteriaSetType.Validate(ctx, terraformSet(t, a, b, element("AGE", "AGE_OVER_18", "EQ")), path.Root("criteria")); diags.HasError() {
		t.Errorf("distinct criteria refused: %v", diags)
	}
	diags := promotion.CriteriaSetType.Validate(ctx, terraformSet(t, a, b, a), path.Root("criteria"))
	if !diags.HasError() || !strings.Contains(diags[0].Summary(), "Duplicate Set Element") {
		t.Errorf("a criterion written twice: diagnostics %v, want Duplicate Set Element", diags)
	}
}

// Two values of criteria are equal when they hold the same criteria, in whatever order; equal values
// need no comparison of their elements by the framework (semantic equality).
func TestCriteriaSetEqual(t *testing.T) {
	ctx := context.Background()
	la, age, ex := element("LOCATION", "la", "EQ"), element("AGE", "AGE_OVER_18", "EQ"), element("LOCATION", "la", "NE")
	x, y := criteriaSet(t, la, age), criteriaSet(t, age, la)
	if !x.Equal(y) {
		t.Error("the same criteria in another order are not equal")
	}
	if same, _ := x.(basetypes.SetValuableWithSemanticEquals).SetSemanticEquals(ctx, y); !same {
		t.Error("equal values are not semantically equal")
	}
	for name, other := range map[string]attr.Value{
		"another operator": criteriaSet(t, ex, age),
		"fewer criteria":   criteriaSet(t, la),
		"no criteria":      criteriaSet(t),
		"a plain set":      types.SetValueMust(promotion.CriterionType, []attr.Value{la, age}),
	} {
		if x.Equal(other) {
			t.Errorf("equal to %s", name)
		}
	}
	null, diags := promotion.CriteriaSetType.ValueFromSet(ctx, types.SetNull(promotion.CriterionType))
	otherNull, moreDiags := promotion.CriteriaSetType.ValueFromSet(ctx, types.SetNull(promotion.CriterionType))
	if diags.HasError() || moreDiags.HasError() || null.Equal(criteriaSet(t)) || !null.Equal(otherNull) {
		t.Errorf("a null set and an empty one compare wrong: %v %v", diags, moreDiags)
	}
}
