package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// createSpec tells the create engine what the service always answers for a card and where to find
// the card a create may have made: the account's newest cards whose name starts with the one sent
// (q), identical in name and components or slides; the account's newest cards of any name show
// whether another client is creating there too.
func (s *CardsService) createSpec(accountID string, sent cardBody) creates.Spec[*Card] {
	newest := func(ctx context.Context, q string) ([]*Card, error) {
		cards, err := s.List(ctx, accountID, CardListOptions{
			Q: q, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates},
		})
		return creates.Pointers(cards), err
	}
	return creates.Spec[*Card]{
		Kind:  "card",
		Scope: accountID,
		Sent:  creates.Canonical(sent),
		KeyOf: func(c *Card) string {
			b, err := newCardBody(CardInput{Name: c.Name, Components: c.Components, Slides: c.Slides})
			if err != nil {
				return ""
			}
			return creates.Canonical(b)
		},
		IDOf: func(c *Card) string { return c.ID },
		Missing: func(c *Card) []string {
			return creates.Lacks(map[string]bool{
				"card_uri": c.CardURI != "", "created_at": c.CreatedAt != "",
				"components or slides": len(c.Components)+len(c.Slides) > 0,
			})
		},
		CreatedAt:     func(c *Card) time.Time { return creates.ServiceTime(c.CreatedAt) },
		Contradiction: func(c *Card) string { return cardURIContradiction(c.ID, c.CardURI) },
		List:          func(ctx context.Context) ([]*Card, error) { return newest(ctx, sent.Name) },
		Recent:        func(ctx context.Context) ([]*Card, error) { return newest(ctx, "") },
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
