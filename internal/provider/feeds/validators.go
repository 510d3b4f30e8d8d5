package feeds

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
	"github.com/hashicorp/terraform-plugin-framework/types"

	// The IANA database is built into the binary, so that a time_zone valid on one machine is valid on
	// every machine, including one without a system time zone database.
	_ "time/tzdata"
)

// The enums and forms of a scheduled feed (the spec and the service's reference).
var (
	feedFormats   = []string{"CSV", "TSV", "XML"}
	frequencies   = []string{"HOURLY", "DAILY", "WEEKLY"}
	weekDays      = []string{"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"}
	hourlyRepeats = []string{"1", "2", "3", "4", "6", "8", "12"}
	startTimeForm = regexp.MustCompile(`^([01][0-9]|2[0-3]):[0-5][0-9]$`)
)

func startTimeValidator() validator.String {
	return stringvalidator.RegexMatches(startTimeForm, "must be HH:MM on the 24-hour clock, from 00:00 to 23:59")
}

// stringCheck is a single-value rule: ok decides, desc says what is expected. Null and unknown values are
// left alone; Terraform validates again once an unknown value is known.
type stringCheck struct {
	desc string
	ok   func(string) bool
}

func (c stringCheck) Description(context.Context) string         { return c.desc }
func (c stringCheck) MarkdownDescription(context.Context) string { return c.desc }

func (c stringCheck) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() || c.ok(req.ConfigValue.ValueString()) {
		return
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Invalid "+req.Path.String(),
		fmt.Sprintf("Attribute %s %s, got %q.", req.Path, c.desc, req.ConfigValue.ValueString()))
}

// notZoneNames are what time.LoadLocation accepts besides zone names: "" (UTC), "Local" (the machine's
// zone), and files of a system database that the embedded one lacks (LoadLocation reads the system's
// first), which would make the check depend on the machine.
var notZoneNames = []string{"", "Local", "localtime", "posixrules"}

// timeZoneValidator accepts IANA zone names.
func timeZoneValidator() validator.String {
	return stringCheck{desc: "must be an IANA time zone name such as America/New_York or Europe/Berlin", ok: func(s string) bool {
		if slices.Contains(notZoneNames, s) || strings.HasPrefix(s, "posix/") || strings.HasPrefix(s, "right/") {
			return false
		}
		_, err := time.LoadLocation(s)
		return err == nil
	}}
}

// repeatValidator checks repeat against frequency: a day name for WEEKLY, an hour count for HOURLY,
// nothing for DAILY. It runs on a null repeat too, since WEEKLY and HOURLY require one.
type repeatValidator struct{}

func (repeatValidator) Description(context.Context) string {
	return "a day name for WEEKLY, one of 1, 2, 3, 4, 6, 8, 12 for HOURLY, absent for DAILY"
}

func (v repeatValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (repeatValidator) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsUnknown() {
		return
	}
	var frequency types.String
	resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root("frequency"), &frequency)...)
	if frequency.IsNull() || frequency.IsUnknown() {
		return
	}
	repeat, set := req.ConfigValue.ValueString(), !req.ConfigValue.IsNull()
	var allowed []string
	switch frequency.ValueString() {
	case "WEEKLY":
		allowed = weekDays
	case "HOURLY":
		allowed = hourlyRepeats
	case "DAILY":
		if set {
			resp.Diagnostics.AddAttributeError(req.Path, "Invalid repeat",
				fmt.Sprintf("Attribute repeat must be left out when frequency is DAILY, got %q.", repeat))
		}
		return
	default:
		return // frequency's own validator reports it
	}
	if set && slices.Contains(allowed, repeat) {
		return
	}
	got := "it is not set"
	if set {
		got = fmt.Sprintf("got %q", repeat)
	}
	resp.Diagnostics.AddAttributeError(req.Path, "Invalid repeat", fmt.Sprintf(
		"Attribute repeat must be one of %s when frequency is %s; %s.", strings.Join(allowed, ", "), frequency.ValueString(), got))
}
