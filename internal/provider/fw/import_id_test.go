package fw

import (
	"strings"
	"testing"
)

func TestParseImportID(t *testing.T) {
	cases := []struct {
		raw, def, account, id, err string
	}{
		{raw: "acc/57i77", account: "acc", id: "57i77"},
		{raw: "57i77", def: "dflt", account: "dflt", id: "57i77"},
		{raw: "57i77", err: "has no account"},
		{raw: "a/b/c", def: "dflt", err: "is malformed"},
		{raw: "card://123", def: "dflt", err: "is a card URI, not an id. The id of a card is the number in its URI: import ACCOUNT_ID/123, or 123 when"},
		{raw: "acc/card://123", err: "import acc/123. The id of a poll card"},
		{raw: "CARD://123", err: "is a card URI"},
		{raw: "card:/123", err: "import ACCOUNT_ID/<digits>"},
		// "card:" that does not start the id or follow ACCOUNT_ID/ is not a URI given as an id.
		{raw: "a/b/card://1", err: "is malformed"},
		{raw: "/card://1", err: "is malformed"},
	}
	for _, c := range cases {
		account, id, err := ParseImportID(c.raw, c.def)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("ParseImportID(%q, %q): error %v, want one containing %q", c.raw, c.def, err, c.err)
			}
			continue
		}
		if err != nil || account != c.account || id != c.id {
			t.Errorf("ParseImportID(%q, %q) = %q, %q, %v; want %q, %q", c.raw, c.def, account, id, err, c.account, c.id)
		}
	}
}

func TestRefuseCardURI_pollCardHint(t *testing.T) {
	err := RefuseCardURI("acc/card://123", PollCardIDNotInURIHint)
	if err == nil {
		t.Fatal("a card URI was accepted as a poll card id")
	}
	if msg := err.Error(); !strings.Contains(msg, `card_uri is "card://123"`) || strings.Contains(msg, "acc/123") {
		t.Errorf("hint should point at adsapi_poll_cards and never offer the URI's number as the id: %s", msg)
	}
	if err := RefuseCardURI("acc/57i77", PollCardIDNotInURIHint); err != nil {
		t.Errorf("a poll card id was refused: %v", err)
	}
}
