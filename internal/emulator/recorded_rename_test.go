package emulator

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// specRenames is the spec's table of renamed identifiers for the fields, echoes and values that
// the recorded answers of targeting criteria, promoted posts, scheduled posts and the media library
// carry: the service's spelling on the left, the spec's (and the emulator's) on the right.
var specRenames = map[string]string{
	"promoted_tweet_id":  "promoted_post_id",
	"promoted_tweet_ids": "promoted_post_ids",
	"tweet_ids":          "post_ids",
	"tweet_id":           "post_id",
	"scheduled_tweet_id": "scheduled_post_id",
	"tweeted":            "posted",
	"promoted_tweet":     "promoted_post",
	"TWEET_IMAGE":        "POST_IMAGE",
	"TWEET_GIF":          "POST_GIF",
	"TWEET_VIDEO":        "POST_VIDEO",
}

// toSpecSpelling rewrites a decoded answer through specRenames: object keys and string values.
func toSpecSpelling(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, val := range v {
			if renamed, ok := specRenames[k]; ok {
				k = renamed
			}
			out[k] = toSpecSpelling(val)
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, val := range v {
			out[i] = toSpecSpelling(val)
		}
		return out
	case string:
		if renamed, ok := specRenames[v]; ok {
			return renamed
		}
	}
	return v
}

// readRecorded decodes a recorded answer of testdata/recorded in the spec's spelling.
func readRecorded(t *testing.T, name string) map[string]any {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", "recorded", name))
	if err != nil {
		t.Fatal(err)
	}
	var body map[string]any
	if err := json.Unmarshal(raw, &body); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
	return toSpecSpelling(body).(map[string]any)
}

// sameKeys reports the keys one object has and the other lacks.
func sameKeys(t *testing.T, what string, got, want map[string]any) {
	t.Helper()
	for k := range want {
		if _, ok := got[k]; !ok {
			t.Errorf("%s: the emulator's answer lacks %q, which the recorded answer has", what, k)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s: the emulator's answer has %q, which the recorded answer lacks", what, k)
		}
	}
}
