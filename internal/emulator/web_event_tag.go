package emulator

import "time"

// WebEventTag is one conversion event of an advertiser's website, with its attribution windows in
// days. The service answers no created_at or updated_at for a tag (no example of the spec carries
// them): the two times are kept for the list's order and the hooks, never written in an answer.
type WebEventTag struct {
	AccountID          string
	ID                 string
	Name               string
	Type               string
	ClickWindow        int
	ViewThroughWindow  int
	RetargetingEnabled bool
	// WebsiteTagID is what the embed code reports to; each tag gets its own (whether the service
	// shares one per account: not shown).
	WebsiteTagID string
	// Status is UNVERIFIED until TrackWebEventTag says events arrived (TRACKING).
	Status string
	// LastTrackedAt is the zero time until the first event (null on the wire).
	LastTrackedAt time.Time
	CreatedAt     time.Time
	UpdatedAt     time.Time
	Deleted       bool
}

// Statuses of a web event tag.
const (
	webEventTagUnverified = "UNVERIFIED"
	webEventTagTracking   = "TRACKING"
)

// webEventTagTable stores an account's tags, soft-deleted ones included. A seed gets its own
// website tag id and UNVERIFIED when it names none. A seed is not held to the API's window lists:
// a tag made in the ads UI may have 60 or 90 days, which the API answers but does not take.
var webEventTagTable = table[*account, WebEventTag]{
	noun: "web event tag", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*WebEventTag { return a.webEventTags },
	fields: func(t *WebEventTag) rowFields {
		return rowFields{id: &t.ID, parentID: &t.AccountID, createdAt: &t.CreatedAt, updatedAt: &t.UpdatedAt, deleted: &t.Deleted}
	},
	normalise: func(t *WebEventTag) {
		if !t.LastTrackedAt.IsZero() {
			t.LastTrackedAt = wholeSecond(t.LastTrackedAt)
		}
	},
	fill: func(s *Server, _ *account, t *WebEventTag) error {
		if t.WebsiteTagID == "" {
			t.WebsiteTagID = s.newBase36ID()
		}
		if t.Status == "" {
			t.Status = webEventTagUnverified
		}
		return nil
	},
}

// WebEventTag returns a copy of a stored tag, soft-deleted ones included (with Deleted set).
func (s *Server) WebEventTag(accountID, id string) (WebEventTag, bool) {
	return webEventTagTable.get(s, accountID, id)
}

// WebEventTagIDs returns the ids of an account's live tags.
func (s *Server) WebEventTagIDs(accountID string) []string {
	return webEventTagTable.ids(s, accountID)
}

// EditWebEventTag changes a stored tag behind the API's back (drift).
func (s *Server) EditWebEventTag(accountID, id string, edit func(*WebEventTag)) error {
	return webEventTagTable.edit(s, accountID, id, edit)
}

// TrackWebEventTag records that the tag's snippet fired at the given time: the tag is TRACKING and
// last_tracked_at is that time, as the service shows once events arrive. Nothing else moves a tag
// out of UNVERIFIED.
func (s *Server) TrackWebEventTag(accountID, id string, at time.Time) error {
	return webEventTagTable.edit(s, accountID, id, func(t *WebEventTag) {
		t.Status, t.LastTrackedAt = webEventTagTracking, at
	})
}

// DeleteWebEventTag soft-deletes a tag out of band, as DELETE does.
func (s *Server) DeleteWebEventTag(accountID, id string) error {
	return webEventTagTable.remove(s, accountID, id)
}

// SeedWebEventTag stores t in the account without the API's checks and returns it as stored.
func (s *Server) SeedWebEventTag(accountID string, t WebEventTag) (WebEventTag, error) {
	return webEventTagTable.seed(s, accountID, t)
}
