package sweep

import (
	"context"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// sweepCards deletes the cards (every card type, through one list) named with the prefix. q, the
// list's case-insensitive name prefix, narrows what is read; legacy cards are not asked for, as no test
// can make one (the client creates through the cards endpoint only).
func sweepCards(ctx context.Context, s *scope) error {
	cards, err := s.client.Cards.List(ctx, s.account, adsapi.CardListOptions{Q: s.prefix})
	if err != nil {
		return s.listFailed("cards", err)
	}
	return s.deleteAll(ctx, "card", pick(cards, func(c *adsapi.Card) bool { return !c.Deleted && s.marked(c.Name) },
		func(c *adsapi.Card) target {
			return target{id: c.ID, label: c.Name, del: func(ctx context.Context) error {
				_, err := s.client.Cards.Delete(ctx, s.account, c.ID)
				return err
			}}
		}))
}

// sweepPollCards deletes the poll cards named with the prefix (a hard delete).
func sweepPollCards(ctx context.Context, s *scope) error {
	cards, err := s.client.PollCards.List(ctx, s.account, adsapi.PollCardListOptions{Q: s.prefix})
	if err != nil {
		return s.listFailed("poll cards", err)
	}
	return s.deleteAll(ctx, "poll card", pick(cards, func(c *adsapi.PollCard) bool { return !c.Deleted && s.marked(c.Name) },
		func(c *adsapi.PollCard) target {
			return target{id: c.ID, label: c.Name, del: func(ctx context.Context) error {
				_, err := s.client.PollCards.Delete(ctx, s.account, c.ID)
				return err
			}}
		}))
}
