package emulator

import "net/http"

const placementsPath = "/12/line_items/placements"

// placementSet is one product type's allowed placement sets, as endpoint 17 answers them.
type placementSet struct {
	ProductType string     `json:"product_type"`
	Placements  [][]string `json:"placements"`
}

// placementCatalogue is what the spec shows: the reference's example for PROMOTED_ACCOUNT and the
// recorded answer for PROMOTED_POSTS (PROMOTED_TWEETS in the service's spelling). The sets of
// MEDIA are not shown, so the catalogue has none: asking for MEDIA answers an empty list.
var placementCatalogue = []placementSet{
	{ProductType: "PROMOTED_ACCOUNT", Placements: [][]string{{"ALL_ON_TWITTER"}, {"TWITTER_TIMELINE"}}},
	{ProductType: "PROMOTED_POSTS", Placements: [][]string{
		{"ALL_ON_TWITTER"}, {"ALL_ON_TWITTER", "PUBLISHER_NETWORK"}, {"PUBLISHER_NETWORK"},
		{"PUBLISHER_NETWORK", "TWITTER_TIMELINE"}, {"TWITTER_SEARCH"}, {"TWITTER_TIMELINE"},
	}},
}

// placementRoutes is endpoint 17, a global read with a window of its own.
func placementRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: placementsPath, schemes: schemeOAuth1User, limit: globalReadLimit,
			params: []string{"product_type"}, handle: (*Server).listPlacements},
	}
}

// listPlacements answers the catalogue, narrowed to one product type when product_type is given.
// The answer is not paged: it has no next_cursor.
func (s *Server) listPlacements(c *call) (reply, *apiError) {
	want := c.params.Get("product_type")
	if c.params.Has("product_type") {
		if err := checkEnum("product_type", want, productTypes); err != nil {
			return reply{}, err
		}
	}
	out := []placementSet{}
	for _, p := range placementCatalogue {
		if want == "" || p.ProductType == want {
			out = append(out, p)
		}
	}
	return reply{data: out}, nil
}
