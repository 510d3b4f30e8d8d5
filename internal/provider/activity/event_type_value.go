package activity

import (
	"context"
	"fmt"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-go/tftypes"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// eventTypeType is the type of event_type: a string whose deprecated aliases equal their canonical
// names (chat.conversation_join is chat.conversation.join). The service answers the canonical name,
// so semantic equality is what keeps a configuration that writes the alias free of diffs: the
// framework keeps the configured spelling whenever the answer means the same.
type eventTypeType struct {
	basetypes.StringType
}

var (
	_ basetypes.StringTypable                    = eventTypeType{}
	_ basetypes.StringValuableWithSemanticEquals = eventTypeValue{}
)

func (t eventTypeType) Equal(o attr.Type) bool {
	_, ok := o.(eventTypeType)
	return ok
}

func (t eventTypeType) String() string { return "activity.eventTypeType" }

func (t eventTypeType) ValueFromString(_ context.Context, in basetypes.StringValue) (basetypes.StringValuable, diag.Diagnostics) {
	return eventTypeValue{StringValue: in}, nil
}

func (t eventTypeType) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := t.StringType.ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	s, ok := v.(basetypes.StringValue)
	if !ok {
		return nil, fmt.Errorf("unexpected value type %T", v)
	}
	return eventTypeValue{StringValue: s}, nil
}

func (t eventTypeType) ValueType(context.Context) attr.Value { return eventTypeValue{} }

// eventTypeValue is a value of eventTypeType.
type eventTypeValue struct {
	basetypes.StringValue
}

func (v eventTypeValue) Type(context.Context) attr.Type { return eventTypeType{} }

func (v eventTypeValue) Equal(o attr.Value) bool {
	other, ok := o.(eventTypeValue)
	return ok && v.StringValue.Equal(other.StringValue)
}

// StringSemanticEquals holds when both name the same event type once aliases are resolved.
func (v eventTypeValue) StringSemanticEquals(_ context.Context, o basetypes.StringValuable) (bool, diag.Diagnostics) {
	other, ok := o.(eventTypeValue)
	if !ok {
		return false, nil
	}
	return adsapi.CanonicalEventType(v.ValueString()) == adsapi.CanonicalEventType(other.ValueString()), nil
}

// eventTypeOf is a known event type value.
func eventTypeOf(s string) eventTypeValue {
	return eventTypeValue{StringValue: basetypes.NewStringValue(s)}
}
