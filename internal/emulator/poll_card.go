package emulator

import "time"

// PollCard is a poll card as the emulator stores it.
type PollCard struct {
	AccountID         string
	ID                string
	CardURI           string
	Name              string
	FirstChoice       string
	SecondChoice      string
	ThirdChoice       string
	FourthChoice      string
	DurationInMinutes int
	// MediaKey is write-only on the wire: answers describe the media instead.
	MediaKey  string
	CardType  string
	StartTime time.Time
	EndTime   time.Time
	CreatedAt time.Time
	UpdatedAt time.Time
	// Deleted is false for every poll card made through the API (deletion is permanent);
	// SeedPollCard can store deleted ones to exercise with_deleted.
	Deleted bool
}

// Poll card types.
const (
	PollTypeText  = "TEXT_POLLS"
	PollTypeImage = "IMAGE_POLLS"
	PollTypeVideo = "VIDEO_POLLS"
)

// pollCardTable stores an account's poll cards, deleted for good. A seed fills a blank CardURI
// with a fresh card URI, StartTime with the clock's now, EndTime with StartTime plus the duration
// and CardType from the media (TEXT_POLLS without).
var pollCardTable = table[*account, PollCard]{
	noun: "poll card", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*PollCard { return a.pollCards },
	fields: func(p *PollCard) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt}
	},
	fill: func(s *Server, a *account, p *PollCard) error {
		if p.CardURI == "" {
			p.CardURI = cardURI(s.newDecimalID())
		}
		if p.StartTime.IsZero() {
			p.StartTime = s.now()
		}
		if p.EndTime.IsZero() {
			p.EndTime = p.StartTime.Add(minutes(p.DurationInMinutes))
		}
		if p.CardType == "" {
			p.CardType = PollTypeText
			switch a.media[p.MediaKey].Type {
			case MediaImage:
				p.CardType = PollTypeImage
			case MediaVideo:
				p.CardType = PollTypeVideo
			}
		}
		return nil
	},
}

// PollCard returns a copy of a stored poll card.
func (s *Server) PollCard(accountID, id string) (PollCard, bool) {
	return pollCardTable.get(s, accountID, id)
}

// PollCardIDs returns the ids of an account's poll cards.
func (s *Server) PollCardIDs(accountID string) []string { return pollCardTable.ids(s, accountID) }

// DeletePollCard removes a poll card for good, out of band.
func (s *Server) DeletePollCard(accountID, id string) error {
	return pollCardTable.remove(s, accountID, id)
}

// SeedPollCard stores p in the account without the API's checks and returns it as stored.
func (s *Server) SeedPollCard(accountID string, p PollCard) (PollCard, error) {
	return pollCardTable.seed(s, accountID, p)
}
