package emulator

import (
	"slices"
	"time"
)

// Card is a card as the emulator stores it. Exactly one of Components and Slides is set for
// cards made through the API; seeded cards may hold anything.
type Card struct {
	AccountID  string
	ID         string
	CardURI    string
	Name       string
	CardType   string
	Components []Component
	Slides     [][]Component
	CreatedAt  time.Time
	UpdatedAt  time.Time
	Deleted    bool
	// Legacy marks a card made through the older per-type endpoints: lists show it only
	// with include_legacy_cards=true. Only SeedCard makes legacy cards.
	Legacy bool
}

// Component is one part of a card. Empty fields were not sent and are not answered.
type Component struct {
	Type        string       `json:"type"`
	MediaKey    string       `json:"media_key,omitempty"`
	MediaKeys   []string     `json:"media_keys,omitempty"`
	Title       string       `json:"title,omitempty"`
	Label       *Label       `json:"label,omitempty"`
	Destination *Destination `json:"destination,omitempty"`
}

// Label is the call to action of a BUTTON component.
type Label struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// Destination is where a DETAILS (WEBSITE) or BUTTON (APP) component leads.
type Destination struct {
	Type                  string `json:"type"`
	URL                   string `json:"url,omitempty"`
	CountryCode           string `json:"country_code,omitempty"`
	GooglePlayAppID       string `json:"googleplay_app_id,omitempty"`
	IOSAppStoreIdentifier string `json:"ios_app_store_identifier,omitempty"`
	GooglePlayDeepLink    string `json:"googleplay_deep_link,omitempty"`
	IOSDeepLink           string `json:"ios_deep_link,omitempty"`
}

// Component types.
const (
	ComponentMedia          = "MEDIA"
	ComponentSwipeableMedia = "SWIPEABLE_MEDIA"
	ComponentDetails        = "DETAILS"
	ComponentButton         = "BUTTON"
)

// Destination types.
const (
	DestinationWebsite = "WEBSITE"
	DestinationApp     = "APP"
)

// clone returns a deep copy, so that callers outside the lock never share memory with the
// stored card.
func (c Card) clone() Card {
	c.Components = cloneComponents(c.Components)
	if c.Slides != nil {
		slides := make([][]Component, len(c.Slides))
		for i, s := range c.Slides {
			slides[i] = cloneComponents(s)
		}
		c.Slides = slides
	}
	return c
}

func cloneComponents(in []Component) []Component {
	if in == nil {
		return nil
	}
	out := make([]Component, len(in))
	for i, c := range in {
		c.MediaKeys = slices.Clone(c.MediaKeys)
		if c.Label != nil {
			l := *c.Label
			c.Label = &l
		}
		if c.Destination != nil {
			d := *c.Destination
			c.Destination = &d
		}
		out[i] = c
	}
	return out
}

// cardTable stores an account's cards, soft-deleted ones included. An edit keeps the card_uri
// and leaves CardType as the edit does; a seed takes legacy or odd cards too, filling a blank
// CardURI with card://<id> and a blank CardType from the components or slides when they fit one.
var cardTable = table[*account, Card]{
	noun: "card", parent: accountParent, newID: (*Server).newDecimalID, clone: Card.clone,
	rows: func(a *account) map[string]*Card { return a.cards },
	fields: func(c *Card) rowFields {
		return rowFields{id: &c.ID, parentID: &c.AccountID, createdAt: &c.CreatedAt, updatedAt: &c.UpdatedAt, deleted: &c.Deleted}
	},
	keep: func(edited, stored *Card) error {
		edited.CardURI = stored.CardURI
		return nil
	},
	fill: func(_ *Server, a *account, c *Card) error {
		if c.CardURI == "" {
			c.CardURI = cardURI(c.ID)
		}
		if c.CardType == "" {
			c.CardType, _ = deriveCardType(*c, a.media)
		}
		return nil
	},
}

// Card returns a copy of a stored card, soft-deleted ones included (with Deleted set).
func (s *Server) Card(accountID, id string) (Card, bool) { return cardTable.get(s, accountID, id) }

// Cards returns copies of an account's live cards, oldest first.
func (s *Server) Cards(accountID string) []Card { return cardTable.live(s, accountID, nil) }

// EditCard changes a stored card behind the API's back, as the advertiser's UI would (drift).
func (s *Server) EditCard(accountID, id string, edit func(*Card)) error {
	return cardTable.edit(s, accountID, id, edit)
}

// DeleteCard soft-deletes a card out of band, as the service would on DELETE.
func (s *Server) DeleteCard(accountID, id string) error { return cardTable.remove(s, accountID, id) }

// SeedCard stores c in the account without the API's checks and returns it as stored.
func (s *Server) SeedCard(accountID string, c Card) (Card, error) {
	return cardTable.seed(s, accountID, c)
}
