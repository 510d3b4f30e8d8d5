package adsapi

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestComponentMediaKeysFromMetadata(t *testing.T) {
	cases := []struct {
		name, body string
		key        string
		keys       []string
	}{
		{"swipeable without media_keys keeps metadata order",
			`{"type":"SWIPEABLE_MEDIA","media_metadata":{"3_9":{},"3_1":{},"3_5":{}}}`, "", []string{"3_9", "3_1", "3_5"}},
		{"media_keys sent win over metadata",
			`{"type":"SWIPEABLE_MEDIA","media_keys":["3_1","3_9"],"media_metadata":{"3_9":{},"3_1":{}}}`, "", []string{"3_1", "3_9"}},
		{"media without media_key takes the only metadata key",
			`{"type":"MEDIA","media_metadata":{"13_7":{"type":"VIDEO"}}}`, "13_7", nil},
		{"media_key sent wins even when metadata names another",
			`{"type":"MEDIA","media_key":"3_2","media_metadata":{"3_3":{}}}`, "3_2", nil},
		{"media with ambiguous metadata stays empty",
			`{"type":"MEDIA","media_metadata":{"3_1":{},"3_2":{}}}`, "", nil},
		{"details are left alone",
			`{"type":"DETAILS","title":"t","media_metadata":{"3_1":{}}}`, "", nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var c Component
			if err := json.Unmarshal([]byte(tc.body), &c); err != nil {
				t.Fatal(err)
			}
			if c.MediaKey != tc.key || !slices.Equal(c.MediaKeys, tc.keys) {
				t.Errorf("media_key %q media_keys %v, want %q %v", c.MediaKey, c.MediaKeys, tc.key, tc.keys)
			}
		})
	}
}
