package emulator

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"
)

// v2Pages reads a v2 list page by page, following the token named by tokenKey from the page at
// start ("" for the first page), and returns the ids of each page and the meta of each.
func (f *fixture) v2Pages(t *testing.T, path, auth string, size int, tokenKey, start string) ([][]string, []map[string]any) {
	t.Helper()
	var pages [][]string
	var metas []map[string]any
	token := start
	for range 20 {
		q := url.Values{"max_results": {fmt.Sprint(size)}}
		if token != "" {
			q.Set("pagination_token", token)
		}
		res := f.do(apiCall{method: http.MethodGet, path: path, auth: auth, query: q})
		res.wantStatus(t, http.StatusOK)
		var ids []string
		for _, it := range res.list(t) {
			ids = append(ids, it["id"].(string))
		}
		meta, _ := res.body["meta"].(map[string]any)
		if meta["result_count"] != float64(len(ids)) {
			t.Errorf("%s: result_count %v for %d items", path, meta["result_count"], len(ids))
		}
		pages, metas = append(pages, ids), append(metas, meta)
		token, _ = meta[tokenKey].(string)
		if token == "" {
			return pages, metas
		}
	}
	t.Fatalf("%s: still a %s after 20 pages", path, tokenKey)
	return nil, nil
}

// Every paged v2 list whose description gives meta.previous_token answers it on every page but
// the first, and following it from the last page gives back the pages of the forward walk, in
// reverse; each page reached backwards points forward to the page it was reached from.
func TestV2ListsPageBackwards(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	// Five muted and five blocked users; 13 posts of the demo user; 11 mentions of it.
	for _, id := range []string{OtherUserID, DevelopersUserID, PlatformUserID, WithheldUserID} {
		if err := f.srv.MuteOutOfBand(DemoUserID, id); err != nil {
			t.Fatal(err)
		}
		if err := f.srv.BlockOutOfBand(DemoUserID, id); err != nil {
			t.Fatal(err)
		}
	}
	for i := range 8 {
		at := time.Date(2024, time.January, 1+i, 9, 0, 0, 0, time.UTC)
		if _, err := f.srv.SeedPost(DemoUserID, fmt.Sprintf("Post %d.", i), at); err != nil {
			t.Fatal(err)
		}
		if _, err := f.srv.SeedPost(DevelopersUserID, fmt.Sprintf("Hello again @%s (%d).", DemoHandle, i), at.Add(time.Hour), DemoUserID); err != nil {
			t.Fatal(err)
		}
	}
	user := "/2/users/" + DemoUserID
	for _, tc := range []struct {
		path, auth string
		size, want int
	}{
		{user + "/muting", "", 2, 5},
		{user + "/blocking", bearer(DemoOAuth2Token), 2, 5},
		{user + "/posts", "", 5, 13},
		{user + "/mentions", "", 5, 11},
		{user + "/timelines/reverse_chronological", "", 4, 27},
	} {
		t.Run(strings.TrimPrefix(tc.path, user+"/"), func(t *testing.T) {
			forward, metas := f.v2Pages(t, tc.path, tc.auth, tc.size, "next_token", "")
			var all []string
			for i, p := range forward {
				all = append(all, p...)
				_, hasPrevious := metas[i]["previous_token"]
				if hasPrevious != (i > 0) {
					t.Errorf("page %d: previous_token present = %v, want it on every page but the first", i+1, hasPrevious)
				}
			}
			if len(all) != tc.want || len(forward) < 3 {
				t.Fatalf("forward: %d items in %d pages, want %d items in at least 3 pages", len(all), len(forward), tc.want)
			}
			if len(slices.Compact(slices.Sorted(slices.Values(all)))) != len(all) {
				t.Errorf("forward pages repeat an item: %v", forward)
			}
			lastPrevious, _ := metas[len(metas)-1]["previous_token"].(string)
			backward, backMetas := f.v2Pages(t, tc.path, tc.auth, tc.size, "previous_token", lastPrevious)
			want := slices.Clone(forward[:len(forward)-1])
			slices.Reverse(want)
			if !slices.EqualFunc(backward, want, slices.Equal) {
				t.Errorf("backward pages %v, want the forward pages %v reversed", backward, want)
			}
			// The page reached backwards from page i+1 points forward to page i+1 again.
			for i, meta := range backMetas {
				next, _ := meta["next_token"].(string)
				again, _ := f.v2Pages(t, tc.path, tc.auth, tc.size, "", next)
				if len(again) != 1 || !slices.Equal(again[0], forward[len(forward)-1-i]) {
					t.Errorf("next_token of backward page %d gives %v, want %v", i+1, again, forward[len(forward)-1-i])
				}
			}
		})
	}
}

// Page tokens are the emulator's own, in either direction: a token of another shape is refused.
func TestV2PageTokensRoundTrip(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		offset int
		before bool
	}{{0, false}, {7, false}, {7, true}, {1000, true}} {
		tok := encodePageToken(tc.offset, tc.before)
		offset, before, ok := decodePageToken(tok)
		if !ok || offset != tc.offset || before != tc.before || len(tok) < 16 {
			t.Errorf("token %q of %+v decodes to %d, %v, %v", tok, tc, offset, before, ok)
		}
	}
	for _, raw := range []string{"emulator-v2-page:7", "emulator-v2-page:after:7", "emulator-v2-page:before:-1", "other:before:7"} {
		if _, _, ok := decodePageToken(pageTokenEncoding.EncodeToString([]byte(raw))); ok {
			t.Errorf("%q decodes; want it refused", raw)
		}
	}
}
