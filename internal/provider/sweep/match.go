package sweep

import (
	"net/url"
	"strings"
)

// marked reports whether a field a test chooses starts with the prefix. The comparison is exact: the
// lists that take q match it without regard to case (the spec's "case-insensitive name prefix"), which
// narrows what is read, never what is deleted.
func marked(prefix, field string) bool {
	return prefix != "" && strings.HasPrefix(field, prefix)
}

// markedURL reports whether a segment of the URL's path starts with the prefix. A test cannot choose
// the start of a URL (the scheme, and a host that must answer: a webhook's CRC, a feed's download), but
// the path is free, as the webhook spec says: https://hooks.example.com/tf-acc-test-abc. The host, the
// query and the fragment are not looked at.
func markedURL(prefix, raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	for _, segment := range strings.Split(u.Path, "/") {
		if marked(prefix, segment) {
			return true
		}
	}
	return false
}

// maxFilterIDs is the most ids an id filter of a list takes (line_item_ids and the like).
const maxFilterIDs = 200
