package emulator

import (
	"encoding/base32"
	"net/url"
	"strconv"
	"strings"
)

// v2Page is a page request of a v2 list: its size, and the boundary its token stands for. A
// next_token names the first item of the page it asks for; a previous_token names the first item
// after the page it asks for (before is set), so that paging back from a page gives exactly the
// page that led to it, whatever the page sizes.
type v2Page struct {
	size, offset int
	before       bool
}

// pageTokenPrefix marks the emulator's page tokens, so that a made-up token is refused; the
// direction follows it.
const pageTokenPrefix = "emulator-v2-page:"

// The directions a page token encodes after pageTokenPrefix.
const (
	pageAfter  = "from:"
	pageBefore = "before:"
)

// pageTokenEncoding is base32hex, as the spec's tokens are, without padding.
var pageTokenEncoding = base32.HexEncoding.WithPadding(base32.NoPadding)

// parseV2Page reads max_results (min to max, default def) and pagination_token (at least 16
// characters, one of the emulator's, either direction).
func parseV2Page(params url.Values, minResults, maxResults, def int) (v2Page, *apiError) {
	p := v2Page{size: def}
	if params.Has("max_results") {
		n, err := strconv.Atoi(params.Get("max_results"))
		if err != nil || n < minResults || n > maxResults {
			return p, invalidParameter("max_results", "The `max_results` query parameter value [%s] is not between %d and %d",
				params.Get("max_results"), minResults, maxResults)
		}
		p.size = n
	}
	if params.Has("pagination_token") {
		tok := params.Get("pagination_token")
		offset, before, ok := decodePageToken(tok)
		if len(tok) < 16 || !ok {
			return p, invalidParameter("pagination_token", "The `pagination_token` query parameter value [%s] is not valid", tok)
		}
		p.offset, p.before = offset, before
	}
	return p, nil
}

// encodePageToken is the token of the page starting at offset, or of the page ending just before
// it when before is set.
func encodePageToken(offset int, before bool) string {
	dir := pageAfter
	if before {
		dir = pageBefore
	}
	return pageTokenEncoding.EncodeToString([]byte(pageTokenPrefix + dir + strconv.Itoa(offset)))
}

// decodePageToken reads a token of encodePageToken; ok is false for anything else.
func decodePageToken(tok string) (offset int, before, ok bool) {
	raw, err := pageTokenEncoding.DecodeString(tok)
	if err != nil {
		return 0, false, false
	}
	rest, ok := strings.CutPrefix(string(raw), pageTokenPrefix)
	if !ok {
		return 0, false, false
	}
	if rest, before = strings.CutPrefix(rest, pageBefore); !before {
		if rest, ok = strings.CutPrefix(rest, pageAfter); !ok {
			return 0, false, false
		}
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 0 {
		return 0, false, false
	}
	return n, before, true
}

// v2Window is the slice [from, to) of a list that a page shows, and the tokens of the pages on
// either side of it ("" where there is none: no next_token on the last page, no previous_token
// on the first).
type v2Window struct {
	from, to       int
	next, previous string
}

// window places the page in a list of total items.
func (p v2Page) window(total int) v2Window {
	var w v2Window
	if p.before {
		w.to = min(p.offset, total)
		w.from = max(w.to-p.size, 0)
	} else {
		w.from = min(p.offset, total)
		w.to = min(w.from+p.size, total)
	}
	if w.to < total {
		w.next = encodePageToken(w.to, false)
	}
	if w.from > 0 {
		w.previous = encodePageToken(w.from, true)
	}
	return w
}

// v2ListBody is a v2 list answer: data (absent when empty), includes when any, and meta with the
// window's page tokens.
func v2ListBody(data []any, includes map[string]any, w v2Window) map[string]any {
	meta := map[string]any{"result_count": len(data)}
	if w.next != "" {
		meta["next_token"] = w.next
	}
	if w.previous != "" {
		meta["previous_token"] = w.previous
	}
	body := map[string]any{"meta": meta}
	if len(data) > 0 {
		body["data"] = data
	}
	if includes != nil {
		body["includes"] = includes
	}
	return body
}
