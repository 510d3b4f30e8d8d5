package adrules

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-framework/types"
)

// TestUserID: digits pass; a value of letters and digits, the form of a promotable user's own id, fails
// with the pointer to user_id; any other value fails as before, without it.
func TestUserID(t *testing.T) {
	const refused = "Attribute name must be a user id: 1 to 19 digits, got: "
	for name, c := range map[string]struct {
		value types.String
		want  string // the error detail, "" when valid
	}{
		"user id": {types.StringValue("756201191646691328"), ""},
		"null":    {types.StringNull(), ""},
		"unknown": {types.StringUnknown(), ""},
		"promotable user's id": {types.StringValue("l310s"), refused + `l310s. "l310s" has the form of a promotable user's own ` +
			"`id`; name takes that promotable user's `user_id` (data source adsapi_promotable_users lists both ids of every " +
			"promotable user of the account)"},
		"handle":     {types.StringValue("@advertiser"), refused + "@advertiser"},
		"too long":   {types.StringValue("12345678901234567890"), refused + "12345678901234567890"},
		"empty text": {types.StringValue(""), refused},
	} {
		t.Run(name, func(t *testing.T) {
			if got := validateChars(t, UserID(), c.value); got != c.want {
				t.Errorf("detail:\n got %q\nwant %q", got, c.want)
			}
		})
	}
}

// TestUserIDAskingService: the same refusals as UserID, except that a value of a promotable user's id form
// passes, for the resource's plan to ask the service (CheckUserID).
func TestUserIDAskingService(t *testing.T) {
	for value, refused := range map[string]bool{"756201191646691328": false, "l310s": false, "@advertiser": true, "": true} {
		if got := validateChars(t, UserIDAskingService(), types.StringValue(value)) != ""; got != refused {
			t.Errorf("%q refused: %v, want %v", value, got, refused)
		}
	}
}
