package emulator

import "time"

// timeLayout is the service's timestamp form: UTC, second precision.
const timeLayout = "2006-01-02T15:04:05Z"

func formatTime(t time.Time) string {
	return t.UTC().Format(timeLayout)
}

// cardView is a card on the wire.
type cardView struct {
	ID         string            `json:"id"`
	Name       string            `json:"name"`
	CardURI    string            `json:"card_uri"`
	CardType   string            `json:"card_type"`
	Components []componentView   `json:"components,omitempty"`
	Slides     [][]componentView `json:"slides,omitempty"`
	CreatedAt  string            `json:"created_at"`
	UpdatedAt  string            `json:"updated_at"`
	Deleted    bool              `json:"deleted"`
}

// componentView is a component as sent, plus the read-only media_metadata of media
// components.
type componentView struct {
	Component
	MediaMetadata map[string]mediaMetadata `json:"media_metadata,omitempty"`
}

func viewCard(c *Card, lib map[string]Media) cardView {
	v := cardView{
		ID:         c.ID,
		Name:       c.Name,
		CardURI:    c.CardURI,
		CardType:   c.CardType,
		Components: viewComponents(c.Components, lib),
		CreatedAt:  formatTime(c.CreatedAt),
		UpdatedAt:  formatTime(c.UpdatedAt),
		Deleted:    c.Deleted,
	}
	for _, s := range c.Slides {
		v.Slides = append(v.Slides, viewComponents(s, lib))
	}
	return v
}

func viewComponents(in []Component, lib map[string]Media) []componentView {
	if in == nil {
		return nil
	}
	out := make([]componentView, len(in))
	for i, c := range in {
		keys := c.MediaKeys
		if c.MediaKey != "" {
			keys = []string{c.MediaKey}
		}
		var meta map[string]mediaMetadata
		for _, k := range keys {
			if m, ok := lib[k]; ok {
				if meta == nil {
					meta = map[string]mediaMetadata{}
				}
				meta[k] = m.metadata()
			}
		}
		out[i] = componentView{Component: c, MediaMetadata: meta}
	}
	return out
}
