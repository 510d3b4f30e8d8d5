package fw

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"
)

// The forms the spec says the service takes name the instant it answers in UTC.
func TestServiceTimeSemanticEquality(t *testing.T) {
	for _, tc := range []struct {
		configured, answered string
		want                 bool
	}{
		{"2017-07-10T08:00:00-0800", "2017-07-10T16:00:00Z", true},
		{"2026-12-01T09:00:00-08:00", "2026-12-01T17:00:00Z", true},
		{"2026-12-01T09:00:00+05", "2026-12-01T04:00:00Z", true},
		{"2022-06-15", "2022-06-15T00:00:00Z", true},
		{"2026-12-01T17:00:00Z", "2026-12-01T17:00:00Z", true},
		{"2026-12-01T09:00:00-08:00", "2026-12-01T09:00:00Z", false},
		{"2022-06-15", "2022-06-16T00:00:00Z", false},
		{"not a time", "not a time", true},
		{"not a time", "2022-06-15T00:00:00Z", false},
	} {
		got, diags := ServiceTime(tc.configured).StringSemanticEquals(t.Context(), ServiceTime(tc.answered))
		if diags.HasError() || got != tc.want {
			t.Errorf("%s ~ %s = %v (%v), want %v", tc.configured, tc.answered, got, diags, tc.want)
		}
	}
}

func TestServiceTimeValidator(t *testing.T) {
	for value, ok := range map[string]bool{
		"2026-12-01": true, "2026-12-01T09:00:00Z": true, "2026-12-01T09:00:00-0800": true, "2026-12-01T09:00:00+08": true,
		"2026-12-01T09:00Z": false, "12/01/2026": false, "2026-12-01T09:00:00": false, "2026-13-01": false,
		"2026-12-01T09:00:00.5Z": false,
	} {
		var resp validator.StringResponse
		ServiceTimeValidator().ValidateString(t.Context(), validator.StringRequest{
			Path: path.Root("start_time"), ConfigValue: types.StringValue(value),
		}, &resp)
		if resp.Diagnostics.HasError() == ok {
			t.Errorf("%q: diagnostics %v, want valid %v", value, resp.Diagnostics, ok)
		}
	}
}
