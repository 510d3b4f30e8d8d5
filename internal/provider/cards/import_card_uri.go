package cards

import (
	"fmt"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"
)

// Card ids, poll card ids and card URIs are easy to confuse: people copy the card_uri they see in the
// service's tools. An import by a card URI is refused with what to import instead, which differs between
// the two kinds of card.

// cardURIHint tells what to import instead of a card URI. account is the "ACCOUNT_ID/" the user wrote
// before the URI ("" when the URI came alone) and digits the number of the URI ("" when the URI is
// malformed).
type cardURIHint func(account, digits string) string

// cardIDFromURIHint is the hint of adsapi_card: a card's id is the number of its URI.
func cardIDFromURIHint(account, digits string) string {
	if digits == "" {
		digits = "<digits>"
	}
	if account == "" {
		return fmt.Sprintf("The id of a card is the number in its URI: import ACCOUNT_ID/%s, or %s when the provider sets account_id.", digits, digits)
	}
	return fmt.Sprintf("The id of a card is the number in its URI: import %s%s.", account, digits)
}

// pollCardIDNotInURIHint is the hint of adsapi_poll_card: a poll card's id (base 36, such as 57i77) is not
// part of its URI, so the only way from one to the other is the list of poll cards.
func pollCardIDNotInURIHint(_, digits string) string {
	match := "the element whose card_uri is this URI"
	if digits != "" {
		match = fmt.Sprintf("the element whose card_uri is \"card://%s\"", digits)
	}
	return "The id of a poll card (base 36, such as 57i77) is not part of its card URI. Find it with the " +
		"adsapi_poll_cards data source (" + match + " has the id), then import ACCOUNT_ID/ID, or ID when " +
		"the provider sets account_id."
}

// refuseCardURI returns an error when an import id is a card URI, alone or after "ACCOUNT_ID/", instead of
// an id; the error carries hint's advice. It returns nil for anything else.
func refuseCardURI(raw string, hint cardURIHint) error {
	at := strings.Index(strings.ToLower(raw), "card:")
	if at < 0 {
		return nil
	}
	account, uri := raw[:at], raw[at:]
	if account != "" && (!strings.HasSuffix(account, "/") || strings.Count(account, "/") != 1 || account == "/") {
		return nil // "card:" inside something else: the general form check reports it
	}
	digits := ""
	if adrules.IsCardURI(uri) {
		digits = strings.TrimPrefix(uri, "card://")
	}
	return fmt.Errorf("import id %q is a card URI, not an id. %s", raw, hint(account, digits))
}
