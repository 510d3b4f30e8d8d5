package adsapi

import (
	"net/url"
	"strconv"
	"strings"
	"time"
)

// writeParams are the parameters of one campaign or line item write: strings, integers (micros,
// counts), booleans and lists. The single endpoints take them in the query string and the batch
// endpoints as the params object of an item; both encodings come from here, so that a write sends
// the same thing whichever way it travels.
type writeParams map[string]any

// text sets a string that is sent only when not empty (a create's optional field).
func (p writeParams) text(name, v string) {
	if v != "" {
		p[name] = v
	}
}

// textPtr sets a string that is sent whenever it is given, empty included (an update's field).
func (p writeParams) textPtr(name string, v *string) {
	if v != nil {
		p[name] = *v
	}
}

// number sets an integer (micros or a count) that is sent whenever it is given.
func (p writeParams) number(name string, v *int64) {
	if v != nil {
		p[name] = *v
	}
}

// flag sets a boolean that is sent whenever it is given.
func (p writeParams) flag(name string, v *bool) {
	if v != nil {
		p[name] = *v
	}
}

// list sets a list that is sent when not nil: a create leaves an empty list out (nil), an update
// sends an empty, non-nil list as an empty value.
func (p writeParams) list(name string, v []string) {
	if v != nil {
		p[name] = append([]string(nil), v...)
	}
}

// query is the single endpoints' encoding: lists comma-separated, booleans true or false.
func (p writeParams) query() url.Values {
	q := url.Values{}
	for name, v := range p {
		q.Set(name, paramText(v))
	}
	return q
}

// batch is the batch endpoints' encoding, as the spec's examples send it: numbers and booleans as
// JSON values, lists as one comma-separated string (the service echoes them as arrays).
func (p writeParams) batch() map[string]any {
	out := make(map[string]any, len(p))
	for name, v := range p {
		if l, ok := v.([]string); ok {
			out[name] = strings.Join(l, ",")
			continue
		}
		out[name] = v
	}
	return out
}

// paramText renders one value for the query string.
func paramText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int64:
		return strconv.FormatInt(v, 10)
	case bool:
		return strconv.FormatBool(v)
	case []string:
		return strings.Join(v, ",")
	}
	return ""
}

// campaignWrite describes a write of campaign management (campaigns, line items and their batches).
// The service counts every such write, batches included, in one category of 450 a minute, whatever
// the path: they share one window here too, where the path would give each its own.
func (c *Client) campaignWrite(method, template string, params []string, query url.Values, body any) request {
	r := c.adsRequest(method, template, params, query, body)
	r.LimitGroup = "writes " + r.Base + " campaign management"
	return r
}

// inputTimeLayouts are the forms of a time the service takes (an ISO 8601 offset in any of its
// spellings, or a date alone, which it reads as midnight UTC).
var inputTimeLayouts = []string{
	time.RFC3339Nano,
	"2006-01-02T15:04:05Z0700",
	"2006-01-02T15:04:05Z07",
	"2006-01-02",
}

// utcSecond is a time as the service writes it in answers (UTC, whole seconds, trailing Z), or s
// itself when it is none of the forms the service takes: two writings of the same moment then
// compare equal, and an unreadable one is compared as written.
func utcSecond(s string) string {
	for _, layout := range inputTimeLayouts {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC().Truncate(time.Second).Format(time.RFC3339)
		}
	}
	return s
}
