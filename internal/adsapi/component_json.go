package adsapi

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// UnmarshalJSON decodes a component and fills in media keys the service left out. Some recorded answers
// carry a SWIPEABLE_MEDIA component with media_metadata but no media_keys (or a MEDIA component without
// media_key); the metadata object is keyed by media key in display order, so the keys are recovered from
// it in the order they arrive. A key the service does send always wins.
func (c *Component) UnmarshalJSON(b []byte) error {
	type plain Component
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*c = Component(p)
	if len(c.MediaMetadata) == 0 || (c.Type == "SWIPEABLE_MEDIA" && len(c.MediaKeys) > 0) ||
		(c.Type == "MEDIA" && c.MediaKey != "") || (c.Type != "MEDIA" && c.Type != "SWIPEABLE_MEDIA") {
		return nil
	}
	var raw struct {
		MediaMetadata json.RawMessage `json:"media_metadata"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	keys, err := objectKeys(raw.MediaMetadata)
	if err != nil {
		return fmt.Errorf("media_metadata: %w", err)
	}
	switch {
	case c.Type == "SWIPEABLE_MEDIA":
		c.MediaKeys = keys
	case len(keys) == 1:
		c.MediaKey = keys[0]
	}
	return nil
}

// objectKeys lists the keys of a JSON object in document order (a Go map forgets it).
func objectKeys(obj json.RawMessage) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, fmt.Errorf("not an object")
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return keys, nil
}
