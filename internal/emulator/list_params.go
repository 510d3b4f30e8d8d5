package emulator

import (
	"cmp"
	"encoding/base64"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// maxIDs is how many ids or URIs a list filter may name.
const maxIDs = 200

// maxQueryChars bounds q, the name filter (a prefix on entity lists, a substring in the targeting
// catalogues).
const maxQueryChars = 80

// cursorTag marks the emulator's cursors, so that a made-up cursor is refused.
const cursorTag = "emulator-cursor:"

// sortAttrs are the attributes sort_by accepts.
var sortAttrs = []string{"created_at", "updated_at", "name", "id"}

// sortSpec is a parsed sort_by; the zero value is creation order.
type sortSpec struct {
	attr string
	desc bool
}

// sortKeys gives the comparable values of an entity: keys[attr] must order as the attribute
// does (timestamps in fixed-width form), and id breaks ties.
type sortKeys struct {
	id   string
	keys map[string]string
}

// listParams are the parameters every list endpoint shares (spec: "Common list parameters").
type listParams struct {
	q           string // lower-cased name prefix
	count       int
	offset      int // decoded from the cursor
	order       sortSpec
	withDeleted bool
}

func parseListParams(params url.Values, defaultCount, maxCount int) (listParams, *apiError) {
	var lp listParams
	var err *apiError
	if lp.q, err = parseQ(params); err != nil {
		return lp, err
	}
	if lp.count, err = parseCount(params, defaultCount, maxCount); err != nil {
		return lp, err
	}
	if lp.offset, err = parseCursor(params); err != nil {
		return lp, err
	}
	if lp.order, err = parseSortBy(params); err != nil {
		return lp, err
	}
	lp.withDeleted, err = parseBool(params, "with_deleted")
	return lp, err
}

// entitySortKeys are the sort keys of an entity with a name and the two timestamps.
func entitySortKeys(id, name string, created, updated time.Time) sortKeys {
	return sortKeys{id: id, keys: map[string]string{
		"created_at": formatTime(created),
		"updated_at": formatTime(updated),
		"name":       strings.ToLower(name),
		"id":         "",
	}}
}

// parseTotalCount reads with_total_count, which excludes cursor.
func parseTotalCount(params url.Values) (bool, *apiError) {
	withTotal, err := parseBool(params, "with_total_count")
	if err != nil {
		return false, err
	}
	if withTotal && params.Has("cursor") {
		return false, badRequest(codeExclusiveParameters, "cursor", "cursor and with_total_count are exclusive")
	}
	return withTotal, nil
}

func parseCount(params url.Values, def, maxCount int) (int, *apiError) {
	v := params.Get("count")
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > maxCount {
		return 0, invalidParameter("count", "count must be an integer from 1 to %d", maxCount)
	}
	return n, nil
}

func parseBool(params url.Values, name string) (bool, *apiError) {
	switch params.Get(name) {
	case "", "false":
		return false, nil
	case "true":
		return true, nil
	default:
		return false, invalidParameter(name, "%s must be true or false", name)
	}
}

func parseSortBy(params url.Values) (sortSpec, *apiError) {
	v := params.Get("sort_by")
	if v == "" {
		return sortSpec{attr: "created_at"}, nil
	}
	attr, dir, _ := strings.Cut(v, "-")
	if !slices.Contains(sortAttrs, attr) || (dir != "asc" && dir != "desc") {
		return sortSpec{}, invalidParameter("sort_by", "sort_by must be <attribute>-asc or <attribute>-desc with attribute one of %s", strings.Join(sortAttrs, ", "))
	}
	return sortSpec{attr: attr, desc: dir == "desc"}, nil
}

func parseQ(params url.Values) (string, *apiError) {
	q := params.Get("q")
	if utf8.RuneCountInString(q) > maxQueryChars {
		return "", invalidParameter("q", "q must be at most %d characters", maxQueryChars)
	}
	return strings.ToLower(q), nil
}

// parseList reads a comma-separated filter of at most maxIDs items; nil means no filter.
func parseList(params url.Values, name string) ([]string, *apiError) {
	if _, ok := params[name]; !ok {
		return nil, nil
	}
	items := splitList(params.Get(name))
	if len(items) == 0 {
		return nil, invalidParameter(name, "%s must list at least one value", name)
	}
	if len(items) > maxIDs {
		return nil, invalidParameter(name, "%s accepts at most %d values", name, maxIDs)
	}
	return items, nil
}

func encodeCursor(offset int) string {
	return base64.RawURLEncoding.EncodeToString([]byte(cursorTag + strconv.Itoa(offset)))
}

func parseCursor(params url.Values) (int, *apiError) {
	v := params.Get("cursor")
	if v == "" {
		return 0, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(v)
	if err == nil {
		if digits, ok := strings.CutPrefix(string(raw), cursorTag); ok {
			if n, err := strconv.Atoi(digits); err == nil && n >= 0 {
				return n, nil
			}
		}
	}
	return 0, invalidParameter("cursor", "cursor %q is not a cursor this service issued", v)
}

// sortBy orders items by spec, breaking ties by id (numerically for decimal ids) in the same
// direction.
func sortBy[T any](items []T, spec sortSpec, keysOf func(T) sortKeys) {
	// Keys are computed once per item rather than per comparison: they format times and build
	// maps, which made large lists spend most of their time sorting.
	type keyed struct {
		item    T
		key, id string
	}
	decorated := make([]keyed, len(items))
	for i, it := range items {
		k := keysOf(it)
		decorated[i] = keyed{item: it, key: k.keys[spec.attr], id: k.id}
	}
	slices.SortStableFunc(decorated, func(a, b keyed) int {
		c := cmp.Or(cmp.Compare(a.key, b.key), compareIDs(a.id, b.id))
		if spec.desc {
			return -c
		}
		return c
	})
	for i := range decorated {
		items[i] = decorated[i].item
	}
}

// compareIDs orders ids of the same kind: shorter first, then by bytes, which is numeric
// order for decimal and base-36 ids without leading zeros.
func compareIDs(a, b string) int {
	return cmp.Or(cmp.Compare(len(a), len(b)), strings.Compare(a, b))
}

// paginate returns the page of count items from offset and the cursor of the next page
// (empty when this page is the last).
func paginate[T any](items []T, offset, count int) ([]T, string) {
	if offset > len(items) {
		offset = len(items)
	}
	end := min(offset+count, len(items))
	next := ""
	if end < len(items) {
		next = encodeCursor(end)
	}
	return items[offset:end], next
}
