package emulator

import (
	"fmt"
	"strings"
)

// Media library media_type values: the library writes GIF where cards write ANIMATED_GIF.
var libraryMediaTypes = map[MediaType]string{MediaImage: "IMAGE", MediaAnimatedGIF: "GIF", MediaVideo: "VIDEO"}

// defaultMediaStatus is the only media_status the spec shows.
const defaultMediaStatus = "TRANSCODE_COMPLETED"

// libraryCategory is the item's media_category: the stored one, or the one its type and address
// imply (a video under /amplify_video/ was uploaded as AMPLIFY_VIDEO, as in the spec's example).
func (m Media) libraryCategory() string {
	if m.Category != "" {
		return m.Category
	}
	switch m.Type {
	case MediaAnimatedGIF:
		return "POST_GIF"
	case MediaVideo:
		if strings.Contains(m.URL, "/amplify_video/") {
			return "AMPLIFY_VIDEO"
		}
		return "POST_VIDEO"
	}
	return "POST_IMAGE"
}

// viewMediaLibraryItem is an item as the library answers it. Fields that do not apply to a media
// type are absent, as in the spec's examples: images carry no aspect ratio, duration, poster,
// title or description; GIFs carry no duration. Empty texts are null.
func viewMediaLibraryItem(m Media) map[string]any {
	status := m.Status
	if status == "" {
		status = defaultMediaStatus
	}
	v := map[string]any{
		"media_key":      m.Key,
		"media_type":     libraryMediaTypes[m.Type],
		"media_category": m.libraryCategory(),
		"media_status":   status,
		"media_url":      m.URL,
		"name":           nullable(m.Name),
		"file_name":      nullable(m.FileName),
		"posted":         m.Posted,
		"created_at":     formatTime(m.CreatedAt),
		"updated_at":     formatTime(m.UpdatedAt),
		"deleted":        false,
	}
	if m.Type == MediaImage {
		return v
	}
	v["title"] = nullable(m.Title)
	v["description"] = nullable(m.Description)
	v["aspect_ratio"] = aspectRatio(m.Width, m.Height)
	v["poster_media_key"] = nullable(m.posterKey())
	v["poster_media_url"] = nullable(m.PosterURL)
	if m.Type == MediaVideo {
		// The spec does not state the unit; its example (39973 for a video of about 40 seconds)
		// reads as milliseconds.
		v["duration"] = m.DurationMillis
		if m.DurationMillis == 0 {
			v["duration"] = m.DurationSeconds * 1000
		}
	}
	return v
}

// posterKey is the stored poster key, or, for an item with a poster image, the image key with the
// item's own digits, as the spec's example pairs 13_909110614026444802 with 3_909110614026444802.
func (m Media) posterKey() string {
	if m.PosterKey != "" || m.PosterURL == "" {
		return m.PosterKey
	}
	_, digits, _ := strings.Cut(m.Key, "_")
	return "3_" + digits
}

// aspectRatio is width:height in lowest terms ("16:9", "125:79"); unknown sizes give null.
func aspectRatio(width, height int) any {
	if width <= 0 || height <= 0 {
		return nil
	}
	a, b := width, height
	for b != 0 {
		a, b = b, a%b
	}
	return fmt.Sprintf("%d:%d", width/a, height/a)
}

// nullable is s, or nil (null on the wire) when s is empty.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
