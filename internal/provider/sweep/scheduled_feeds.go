package sweep

import (
	"context"
	"log"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// productCatalogs are the catalogs ADSAPI_SWEEP_PRODUCT_CATALOG_IDS names.
func (s *scope) productCatalogs() []string {
	var out []string
	for _, id := range strings.Split(s.getenv(productCatalogsVariable), ",") {
		if id = strings.TrimSpace(id); id != "" {
			out = append(out, id)
		}
	}
	return out
}

// sweepScheduledFeeds deletes the feeds of the named product catalogs whose feed URL has a path segment
// starting with the prefix (a hard delete). A feed belongs to a catalog, not to the ads account the
// sweep is given, and the API lists no user's catalogs: without ADSAPI_SWEEP_PRODUCT_CATALOG_IDS the
// sweeper says that it looked nowhere, and deletes nothing.
func sweepScheduledFeeds(ctx context.Context, s *scope) error {
	catalogs := s.productCatalogs()
	if len(catalogs) == 0 {
		log.Printf("[INFO] %s: no product catalog to look in (%s is not set): no scheduled feed swept",
			s.sweeper, productCatalogsVariable)
		return nil
	}
	var targets []target
	for _, catalog := range catalogs {
		feeds, err := s.client.ScheduledFeeds.List(ctx, catalog, adsapi.ScheduledFeedListOptions{})
		if err != nil {
			return s.listFailed("scheduled feeds of product catalog "+catalog, err)
		}
		targets = append(targets, pick(feeds, func(f *adsapi.ScheduledFeed) bool { return markedURL(s.prefix, f.FeedURL) },
			func(f *adsapi.ScheduledFeed) target {
				return target{id: f.ID, label: f.FeedURL + " in product catalog " + catalog, del: func(ctx context.Context) error {
					_, err := s.client.ScheduledFeeds.Delete(ctx, catalog, f.ID)
					return err
				}}
			})...)
	}
	return s.deleteAll(ctx, "scheduled feed", targets)
}
