package emulator

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
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

// trackingTagTypes are the values of tracking_tag_type (the spec's 3.1).
var trackingTagTypes = []string{"IMPRESSION_TAG", "CLICK_TRACKER"}

// trackingTagSortable are the attributes sort_by takes on the list. The spec shows none for tracking
// tags and says most returned fields other than ids and enumerations sort: the times, the URL and the
// deleted flag.
var trackingTagSortable = []string{"created_at", "updated_at", "deleted", "tracking_tag_url"}

// checkTrackingTagCreate applies the rules of a create's parameters (endpoint 23): the three are
// required, in the order the spec lists them, and the type is one of two. The URL's format and length are
// not shown: any value is kept as sent.
func checkTrackingTagCreate(params url.Values) *apiError {
	if err := missingParam(params, "line_item_id", "tracking_tag_type", "tracking_tag_url"); err != nil {
		return err
	}
	if typ := params.Get("tracking_tag_type"); !slices.Contains(trackingTagTypes, typ) {
		return invalidParameter("tracking_tag_type", "tracking_tag_type must be one of %s, got %q", strings.Join(trackingTagTypes, ", "), typ)
	}
	return nil
}

// checkTrackingTagUpdate applies the rule of an update (endpoint 24): tracking_tag_url, its one
// parameter, is listed as required. The router refuses any other parameter, line_item_id and
// tracking_tag_type included, which the spec says cannot be changed.
func checkTrackingTagUpdate(params url.Values) *apiError {
	return missingParam(params, "tracking_tag_url")
}

// trackingTagView is a tracking tag on the wire, in the field order of the spec's examples.
type trackingTagView struct {
	LineItemID      string `json:"line_item_id"`
	TrackingTagURL  string `json:"tracking_tag_url"`
	TrackingTagType string `json:"tracking_tag_type"`
	ID              string `json:"id"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	Deleted         bool   `json:"deleted"`
}

func viewTrackingTag(t *TrackingTag) trackingTagView {
	return trackingTagView{
		LineItemID:      t.LineItemID,
		TrackingTagURL:  t.TrackingTagURL,
		TrackingTagType: t.TrackingTagType,
		ID:              t.ID,
		CreatedAt:       formatTime(t.CreatedAt),
		UpdatedAt:       formatTime(t.UpdatedAt),
		Deleted:         t.Deleted,
	}
}
