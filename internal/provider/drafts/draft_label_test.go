package drafts_test

import (
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/drafts"
)

// TestDraftLabel: the lost-answer diagnostic names a draft by what the user can recognise it by.
func TestDraftLabel(t *testing.T) {
	for _, c := range []struct {
		in   adsapi.DraftPostInput
		want string
	}{
		{adsapi.DraftPostInput{Name: "Spring", Text: "t", MediaKeys: []string{image}}, "Spring"},
		{adsapi.DraftPostInput{Text: "Hello", MediaKeys: []string{image}}, "Hello"},
		{adsapi.DraftPostInput{MediaKeys: []string{image, image2}}, image + "," + image2},
	} {
		if got := drafts.DraftLabel(c.in); got != c.want {
			t.Errorf("DraftLabel(%+v) = %q, want %q", c.in, got, c.want)
		}
	}
}
