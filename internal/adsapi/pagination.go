package adsapi

import (
	"context"
	"maps"
	"net/url"
	"strconv"
)

// pageStyle names the query parameters of a paged endpoint: the advertising API takes
// cursor and count; v2 endpoints take their own names and answer meta.next_token,
// which envelope.next reads as well. A list that takes no count has no countParam.
type pageStyle struct {
	cursorParam, countParam string
}

var adsPages = pageStyle{cursorParam: "cursor", countParam: "count"}

// listAll reads the pages of r, each with the largest count the endpoint allows, until
// the last page or until limit items (limit 0 reads every page).
func listAll[T any](ctx context.Context, c *Client, r request, style pageStyle, maxCount, limit int) ([]T, error) {
	items, _, err := listPages[T](ctx, c, r, style, maxCount, limit)
	return items, err
}

// listPages is listAll that also reports whether the service had more than limit items: a
// longer last page or a further cursor, so that no request is spent to find out. Every page must
// be a well-formed list answer (envelope.listData), and the walk must end (pageGuard).
func listPages[T any](ctx context.Context, c *Client, r request, style pageStyle, maxCount, limit int) ([]T, bool, error) {
	return listChecked[T](ctx, c, r, style, maxCount, limit, nil)
}

// listChecked is listPages that also holds each item to check, which says what is wrong with an
// item ("" when nothing is): an answer with such an item is malformed.
func listChecked[T any](ctx context.Context, c *Client, r request, style pageStyle, maxCount, limit int, check func(*T) string) ([]T, bool, error) {
	query := url.Values{}
	maps.Copy(query, r.Query)
	if style.countParam != "" {
		query.Set(style.countParam, strconv.Itoa(maxCount))
	}
	var out []T
	guard := newPageGuard(r, false)
	cursor := ""
	for {
		if cursor != "" {
			query.Set(style.cursorParam, cursor)
		}
		page := r
		page.Query = query
		env, err := c.do(ctx, page)
		if err != nil {
			return nil, false, err
		}
		items, err := decodeList[T](env)
		if err != nil {
			return nil, false, err
		}
		for i := range items {
			if problem := checkItem(check, &items[i]); problem != "" {
				return nil, false, env.answer.Malformed("item %d of data %s", i, problem)
			}
		}
		out = append(out, items...)
		next := env.next()
		if limit > 0 && len(out) >= limit {
			return out[:limit], len(out) > limit || next != "", nil
		}
		if err := guard.page(next, addItems(guard, items), len(items)); err != nil {
			return nil, false, err
		}
		if next == "" {
			return out, false, nil
		}
		cursor = next
	}
}

// checkItem applies check, when there is one, to item.
func checkItem[T any](check func(*T) string, item *T) string {
	if check == nil {
		return ""
	}
	return check(item)
}
