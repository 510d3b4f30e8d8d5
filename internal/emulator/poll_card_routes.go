package emulator

import (
	"net/http"
	"slices"
	"strings"
)

const (
	pollCardsPath = "/12/accounts/{account_id}/cards/poll"
	pollCardPath  = pollCardsPath + "/{card_id}"
)

// Poll card list paging (spec: count 1 to 1000, default 200).
const (
	pollCardsDefaultCount = 200
	pollCardsMaxCount     = 1000
)

// pollCardParams are the create parameters, sent in the query string or a form body.
var pollCardParams = []string{"name", "duration_in_minutes", "first_choice", "second_choice", "third_choice", "fourth_choice", "media_key"}

// pollCardRoutes is the route table of poll cards. There is no PUT: poll cards cannot be
// updated, so PUT answers 405. Parameters come in the query string or a form body.
func pollCardRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: pollCardsPath, schemes: schemeOAuth1User,
			params:     []string{"card_ids", "count", "cursor", "q", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"card_ids"}, handle: (*Server).listPollCards},
		{method: http.MethodGet, pattern: pollCardPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getPollCard},
		{method: http.MethodPost, pattern: pollCardsPath, schemes: schemeOAuth1User, write: true, category: "cards",
			params: pollCardParams, handle: (*Server).createPollCard},
		{method: http.MethodDelete, pattern: pollCardPath, schemes: schemeOAuth1User, write: true, category: "cards",
			handle: (*Server).deletePollCard},
	}
}

func (s *Server) listPollCards(c *call) (reply, *apiError) {
	ids, err := parseList(c.params, "card_ids")
	if err != nil {
		return reply{}, err
	}
	withTotal, err := parseTotalCount(c.params)
	if err != nil {
		return reply{}, err
	}
	lp, err := parseListParams(c.params, pollCardsDefaultCount, pollCardsMaxCount)
	if err != nil {
		return reply{}, err
	}

	var found []*PollCard
	for _, p := range c.account.pollCards {
		switch {
		case p.Deleted && !lp.withDeleted,
			ids != nil && !slices.Contains(ids, p.ID),
			s.unlisted(p.ID, ids != nil),
			!strings.HasPrefix(strings.ToLower(p.Name), lp.q):
			continue
		}
		found = append(found, p)
	}
	sortBy(found, lp.order, pollCardSortKeys)
	page, next := paginate(found, lp.offset, lp.count)
	views := make([]pollCardView, len(page))
	for i, p := range page {
		views[i] = viewPollCard(p, c.account.media)
	}
	rep := reply{data: views, list: true, nextCursor: next}
	if withTotal {
		total := len(found)
		rep.totalCount = &total
	}
	return rep, nil
}

func pollCardSortKeys(p *PollCard) sortKeys {
	return entitySortKeys(p.ID, p.Name, p.CreatedAt, p.UpdatedAt)
}

func livePollCard(c *call, withDeleted bool) (*PollCard, *apiError) {
	id := c.pathParams["card_id"]
	p := c.account.pollCards[id]
	if p == nil || (p.Deleted && !withDeleted) {
		return nil, notFound("poll card", id)
	}
	return p, nil
}

func (s *Server) getPollCard(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	p, err := livePollCard(c, withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: viewPollCard(p, c.account.media)}, nil
}

func (s *Server) createPollCard(c *call) (reply, *apiError) {
	p, err := decodePollCard(c.params, c.account)
	if err != nil {
		return reply{}, err
	}
	now := s.now()
	p.AccountID = c.account.id
	p.ID = s.newBase36ID()
	p.CardURI = cardURI(s.newDecimalID())
	p.CreatedAt, p.UpdatedAt = now, now
	p.StartTime = now
	p.EndTime = now.Add(minutes(p.DurationInMinutes))
	c.account.pollCards[p.ID] = p
	s.markCreated(p.ID)
	return reply{status: http.StatusCreated, data: viewPollCard(p, c.account.media)}, nil
}

func (s *Server) deletePollCard(c *call) (reply, *apiError) {
	p, err := livePollCard(c, false)
	if err != nil {
		return reply{}, err
	}
	// Deletion is permanent: the answer is the last sight of the card.
	delete(c.account.pollCards, p.ID)
	gone := *p
	gone.Deleted = true
	gone.UpdatedAt = s.now()
	return reply{data: viewPollCard(&gone, c.account.media)}, nil
}
