package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestCardList(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	// Created a minute apart, in this order; "Zulu video" is the only video card.
	names := []string{"Beta", "alpha two", "Alpha one", "Zulu video", "gamma"}
	ids := map[string]string{}
	var order []string
	for _, n := range names {
		body := imageWebsiteCard(n)
		if n == "Zulu video" {
			body = card(mediaComp(DemoVideoKey), websiteDetails("https://v.example"))
			body["name"] = n
		}
		c := f.createCard(body)
		ids[n] = c["id"].(string)
		order = append(order, ids[n])
		clock.Advance(time.Minute)
	}
	deleted := f.createCard(imageWebsiteCard("Deleted one"))
	if err := f.srv.DeleteCard(DemoAccountID, deleted["id"].(string)); err != nil {
		t.Fatal(err)
	}
	legacy, err := f.srv.SeedCard(DemoAccountID, Card{Name: "Legacy app card", CardType: "IMAGE_APP_DOWNLOAD", Legacy: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.srv.SeedCard(OtherAccountID, Card{Name: "Alpha elsewhere", Components: []Component{{Type: ComponentMedia, MediaKey: OtherImageKey}, {Type: ComponentDetails, Title: "t", Destination: &Destination{Type: DestinationWebsite, URL: "https://o.example"}}}}); err != nil {
		t.Fatal(err)
	}

	listIDs := func(t *testing.T, q url.Values) []string {
		t.Helper()
		res := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: q})
		res.wantStatus(t, http.StatusOK)
		var out []string
		for _, c := range res.list(t) {
			out = append(out, c["id"].(string))
		}
		return out
	}
	pick := func(ns ...string) []string {
		var out []string
		for _, n := range ns {
			out = append(out, ids[n])
		}
		return out
	}

	filters := []struct {
		name  string
		query url.Values
		want  []string
	}{
		{"no filter lists live non-legacy cards in creation order", nil, order},
		{"q is a case-insensitive name prefix", url.Values{"q": {"ALPHA"}}, pick("alpha two", "Alpha one")},
		{"q matches only at the start", url.Values{"q": {"lpha"}}, nil},
		{"card_id", url.Values{"card_id": {ids["gamma"] + "," + ids["Beta"]}}, pick("Beta", "gamma")},
		{"card_uris", url.Values{"card_uris": {"card://" + ids["Alpha one"]}}, pick("Alpha one")},
		{"card_types", url.Values{"card_types": {"VIDEO_WEBSITE,IMAGE_APP"}}, pick("Zulu video")},
		{"with_deleted", url.Values{"with_deleted": {"true"}, "q": {"deleted"}}, []string{deleted["id"].(string)}},
		{"include_legacy_cards", url.Values{"include_legacy_cards": {"true"}, "q": {"legacy"}}, []string{legacy.ID}},
		{"legacy cards hidden by default", url.Values{"q": {"legacy"}}, nil},
		{"sort_by name-asc", url.Values{"sort_by": {"name-asc"}}, pick("Alpha one", "alpha two", "Beta", "gamma", "Zulu video")},
		{"sort_by name-desc", url.Values{"sort_by": {"name-desc"}}, pick("Zulu video", "gamma", "Beta", "alpha two", "Alpha one")},
		{"sort_by created_at-desc", url.Values{"sort_by": {"created_at-desc"}}, pick("gamma", "Zulu video", "Alpha one", "alpha two", "Beta")},
		{"count of 200 is allowed", url.Values{"count": {"200"}}, order},
	}
	for _, tc := range filters {
		t.Run(tc.name, func(t *testing.T) {
			if got := listIDs(t, tc.query); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("ids = %v, want %v", got, tc.want)
			}
		})
	}

	t.Run("sort_by updated_at-desc follows updates", func(t *testing.T) {
		clock.Advance(time.Hour)
		f.do(apiCall{method: "PUT", path: cardsPathOf(DemoAccountID) + "/" + ids["alpha two"], json: map[string]any{"name": "alpha two"}}).wantStatus(t, http.StatusOK)
		if got := listIDs(t, url.Values{"sort_by": {"updated_at-desc"}}); got[0] != ids["alpha two"] {
			t.Fatalf("first = %s, want the card just updated %s", got[0], ids["alpha two"])
		}
	})

	t.Run("pages follow next_cursor to the end", func(t *testing.T) {
		var got []string
		cursor := ""
		for page := 0; ; page++ {
			q := url.Values{"count": {"2"}}
			if cursor != "" {
				q.Set("cursor", cursor)
			}
			res := f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: q})
			res.wantStatus(t, http.StatusOK)
			items := res.list(t)
			for _, c := range items {
				got = append(got, c["id"].(string))
			}
			next, _ := res.body["next_cursor"].(string)
			if page < 2 {
				if len(items) != 2 || next == "" {
					t.Fatalf("page %d: %d items, next_cursor %q; want 2 and a cursor", page, len(items), next)
				}
				if _, err := strconv.Atoi(next); err == nil {
					t.Fatalf("cursor %q is a plain integer, want an opaque string", next)
				}
			} else {
				if len(items) != 1 || res.body["next_cursor"] != nil {
					t.Fatalf("last page: %d items, next_cursor %v; want 1 and null", len(items), res.body["next_cursor"])
				}
				break
			}
			cursor = next
		}
		if !reflect.DeepEqual(got, order) {
			t.Fatalf("paged ids = %v, want %v", got, order)
		}
	})

	many := make([]string, 201)
	for i := range many {
		many[i] = strconv.Itoa(i + 1)
	}
	invalid := []struct {
		name  string
		query url.Values
		param string
	}{
		{"count 0", url.Values{"count": {"0"}}, "count"},
		{"count 201", url.Values{"count": {"201"}}, "count"},
		{"count not a number", url.Values{"count": {"ten"}}, "count"},
		{"cursor not issued by the service", url.Values{"cursor": {"2"}}, "cursor"},
		{"q over 80 characters", url.Values{"q": {strings.Repeat("q", 81)}}, "q"},
		{"card_id over 200", url.Values{"card_id": {strings.Join(many, ",")}}, "card_id"},
		{"card_uris over 200", url.Values{"card_uris": {strings.Join(many, ",")}}, "card_uris"},
		{"card_types outside the enum", url.Values{"card_types": {"IMAGE_WEBSITE,TEXT_POLLS"}}, "card_types"},
		{"sort_by without direction", url.Values{"sort_by": {"name"}}, "sort_by"},
		{"sort_by unknown attribute", url.Values{"sort_by": {"shade-asc"}}, "sort_by"},
		{"with_deleted not boolean", url.Values{"with_deleted": {"yes"}}, "with_deleted"},
		{"include_legacy_cards not boolean", url.Values{"include_legacy_cards": {"1"}}, "include_legacy_cards"},
	}
	for _, tc := range invalid {
		t.Run(tc.name, func(t *testing.T) {
			f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID), query: tc.query}).
				wantError(t, http.StatusBadRequest, codeInvalidParameter, tc.param)
		})
	}
}
