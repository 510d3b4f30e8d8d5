package emulator

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Most parameters are echoed in request.params as sent, but these are echoed by their declared
// type: the integers as JSON numbers, as the reference examples and the recorded answers show them
// ("count": 1, "duration_in_minutes": 10080), and the booleans as JSON booleans. with_deleted,
// although a boolean, is echoed as sent: the reference's response-structure page shows it as
// "true". Ids and q stay strings whatever they look like.
var (
	intEchoes  = []string{"count", "duration_in_minutes"}
	boolEchoes = []string{"include_legacy_cards", "nullcast", "with_total_count"}
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
