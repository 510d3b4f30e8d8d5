package members

import (
	"errors"
	"strings"
	"testing"
)

// TestRefusals checks that a value that is not an identifier of its type is refused by Normalize and Hash
// alike, with the reason, and that the message never quotes the value: values are personal data, and
// the callers' messages (a line number, an argument) build on these.
func TestRefusals(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ kind, value, reason string }{
		{Email, "jane.doe.example.com", "no @"},
		{Email, "@example.com", "nothing before the @"},
		{Email, "jane.doe@", "nothing after the @"},
		{Email, "   ", "empty or white space"},
		{Email, "", "empty or white space"},
		{Handle, "@", "nothing after the @"},
		{Handle, " @ ", "nothing after the @"},
		{Handle, "jane@doe", "an @ other than a leading one"},
		{Handle, "@@janedoe", "an @ other than a leading one"},
		{TwitterID, "1435-67", "only the digits"},
		{TwitterID, "-143567", "only the digits"},
		{TwitterID, "1.43567e5", "only the digits"},
		{TwitterID, "١٤٣٥٦٧", "only the digits"}, // Arabic-Indic digits are not the plain decimal integer
		{PhoneNumber, "11234567890", "no leading +"},
		{PhoneNumber, "(123) 456-7890", "no leading +"},
		{PhoneNumber, "+1 123 456 7890", "only digits may follow the +"},
		{PhoneNumber, "+1-123-456-7890", "only digits may follow the +"},
		{PhoneNumber, "+", "no digits after the +"},
		{PhoneNumber, "+1234567890123456", "more than 15 digits"},
		{PhoneNumber, "+01234567890", "starts with 0"},
		{DeviceID, "- -", "only dashes and spaces"},
		{DeviceID, "\t", "empty or white space"},
		{PartnerUserID, "", "empty or white space"},
		{PartnerUserID, " \t ", "empty or white space"},
	} {
		for name, f := range map[string]func(string, string) (string, error){"Normalize": Normalize, "Hash": Hash} {
			got, err := f(c.kind, c.value)
			if err == nil {
				t.Errorf("%s(%s, %q) = %q; want a refusal (%s)", name, c.kind, c.value, got, c.reason)
				continue
			}
			if errors.Is(err, ErrUnknownKind) || !strings.Contains(err.Error(), c.reason) {
				t.Errorf("%s(%s, %q): %q; want it to say %q", name, c.kind, c.value, err, c.reason)
			}
			expectNoValue(t, err, c.value)
		}
	}
}

// TestUnknownKind checks that a type none of Kinds is refused as such, listing the types and quoting
// nothing: a caller that swapped its arguments passes the value as the type.
func TestUnknownKind(t *testing.T) {
	t.Parallel()
	for _, kind := range []string{"jane.doe@example.com", "Email", "phone-number", ""} {
		for name, f := range map[string]func(string, string) (string, error){"Normalize": Normalize, "Hash": Hash} {
			_, err := f(kind, "email")
			if !errors.Is(err, ErrUnknownKind) {
				t.Errorf("%s(%q, ...): %v; want ErrUnknownKind", name, kind, err)
				continue
			}
			if !strings.Contains(err.Error(), "device_id, email, handle, partner_user_id, phone_number, twitter_id") {
				t.Errorf("%s(%q, ...): %q; want the types listed", name, kind, err)
			}
			if kind != "" && strings.Contains(err.Error(), kind) {
				t.Errorf("%s(%q, ...): %q quotes the type it was given", name, kind, err)
			}
		}
		if Hashed(kind) {
			t.Errorf("Hashed(%q) = true for an unknown type", kind)
		}
	}
}

// expectNoValue fails when the error quotes value, as written or in any form a rule would give it.
func expectNoValue(t *testing.T, err error, value string) {
	t.Helper()
	msg := strings.ToLower(err.Error())
	for _, form := range []string{value, strings.TrimSpace(value), strings.ToLower(strings.TrimSpace(value))} {
		if len(strings.TrimSpace(form)) > 1 && strings.Contains(msg, strings.ToLower(form)) {
			t.Errorf("error %q quotes the value %q", err, value)
			return
		}
	}
}
