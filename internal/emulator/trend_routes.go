package emulator

import (
	"net/http"
	"strconv"
	"time"
)

// trendLocationsLimit is the window of GET trends/available (spec Limits): 75 requests per 15 minutes,
// counted per user for user context and per app for app-only calls.
var trendLocationsLimit = &routeLimit{requests: 75, window: 15 * time.Minute}

// trendRoutes is the route table of the trend locations (spec item 22): a bare JSON array, to any
// authenticated caller, user or app.
func trendRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: "/1.1/trends/available.json",
			schemes: schemeOAuth1User | schemeOAuth2User | schemeBearerApp,
			limit:   trendLocationsLimit,
			handle:  (*Server).trendLocations},
	}
}

// trendLocations answers every seeded location.
func (s *Server) trendLocations(*call) (reply, *apiError) {
	return reply{raw: trendLocationsView()}, nil
}

// TrendLocation is a location with trending topics, as seeded. CountryCode "" is answered as null.
type TrendLocation struct {
	WOEID         int
	Name          string
	Country       string
	CountryCode   string
	ParentID      int
	PlaceTypeCode int
	PlaceTypeName string
}

// Place types of the trend locations.
const (
	placeTown      = 7
	placeCountry   = 12
	placeSupername = 19
)

// TrendLocations are the seeded locations: Worldwide, countries (Ireland as in the recorded answer) and
// towns of those countries, in the order answered.
var TrendLocations = []TrendLocation{
	{WOEID: 1, Name: "Worldwide", PlaceTypeCode: placeSupername, PlaceTypeName: "Supername"},
	{WOEID: 23424977, Name: "United States", Country: "United States", CountryCode: "US", ParentID: 1, PlaceTypeCode: placeCountry, PlaceTypeName: "Country"},
	{WOEID: 23424975, Name: "United Kingdom", Country: "United Kingdom", CountryCode: "GB", ParentID: 1, PlaceTypeCode: placeCountry, PlaceTypeName: "Country"},
	{WOEID: 23424803, Name: "Ireland", Country: "Ireland", CountryCode: "IE", ParentID: 1, PlaceTypeCode: placeCountry, PlaceTypeName: "Country"},
	{WOEID: 23424829, Name: "Germany", Country: "Germany", CountryCode: "DE", ParentID: 1, PlaceTypeCode: placeCountry, PlaceTypeName: "Country"},
	{WOEID: 23424856, Name: "Japan", Country: "Japan", CountryCode: "JP", ParentID: 1, PlaceTypeCode: placeCountry, PlaceTypeName: "Country"},
	{WOEID: 23424775, Name: "Canada", Country: "Canada", CountryCode: "CA", ParentID: 1, PlaceTypeCode: placeCountry, PlaceTypeName: "Country"},
	{WOEID: 2442047, Name: "Los Angeles", Country: "United States", CountryCode: "US", ParentID: 23424977, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 2459115, Name: "New York", Country: "United States", CountryCode: "US", ParentID: 23424977, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 2487956, Name: "San Francisco", Country: "United States", CountryCode: "US", ParentID: 23424977, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 44418, Name: "London", Country: "United Kingdom", CountryCode: "GB", ParentID: 23424975, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 560743, Name: "Dublin", Country: "Ireland", CountryCode: "IE", ParentID: 23424803, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 638242, Name: "Berlin", Country: "Germany", CountryCode: "DE", ParentID: 23424829, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 1118370, Name: "Tokyo", Country: "Japan", CountryCode: "JP", ParentID: 23424856, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
	{WOEID: 4118, Name: "Toronto", Country: "Canada", CountryCode: "CA", ParentID: 23424775, PlaceTypeCode: placeTown, PlaceTypeName: "Town"},
}

// trendLocationsView is the answer: each location with the service's field names, the legacy url, and
// countryCode null for Worldwide.
func trendLocationsView() []any {
	out := make([]any, 0, len(TrendLocations))
	for _, l := range TrendLocations {
		var code any
		if l.CountryCode != "" {
			code = l.CountryCode
		}
		out = append(out, map[string]any{
			"name": l.Name, "country": l.Country, "countryCode": code, "woeid": l.WOEID, "parentid": l.ParentID,
			"placeType": map[string]any{"code": l.PlaceTypeCode, "name": l.PlaceTypeName},
			"url":       "http://where.yahooapis.com/v1/place/" + strconv.Itoa(l.WOEID),
		})
	}
	return out
}
