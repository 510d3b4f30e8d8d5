package fw

import (
	"fmt"
	"strings"
)

// ParseImportID accepts "ACCOUNT_ID/ID", or "ID" alone when the provider has a default account. A card URI
// in place of the id is refused first: people copy the card_uri they see in the service's tools, and the
// generic "malformed" message would not tell them which id to use. Every resource imported through
// ImportAccountScoped gets that check, adsapi_card included; its hint names both card kinds, because only
// a card's id can be read off its URI.
func ParseImportID(raw, defaultAccount string) (accountID, id string, err error) {
	if err := RefuseCardURI(raw, anyCardHint); err != nil {
		return "", "", err
	}
	parts := strings.Split(raw, "/")
	switch {
	case len(parts) == 2 && parts[0] != "" && parts[1] != "":
		return parts[0], parts[1], nil
	case len(parts) == 1 && parts[0] != "" && defaultAccount != "":
		return defaultAccount, parts[0], nil
	case len(parts) == 1 && parts[0] != "":
		return "", "", fmt.Errorf("import id %q has no account: use ACCOUNT_ID/ID, or set account_id in the provider", raw)
	default:
		return "", "", fmt.Errorf("import id %q is malformed: expected ACCOUNT_ID/ID (for example 18ce54d4x5t/1489088310542660002), or ID when the provider has account_id", raw)
	}
}

// CardURIHint tells, for one resource type, what to import instead of a card URI. account is the
// "ACCOUNT_ID/" the user wrote before the URI ("" when the URI came alone) and digits the number of the URI
// ("" when the URI is malformed).
type CardURIHint func(account, digits string) string

// CardIDFromURIHint is the hint of adsapi_card: a card's id is the number of its URI.
func CardIDFromURIHint(account, digits string) string {
	if digits == "" {
		digits = "<digits>"
	}
	if account == "" {
		return fmt.Sprintf("The id of a card is the number in its URI: import ACCOUNT_ID/%s, or %s when the provider sets account_id.", digits, digits)
	}
	return fmt.Sprintf("The id of a card is the number in its URI: import %s%s.", account, digits)
}

// PollCardIDNotInURIHint is the hint of adsapi_poll_card: a poll card's id (base 36, such as 57i77) is not
// part of its URI, so the only way from one to the other is the list of poll cards.
func PollCardIDNotInURIHint(_, digits string) string {
	match := "the element whose card_uri is this URI"
	if digits != "" {
		match = fmt.Sprintf("the element whose card_uri is \"card://%s\"", digits)
	}
	return "The id of a poll card (base 36, such as 57i77) is not part of its card URI. Find it with the " +
		"adsapi_poll_cards data source (" + match + " has the id), then import ACCOUNT_ID/ID, or ID when " +
		"the provider sets account_id."
}

// anyCardHint serves resources that do not say which kind of card they are: it gives both answers.
func anyCardHint(account, digits string) string {
	return CardIDFromURIHint(account, digits) + " " + PollCardIDNotInURIHint(account, digits)
}

// RefuseCardURI returns an error when an import id is a card URI, alone or after "ACCOUNT_ID/", instead of
// an id; the error carries hint's advice. It returns nil for anything else.
func RefuseCardURI(raw string, hint CardURIHint) error {
	at := strings.Index(strings.ToLower(raw), "card:")
	if at < 0 {
		return nil
	}
	account, uri := raw[:at], raw[at:]
	if account != "" && (!strings.HasSuffix(account, "/") || strings.Count(account, "/") != 1 || account == "/") {
		return nil // "card:" inside something else: the general form check reports it
	}
	digits := ""
	if IsCardURI(uri) {
		digits = strings.TrimPrefix(uri, "card://")
	}
	return fmt.Errorf("import id %q is a card URI, not an id. %s", raw, hint(account, digits))
}
