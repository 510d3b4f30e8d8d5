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
