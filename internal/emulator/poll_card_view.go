package emulator

import "strconv"

// pollCardView is a poll card on the wire: the service answers numbers as strings.
type pollCardView struct {
	ID                string `json:"id"`
	Name              string `json:"name"`
	CardURI           string `json:"card_uri"`
	CardType          string `json:"card_type"`
	FirstChoice       string `json:"first_choice"`
	SecondChoice      string `json:"second_choice"`
	ThirdChoice       string `json:"third_choice,omitempty"`
	FourthChoice      string `json:"fourth_choice,omitempty"`
	DurationInMinutes string `json:"duration_in_minutes"`
	StartTime         string `json:"start_time"`
	EndTime           string `json:"end_time"`
	CreatedAt         string `json:"created_at"`
	UpdatedAt         string `json:"updated_at"`
	Deleted           bool   `json:"deleted"`

	VideoURL               string `json:"video_url,omitempty"`
	VideoHLSURL            string `json:"video_hls_url,omitempty"`
	VideoPosterURL         string `json:"video_poster_url,omitempty"`
	VideoWidth             string `json:"video_width,omitempty"`
	VideoHeight            string `json:"video_height,omitempty"`
	VideoPosterWidth       string `json:"video_poster_width,omitempty"`
	VideoPosterHeight      string `json:"video_poster_height,omitempty"`
	ContentDurationSeconds string `json:"content_duration_seconds,omitempty"`

	// Image polls answer the image's address as image (the reference's name) and its size in pixels.
	Image              string `json:"image,omitempty"`
	ImageDisplayWidth  string `json:"image_display_width,omitempty"`
	ImageDisplayHeight string `json:"image_display_height,omitempty"`
}

func viewPollCard(p *PollCard, lib map[string]Media) pollCardView {
	v := pollCardView{
		ID:                p.ID,
		Name:              p.Name,
		CardURI:           p.CardURI,
		CardType:          p.CardType,
		FirstChoice:       p.FirstChoice,
		SecondChoice:      p.SecondChoice,
		ThirdChoice:       p.ThirdChoice,
		FourthChoice:      p.FourthChoice,
		DurationInMinutes: strconv.Itoa(p.DurationInMinutes),
		StartTime:         formatTime(p.StartTime),
		EndTime:           formatTime(p.EndTime),
		CreatedAt:         formatTime(p.CreatedAt),
		UpdatedAt:         formatTime(p.UpdatedAt),
		Deleted:           p.Deleted,
	}
	m, ok := lib[p.MediaKey]
	if !ok {
		return v
	}
	switch m.Type {
	case MediaVideo:
		v.VideoURL = m.URL
		v.VideoHLSURL = m.HLSURL
		v.VideoPosterURL = m.PosterURL
		// The service answers the sizes of a video poll as aspect numbers ("16" and "9" for 1280x720),
		// not pixels, as the recorded answer and the reference show.
		v.VideoWidth, v.VideoHeight = aspect(m.Width, m.Height)
		v.VideoPosterWidth, v.VideoPosterHeight = aspect(m.PosterWidth, m.PosterHeight)
		v.ContentDurationSeconds = strconv.Itoa(m.DurationSeconds)
	case MediaImage:
		v.Image = m.URL
		v.ImageDisplayWidth = strconv.Itoa(m.Width)
		v.ImageDisplayHeight = strconv.Itoa(m.Height)
	}
	return v
}

// aspect reduces a width and height to their aspect numbers, as strings: 1280x720 gives "16", "9". A
// size the library does not know (zero) is answered as it is.
func aspect(width, height int) (string, string) {
	a, b := width, height
	for b != 0 {
		a, b = b, a%b
	}
	if a <= 0 {
		return strconv.Itoa(width), strconv.Itoa(height)
	}
	return strconv.Itoa(width / a), strconv.Itoa(height / a)
}
