package fw

import (
	"context"
	"fmt"
	"regexp"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/attr"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types/basetypes"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// ServiceTimeType is the type of a time the service takes with any ISO 8601 offset, or as a date alone,
// and answers in UTC ("2026-12-01T09:00:00-08:00" is answered "2026-12-01T17:00:00Z"; "2026-12-01" is
// answered "2026-12-01T00:00:00Z"). Two values are semantically equal when they name the same instant,
// so a configuration written with an offset or as a date plans no diff against the answer: the
// framework keeps the configured spelling whenever the answer means the same.
type ServiceTimeType struct {
	basetypes.StringType
}

var (
	_ basetypes.StringTypable                    = ServiceTimeType{}
	_ basetypes.StringValuableWithSemanticEquals = ServiceTimeValue{}
)

func (t ServiceTimeType) Equal(o attr.Type) bool {
	_, ok := o.(ServiceTimeType)
	return ok
}

func (t ServiceTimeType) String() string { return "fw.ServiceTimeType" }

func (t ServiceTimeType) ValueFromString(_ context.Context, in basetypes.StringValue) (basetypes.StringValuable, diag.Diagnostics) {
	return ServiceTimeValue{StringValue: in}, nil
}

func (t ServiceTimeType) ValueFromTerraform(ctx context.Context, in tftypes.Value) (attr.Value, error) {
	v, err := t.StringType.ValueFromTerraform(ctx, in)
	if err != nil {
		return nil, err
	}
	s, ok := v.(basetypes.StringValue)
	if !ok {
		return nil, fmt.Errorf("unexpected value type %T", v)
	}
	return ServiceTimeValue{StringValue: s}, nil
}

func (t ServiceTimeType) ValueType(context.Context) attr.Value { return ServiceTimeValue{} }

// ServiceTimeValue is a value of ServiceTimeType.
type ServiceTimeValue struct {
	basetypes.StringValue
}

// ServiceTime is a known ServiceTimeValue, as the service answered it; "" is null.
func ServiceTime(s string) ServiceTimeValue {
	if s == "" {
		return ServiceTimeValue{StringValue: basetypes.NewStringNull()}
	}
	return ServiceTimeValue{StringValue: basetypes.NewStringValue(s)}
}

func (v ServiceTimeValue) Type(context.Context) attr.Type { return ServiceTimeType{} }

func (v ServiceTimeValue) Equal(o attr.Value) bool {
	other, ok := o.(ServiceTimeValue)
	return ok && v.StringValue.Equal(other.StringValue)
}

// StringSemanticEquals holds when both values name the same instant.
func (v ServiceTimeValue) StringSemanticEquals(_ context.Context, o basetypes.StringValuable) (bool, diag.Diagnostics) {
	other, ok := o.(ServiceTimeValue)
	if !ok {
		return false, nil
	}
	a, errA := ParseServiceTime(v.ValueString())
	b, errB := ParseServiceTime(other.ValueString())
	if errA != nil || errB != nil {
		return v.ValueString() == other.ValueString(), nil
	}
	return a.Equal(b), nil
}

// serviceTimeForm is what the service takes: a date, or a date and time to the second with an offset
// (Z, +HH, +HHMM, +HH:MM); fractions of a second are not part of it.
var serviceTimeForm = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}:\d{2})(Z|[+-]\d{2}(?::?\d{2})?))?$`)

// ParseServiceTime reads a time in a form the service takes (see ServiceTimeType).
func ParseServiceTime(s string) (time.Time, error) {
	m := serviceTimeForm.FindStringSubmatch(s)
	if m == nil {
		return time.Time{}, fmt.Errorf("%q is not a date (2026-12-01) or a date and time with an offset "+
			"(2026-12-01T09:00:00Z, 2026-12-01T09:00:00-08:00)", s)
	}
	if m[2] == "" {
		return time.Parse(time.DateOnly, m[1])
	}
	offset := m[3]
	switch {
	case offset == "Z":
		offset = "+00:00"
	case len(offset) == 3: // +HH
		offset += ":00"
	case len(offset) == 5: // +HHMM
		offset = offset[:3] + ":" + offset[3:]
	}
	t, err := time.Parse(time.RFC3339, m[1]+"T"+m[2]+offset)
	if err != nil {
		return time.Time{}, fmt.Errorf("%q is not a valid time: %w", s, err)
	}
	return t, nil
}

// ServiceTimeValidator refuses, at plan, a value the service would not read as a time.
func ServiceTimeValidator() validator.String { return serviceTimeValidator{} }

type serviceTimeValidator struct{}

func (serviceTimeValidator) Description(context.Context) string {
	return "a date (2026-12-01) or a date and time with an offset (2026-12-01T09:00:00Z, 2026-12-01T09:00:00-08:00)"
}

func (v serviceTimeValidator) MarkdownDescription(ctx context.Context) string {
	return v.Description(ctx)
}

func (serviceTimeValidator) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if _, err := ParseServiceTime(req.ConfigValue.ValueString()); err != nil {
		AddAttrError(&resp.Diagnostics, req.Path, "Invalid time", err.Error()+".")
	}
}
