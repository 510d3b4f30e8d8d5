package members

import (
	"slices"
	"testing"
)

// TestNormalize writes each rule of 2.4 (shared/spec/audiences-and-measurement.md, lines 230 to 235) as
// cases: the spec's example forms, and values written otherwise that the rule's words bring to them.
func TestNormalize(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ kind, value, want, rule string }{
		// email: "remove leading and trailing spaces, lower-case (`support@twitter.com`)"
		{Email, "support@twitter.com", "support@twitter.com", "already normalized"},
		{Email, "  Support@Twitter.COM  ", "support@twitter.com", "spaces removed, lower-cased"},
		{Email, "Support@Twitter.com\r\n", "support@twitter.com", "a line's end is white space too"},
		// device_id, IDFA: "lower-case, with dashes (`4b61639e-47cc-4056-a16a-c8217e029462`)"
		{DeviceID, "4B61639E-47CC-4056-A16A-C8217E029462", "4b61639e-47cc-4056-a16a-c8217e029462", "IDFA lower-cased, dashes kept"},
		{DeviceID, "DD99CFF7-6186-4602-9DF2-ED3FD0B2D431", "dd99cff7-6186-4602-9df2-ed3fd0b2d431", "the CRM section's IDFA, lower-cased by the user-data rule"},
		// device_id, AdID: "as on the device, not upper-cased, with dashes"
		{DeviceID, "38400000-8cf0-11bd-b23e-10b96e40000d", "38400000-8cf0-11bd-b23e-10b96e40000d", "AdID as on the device"},
		// device_id, Android id: "as on the device, not upper-cased, no dashes or spaces (`af3802a465767e36`)"
		{DeviceID, "af3802a465767e36", "af3802a465767e36", "Android id as on the device"},
		{DeviceID, "AF3802A465767E36", "AF3802A465767E36", "an Android id's case is kept: not upper-cased, not lower-cased"},
		{DeviceID, "af38-02a4 6576-7e36", "af3802a465767e36", "no dashes or spaces"},
		{DeviceID, "123456", "123456", "endpoint 12's example device id"},
		// handle: "no `@`, lower-case, leading and trailing spaces removed (`jack`)"
		{Handle, "jack", "jack", "already normalized"},
		{Handle, "@Jack", "jack", "no @, lower-cased"},
		{Handle, "  @JACK ", "jack", "spaces removed"},
		// twitter_id: "the plain decimal integer (`143567`)"
		{TwitterID, "143567", "143567", "already plain"},
		{TwitterID, " 143567 ", "143567", "white space is no part of an integer"},
		{TwitterID, "000143567", "143567", "leading zeros are no part of the plain integer"},
		// phone_number: E.164 form with a leading + (`+11234567890`), the conversion page's form
		{PhoneNumber, "+11234567890", "+11234567890", "already in E.164 form"},
		{PhoneNumber, " +11234567890 ", "+11234567890", "white space removed"},
		{PhoneNumber, "+123456789012345", "+123456789012345", "E.164's 15 digits"},
		// partner_user_id: "none"
		{PartnerUserID, " Partner-ID 42 ", " Partner-ID 42 ", "not normalized"},
	} {
		got, err := Normalize(c.kind, c.value)
		if err != nil || got != c.want {
			t.Errorf("Normalize(%s, %q) = %q, %v; want %q (%s)", c.kind, c.value, got, err, c.want, c.rule)
		}
	}
}

// TestKinds lists the identifier types of 2.4's table, which the file attribute names too.
func TestKinds(t *testing.T) {
	t.Parallel()
	want := []string{"device_id", "email", "handle", "partner_user_id", "phone_number", "twitter_id"}
	if got := Kinds(); !slices.Equal(got, want) {
		t.Errorf("Kinds() = %v, want %v", got, want)
	}
}
