package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// CardsService manages cards (/12/accounts/:account_id/cards).
type CardsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[Card] // Get's batched reads
}

// Card is a rich media card with a button or details.
type Card struct {
	ID         string        `json:"id"`
	Name       string        `json:"name"`
	CardURI    string        `json:"card_uri"`
	CardType   string        `json:"card_type"`
	Components []Component   `json:"components,omitempty"`
	Slides     [][]Component `json:"slides,omitempty"`
	CreatedAt  string        `json:"created_at"`
	UpdatedAt  string        `json:"updated_at"`
	Deleted    bool          `json:"deleted"`
}

// Component is one part of a card; Type selects which fields apply.
type Component struct {
	Type        string       `json:"type"`
	MediaKey    string       `json:"media_key,omitempty"`
	MediaKeys   []string     `json:"media_keys,omitempty"`
	Title       string       `json:"title,omitempty"`
	Label       *Label       `json:"label,omitempty"`
	Destination *Destination `json:"destination,omitempty"`
	// MediaMetadata is read-only, keyed by media key; it is never sent.
	MediaMetadata map[string]MediaMetadata `json:"media_metadata,omitempty"`
}

// Label is the text of a BUTTON component.
type Label struct {
	Type  string `json:"type"`
	Value string `json:"value"`
}

// Destination is where a component leads: a WEBSITE or an APP.
type Destination struct {
	Type                  string `json:"type"`
	URL                   string `json:"url,omitempty"`
	CountryCode           string `json:"country_code,omitempty"`
	GooglePlayAppID       string `json:"googleplay_app_id,omitempty"`
	IOSAppStoreIdentifier string `json:"ios_app_store_identifier,omitempty"`
	GooglePlayDeepLink    string `json:"googleplay_deep_link,omitempty"`
	IOSDeepLink           string `json:"ios_deep_link,omitempty"`
}

// MediaMetadata describes a media item of a component as the service returns it.
// Unknown fields are ignored.
type MediaMetadata struct {
	Type             string `json:"type"`
	URL              string `json:"url"`
	Width            int64  `json:"width"`
	Height           int64  `json:"height"`
	VideoDuration    int64  `json:"video_duration"`
	VideoAspectRatio string `json:"video_aspect_ratio"`
}

// CardInput is the body of a create or update; Components and Slides are exclusive.
type CardInput struct {
	Name       string
	Components []Component
	Slides     [][]Component
}

// CardListOptions filters a card list.
type CardListOptions struct {
	ListOptions
	CardTypes, CardIDs, CardURIs []string
	// Q is a case-insensitive name prefix.
	Q                  string
	IncludeLegacyCards bool
}

// Card endpoints and their largest page.
const (
	cardsPath         = "/12/accounts/:account_id/cards"
	cardPath          = "/12/accounts/:account_id/cards/:card_id"
	cardsMaxPageCount = 200
)

// componentBody is a Component as it is sent: without the read-only media_metadata.
type componentBody struct {
	Type        string       `json:"type"`
	MediaKey    string       `json:"media_key,omitempty"`
	MediaKeys   []string     `json:"media_keys,omitempty"`
	Title       string       `json:"title,omitempty"`
	Label       *Label       `json:"label,omitempty"`
	Destination *Destination `json:"destination,omitempty"`
}

// cardBody is the JSON body of a create or update. Nil lists are left out, so that an
// update replaces only the fields the caller supplies.
type cardBody struct {
	Name       string            `json:"name,omitempty"`
	Components []componentBody   `json:"components,omitempty"`
	Slides     [][]componentBody `json:"slides,omitempty"`
}

func newCardBody(in CardInput) (cardBody, error) {
	if in.Components != nil && in.Slides != nil {
		return cardBody{}, errors.New("components and slides are mutually exclusive")
	}
	b := cardBody{Name: in.Name, Components: componentBodies(in.Components)}
	if in.Slides != nil {
		b.Slides = make([][]componentBody, len(in.Slides))
		for i, slide := range in.Slides {
			b.Slides[i] = componentBodies(slide)
		}
	}
	return b, nil
}

func componentBodies(cs []Component) []componentBody {
	if cs == nil {
		return nil
	}
	out := make([]componentBody, len(cs))
	for i, c := range cs {
		out[i] = componentBody{
			Type:        c.Type,
			MediaKey:    c.MediaKey,
			MediaKeys:   c.MediaKeys,
			Title:       c.Title,
			Label:       c.Label,
			Destination: c.Destination,
		}
	}
	return out
}

