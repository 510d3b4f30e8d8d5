package emulator

import (
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"sync"
)

// criterion is an item of every catalogue but events; each kind fills the fields of its row in the
// spec and the others stay absent. TargetingValue is a string, except for TV shows, whose values the
// real service sends as JSON numbers (the service's reference).
type criterion struct {
	Name             string `json:"name"`
	TargetingType    string `json:"targeting_type,omitempty"`
	TargetingValue   any    `json:"targeting_value,omitempty"`
	OSType           string `json:"os_type,omitempty"`
	Manufacturer     string `json:"manufacturer,omitempty"`
	ConversationType string `json:"conversation_type,omitempty"`
	CountryCode      string `json:"country_code,omitempty"`
	LocationType     string `json:"location_type,omitempty"`
	Number           string `json:"number,omitempty"`
	LocalizedName    string `json:"localized_name,omitempty"`
	Locale           string `json:"locale,omitempty"`
	EstimatedUsers   int64  `json:"estimated_users,omitempty"`
	// Genre and Locales describe TV shows (the service's reference: the reference's items carry them).
	Genre   string     `json:"genre,omitempty"`
	Locales []tvLocale `json:"locales,omitempty"`
}

// Operating systems of mobile items. The app_store_categories parameter and its items use the
// enum's capitals; devices and platform_versions carry os_type in the reference's casing.
const (
	osIOS     = "iOS"
	osAndroid = "Android"
)

// Enums of the targeting criteria table.
var (
	osTypes           = []string{"ANDROID", "IOS"}
	conversationTypes = []string{"ACTORS", "ATHLETES", "BOOK_GENRES", "BOOKS", "BRAND_CATEGORIES", "BRANDS", "CELEBRITIES",
		"COACHES", "DIGITAL_CREATORS", "ENTERTAINMENT_BRANDS", "ENTERTAINMENT_PERSONALITIES", "FICTIONAL_CHARACTERS",
		"JOURNALISTS", "LIFESTYLES", "MOVIE_GENRES", "MOVIES", "MUSIC_GENRES", "MUSICIANS", "NEWS_STORIES", "NEWS", "PERSONS",
		"PLACES", "PODCASTS", "POLITICAL_AFFILIATIONS", "POLITICIANS", "PRODUCTS", "RADIO_STATIONS", "SPORTS_LEAGUES",
		"SPORTS_PERSONALITIES", "SPORTS_TEAMS", "SPORTS", "TRENDS", "TV_SHOWS", "VIDEO_GAME_PLATFORMS",
		"VIDEO_GAME_PUBLISHERS", "VIDEO_GAMES"}
)

// hexValue is a deterministic 16-hex-digit targeting value, the form of recorded location values.
func hexValue(seed string) string {
	h := fnv.New64a()
	_, _ = h.Write([]byte(seed)) // a hash never fails to write
	return fmt.Sprintf("%016x", h.Sum64())
}

// b36 renders n in base 36, the form of most short recorded values.
func b36(n int) string { return strconv.FormatInt(int64(n), 36) }

// title turns an enum name into words: SPORTS_TEAMS becomes "Sports teams".
func title(enum string) string {
	s := strings.ToLower(strings.ReplaceAll(enum, "_", " "))
	return strings.ToUpper(s[:1]) + s[1:]
}

// filtered keeps the items of all that keep accepts, as the []any an answer carries (never nil, so
// that an empty answer is [] rather than null).
func filtered(all []criterion, keep func(*criterion) bool) []any {
	out := []any{}
	for i := range all {
		if keep(&all[i]) {
			out = append(out, all[i])
		}
	}
	return out
}

