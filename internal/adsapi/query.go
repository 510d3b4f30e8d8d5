package adsapi

import (
	"net/url"
	"strings"
)

// Query encoding of the advertising API: lists are comma-joined, booleans are
// true/false, and unset values are left out.

func setList(q url.Values, key string, values []string) {
	if len(values) > 0 {
		q.Set(key, strings.Join(values, ","))
	}
}

func setString(q url.Values, key, value string) {
	if value != "" {
		q.Set(key, value)
	}
}

// setTrue sends a boolean filter only when it departs from the service's default, false.
func setTrue(q url.Values, key string, value bool) {
	if value {
		q.Set(key, "true")
	}
}
