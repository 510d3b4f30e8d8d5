package adsapi

import (
	"context"
	"strings"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
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

// createSpec tells the create engine what the service always answers for a poll card and where to
// find the poll card a create may have made: the account's newest poll cards whose name starts with
// the one sent (q), with the same duration, choices and kind of media; the account's newest poll
// cards of any name show whether another client is creating there too.
func (s *PollCardsService) createSpec(accountID string, in PollCardInput) creates.Spec[*PollCard] {
	newest := func(ctx context.Context, q string) ([]*PollCard, error) {
		polls, err := s.List(ctx, accountID, PollCardListOptions{
			Q: q, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates},
		})
		return creates.Pointers(polls), err
	}
	sent := pollKey{Name: in.Name, Duration: in.DurationInMinutes,
		Choices: [4]string{in.FirstChoice, in.SecondChoice, in.ThirdChoice, in.FourthChoice}, Media: pollMediaKind(in.MediaKey)}
	return creates.Spec[*PollCard]{
		Kind:  "poll card",
		Scope: accountID,
		Sent:  creates.Canonical(sent),
		KeyOf: func(p *PollCard) string {
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
			return creates.Canonical(k)
		},
		IDOf: func(p *PollCard) string { return p.ID },
		Missing: func(p *PollCard) []string {
			return creates.Lacks(map[string]bool{
				"card_uri": p.CardURI != "", "created_at": p.CreatedAt != "", "first_choice": p.FirstChoice != "",
			})
		},
		CreatedAt: func(p *PollCard) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List:      func(ctx context.Context) ([]*PollCard, error) { return newest(ctx, in.Name) },
		Recent:    func(ctx context.Context) ([]*PollCard, error) { return newest(ctx, "") },
	}
}
