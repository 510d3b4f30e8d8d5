package targeting

import (
	"context"
	"fmt"
	"regexp"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// Enums of the spec's targeting criteria table, checked at plan time so that a typo sends nothing.
var (
	osTypes           = []string{"ANDROID", "IOS"}
	conversationTypes = []string{"ACTORS", "ATHLETES", "BOOK_GENRES", "BOOKS", "BRAND_CATEGORIES", "BRANDS", "CELEBRITIES",
		"COACHES", "DIGITAL_CREATORS", "ENTERTAINMENT_BRANDS", "ENTERTAINMENT_PERSONALITIES", "FICTIONAL_CHARACTERS",
		"JOURNALISTS", "LIFESTYLES", "MOVIE_GENRES", "MOVIES", "MUSIC_GENRES", "MUSICIANS", "NEWS_STORIES", "NEWS", "PERSONS",
		"PLACES", "PODCASTS", "POLITICAL_AFFILIATIONS", "POLITICIANS", "PRODUCTS", "RADIO_STATIONS", "SPORTS_LEAGUES",
		"SPORTS_PERSONALITIES", "SPORTS_TEAMS", "SPORTS", "TRENDS", "TV_SHOWS", "VIDEO_GAME_PLATFORMS",
		"VIDEO_GAME_PUBLISHERS", "VIDEO_GAMES"}
	locationTypes = []string{"COUNTRIES", "REGIONS", "METROS", "CITIES", "POSTAL_CODES"}
	eventTypes    = []string{"CONFERENCE", "HOLIDAY", "MUSIC_AND_ENTERTAINMENT", "OTHER", "POLITICS", "RECURRING", "SPORTS"}
	// iso6391Codes are the ISO 639-1 language codes, the values lang takes.
	iso6391Codes = []string{"aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bi", "bm",
		"bn", "bo", "br", "bs", "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da", "de", "dv", "dz", "ee", "el", "en",
		"eo", "es", "et", "eu", "fa", "ff", "fi", "fj", "fo", "fr", "fy", "ga", "gd", "gl", "gn", "gu", "gv", "ha", "he", "hi",
		"ho", "hr", "ht", "hu", "hy", "hz", "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu", "ja", "jv", "ka", "kg",
		"ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky", "la", "lb", "lg", "li", "ln", "lo", "lt",
		"lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my", "na", "nb", "nd", "ne", "ng", "nl", "nn", "no",
		"nr", "nv", "ny", "oc", "oj", "om", "or", "os", "pa", "pi", "pl", "ps", "pt", "qu", "rm", "rn", "ro", "ru", "rw", "sa",
		"sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw", "ta", "te", "tg",
		"th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty", "ug", "uk", "ur", "uz", "ve", "vi", "vo", "wa", "wo",
		"xh", "yi", "yo", "za", "zh", "zu"}
)

var (
	countryCodePattern = regexp.MustCompile(`^[A-Z]{2}$`)
	localePattern      = regexp.MustCompile(`^[a-z]{2}-[A-Z]{2}$`)
)

// utcTime accepts an RFC 3339 time (ISO 8601 with a zone), the form the events catalogue takes.
type utcTime struct{}

func (utcTime) Description(context.Context) string {
	return "value must be an RFC 3339 time such as 2025-01-01T00:00:00Z"
}

func (v utcTime) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

func (utcTime) ValidateString(_ context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	if _, err := time.Parse(time.RFC3339, req.ConfigValue.ValueString()); err != nil {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid time",
			fmt.Sprintf("Attribute %s: %q is not an RFC 3339 time such as 2025-01-01T00:00:00Z or 2025-01-01T09:00:00+09:00.",
				req.Path, req.ConfigValue.ValueString()))
	}
}

// toUTC renders an RFC 3339 time in UTC, the zone the events catalogue speaks; a value that does not
// parse is returned unchanged (the validator has already refused it in configurations).
func toUTC(s string) string {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return s
	}
	return t.UTC().Format(time.RFC3339)
}
