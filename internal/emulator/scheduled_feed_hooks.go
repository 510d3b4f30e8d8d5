package emulator

import (
	"fmt"
	"maps"
	"slices"
)

// catalogLocked returns the product catalog; callers hold s.mu.
func (s *Server) catalogLocked(catalogID string) (*productCatalog, error) {
	pc := s.catalogs[catalogID]
	if pc == nil {
		return nil, fmt.Errorf("product catalog %s: %w", catalogID, ErrNotFound)
	}
	return pc, nil
}

// ScheduledFeed returns a copy of a stored feed. Deleted feeds are gone for good.
func (s *Server) ScheduledFeed(catalogID, id string) (ScheduledFeed, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pc, err := s.catalogLocked(catalogID)
	if err != nil || pc.feeds[id] == nil {
		return ScheduledFeed{}, false
	}
	return *pc.feeds[id], true
}

// ScheduledFeedIDs returns the ids of a product catalog's feeds (they are deleted for good).
func (s *Server) ScheduledFeedIDs(catalogID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	pc := s.catalogs[catalogID]
	if pc == nil {
		return nil
	}
	return slices.Sorted(maps.Keys(pc.feeds))
}

// EditScheduledFeed changes a stored feed behind the API's back (drift). edit runs under the
// server's lock on a copy; the id and catalog cannot change, and UpdatedAt is set to the
// clock's now unless edit set it.
func (s *Server) EditScheduledFeed(catalogID, id string, edit func(*ScheduledFeed)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	pc, err := s.catalogLocked(catalogID)
	if err != nil {
		return fmt.Errorf("edit scheduled feed %s: %w", id, err)
	}
	stored := pc.feeds[id]
	if stored == nil {
		return fmt.Errorf("edit scheduled feed %s in product catalog %s: %w", id, catalogID, ErrNotFound)
	}
	edited := *stored
	edit(&edited)
	edited.ProductCatalogID, edited.ID = stored.ProductCatalogID, stored.ID
	if edited.UpdatedAt.Equal(stored.UpdatedAt) {
		edited.UpdatedAt = s.nowMillis()
	}
	*stored = edited
	return nil
}

// DeleteScheduledFeed removes a feed for good, out of band.
func (s *Server) DeleteScheduledFeed(catalogID, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	pc, err := s.catalogLocked(catalogID)
	if err != nil {
		return fmt.Errorf("delete scheduled feed %s: %w", id, err)
	}
	if pc.feeds[id] == nil {
		return fmt.Errorf("delete scheduled feed %s in product catalog %s: %w", id, catalogID, ErrNotFound)
	}
	delete(pc.feeds, id)
	return nil
}

// SeedScheduledFeed stores f in the catalog without the API's checks and returns it as
// stored. It fails with ErrConflict when the catalog's owner already has a feed: the
// service allows one per user. Blank fields are filled: ID with a fresh id, CreatedAt and
// UpdatedAt with the clock's now.
func (s *Server) SeedScheduledFeed(catalogID string, f ScheduledFeed) (ScheduledFeed, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	pc, err := s.catalogLocked(catalogID)
	if err != nil {
		return ScheduledFeed{}, fmt.Errorf("seed scheduled feed: %w", err)
	}
	if existing := s.userFeed(pc.ownerID); existing != nil {
		return ScheduledFeed{}, fmt.Errorf("seed scheduled feed: the owner of product catalog %s already has feed %s: %w", catalogID, existing.ID, ErrConflict)
	}
	f.ProductCatalogID = catalogID
	if f.ID == "" {
		f.ID = s.newDecimalID()
	}
	now := s.nowMillis()
	if f.CreatedAt.IsZero() {
		f.CreatedAt = now
	}
	if f.UpdatedAt.IsZero() {
		f.UpdatedAt = now
	}
	pc.feeds[f.ID] = &f
	return f, nil
}
