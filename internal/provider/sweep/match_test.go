package sweep

import (
	"testing"
)

// TestMarked: a field is a test's when it starts with the prefix exactly; a URL when a segment of its
// path does, wherever the prefix appears elsewhere.
func TestMarked(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		field string
		want  bool
	}{
		{p + "campaign", true},
		{p, true},
		{"TF-ACC-TEST-campaign", false},
		{"my " + p + "campaign", false},
		{"tf-acc-test", false},
		{"", false},
	} {
		if got := marked(p, tc.field); got != tc.want {
			t.Errorf("marked(%q) = %v, want %v", tc.field, got, tc.want)
		}
	}
	if marked("", "anything") {
		t.Error("an empty prefix marks everything")
	}
	for _, tc := range []struct {
		url  string
		want bool
	}{
		{"https://hooks.example.com/" + p + "hook", true},
		{"https://hooks.example.com/ci/" + p + "hook/events", true},
		{"http://127.0.0.1:8080/" + p + "x?crc=1", true},
		{"https://" + p + "hooks.example.com/events", false},
		{"https://hooks.example.com/events?name=" + p + "x", false},
		{"https://hooks.example.com/events#" + p + "x", false},
		{"https://hooks.example.com/my-" + p + "hook", false},
		{"https://hooks.example.com/TF-ACC-TEST-hook", false},
		{"://not a url/" + p, false},
	} {
		if got := markedURL(p, tc.url); got != tc.want {
			t.Errorf("markedURL(%q) = %v, want %v", tc.url, got, tc.want)
		}
	}
}
