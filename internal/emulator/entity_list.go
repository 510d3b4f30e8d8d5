package emulator

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Paging of the campaign-management lists (the spec: count 1 to 1000, default 200).
const (
	entityListDefaultCount = 200
	entityListMaxCount     = 1000
)

// entityList are the common list parameters of ads accounts, funding instruments, campaigns and
// line items, each kind with its own sortable attributes (the spec's Pagination, sorting and
// totals).
type entityList struct {
	// q is the lower-cased name prefix; the spec bounds q on none of these lists.
	q           string
	count       int
	offset      int
	order       sortSpec
	withDeleted bool
	withTotal   bool
}

func parseEntityList(params url.Values, sortable []string) (entityList, *apiError) {
	var l entityList
	var err *apiError
	l.q = strings.ToLower(params.Get("q"))
	if l.count, err = parseCount(params, entityListDefaultCount, entityListMaxCount); err != nil {
		return l, err
	}
	if l.offset, err = parseCursor(params); err != nil {
		return l, err
	}
	if l.order, err = parseSortOf(params, sortable); err != nil {
		return l, err
	}
	if l.withDeleted, err = parseBool(params, "with_deleted"); err != nil {
		return l, err
	}
	l.withTotal, err = parseTotalCount(params)
	return l, err
}

// parseSortOf reads sort_by against a kind's sortable attributes; without it, lists are in
// creation order (the spec does not show the default order).
func parseSortOf(params url.Values, sortable []string) (sortSpec, *apiError) {
	v := params.Get("sort_by")
	if v == "" {
		return sortSpec{attr: "created_at"}, nil
	}
	attr, dir, _ := strings.Cut(v, "-")
	if !slices.Contains(sortable, attr) || (dir != "asc" && dir != "desc") {
		return sortSpec{}, invalidParameter("sort_by", "sort_by must be <attribute>-asc or <attribute>-desc with attribute one of %s", strings.Join(sortable, ", "))
	}
	return sortSpec{attr: attr, desc: dir == "desc"}, nil
}

// named reports whether name passes the q filter.
func (l entityList) named(name string) bool {
	return strings.HasPrefix(strings.ToLower(name), l.q)
}

// page sorts the found entities, cuts the page and fills the list reply around views of it.
func page[T any, V any](l entityList, found []T, keysOf func(T) sortKeys, view func(T) V) reply {
	sortBy(found, l.order, keysOf)
	items, next := paginate(found, l.offset, l.count)
	views := make([]V, len(items))
	for i, it := range items {
		views[i] = view(it)
	}
	rep := reply{data: views, list: true, nextCursor: next}
	if l.withTotal {
		total := len(found)
		rep.totalCount = &total
	}
	return rep
}

// parseIDs reads an id filter; nil means no filter. bounded filters take at most maxIDs ids
// (the spec gives no maximum for account_ids).
func parseIDs(params url.Values, name string, bounded bool) ([]string, *apiError) {
	if !params.Has(name) {
		return nil, nil
	}
	if bounded {
		return parseList(params, name)
	}
	ids := splitList(params.Get(name))
	if len(ids) == 0 {
		return nil, invalidParameter(name, "%s must list at least one value", name)
	}
	return ids, nil
}

// inFilter reports whether id passes a filter from parseIDs.
func inFilter(ids []string, id string) bool {
	return ids == nil || slices.Contains(ids, id)
}

// Sort key forms: each orders as the attribute does when compared as strings.

func timeKey(t time.Time) string { return formatTime(t) }

func optionalTimeKey(t *time.Time) string {
	if t == nil {
		return ""
	}
	return formatTime(*t)
}

func microsKey(v *int64) string {
	if v == nil {
		return ""
	}
	return fmt.Sprintf("%020d", *v)
}

func boolKey(v bool) string { return strconv.FormatBool(v) }

func optionalBoolKey(v *bool) string {
	if v == nil {
		return ""
	}
	return boolKey(*v)
}
