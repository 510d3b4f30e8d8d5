package adsapi

import (
	"context"
	"net/url"
	"reflect"
	"testing"
	"time"
)

// Every recorded targeting body decodes through its kind's method. Recordings that carry a next_cursor
// are read with a limit of their item count, so the read stops there and reports more.
func TestFixtureCrystalTargeting(t *testing.T) {
	t.Parallel()
	type read func(*TargetingService, context.Context, TargetingQuery) (*TargetingList, error)
	tests := []struct {
		file      string
		read      read
		query     TargetingQuery
		truncated bool
		check     func(t *testing.T, items []TargetingCriterion)
	}{
		{"app_store_categories.json", (*TargetingService).AppStoreCategories, TargetingQuery{Q: "music", OSType: "IOS"}, false,
			func(t *testing.T, items []TargetingCriterion) {
				want := TargetingCriterion{Name: "Games: Music", TargetingType: "APP_STORE_CATEGORY", TargetingValue: "qouq", OSType: "IOS"}
				if len(items) != 2 || !reflect.DeepEqual(items[0], want) || items[1].TargetingValue != "qov2" {
					t.Errorf("items = %+v", items)
				}
			}},
		{"conversations.json", (*TargetingService).Conversations, TargetingQuery{Limit: 2}, true,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 2 || !reflect.DeepEqual(items[1], TargetingCriterion{Name: "NBA", TargetingType: "CONVERSATION", TargetingValue: "a2", ConversationType: "SPORTS"}) {
					t.Errorf("items = %+v", items)
				}
			}},
		{"devices.json", (*TargetingService).Devices, TargetingQuery{Q: "iphone"}, false,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 2 || !reflect.DeepEqual(items[0], TargetingCriterion{Name: "iPhone 3GS", Manufacturer: "Apple", Platform: "iOS", TargetingValue: "1q", TargetingType: "DEVICE"}) {
					t.Errorf("items = %+v", items)
				}
				if os := items[1].OS(); os != "iOS" {
					t.Errorf("OS() = %q, want the recorded platform iOS", os)
				}
			}},
		{"events.json", (*TargetingService).Events, TargetingQuery{}, false,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 1 {
					t.Fatalf("items = %+v", items)
				}
				e := items[0]
				if e.Name != "New Year's" || e.EventType != "HOLIDAY" || e.StartTime != "2017-12-31T00:00:00Z" ||
					e.EndTime != "2018-01-02T00:00:00Z" || e.CountryCode != "" || !e.IsGlobal ||
					e.Reach == nil || e.Reach.TotalReach.Valid || e.TopPosts == nil || len(e.TopPosts) != 0 ||
					e.GenderBreakdownPercentage == nil || len(e.GenderBreakdownPercentage) != 0 {
					t.Errorf("event = %+v", e)
				}
			}},
		{"interests.json", (*TargetingService).Interests, TargetingQuery{Q: "books", Limit: 1}, true,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 1 || items[0].Name != "Books and literature/Biographies and memoirs" || items[0].TargetingValue != "1001" {
					t.Errorf("items = %+v", items)
				}
			}},
		{"languages.json", (*TargetingService).Languages, TargetingQuery{Q: "english"}, false,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 1 || !reflect.DeepEqual(items[0], TargetingCriterion{Name: "English", TargetingType: "LANGUAGE", TargetingValue: "en"}) {
					t.Errorf("items = %+v", items)
				}
			}},
		{"locations.json", (*TargetingService).Locations, TargetingQuery{Q: "los angeles", LocationType: "CITIES"}, false,
			func(t *testing.T, items []TargetingCriterion) {
				want := TargetingCriterion{Name: "Los Angeles, US", CountryCode: "US", LocationType: "CITIES", TargetingValue: "019940ae78c7b3bc", TargetingType: "LOCATION"}
				if len(items) != 8 || !reflect.DeepEqual(items[7], want) {
					t.Errorf("items = %+v", items)
				}
			}},
		{"network_operators.json", (*TargetingService).NetworkOperators, TargetingQuery{CountryCode: "US", Limit: 5}, true,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 5 || !reflect.DeepEqual(items[4], TargetingCriterion{Name: "Airpeak", CountryCode: "US", TargetingType: "NETWORK_OPERATOR", TargetingValue: "1i"}) {
					t.Errorf("items = %+v", items)
				}
			}},
		{"platform_versions.json", (*TargetingService).PlatformVersions, TargetingQuery{}, false,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 2 || !reflect.DeepEqual(items[1], TargetingCriterion{Name: "Jelly Bean", Number: "4.1", Platform: "Android", TargetingType: "PLATFORM_VERSION", TargetingValue: "18"}) {
					t.Errorf("items = %+v", items)
				}
			}},
		{"platforms.json", (*TargetingService).Platforms, TargetingQuery{}, false,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 5 || items[4].Name != "Desktop and laptop computers" || items[4].TargetingValue != "4" {
					t.Errorf("items = %+v", items)
				}
			}},
		{"tv_markets.json", (*TargetingService).TVMarkets, TargetingQuery{}, false,
			func(t *testing.T, items []TargetingCriterion) {
				if len(items) != 17 || !reflect.DeepEqual(items[15], TargetingCriterion{Name: "United States - Hispanic", CountryCode: "US", Locale: "es-US"}) {
					t.Errorf("items = %+v", items)
				}
			}},
		{"tv_shows.json", (*TargetingService).TVShows, TargetingQuery{Locale: "en-US", Q: "news", Limit: 1}, true,
			func(t *testing.T, items []TargetingCriterion) {
				// A JSON number beyond float64's exact integers must keep every digit; request.params.locale
				// is an object in this answer, which must not stop the decoding.
				if len(items) != 1 || items[0].Name != "NewsWatch" || items[0].TargetingValue != "10027243420" ||
					items[0].Genre != "PAID" || !reflect.DeepEqual(items[0].Locales, []TVLocale{{Language: "en", Country: "US"}}) {
					t.Errorf("items = %+v", items)
				}
			}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			rec := fixtureServer(t, "crystal-ads-sdk/targeting_criteria/"+tt.file)
			c := newTestClient(t, rec.srv.URL, nil)
			got, err := tt.read(c.Targeting, ctxTimeout(t, 5*time.Second), tt.query)
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			if got.Truncated != tt.truncated {
				t.Errorf("truncated = %v, want %v", got.Truncated, tt.truncated)
			}
			if n := rec.count(); n != 1 {
				t.Errorf("%d requests, want 1", n)
			}
			sent, _ := url.ParseQuery(rec.requests()[0].RawQuery)
			if tt.query.Q != "" && sent.Get("q") != tt.query.Q {
				t.Errorf("q sent = %q, want %q", sent.Get("q"), tt.query.Q)
			}
			tt.check(t, got.Items)
		})
	}
}
