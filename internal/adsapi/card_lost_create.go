package adsapi

import (
	"context"
	"time"
)

// lostCreate finds the card a create may have made: the account's newest cards whose name
// starts with the one sent (q), identical in name and components or slides.
func (s *CardsService) lostCreate(accountID string, sent cardBody) lostCreate[*Card] {
	return lostCreate[*Card]{
		kind: "card",
		key:  canonical(sent),
		keyOf: func(c *Card) string {
			b, err := newCardBody(CardInput{Name: c.Name, Components: c.Components, Slides: c.Slides})
			if err != nil {
				return ""
			}
			return canonical(b)
		},
		idOf:      func(c *Card) string { return c.ID },
		createdAt: func(c *Card) time.Time { return serviceTime(c.CreatedAt) },
		list: func(ctx context.Context) ([]*Card, error) {
			cards, err := s.List(ctx, accountID, CardListOptions{
				Q: sent.Name, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: lostCreateCandidates},
			})
			return pointers(cards), err
		},
	}
}
