package adsapi

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
)

// PlacementsService reads which placements each product type may use (/12/line_items/placements):
// reference data, the same for every account.
type PlacementsService struct{ c *Client }

// ProductPlacements are the placement sets a line item of ProductType may use; each set is one
// valid value of a line item's placements. Recorded answers spell PROMOTED_POSTS as the service does
// (PROMOTED_TWEETS); both decode to the spec's spelling.
type ProductPlacements struct {
	ProductType string     `json:"product_type"`
	Placements  [][]string `json:"placements"`
}

// UnmarshalJSON decodes the product type in either spelling.
func (p *ProductPlacements) UnmarshalJSON(b []byte) error {
	type plain ProductPlacements
	var v plain
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*p = ProductPlacements(v)
	p.ProductType = specSpelling(p.ProductType)
	return nil
}

const placementsPath = "/12/line_items/placements"

// List returns the placement sets of every product type, or of productType alone when it is not "".
// The answer has no pages. The endpoint's window is small (a global read: 5 per 15 minutes), so
// identical reads of one client share one request.
//
// GET /12/line_items/placements
func (s *PlacementsService) List(ctx context.Context, productType string) ([]ProductPlacements, error) {
	q := url.Values{}
	setString(q, "product_type", productType)
	r := s.c.adsRequest(http.MethodGet, placementsPath, nil, q, nil)
	r.shared = true
	env, err := s.c.do(ctx, r)
	if err != nil {
		return nil, err
	}
	return decodeList[ProductPlacements](env)
}
