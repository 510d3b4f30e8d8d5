package emulator

import (
	"fmt"
	"net/http"
	"strings"
)

// codeInvalidTVShowLocations is the service's refusal of a TV show locale outside the TV markets
// (the service's reference names the code; the status is this emulator's choice).
const codeInvalidTVShowLocations = "INVALID_TV_SHOW_LOCATIONS"

// tvShowsPerMarket is the size of each market's TV show catalogue: 80 pages of the largest count (50),
// 68,000 shows across the 17 markets.
const tvShowsPerMarket = 4000

// tvMarkets are the recorded markets, in the recorded order.
var tvMarkets = []criterion{
	{Name: "France", CountryCode: "FR", Locale: "fr-FR"}, {Name: "Chile", CountryCode: "CL", Locale: "es-CL"},
	{Name: "Germany", CountryCode: "DE", Locale: "de-DE"}, {Name: "Netherlands", CountryCode: "NL", Locale: "nl-NL"},
	{Name: "United States", CountryCode: "US", Locale: "en-US"}, {Name: "Venezuela", CountryCode: "VE", Locale: "es-VE"},
	{Name: "Brazil", CountryCode: "BR", Locale: "pt-BR"}, {Name: "Mexico", CountryCode: "MX", Locale: "es-MX"},
	{Name: "Colombia", CountryCode: "CO", Locale: "es-CO"}, {Name: "United Kingdom", CountryCode: "GB", Locale: "en-GB"},
	{Name: "Argentina", CountryCode: "AR", Locale: "es-AR"}, {Name: "Japan", CountryCode: "JP", Locale: "ja-JP"},
	{Name: "Canada", CountryCode: "CA", Locale: "en-CA"}, {Name: "Spain", CountryCode: "ES", Locale: "es-ES"},
	{Name: "Italy", CountryCode: "IT", Locale: "it-IT"}, {Name: "United States - Hispanic", CountryCode: "US", Locale: "es-US"},
	{Name: "Ireland", CountryCode: "IE", Locale: "en-IE"},
}

func tvMarketItems(_ *Server, _ *call, q string) ([]any, *apiError) {
	return filtered(tvMarkets, func(it *criterion) bool { return nameMatches(it.Name, q) }), nil
}

// tvLocale is a locale of a TV show as its items carry it.
type tvLocale struct {
	Language string `json:"language"`
	Country  string `json:"country"`
}

// tvShowGenre is the genre of every show: the recorded one, the only value seen. The reference
// lists no others, and TV genre targeting is no longer supported, so the emulator invents none.
const tvShowGenre = "PAID"

// marketLocale splits the locale of market m ("en-US") into its language and country.
func marketLocale(m int) tvLocale {
	language, country, _ := strings.Cut(tvMarkets[m].Locale, "-")
	return tvLocale{Language: language, Country: country}
}

// tvShow is show i of market m, computed rather than stored so that tens of thousands of shows cost
// nothing until read. Values are JSON numbers, as the real service sends them; en-US opens with the
// recorded NewsWatch. Small audiences report 1000, as the spec says. Each show carries its market's
// locale, as the recorded show does.
func tvShow(m, i int) criterion {
	locales := []tvLocale{marketLocale(m)}
	if m == 4 && i == 0 {
		return criterion{Name: "NewsWatch", TargetingValue: int64(10027243420), EstimatedUsers: 1000, Genre: tvShowGenre, Locales: locales}
	}
	users := int64(1000)
	if i%3 != 0 {
		users = int64(5000 + (i*7919)%2000000)
	}
	return criterion{
		Name:           fmt.Sprintf("%s Show %04d", tvMarkets[m].CountryCode, i),
		TargetingValue: int64(20000000000 + m*1000000 + i),
		EstimatedUsers: users,
		Genre:          tvShowGenre,
		Locales:        locales,
	}
}

// echoTVLocale is how a TV show answer echoes its locale: as an object, as the real service does
// ({"countryCode":"US","languageCode":"en"} for en-US), not as the string sent.
func echoTVLocale(c *call, params map[string]any) {
	language, country, _ := strings.Cut(c.params.Get("locale"), "-")
	params["locale"] = map[string]string{"countryCode": country, "languageCode": language}
}

// tvShowItems answers the shows of the market of locale, which is required and must be a TV market's.
func tvShowItems(_ *Server, c *call, q string) ([]any, *apiError) {
	locale := c.params.Get("locale")
	if locale == "" {
		return nil, missingParameter("locale")
	}
	market := -1
	for m := range tvMarkets {
		if tvMarkets[m].Locale == locale {
			market = m
		}
	}
	if market < 0 {
		return nil, &apiError{status: http.StatusBadRequest, code: codeInvalidTVShowLocations, parameter: "locale",
			message: fmt.Sprintf("locale %q is not the locale of a TV market; read tv_markets for the locales", locale)}
	}
	out := []any{}
	for i := range tvShowsPerMarket {
		if show := tvShow(market, i); nameMatches(show.Name, q) {
			out = append(out, show)
		}
	}
	return out, nil
}
