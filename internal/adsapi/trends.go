package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// TrendsService reads the locations trending topics exist for (/1.1/trends).
type TrendsService struct{ c *Client }

// TrendLocation is a place with trending topics. CountryCode is "" for Worldwide (the service sends null);
// ParentID is 0 for Worldwide and 1 (Worldwide) for a country.
type TrendLocation struct {
	WOEID       int64          `json:"woeid"`
	Name        string         `json:"name"`
	Country     string         `json:"country"`
	CountryCode string         `json:"countryCode"`
	ParentID    int64          `json:"parentid"`
	PlaceType   TrendPlaceType `json:"placeType"`
	URL         string         `json:"url"`
}

// TrendPlaceType is the kind of a trend location, e.g. {12, Country}, {7, Town}, {19, Supername}.
type TrendPlaceType struct {
	Code int64  `json:"code"`
	Name string `json:"name"`
}

// UnmarshalJSON decodes the service's types leniently: numbers may come as strings, countryCode as null.
func (l *TrendLocation) UnmarshalJSON(b []byte) error {
	var w struct {
		WOEID       wire.FlexInt    `json:"woeid"`
		Name        string          `json:"name"`
		Country     string          `json:"country"`
		CountryCode wire.FlexString `json:"countryCode"`
		ParentID    wire.FlexInt    `json:"parentid"`
		PlaceType   struct {
			Code wire.FlexInt `json:"code"`
			Name string       `json:"name"`
		} `json:"placeType"`
		URL string `json:"url"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*l = TrendLocation{
		WOEID: w.WOEID.Value, Name: w.Name, Country: w.Country, CountryCode: string(w.CountryCode),
		ParentID: w.ParentID.Value, PlaceType: TrendPlaceType{Code: w.PlaceType.Code.Value, Name: w.PlaceType.Name}, URL: w.URL,
	}
	return nil
}

const trendsAvailablePath = "/1.1/trends/available.json"

// Available returns every location with trending topics. The service answers a bare JSON array and
// allows 75 requests per 15 minutes, per user and per app: callers of one client share one answer.
//
// GET /1.1/trends/available.json
func (s *TrendsService) Available(ctx context.Context) ([]TrendLocation, error) {
	r := s.c.apiRequest(http.MethodGet, trendsAvailablePath, nil, nil, nil, transport.OAuth2User, transport.OAuth1User, transport.AppBearer)
	r.shared = true
	b, err := s.c.doRaw(ctx, r)
	if err != nil {
		return nil, err
	}
	var out []TrendLocation
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, fmt.Errorf("GET %s: decoding answer: %w", trendsAvailablePath, err)
	}
	return out, nil
}
