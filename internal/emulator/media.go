package emulator

// MediaType is the kind of a media library item.
type MediaType string

// Media types of the library.
const (
	MediaImage       MediaType = "IMAGE"
	MediaVideo       MediaType = "VIDEO"
	MediaAnimatedGIF MediaType = "ANIMATED_GIF"
)

// Media is one item of an account's media library.
type Media struct {
	Key    string
	Type   MediaType
	URL    string
	Width  int
	Height int
	// The fields below describe videos; poll cards with a video answer them.
	HLSURL          string
	PosterURL       string
	PosterWidth     int
	PosterHeight    int
	DurationSeconds int
}

// isCardMedia reports whether the item may appear in a card: images and videos, not GIFs.
func (m Media) isCardMedia() bool {
	return m.Type == MediaImage || m.Type == MediaVideo
}

// mediaMetadata is the read-only description the service adds to card components.
type mediaMetadata struct {
	Type   MediaType `json:"type"`
	URL    string    `json:"url"`
	Width  int       `json:"width"`
	Height int       `json:"height"`
}

func (m Media) metadata() mediaMetadata {
	return mediaMetadata{Type: m.Type, URL: m.URL, Width: m.Width, Height: m.Height}
}