// Catalogues are built once, on first use, and never change: every Server shares them, which keeps
// New fast and a test that never reads a catalogue free of its cost.
var (
	appStoreCategories = sync.OnceValue(func() []criterion {
		out := []criterion{
			{Name: "Games: Music", TargetingType: "APP_STORE_CATEGORY", TargetingValue: "qouq", OSType: "IOS"},
			{Name: "Music", TargetingType: "APP_STORE_CATEGORY", TargetingValue: "qov2", OSType: "IOS"},
		}
		for i, n := range []string{"Books", "Business", "Education", "Entertainment", "Finance", "Games: Action", "Games: Puzzle",
			"Health & Fitness", "Lifestyle", "Navigation", "News", "Photo & Video", "Productivity", "Shopping", "Social Networking",
			"Sports", "Travel", "Utilities", "Weather"} {
			out = append(out, criterion{Name: n, TargetingType: "APP_STORE_CATEGORY", TargetingValue: "qa" + b36(i), OSType: "IOS"})
		}
		for i, n := range []string{"Art & Design", "Books & Reference", "Business", "Comics", "Communication", "Education",
			"Entertainment", "Finance", "Games: Arcade", "Games: Rhythm", "Health & Fitness", "Maps & Navigation", "Music & Audio",
			"News & Magazines", "Photography", "Productivity", "Shopping", "Social", "Sports", "Tools", "Travel & Local", "Weather"} {
			out = append(out, criterion{Name: n, TargetingType: "APP_STORE_CATEGORY", TargetingValue: "pa" + b36(i), OSType: "ANDROID"})
		}
		return out
	})

	// conversations: 60 topics of each of the 36 types, after the two recorded ones (3 pages of 1000).
	conversations = sync.OnceValue(func() []criterion {
		out := []criterion{
			{Name: "NFL", TargetingType: "CONVERSATION", TargetingValue: "a1", ConversationType: "SPORTS"},
			{Name: "NBA", TargetingType: "CONVERSATION", TargetingValue: "a2", ConversationType: "SPORTS"},
		}
		for t, ct := range conversationTypes {
			for i := range 60 {
				out = append(out, criterion{Name: fmt.Sprintf("%s %02d", title(ct), i+1), TargetingType: "CONVERSATION",
					TargetingValue: "c" + b36(t*100+i), ConversationType: ct})
			}
		}
		return out
	})

	devices = sync.OnceValue(func() []criterion {
		out := []criterion{
			{Name: "iPhone 3GS", Manufacturer: "Apple", OSType: osIOS, TargetingValue: "1q", TargetingType: "DEVICE"},
			{Name: "iPhone 4", Manufacturer: "Apple", OSType: osIOS, TargetingValue: "1r", TargetingType: "DEVICE"},
		}
		add := func(maker, os, format string, from, to int) {
			for n := from; n <= to; n++ {
				name := fmt.Sprintf(format, n)
				out = append(out, criterion{Name: name, Manufacturer: maker, OSType: os, TargetingValue: "d" + hexValue(name)[:6], TargetingType: "DEVICE"})
			}
		}
		add("Apple", osIOS, "iPhone %d", 5, 16)
		add("Apple", osIOS, "iPad (generation %d)", 3, 10)
		add("Samsung", osAndroid, "Galaxy S%d", 2, 24)
		add("Google", osAndroid, "Pixel %d", 1, 9)
		add("Motorola", osAndroid, "Moto G%d", 1, 15)
		return out
	})

	// interests: 25 categories of 90 topics; values are category*1000+topic, so the recorded
	// "Books and literature/Biographies and memoirs" is 1001 (3 pages of 1000).
	interests = sync.OnceValue(func() []criterion {
		categories := []string{"Books and literature", "Business", "Careers", "Education", "Events", "Family and parenting",
			"Food and drink", "Gaming", "Health", "Hobbies and interests", "Home and garden", "Law, government and politics",
			"Life stages", "Movies and television", "Music and radio", "Personal finance", "Pets", "Science", "Society",
			"Sports", "Style and fashion", "Technology and computing", "Travel", "Automotive", "Beauty"}
		var out []criterion
		for c, cat := range categories {
			for i := range 90 {
				topic := fmt.Sprintf("Topic %02d", i)
				if c == 0 && i == 1 {
					topic = "Biographies and memoirs"
				}
				out = append(out, criterion{Name: cat + "/" + topic, TargetingType: "INTEREST", TargetingValue: strconv.Itoa((c+1)*1000 + i)})
			}
		}
		return out
	})

	// languages: the languages below, then regional variants of each, enough for 3 pages of 1000.
	languages = sync.OnceValue(func() []criterion {
		base := [][2]string{{"en", "English"}, {"es", "Spanish"}, {"fr", "French"}, {"de", "German"}, {"it", "Italian"},
			{"pt", "Portuguese"}, {"nl", "Dutch"}, {"ja", "Japanese"}, {"ko", "Korean"}, {"zh", "Chinese"}, {"ar", "Arabic"},
			{"ru", "Russian"}, {"hi", "Hindi"}, {"tr", "Turkish"}, {"pl", "Polish"}, {"sv", "Swedish"}, {"da", "Danish"},
			{"no", "Norwegian"}, {"fi", "Finnish"}, {"el", "Greek"}, {"he", "Hebrew"}, {"id", "Indonesian"}, {"th", "Thai"},
			{"uk", "Ukrainian"}, {"cs", "Czech"}, {"hu", "Hungarian"}, {"ro", "Romanian"}, {"vi", "Vietnamese"},
			{"ms", "Malay"}, {"fa", "Persian"}, {"bn", "Bengali"}, {"ur", "Urdu"}, {"ca", "Catalan"}, {"tl", "Tagalog"},
			{"sk", "Slovak"}, {"sr", "Serbian"}, {"bg", "Bulgarian"}, {"hr", "Croatian"}, {"lt", "Lithuanian"}, {"lv", "Latvian"}}
		var out []criterion
		for _, l := range base {
			out = append(out, criterion{Name: l[1], TargetingType: "LANGUAGE", TargetingValue: l[0]})
		}
		for v := 1; v <= 60; v++ {
			for _, l := range base {
				out = append(out, criterion{Name: fmt.Sprintf("%s (variant %02d)", l[1], v), TargetingType: "LANGUAGE",
					TargetingValue: fmt.Sprintf("%s-x-v%02d", l[0], v)})
			}
		}
		return out
	})

	platformVersions = sync.OnceValue(func() []criterion {
		out := []criterion{
			{Name: "Ice Cream Sandwich", Number: "4.0", OSType: osAndroid, TargetingType: "PLATFORM_VERSION", TargetingValue: "17"},
			{Name: "Jelly Bean", Number: "4.1", OSType: osAndroid, TargetingType: "PLATFORM_VERSION", TargetingValue: "18"},
		}
		for v := 5; v <= 14; v++ {
			out = append(out, criterion{Name: fmt.Sprintf("Android %d", v), Number: fmt.Sprintf("%d.0", v), OSType: osAndroid,
				TargetingType: "PLATFORM_VERSION", TargetingValue: strconv.Itoa(20 + v)})
		}
		for v := 7; v <= 17; v++ {
			out = append(out, criterion{Name: fmt.Sprintf("iOS %d", v), Number: fmt.Sprintf("%d.0", v), OSType: osIOS,
				TargetingType: "PLATFORM_VERSION", TargetingValue: strconv.Itoa(100 + v)})
		}
		return out
	})

	platforms = []criterion{
		{Name: "iOS", TargetingType: "PLATFORM", TargetingValue: "0"},
		{Name: "Android", TargetingType: "PLATFORM", TargetingValue: "1"},
		{Name: "BlackBerry phones and tablets", TargetingType: "PLATFORM", TargetingValue: "2"},
		{Name: "Mobile web on other devices", TargetingType: "PLATFORM", TargetingValue: "3"},
		{Name: "Desktop and laptop computers", TargetingType: "PLATFORM", TargetingValue: "4"},
	}
)
