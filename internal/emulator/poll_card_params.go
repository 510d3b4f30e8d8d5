package emulator

import (
	"math"
	"net/url"
	"strconv"
	"time"
	"unicode/utf8"
)

// Poll card limits (the spec and the service's reference).
const (
	minPollMinutes    = 5
	maxPollMinutes    = 10080
	maxChoiceChars    = 25
	minPollImageWidth = 800
	pollImageRatio    = 1.91
	pollRatioSlack    = 0.01
	// floatSlack keeps ratios exactly on the edge of the slack (1920x1000) inside it.
	floatSlack = 1e-9
)

func minutes(n int) time.Duration {
	return time.Duration(n) * time.Minute
}

// decodePollCard checks the create parameters against the account's library and features.
// An empty parameter counts as not sent.
func decodePollCard(params url.Values, a *account) (*PollCard, *apiError) {
	p := &PollCard{
		Name:         params.Get("name"),
		FirstChoice:  params.Get("first_choice"),
		SecondChoice: params.Get("second_choice"),
		ThirdChoice:  params.Get("third_choice"),
		FourthChoice: params.Get("fourth_choice"),
		MediaKey:     params.Get("media_key"),
		CardType:     PollTypeText,
	}
	if p.Name == "" {
		return nil, missingParameter("name")
	}

	rawMinutes := params.Get("duration_in_minutes")
	if rawMinutes == "" {
		return nil, missingParameter("duration_in_minutes")
	}
	n, err := strconv.Atoi(rawMinutes)
	if err != nil || n < minPollMinutes || n > maxPollMinutes {
		return nil, invalidParameter("duration_in_minutes", "duration_in_minutes must be an integer from %d to %d", minPollMinutes, maxPollMinutes)
	}
	p.DurationInMinutes = n

	if p.FirstChoice == "" {
		return nil, missingParameter("first_choice")
	}
	if p.SecondChoice == "" {
		return nil, missingParameter("second_choice")
	}
	if p.FourthChoice != "" && p.ThirdChoice == "" {
		return nil, badRequest(codeInclusiveParameters, "fourth_choice", "fourth_choice needs third_choice")
	}
	for _, ch := range []struct{ name, value string }{
		{"first_choice", p.FirstChoice}, {"second_choice", p.SecondChoice},
		{"third_choice", p.ThirdChoice}, {"fourth_choice", p.FourthChoice},
	} {
		if utf8.RuneCountInString(ch.value) > maxChoiceChars {
			return nil, invalidParameter(ch.name, "%s must be at most %d characters", ch.name, maxChoiceChars)
		}
	}

	if p.MediaKey == "" {
		return p, nil
	}
	if !a.hasFeature(FeaturePromotedMediaPolls) {
		return nil, badRequest(codeFeatureNotAvailable, "media_key", "media polls need the account feature %s", FeaturePromotedMediaPolls)
	}
	m, ok := a.media[p.MediaKey]
	if !ok {
		return nil, badRequest(codeInvalidMedia, "media_key", "media %q is not in the account's media library", p.MediaKey)
	}
	switch m.Type {
	case MediaVideo:
		p.CardType = PollTypeVideo
	case MediaImage:
		ratio := float64(m.Width) / float64(m.Height)
		if m.Width < minPollImageWidth || math.Abs(ratio-pollImageRatio) > pollRatioSlack+floatSlack {
			return nil, badRequest(codeInvalidMedia, "media_key",
				"poll images must be at least %d px wide with a %.2f:1 aspect ratio; %q is %dx%d", minPollImageWidth, pollImageRatio, p.MediaKey, m.Width, m.Height)
		}
		p.CardType = PollTypeImage
	default:
		return nil, badRequest(codeInvalidMedia, "media_key", "media %q is %s; polls take only images and videos", p.MediaKey, m.Type)
	}
	return p, nil
}
