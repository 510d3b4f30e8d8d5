package emulator

import (
	"fmt"
	"time"
)

// TrackingTag attaches a measurement partner's URL to one line item of the account.
type TrackingTag struct {
	AccountID  string
	ID         string
	LineItemID string
	// TrackingTagType is IMPRESSION_TAG or CLICK_TRACKER.
	TrackingTagType string
	TrackingTagURL  string
	CreatedAt       time.Time
	UpdatedAt       time.Time
	Deleted         bool
}

// trackingTagTable stores an account's tracking tags, soft-deleted ones included. A seed names a line
// item the account holds (deleted or not), as every tag the API makes does.
var trackingTagTable = table[*account, TrackingTag]{
	noun: "tracking tag", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*TrackingTag { return a.trackingTags },
	fields: func(t *TrackingTag) rowFields {
		return rowFields{id: &t.ID, parentID: &t.AccountID, createdAt: &t.CreatedAt, updatedAt: &t.UpdatedAt, deleted: &t.Deleted}
	},
	check: func(_ *Server, a *account, t *TrackingTag) error {
		if a.lineItems[t.LineItemID] == nil {
			return fmt.Errorf("line item %q of account %s: %w", t.LineItemID, a.id, ErrNotFound)
		}
		return nil
	},
}

// TrackingTag returns a copy of a stored tracking tag, soft-deleted ones included (with Deleted set).
func (s *Server) TrackingTag(accountID, id string) (TrackingTag, bool) {
	return trackingTagTable.get(s, accountID, id)
}

// TrackingTagIDs returns the ids of an account's live tracking tags.
func (s *Server) TrackingTagIDs(accountID string) []string {
	return trackingTagTable.ids(s, accountID)
}

// EditTrackingTag changes a stored tracking tag behind the API's back (drift).
func (s *Server) EditTrackingTag(accountID, id string, edit func(*TrackingTag)) error {
	return trackingTagTable.edit(s, accountID, id, edit)
}

// DeleteTrackingTag detaches a tracking tag out of band (a soft delete), as DELETE does.
func (s *Server) DeleteTrackingTag(accountID, id string) error {
	return trackingTagTable.remove(s, accountID, id)
}

// SeedTrackingTag stores t in the account without the API's checks but its line item, and returns it as
// stored.
func (s *Server) SeedTrackingTag(accountID string, t TrackingTag) (TrackingTag, error) {
	return trackingTagTable.seed(s, accountID, t)
}
