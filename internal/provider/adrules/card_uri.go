package adrules

import (
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// cardURIPattern is the form of every card URI the service hands out: card://<digits>.
var cardURIPattern = regexp.MustCompile(`^card://[0-9]+$`)

// IsCardURI reports whether s has the form of a card URI.
func IsCardURI(s string) bool { return cardURIPattern.MatchString(s) }

// CardURI checks a card_uri argument at plan time, so a poll card id or a bare number is caught before
// any request.
func CardURI() validator.String {
	return stringvalidator.RegexMatches(cardURIPattern,
		"must be a card URI of the form card://<digits>, such as the card_uri attribute of adsapi_card or adsapi_poll_card")
}
