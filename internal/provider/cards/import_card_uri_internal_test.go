package cards

import (
	"strings"
	"testing"
)

func TestRefuseCardURI(t *testing.T) {
	for _, c := range []struct {
		raw  string
		hint cardURIHint
		err  string
	}{
		{"card://123", cardIDFromURIHint, "is a card URI, not an id. The id of a card is the number in its URI: import ACCOUNT_ID/123, or 123 when"},
		{"acc/card://123", cardIDFromURIHint, "import acc/123."},
		{"CARD://123", cardIDFromURIHint, "is a card URI"},
		{"card:/123", cardIDFromURIHint, "import ACCOUNT_ID/<digits>"},
		{"acc/card://123", pollCardIDNotInURIHint, `card_uri is "card://123"`},
		// "card:" that does not start the id or follow ACCOUNT_ID/ is not a URI given as an id.
		{"a/b/card://1", cardIDFromURIHint, ""},
		{"/card://1", cardIDFromURIHint, ""},
		{"acc/57i77", pollCardIDNotInURIHint, ""},
	} {
		err := refuseCardURI(c.raw, c.hint)
		switch {
		case c.err == "" && err != nil:
			t.Errorf("refuseCardURI(%q) = %v, want nil", c.raw, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("refuseCardURI(%q) = %v, want an error containing %q", c.raw, err, c.err)
		}
	}
	// A poll card's hint never offers the URI's number as the id.
	if err := refuseCardURI("acc/card://123", pollCardIDNotInURIHint); err == nil || strings.Contains(err.Error(), "acc/123") {
		t.Errorf("poll card hint: %v", err)
	}
}
