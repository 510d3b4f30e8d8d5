package emulator

import (
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
