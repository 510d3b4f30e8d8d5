package emulator

import "time"

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

	// The fields below are what the media library answers besides the above
	// (media_library_view.go); empty ones take the defaults that view gives. The media library
	// item's deleted is always false: deleting library items is not an operation the spec covers.
	Category    string // AMPLIFY_VIDEO, POST_GIF, POST_IMAGE or POST_VIDEO
	Status      string // media_status
	Name        string
	FileName    string
	Title       string
	Description string
	// PosterKey is the media key of a video's or GIF's poster image.
	PosterKey string
	// DurationMillis is a video's duration as the library answers it; zero means DurationSeconds.
	DurationMillis int
	// Posted is the library's posted flag; publishing a scheduled post that uses the item sets it.
	Posted    bool
	CreatedAt time.Time
	UpdatedAt time.Time
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
