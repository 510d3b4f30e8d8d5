package emulator

import (
	"fmt"
	"net/http"
	"time"
)

// Product catalogs of the emulator: each belongs to one user.
const (
	DemoProductCatalogID  = "1547080201384865792"
	OtherProductCatalogID = "1547080201384865793"
)

// productCatalog holds the scheduled feeds of one user's catalog.
type productCatalog struct {
	id      string
	ownerID string
	feeds   map[string]*ScheduledFeed
}

// ScheduledFeed ingests a hosted product file into a product catalog on a schedule.
type ScheduledFeed struct {
	ProductCatalogID string
	ID               string
	FeedURL          string
	FeedFormat       string
	Frequency        string
	// Repeat is a day name for WEEKLY, an hour count for HOURLY and empty for DAILY.
	Repeat    string
	StartTime string
	TimeZone  string
	CreatedAt time.Time
	UpdatedAt time.Time
}

// ownedCatalog returns the catalog if it belongs to the user. Callers hold s.mu.
func (s *Server) ownedCatalog(userID, catalogID string) (*productCatalog, *apiError) {
	pc := s.catalogs[catalogID]
	if pc == nil {
		return nil, notFound("product catalog", catalogID)
	}
	if pc.ownerID != userID {
		return nil, &apiError{status: http.StatusForbidden, code: codeUnauthorizedClientApplication,
			message: "the authenticated user does not own product catalog " + catalogID}
	}
	return pc, nil
}

// userFeed is the user's scheduled feed in any of the user's catalogs, or nil: there is one
// product feed per user. Callers hold s.mu.
func (s *Server) userFeed(userID string) *ScheduledFeed {
	for _, pc := range s.catalogs {
		if pc.ownerID != userID {
			continue
		}
		for _, f := range pc.feeds {
			return f
		}
	}
	return nil
}

// nowMillis is the entity clock at the millisecond precision of scheduled feeds.
func (s *Server) nowMillis() time.Time {
	return s.opts.Now().UTC().Truncate(time.Millisecond)
}

// catalogLocked returns the product catalog for a test hook, or an error wrapping ErrNotFound.
// Callers hold s.mu.
func (s *Server) catalogLocked(catalogID string) (*productCatalog, error) {
	pc := s.catalogs[catalogID]
	if pc == nil {
		return nil, fmt.Errorf("product catalog %s: %w", catalogID, ErrNotFound)
	}
	return pc, nil
}

// scheduledFeedTable stores a product catalog's feeds, deleted for good, on the millisecond
// clock. A seed fails with ErrConflict when the catalog's owner already has a feed: the service
// allows one per user.
var scheduledFeedTable = table[*productCatalog, ScheduledFeed]{
	noun: "scheduled feed", parent: catalogParent, newID: (*Server).newDecimalID, clock: (*Server).nowMillis,
	rows: func(pc *productCatalog) map[string]*ScheduledFeed { return pc.feeds },
	fields: func(f *ScheduledFeed) rowFields {
		return rowFields{id: &f.ID, parentID: &f.ProductCatalogID, createdAt: &f.CreatedAt, updatedAt: &f.UpdatedAt}
	},
	check: func(s *Server, pc *productCatalog, _ *ScheduledFeed) error {
		if existing := s.userFeed(pc.ownerID); existing != nil {
			return fmt.Errorf("the owner of product catalog %s already has feed %s: %w", pc.id, existing.ID, ErrConflict)
		}
		return nil
	},
}

// ScheduledFeed returns a copy of a stored feed.
func (s *Server) ScheduledFeed(catalogID, id string) (ScheduledFeed, bool) {
	return scheduledFeedTable.get(s, catalogID, id)
}

// ScheduledFeedIDs returns the ids of a product catalog's feeds.
func (s *Server) ScheduledFeedIDs(catalogID string) []string {
	return scheduledFeedTable.ids(s, catalogID)
}

// EditScheduledFeed changes a stored feed behind the API's back (drift).
func (s *Server) EditScheduledFeed(catalogID, id string, edit func(*ScheduledFeed)) error {
	return scheduledFeedTable.edit(s, catalogID, id, edit)
}

// DeleteScheduledFeed removes a feed for good, out of band.
func (s *Server) DeleteScheduledFeed(catalogID, id string) error {
	return scheduledFeedTable.remove(s, catalogID, id)
}

// SeedScheduledFeed stores f in the catalog without the API's checks and returns it as stored.
func (s *Server) SeedScheduledFeed(catalogID string, f ScheduledFeed) (ScheduledFeed, error) {
	return scheduledFeedTable.seed(s, catalogID, f)
}
