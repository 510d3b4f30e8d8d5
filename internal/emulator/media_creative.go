package emulator

import (
	"fmt"
	"net/url"
	"time"
)

// MediaCreative attaches one of the account's account media to a line item (the audiences and
// measurement spec's 4.2).
type MediaCreative struct {
	AccountID      string
	ID             string
	LineItemID     string
	AccountMediaID string
	// LandingURL is where a click on a display image leads; empty (null) when none was sent.
	LandingURL string
	// CreativeType is the account media's, copied at creation.
	CreativeType   string
	EntityStatus   string
	ApprovalStatus string
	CreatedAt      time.Time
	UpdatedAt      time.Time
	Deleted        bool
}

// objectiveWebsiteClicks is the objective whose media creatives need a landing_url.
const objectiveWebsiteClicks = "WEBSITE_CLICKS"

// mediaCreativeTable stores an account's media creatives, soft-deleted ones included. A seed names a
// line item and account media the account holds (deleted or not), copies the account media's creative
// type when it names none and gets the statuses of the spec's examples.
var mediaCreativeTable = table[*account, MediaCreative]{
	noun: "media creative", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*MediaCreative { return a.mediaCreatives },
	fields: func(m *MediaCreative) rowFields {
		return rowFields{id: &m.ID, parentID: &m.AccountID, createdAt: &m.CreatedAt, updatedAt: &m.UpdatedAt, deleted: &m.Deleted}
	},
	check: func(_ *Server, a *account, m *MediaCreative) error {
		if a.lineItems[m.LineItemID] == nil {
			return fmt.Errorf("line item %q of account %s: %w", m.LineItemID, a.id, ErrNotFound)
		}
		if a.accountMedia[m.AccountMediaID] == nil {
			return fmt.Errorf("account media %q of account %s: %w", m.AccountMediaID, a.id, ErrNotFound)
		}
		return nil
	},
	fill: func(_ *Server, a *account, m *MediaCreative) error {
		if m.CreativeType == "" {
			m.CreativeType = a.accountMedia[m.AccountMediaID].CreativeType
		}
		if m.EntityStatus == "" {
			m.EntityStatus = statusActive
		}
		if m.ApprovalStatus == "" {
			m.ApprovalStatus = promotedPostAccepted
		}
		return nil
	},
}

// MediaCreative returns a copy of a stored media creative, soft-deleted ones included (with Deleted set).
func (s *Server) MediaCreative(accountID, id string) (MediaCreative, bool) {
	return mediaCreativeTable.get(s, accountID, id)
}

// MediaCreativeIDs returns the ids of an account's live media creatives.
func (s *Server) MediaCreativeIDs(accountID string) []string {
	return mediaCreativeTable.ids(s, accountID)
}

// EditMediaCreative changes a stored media creative behind the API's back (drift).
func (s *Server) EditMediaCreative(accountID, id string, edit func(*MediaCreative)) error {
	return mediaCreativeTable.edit(s, accountID, id, edit)
}

// DeleteMediaCreative detaches a media creative out of band (a soft delete), as DELETE does.
func (s *Server) DeleteMediaCreative(accountID, id string) error {
	return mediaCreativeTable.remove(s, accountID, id)
}

// SeedMediaCreative stores m in the account without the API's checks but its line item and account
// media, and returns it as stored.
func (s *Server) SeedMediaCreative(accountID string, m MediaCreative) (MediaCreative, error) {
	return mediaCreativeTable.seed(s, accountID, m)
}

// mediaCreativeSortable are the attributes sort_by takes on the list. The spec shows none; the emulator
// takes the times, the deleted flag and the creative type, as for account media.
var mediaCreativeSortable = []string{"created_at", "updated_at", "deleted", "creative_type"}

// checkMediaCreativeCreate applies the rules of a create's own parameters (endpoint 32): both ids are
// required, in the order the spec lists them. The landing URL's rules are not shown: any value is kept
// as sent, and an empty one is none.
func checkMediaCreativeCreate(params url.Values) *apiError {
	return missingParam(params, "account_media_id", "line_item_id")
}

// mediaCreativeView is a media creative on the wire, in the field order of the spec's examples;
// landing_url is null when none was sent.
type mediaCreativeView struct {
	LineItemID     string `json:"line_item_id"`
	LandingURL     any    `json:"landing_url"`
	CreativeType   string `json:"creative_type"`
	ID             string `json:"id"`
	EntityStatus   string `json:"entity_status"`
	CreatedAt      string `json:"created_at"`
	AccountMediaID string `json:"account_media_id"`
	UpdatedAt      string `json:"updated_at"`
	ApprovalStatus string `json:"approval_status"`
	Deleted        bool   `json:"deleted"`
}

func viewMediaCreative(m *MediaCreative) mediaCreativeView {
	return mediaCreativeView{
		LineItemID:     m.LineItemID,
		LandingURL:     nullable(m.LandingURL),
		CreativeType:   m.CreativeType,
		ID:             m.ID,
		EntityStatus:   m.EntityStatus,
		CreatedAt:      formatTime(m.CreatedAt),
		AccountMediaID: m.AccountMediaID,
		UpdatedAt:      formatTime(m.UpdatedAt),
		ApprovalStatus: m.ApprovalStatus,
		Deleted:        m.Deleted,
	}
}
