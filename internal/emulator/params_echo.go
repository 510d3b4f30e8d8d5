package emulator

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Most parameters are echoed in request.params as sent, but these are echoed by their declared
// type: the integers as JSON numbers, as the reference examples and the recorded answers show them
// ("count": 1, "duration_in_minutes": 10080, a web event tag's "click_window": 7), and the booleans as
// JSON booleans ("retargeting_enabled": false). with_deleted,
// although a boolean, is echoed as sent: the reference's response-structure page shows it as
// "true". Ids and q stay strings whatever they look like. The start and end times of line items
// are echoed as the service used them, in UTC to the second (the spec's line item example echoes
// start_time=2022-06-15 as "2022-06-15T00:00:00Z"); a value that is no such time (a scheduled
// feed's HH:MM) is echoed as sent.
var (
	intEchoes = []string{"count", "duration_in_minutes", "bid_amount_local_micro", "daily_budget_amount_local_micro",
		"total_budget_amount_local_micro", "frequency_cap", "duration_in_days", "click_window", "view_through_window"}
	boolEchoes = []string{"include_legacy_cards", "nullcast", "with_total_count", "retargeting_enabled"}
	timeEchoes = []string{"start_time", "end_time"}
)

// echoParams is the request.params of an answer: the path parameters and the query or form
// parameters, the list ones as arrays.
func echoParams(rt *route, pathParams map[string]string, params url.Values) map[string]any {
	out := map[string]any{}
	for k, v := range params {
		if strings.HasPrefix(k, "oauth_") {
			continue
		}
		last := v[len(v)-1]
		if rt != nil && slices.Contains(rt.listParams, k) {
			out[k] = splitList(last)
		} else {
			out[k] = echoValue(k, last)
		}
	}
	for k, v := range pathParams {
		out[k] = v
	}
	return out
}

// echoValue is one parameter's echo. A value its type cannot read (count=ten) is echoed as sent,
// beside the error that refuses it.
func echoValue(name, v string) any {
	switch {
	case slices.Contains(intEchoes, name):
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			return n
		}
	case slices.Contains(boolEchoes, name) && (v == "true" || v == "false"):
		return v == "true"
	case slices.Contains(timeEchoes, name):
		if t, err := parseTimeParam(name, v); err == nil {
			return formatTime(t)
		}
	}
	return v
}

// splitList splits a comma-separated parameter, dropping empty items.
func splitList(v string) []string {
	out := []string{}
	for item := range strings.SplitSeq(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
