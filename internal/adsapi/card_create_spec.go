package adsapi

import (
	"context"
	"time"
)

// lostCreate finds the card a create may have made: the account's newest cards whose name
// starts with the one sent (q), identical in name and components or slides; the account's newest
// cards of any name show whether another client is creating there too.
func (s *CardsService) lostCreate(accountID string, sent cardBody) lostCreate[*Card] {
	newest := func(ctx context.Context, q string) ([]*Card, error) {
		cards, err := s.List(ctx, accountID, CardListOptions{
			Q: q, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: lostCreateCandidates},
		})
		return pointers(cards), err
	}
	return lostCreate[*Card]{
		kind:  "card",
		scope: accountID,
		key:   canonical(sent),
		keyOf: func(c *Card) string {
			b, err := newCardBody(CardInput{Name: c.Name, Components: c.Components, Slides: c.Slides})
			if err != nil {
				return ""
			}
			return canonical(b)
		},
		idOf:          func(c *Card) string { return c.ID },
		createdAt:     func(c *Card) time.Time { return serviceTime(c.CreatedAt) },
		contradiction: func(c *Card) string { return cardURIContradiction(c.ID, c.CardURI) },
		list:          func(ctx context.Context) ([]*Card, error) { return newest(ctx, sent.Name) },
		recent:        func(ctx context.Context) ([]*Card, error) { return newest(ctx, "") },
	}
}

// cardURIContradiction says what is wrong when a card's card_uri, which the service derives
// from its id (card://<id>), names another card; "" when it does not, or is absent. (A poll
// card's card_uri is of another numbering than its id.)
func cardURIContradiction(id, uri string) string {
	if uri == "" || uri == "card://"+id {
		return ""
	}
	return "carries card_uri " + uri + ", another card's"
}
