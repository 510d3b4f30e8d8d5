package adrules

import "testing"

func TestMediaKind(t *testing.T) {
	for key, want := range map[string]string{
		"3_1073727809120419840":  MediaImage,
		"13_950589518557540353":  MediaVideo,
		"16_1034567890123456789": MediaAnimatedGIF,
		"3_":                     "",
		"4_123":                  "",
		"13_12a":                 "",
		"card://1":               "",
	} {
		if got := MediaKind(key); got != want {
			t.Errorf("MediaKind(%q) = %q, want %q", key, got, want)
		}
	}
}
