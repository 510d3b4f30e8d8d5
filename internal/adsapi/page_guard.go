package adsapi

import (
	"encoding/json"
	"fmt"
	"hash/maphash"
)

// maxPages bounds the pages one paged read follows. The largest list the service documents is a
// locale's TV show catalogue: tens of thousands of shows at 50 a page, so up to 2,000 pages for
// 100,000 shows. 2,000 is also the most requests the advertising API's most generous read windows
// (account reads, tv_shows) allow in 15 minutes: a longer walk could not finish within one. A list
// that pages further is a service handing out cursors without end.
const maxPages = 2000

// pageGuard watches one paged read so that it ends: it fails, naming the endpoint, when the
// service hands out a cursor it handed out before (the pages would cycle forever), a further
// cursor on a page that adds no item not seen before (the walk goes nowhere), or more than
// maxPages pages. A read that stops at its limit never asks for the page past it.
type pageGuard struct {
	// method and template name the endpoint in errors.
	method, template string
	// emptyPagesGo lets a page without items hand out a further cursor: nothing in the v2
	// description rules such pages out, while the advertising API returns count items whenever
	// a cursor follows.
	emptyPagesGo bool
	cursors      map[string]bool
	seed         maphash.Seed
	// seen holds a hash of every item read, to tell a page that adds nothing.
	seen  map[uint64]bool
	pages int
}

func newPageGuard(r request, emptyPagesGo bool) *pageGuard {
	return &pageGuard{method: r.Method, template: r.Template, emptyPagesGo: emptyPagesGo,
		cursors: map[string]bool{}, seed: maphash.MakeSeed(), seen: map[uint64]bool{}}
}

// addItems records the items of a page and returns how many were not seen before. An item is
// known by its id when its kind has one, else by its JSON form.
func addItems[T any](g *pageGuard, items []T) int {
	added := 0
	for i := range items {
		var key string
		if e, ok := any(&items[i]).(interface{ entityID() string }); ok {
			key = e.entityID()
		} else {
			// Encoding a value the client decoded cannot fail; if it did, every such item
			// would share one key and the page would count as adding nothing.
			b, _ := json.Marshal(&items[i])
			key = string(b)
		}
		if g.addKey(key) {
			added++
		}
	}
	return added
}

// addKey records an item known by key and reports whether it was new.
func (g *pageGuard) addKey(key string) bool {
	return g.add(maphash.String(g.seed, key))
}

func (g *pageGuard) add(h uint64) bool {
	if g.seen[h] {
		return false
	}
	g.seen[h] = true
	return true
}

// page checks the cursor a page of n items, added of them new, handed out ("" on the last page).
func (g *pageGuard) page(cursor string, added, n int) error {
	g.pages++
	switch {
	case cursor == "":
		return nil
	case g.cursors[cursor]:
		return fmt.Errorf("%s %s: the service handed out cursor %q again on page %d: its pages would repeat without end",
			g.method, g.template, cursor, g.pages)
	case added == 0 && (n > 0 || !g.emptyPagesGo):
		return fmt.Errorf("%s %s: page %d adds no item not seen before, yet the service handed out a further cursor %q: "+
			"its pages would go on without end", g.method, g.template, g.pages, cursor)
	case g.pages >= maxPages:
		return fmt.Errorf("%s %s: the service handed out a further cursor after %d pages, more than any list it documents "+
			"needs: stopped reading", g.method, g.template, g.pages)
	}
	g.cursors[cursor] = true
	return nil
}
