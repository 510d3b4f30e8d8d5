package emulator

import (
	"regexp"
	"slices"
	"strconv"
	"time"
	"unicode/utf8"
)

// Parsers of the values campaigns and line items take in the query string (or, converted, in a
// batch item's params). Each error names the parameter, as the service's errors do.

// parseMicros reads an amount in micros: an integer greater than zero (the spec's Money rules).
func parseMicros(name, v string) (int64, *apiError) {
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n <= 0 {
		return 0, invalidParameter(name, "%s must be an integer amount in micros greater than zero, got %q", name, v)
	}
	return n, nil
}

// parsePositive reads a count such as frequency_cap: an integer of at least 1.
func parsePositive(name, v string) (int64, *apiError) {
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n < 1 {
		return 0, invalidParameter(name, "%s must be an integer of at least 1, got %q", name, v)
	}
	return n, nil
}

func parseBoolValue(name, v string) (bool, *apiError) {
	switch v {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, invalidParameter(name, "%s must be true or false, got %q", name, v)
}

func checkEnum(name, v string, allowed []string) *apiError {
	if !slices.Contains(allowed, v) {
		return invalidParameter(name, "%s must be %s, got %q", name, describe(allowed), v)
	}
	return nil
}

// checkChars bounds a text in characters, as the service counts them.
func checkChars(name, v string, minChars, maxChars int) *apiError {
	if n := utf8.RuneCountInString(v); n < minChars || n > maxChars {
		return invalidParameter(name, "%s must be %d to %d characters, got %d", name, minChars, maxChars, n)
	}
	return nil
}

// isoTime is an ISO 8601 date, or a date and time (seconds and a fraction optional) with an
// optional offset Z, ±HH, ±HHMM or ±HH:MM.
var isoTime = regexp.MustCompile(`^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$`)

// parseTimeParam reads a start or end time as the service does (the spec's Times and time zones):
// any ISO 8601 offset is converted to UTC, a date alone is midnight UTC, and the answer keeps
// the second. A time without an offset is read as UTC, like a date alone (the spec does not say).
func parseTimeParam(name, v string) (time.Time, *apiError) {
	m := isoTime.FindStringSubmatch(v)
	if m == nil {
		return time.Time{}, badTime(name, v)
	}
	num := func(s string) int {
		n, _ := strconv.Atoi(s)
		return n
	}
	offset := 0
	if z := m[7]; z != "" && z != "Z" {
		hh, mm := z[1:3], ""
		if rest := z[3:]; rest != "" {
			mm = rest[len(rest)-2:]
		}
		offset = num(hh)*3600 + num(mm)*60
		if z[0] == '-' {
			offset = -offset
		}
	}
	year, month, day, hour, minute, sec := num(m[1]), num(m[2]), num(m[3]), num(m[4]), num(m[5]), num(m[6])
	t := time.Date(year, time.Month(month), day, hour, minute, sec, 0, time.FixedZone("", offset))
	// time.Date normalises out-of-range fields (February 30th); the service refuses them.
	if month < 1 || month > 12 || hour > 23 || minute > 59 || sec > 59 || t.Day() != day || offset/3600 > 14 || offset/3600 < -14 {
		return time.Time{}, badTime(name, v)
	}
	return t.UTC(), nil
}

// badTime is the service's error for a value that is not a time (the spec's error example).
func badTime(name, v string) *apiError {
	return invalidParameter(name, "Expected time, got %q for %s", v, name)
}

// ptrTo is a pointer to a copy of v.
func ptrTo[T any](v T) *T { return &v }
