package emulator

import "time"

// DraftPost is a draft post as the emulator stores it.
type DraftPost struct {
	AccountID string
	ID        string
	// UserID is the advertiser the draft was made for (as_user_id).
	UserID string
	Text   string
	// Name and CardURI are answered null when empty, as the service does.
	Name    string
	CardURI string
	// CardURICleared records that card_uri was cleared by PUT: the service then answers ""
	// rather than null (the service's reference), and so does the emulator.
	CardURICleared bool
	MediaKeys      []string
	// MediaKeysNull answers an empty MediaKeys as null instead of []. The service documents []
	// but its spec only promises "may be empty": tests set this through EditDraftPost so that a
	// client is shown to treat both alike.
	MediaKeysNull bool
	Nullcast      bool
	CreatedAt     time.Time
	UpdatedAt     time.Time
}

func (d DraftPost) clone() DraftPost {
	d.MediaKeys = append([]string(nil), d.MediaKeys...)
	return d
}

// draftPostTable stores an account's draft posts, deleted for good. A seed fills a blank UserID
// with the account's FULL promotable user and stores Nullcast as given.
var draftPostTable = table[*account, DraftPost]{
	noun: "draft post", parent: accountParent, newID: (*Server).newDecimalID, clone: DraftPost.clone,
	rows: func(a *account) map[string]*DraftPost { return a.drafts },
	fields: func(d *DraftPost) rowFields {
		return rowFields{id: &d.ID, parentID: &d.AccountID, createdAt: &d.CreatedAt, updatedAt: &d.UpdatedAt}
	},
	fill: func(_ *Server, a *account, d *DraftPost) error {
		if d.UserID == "" {
			d.UserID = a.fullUserID()
		}
		return nil
	},
}

// DraftPost returns a copy of a stored draft post.
func (s *Server) DraftPost(accountID, id string) (DraftPost, bool) {
	return draftPostTable.get(s, accountID, id)
}

// DraftPostIDs returns the ids of an account's draft posts.
func (s *Server) DraftPostIDs(accountID string) []string { return draftPostTable.ids(s, accountID) }

// EditDraftPost changes a stored draft behind the API's back (drift).
func (s *Server) EditDraftPost(accountID, id string, edit func(*DraftPost)) error {
	return draftPostTable.edit(s, accountID, id, edit)
}

// DeleteDraftPost removes a draft for good, out of band.
func (s *Server) DeleteDraftPost(accountID, id string) error {
	return draftPostTable.remove(s, accountID, id)
}

// SeedDraftPost stores d in the account without the API's checks and returns it as stored.
func (s *Server) SeedDraftPost(accountID string, d DraftPost) (DraftPost, error) {
	return draftPostTable.seed(s, accountID, d)
}
