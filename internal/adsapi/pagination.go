package adsapi

import (
	"context"
	"fmt"
	"maps"
	"net/url"
	"strconv"
)

// pageStyle names the query parameters of a paged endpoint: the advertising API takes
// cursor and count; v2 endpoints take their own names and answer meta.next_token,
// which envelope.next reads as well.
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
// longer last page or a further cursor, so that no request is spent to find out.
func listPages[T any](ctx context.Context, c *Client, r request, style pageStyle, maxCount, limit int) ([]T, bool, error) {
	query := url.Values{}
	maps.Copy(query, r.query)
	query.Set(style.countParam, strconv.Itoa(maxCount))
	var out []T
	cursor := ""
	for {
		if cursor != "" {
			query.Set(style.cursorParam, cursor)
		}
		page := r
		page.query = query
		env, err := c.do(ctx, page)
		if err != nil {
			return nil, false, err
		}
		items, err := decodeList[T](env.Data)
		if err != nil {
			return nil, false, fmt.Errorf("%s %s: %w", r.method, r.template, err)
		}
		out = append(out, items...)
		next := env.next()
		if limit > 0 && len(out) >= limit {
			return out[:limit], len(out) > limit || next != "", nil
		}
		if next == "" {
			return out, false, nil
		}
		if next == cursor {
			// The service would hand out the same page forever.
			return nil, false, fmt.Errorf("%s %s: the service repeated cursor %q", r.method, r.template, next)
		}
		cursor = next
	}
}
