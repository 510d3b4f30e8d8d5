package emulator

import (
	"net/http"
	"slices"
	"strings"
)

const (
	cardsPath = "/12/accounts/{account_id}/cards"
	cardPath  = cardsPath + "/{card_id}"
)

// Cards list paging (spec: count 1 to 200, default 100).
const (
	cardsDefaultCount = 100
	cardsMaxCount     = 200
)

// cardRoutes is the route table of cards. Writes share the write window of the category
// "cards" with poll cards; create and update take only a JSON body.
func cardRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: cardsPath, schemes: schemeOAuth1User,
			params:     []string{"card_types", "card_id", "card_uris", "count", "cursor", "include_legacy_cards", "q", "sort_by", "with_deleted"},
			listParams: []string{"card_types", "card_id", "card_uris"}, handle: (*Server).listCards},
		{method: http.MethodGet, pattern: cardPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getCard},
		{method: http.MethodPost, pattern: cardsPath, schemes: schemeOAuth1User, write: true, category: "cards",
			jsonBody: true, handle: (*Server).createCard},
		{method: http.MethodPut, pattern: cardPath, schemes: schemeOAuth1User, write: true, category: "cards",
			jsonBody: true, handle: (*Server).updateCard},
		{method: http.MethodDelete, pattern: cardPath, schemes: schemeOAuth1User, write: true, category: "cards",
			handle: (*Server).deleteCard},
	}
}

func (s *Server) listCards(c *call) (reply, *apiError) {
	types, err := parseList(c.params, "card_types")
	if err != nil {
		return reply{}, err
	}
	for _, t := range types {
		if !slices.Contains(cardTypes, t) {
			return reply{}, invalidParameter("card_types", "card type %q is not %s", t, describe(cardTypes))
		}
	}
	ids, err := parseList(c.params, "card_id")
	if err != nil {
		return reply{}, err
	}
	uris, err := parseList(c.params, "card_uris")
	if err != nil {
		return reply{}, err
	}
	lp, err := parseListParams(c.params, cardsDefaultCount, cardsMaxCount)
	if err != nil {
		return reply{}, err
	}
	withLegacy, err := parseBool(c.params, "include_legacy_cards")
	if err != nil {
		return reply{}, err
	}

	var found []*Card
	for _, card := range c.account.cards {
		switch {
		case card.Deleted && !lp.withDeleted,
			card.Legacy && !withLegacy,
			types != nil && !slices.Contains(types, card.CardType),
			ids != nil && !slices.Contains(ids, card.ID),
			uris != nil && !slices.Contains(uris, card.CardURI),
			s.unlisted(card.ID, ids != nil || uris != nil),
			!strings.HasPrefix(strings.ToLower(card.Name), lp.q):
			continue
		}
		found = append(found, card)
	}
	sortBy(found, lp.order, cardSortKeys)
	page, next := paginate(found, lp.offset, lp.count)
	views := make([]cardView, len(page))
	for i, card := range page {
		views[i] = viewCard(card, c.account.media)
	}
	return reply{data: views, list: true, nextCursor: next}, nil
}

func cardSortKeys(c *Card) sortKeys {
	return entitySortKeys(c.ID, c.Name, c.CreatedAt, c.UpdatedAt)
}

// liveCard finds the card of the path; a soft-deleted card counts only when withDeleted.
func liveCard(c *call, withDeleted bool) (*Card, *apiError) {
	id := c.pathParams["card_id"]
	card := c.account.cards[id]
	if card == nil || (card.Deleted && !withDeleted) {
		return nil, notFound("card", id)
	}
	return card, nil
}

func (s *Server) getCard(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	card, err := liveCard(c, withDeleted)
	if err != nil {
		return reply{}, err
	}
	// The real service answers a single card as an array of one.
	return reply{data: []cardView{viewCard(card, c.account.media)}}, nil
}

func (s *Server) createCard(c *call) (reply, *apiError) {
	body, err := decodeCardBody(c.body, true, c.account.media)
	if err != nil {
		return reply{}, err
	}
	now := s.now()
	id := s.newDecimalID()
	card := &Card{
		AccountID:  c.account.id,
		ID:         id,
		CardURI:    cardURI(id),
		Name:       *body.name,
		Components: body.components,
		Slides:     body.slides,
		CreatedAt:  now,
		UpdatedAt:  now,
	}
	card.CardType, _ = deriveCardType(*card, c.account.media)
	c.account.cards[id] = card
	s.markCreated(id)
	return reply{status: http.StatusCreated, data: viewCard(card, c.account.media)}, nil
}

func (s *Server) updateCard(c *call) (reply, *apiError) {
	card, err := liveCard(c, false)
	if err != nil {
		return reply{}, err
	}
	body, err := decodeCardBody(c.body, false, c.account.media)
	if err != nil {
		return reply{}, err
	}
	if body.name != nil {
		card.Name = *body.name
	}
	// components and slides are two forms of the same thing: supplying one replaces both.
	if body.components != nil {
		card.Components, card.Slides = body.components, nil
	}
	if body.slides != nil {
		card.Components, card.Slides = nil, body.slides
	}
	if body.components != nil || body.slides != nil {
		card.CardType, _ = deriveCardType(*card, c.account.media)
	}
	card.UpdatedAt = s.now()
	// The real service answers a card's PUT and DELETE, like its single GET, as an array of one.
	return reply{data: []cardView{viewCard(card, c.account.media)}}, nil
}

func (s *Server) deleteCard(c *call) (reply, *apiError) {
	card, err := liveCard(c, false)
	if err != nil {
		return reply{}, err
	}
	card.Deleted = true
	card.UpdatedAt = s.now()
	return reply{data: []cardView{viewCard(card, c.account.media)}}, nil
}
