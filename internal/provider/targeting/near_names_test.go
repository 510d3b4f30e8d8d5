package targeting

import (
	"slices"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

func named(names ...string) []adsapi.TargetingCriterion {
	items := make([]adsapi.TargetingCriterion, 0, len(names))
	for _, n := range names {
		items = append(items, adsapi.TargetingCriterion{Name: n})
	}
	return items
}

// What a search for the words "los angeles" answers: places whose words start with either word, in the
// service's order, not the best first.
var losAngelesAnswer = named(
	"Los Gatos, San Francisco-Oakland-San Jose CA, CA, USA",
	"East Los Angeles, Los Angeles CA, CA, USA",
	"Los Angeles, Los Angeles CA, CA, USA",
	"Lake Los Angeles, Los Angeles CA, CA, USA",
	"Los Altos, Monterey-Salinas CA, CA, USA",
	"Los Banos, CA, USA",
	"Los Alamitos, Los Angeles CA, CA, USA",
	"Los Angeles, US",
)

func TestNearNames_bestFirst(t *testing.T) {
	got := nearNames(losAngelesAnswer, "Los Angeles")
	if len(got) != 5 {
		t.Fatalf("want the five names holding Los Angeles, got %q", got)
	}
	// Names that begin with the words come first, the shorter one before the longer.
	if want := []string{"Los Angeles, US", "Los Angeles, Los Angeles CA, CA, USA"}; !slices.Equal(got[:2], want) {
		t.Errorf("first suggestions = %q, want %q", got[:2], want)
	}
	for _, far := range []string{"Los Gatos, San Francisco-Oakland-San Jose CA, CA, USA", "Los Altos, Monterey-Salinas CA, CA, USA", "Los Banos, CA, USA"} {
		if slices.Contains(got, far) {
			t.Errorf("%q shares only the word Los, yet is suggested: %q", far, got)
		}
	}
	for _, near := range []string{"East Los Angeles, Los Angeles CA, CA, USA", "Lake Los Angeles, Los Angeles CA, CA, USA", "Los Alamitos, Los Angeles CA, CA, USA"} {
		if !slices.Contains(got, near) {
			t.Errorf("%q holds Los Angeles, yet is not suggested: %q", near, got)
		}
	}
}

func TestNearNames_looseForm(t *testing.T) {
	for want, first := range map[string]string{
		"Los Angelse":        "Los Angeles, US", // a transposition is two slips, within the 2 allowed for 11 characters
		"los angeles us":     "Los Angeles, US", // punctuation and case do not count
		"LOS  ANGELES,   US": "Los Angeles, US",
	} {
		if got := nearNames(losAngelesAnswer, want); len(got) == 0 || got[0] != first {
			t.Errorf("nearNames(%q) = %q, want %q first", want, got, first)
		}
	}
}

func TestNearNames_nothingNear(t *testing.T) {
	for _, want := range []string{"Tokyo", "", "  ,  "} {
		if got := nearNames(losAngelesAnswer, want); len(got) != 0 {
			t.Errorf("nearNames(%q) = %q, want none", want, got)
		}
	}
}

func TestNearNames_atMostFiveOnceEach(t *testing.T) {
	items := named("Music", "Music", "Music videos", "Musicals", "Music festivals", "Classical music", "Country music", "Jazz music")
	got := nearNames(items, "music")
	want := []string{"Music", "Musicals", "Music videos", "Music festivals", "Jazz music"}
	if !slices.Equal(got, want) {
		t.Errorf("nearNames = %q, want %q", got, want)
	}
}

func TestEditsToFind(t *testing.T) {
	for _, c := range []struct {
		w, n    string
		atStart bool
		want    int
	}{
		{"abc", "xxabcxx", false, 0},
		{"abc", "xxabcxx", true, 2}, // two letters to insert before it
		{"abc", "abd", false, 1},
		{"kitten", "sitting", true, 2}, // "sittin": two substitutions
		{"abc", "", false, 3},
		{"", "abc", true, 0},
	} {
		if got := editsToFind([]rune(c.w), []rune(c.n), c.atStart); got != c.want {
			t.Errorf("editsToFind(%q, %q, atStart=%v) = %d, want %d", c.w, c.n, c.atStart, got, c.want)
		}
	}
}
