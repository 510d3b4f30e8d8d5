package posts_test

import (
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/posts"
)

// The year ahead ends exactly 365 days after the clock's now, and any offset or a date alone is judged by
// the instant it names; seconds other than 00 fail whatever the offset.
func TestScheduledAtRule(t *testing.T) {
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC) // 2027-03-01T12:00Z is 365 days later
	for value, ok := range map[string]bool{
		"2027-03-01T12:00:00Z":      true,
		"2027-03-01T12:01:00Z":      false,
		"2027-03-01T04:00:00-08:00": true,  // 12:00Z
		"2027-03-01T05:00:00-08:00": false, // 13:00Z
		"2027-03-01":                true,  // midnight UTC
		"2027-03-02":                false,
		"2026-06-01T09:30:00+05:30": true,
		"2026-06-01T09:30:59+05:30": false,
		"2026-06-01T09:30:01Z":      false,
		"2020-01-01T00:00:00Z":      true, // the spec states no rule against a time that has passed
		"not a time":                true, // left to fw.ServiceTimeValidator
	} {
		var resp validator.StringResponse
		posts.ScheduledAtRule(func() time.Time { return now }).ValidateString(t.Context(), validator.StringRequest{
			Path: path.Root("scheduled_at"), ConfigValue: types.StringValue(value),
		}, &resp)
		if resp.Diagnostics.HasError() == ok {
			t.Errorf("%q: diagnostics %v, want valid %v", value, resp.Diagnostics, ok)
		}
	}
}

// Only the refresh that finds a waiting post failed warns: not one that finds it published, and not the
// later refreshes of a post already known to have failed.
func TestWarnFailed(t *testing.T) {
	for _, tc := range []struct {
		prior, now string
		warns      bool
	}{
		{"SCHEDULED", "FAILED", true},
		{"SCHEDULED", "SUCCESS", false},
		{"SCHEDULED", "SCHEDULED", false},
		{"FAILED", "FAILED", false},
		{"", "FAILED", false}, // an import: nothing was seen waiting
	} {
		var diags diag.Diagnostics
		posts.WarnFailed(&diags, "917438609065623552", tc.prior, tc.now)
		if got := diags.WarningsCount() == 1; got != tc.warns || diags.HasError() {
			t.Errorf("%s -> %s: diagnostics %v, want a warning %v", tc.prior, tc.now, diags, tc.warns)
		}
	}
}

// The replacement of a published post warns when its time has passed, on the instant the time names
// whatever its offset, and not for a time still ahead or not yet known.
func TestWarnPassedTime(t *testing.T) {
	now := time.Date(2026, 12, 1, 17, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		at    fw.ServiceTimeValue
		warns bool
	}{
		{fw.ServiceTime("2026-12-01T09:00:00-08:00"), true}, // 17:00Z, now
		{fw.ServiceTime("2026-12-01"), true},
		{fw.ServiceTime("2026-12-01T09:01:00-08:00"), false},
		{fw.ServiceTime("2027-01-01"), false},
		{fw.ServiceTimeValue{StringValue: types.StringUnknown()}, false},
	} {
		var diags diag.Diagnostics
		posts.WarnPassedTime(&diags, "917438609065623552", "SUCCESS", tc.at, now)
		if got := diags.WarningsCount() == 1; got != tc.warns || diags.HasError() {
			t.Errorf("%s: diagnostics %v, want a warning %v", tc.at, diags, tc.warns)
		}
	}
}