// List returns the cards of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/cards
func (s *CardsService) List(ctx context.Context, accountID string, opt CardListOptions) ([]Card, error) {
	q := url.Values{}
	setList(q, "card_types", opt.CardTypes)
	// The spec names the id filter card_id (singular) although it takes a list.
	setList(q, "card_id", opt.CardIDs)
	setList(q, "card_uris", opt.CardURIs)
	setString(q, "q", opt.Q)
	opt.encode(q)
	setTrue(q, "include_legacy_cards", opt.IncludeLegacyCards)
	r := s.c.adsRequest(http.MethodGet, cardsPath, []string{accountID}, q, nil)
	return listAll[Card](ctx, s.c, r, adsPages, cardsMaxPageCount, opt.Limit)
}

// Get returns one card, deleted or not: with_deleted is sent so that a card deleted
// outside Terraform comes back with Deleted true. Concurrent Gets of one account are combined
// into list requests filtered by card_id, List's endpoint (see batcher); the answer is the single
// GET's, and a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/cards/:card_id
func (s *CardsService) Get(ctx context.Context, accountID, cardID string) (*Card, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, cardID)
}

// getOne is the single GET of a card.
func (s *CardsService) getOne(ctx context.Context, accountID, cardID string) (*Card, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[Card](ctx, s.c, s.c.adsRequest(http.MethodGet, cardPath, []string{accountID, cardID}, q, nil), cardID)
}

// listByID reads up to batchMaxIDs cards by id with one list request: deleted cards and
// legacy ones included, as the single GET returns them.
func (s *CardsService) listByID(ctx context.Context, accountID string, ids []string) ([]Card, error) {
	q := url.Values{
		"card_id":              {strings.Join(ids, ",")},
		"with_deleted":         {"true"},
		"include_legacy_cards": {"true"},
	}
	r := s.c.adsRequest(http.MethodGet, cardsPath, []string{accountID}, q, nil)
	return listByIDs[Card](ctx, s.c, r, cardsMaxPageCount, ids)
}

// Create creates a card. The body is JSON, the only encoding the service accepts for cards.
// When the answer is lost, the card it made is adopted, or it is sent again when it made none
// (package creates).
//
// POST /12/accounts/:account_id/cards
func (s *CardsService) Create(ctx context.Context, cs creates.Session, accountID string, in CardInput) (*Card, error) {
	body, err := newCardBody(in)
	if err != nil {
		return nil, fmt.Errorf("creating card: %w", err)
	}
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, body), func(ctx context.Context) (*Card, error) {
		return doOne[Card](ctx, s.c, s.c.adsRequest(http.MethodPost, cardsPath, []string{accountID}, nil, body), "")
	})
}

// Update replaces the fields of a card that in supplies: a non-empty Name, non-nil
// Components or non-nil Slides. The service answers the card as an array of one, as its
// single GET does; older answers sent an object, and both are read. A malformed answer is
// treated as lost: the update is sent again, then the card read (updateConfirmed).
//
// PUT /12/accounts/:account_id/cards/:card_id
func (s *CardsService) Update(ctx context.Context, accountID, cardID string, in CardInput) (*Card, error) {
	body, err := newCardBody(in)
	if err != nil {
		return nil, fmt.Errorf("updating card %s: %w", cardID, err)
	}
	return updateConfirmed(ctx, s.c, "card", cardID, func(ctx context.Context) (*Card, error) {
		return doOne[Card](ctx, s.c, s.c.adsRequest(http.MethodPut, cardPath, []string{accountID, cardID}, nil, body), cardID)
	}, func(ctx context.Context) (*Card, error) { return s.getOne(ctx, accountID, cardID) })
}

// Delete soft-deletes a card and returns it with Deleted true; the answer is an array of
// one card, or an object in older answers. A malformed answer is checked with a read of the
// card (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/cards/:card_id
func (s *CardsService) Delete(ctx context.Context, accountID, cardID string) (*Card, error) {
	return deleteConfirmed(ctx, "card", func(ctx context.Context) (*Card, error) {
		return doOne[Card](ctx, s.c, s.c.adsRequest(http.MethodDelete, cardPath, []string{accountID, cardID}, nil, nil), cardID)
	}, func(ctx context.Context) (*Card, error) { return s.getOne(ctx, accountID, cardID) }, func(c *Card) bool { return c.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *CardsService) batcher(idle, window time.Duration) *batcher[Card] {
	return &batcher[Card]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(c *Card) string { return c.ID },
		kind:         "card",
		listTemplate: cardsPath,
	}
}
