package adsapi

import (
	"context"
	"strings"
	"time"
)

// pollKey is what makes two poll cards the same: name, duration, choices and the kind of media.
// The service never returns the media key, so only its kind can be compared.
type pollKey struct {
	Name     string
	Duration int64
	Choices  [4]string
	Media    string
}

// pollMediaKind is the kind of a poll's media from its key: "IMAGE", "VIDEO" or "" for none.
func pollMediaKind(mediaKey string) string {
	switch {
	case strings.HasPrefix(mediaKey, "13_"):
		return "VIDEO"
	case strings.HasPrefix(mediaKey, "3_"):
		return "IMAGE"
	}
	return ""
}

// lostCreate finds the poll card a create may have made: the account's newest poll cards whose
// name starts with the one sent (q), with the same duration, choices and kind of media; the
// account's newest poll cards of any name show whether another client is creating there too.
func (s *PollCardsService) lostCreate(accountID string, in PollCardInput) lostCreate[*PollCard] {
	newest := func(ctx context.Context, q string) ([]*PollCard, error) {
		polls, err := s.List(ctx, accountID, PollCardListOptions{
			Q: q, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: lostCreateCandidates},
		})
		return pointers(polls), err
	}
	sent := pollKey{Name: in.Name, Duration: in.DurationInMinutes,
		Choices: [4]string{in.FirstChoice, in.SecondChoice, in.ThirdChoice, in.FourthChoice}, Media: pollMediaKind(in.MediaKey)}
	return lostCreate[*PollCard]{
		kind:  "poll card",
		scope: accountID,
		key:   canonical(sent),
		keyOf: func(p *PollCard) string {
			k := pollKey{Name: p.Name, Duration: p.DurationInMinutes.Value,
				Choices: [4]string{p.FirstChoice, p.SecondChoice, p.ThirdChoice, p.FourthChoice}, Media: sent.Media}
			// The kind shows in the card type or the video fields; a type the client does not know
			// (older answers say "poll") leaves the sent kind standing.
			switch {
			case p.CardType == "VIDEO_POLLS" || p.VideoURL != "":
				k.Media = "VIDEO"
			case p.CardType == "IMAGE_POLLS":
				k.Media = "IMAGE"
			case p.CardType == "TEXT_POLLS":
				k.Media = ""
			}
			return canonical(k)
		},
		idOf:      func(p *PollCard) string { return p.ID },
		createdAt: func(p *PollCard) time.Time { return serviceTime(p.CreatedAt) },
		list:      func(ctx context.Context) ([]*PollCard, error) { return newest(ctx, in.Name) },
		recent:    func(ctx context.Context) ([]*PollCard, error) { return newest(ctx, "") },
	}
}
