package members

import (
	"regexp"
	"testing"
)

// TestHashSpecExamples hashes the values whose hashes the spec gives, each checked with
// `printf %s VALUE | sha256sum` before it was written here. Lines are those of
// shared/spec/audiences-and-measurement.md.
func TestHashSpecExamples(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ kind, value, want, where string }{
		{Handle, "adsapi", "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d", "2.4, line 237; endpoint 12, line 459"},
		{Handle, "twitter", "7352f353c460e74c7ae226952d04f8aa307b12329c5512ec8cb6f1a0f8f9b2cb", "line 237; endpoint 12, line 459"},
		{Email, "abc@twitter.com", "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3", "line 237; endpoint 12, line 458"},
		{Email, "edf@twitter.com", "5bf13d5ad4200407c5bc8b9bb578e425d05ef936fd488e3799a9d0806669223c", "line 237; endpoint 12, line 462"},
		{DeviceID, "123456", "8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92", "line 237; endpoint 12, line 475"},
		// The same hashes from values as users write them: normalized first (2.4's rules, lines 230 and 232).
		{Handle, " @AdsAPI ", "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d", "line 232 then line 237"},
		{Email, "  ABC@Twitter.COM\t", "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3", "line 230 then line 237"},
	} {
		got, err := Hash(c.kind, c.value)
		if err != nil || got != c.want {
			t.Errorf("Hash(%s, %q) = %q, %v; want %s (spec %s)", c.kind, c.value, got, err, c.want, c.where)
		}
	}
}

// TestHashNormalizedForms hashes the spec's normalized example of each type whose hash the spec does not
// give; the hashes are sha256sum's of the value.
func TestHashNormalizedForms(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ kind, value, want string }{
		{PhoneNumber, "+11234567890", "1fa6b8d986d9b9cd01bf36951815158bbde9f520c0567c835dfe34783d0a4231"},
		{TwitterID, "143567", "617b8747525a154b1ecf75a42d883df00e0dd6d0f981bea57ac7bdce73e57eae"},
		{DeviceID, "4b61639e-47cc-4056-a16a-c8217e029462", "225859d35b46df63b4fb381eb3f815b2ef4620bec0a79f2115a6a3eb71a5fa1a"},
		{DeviceID, "4B61639E-47CC-4056-A16A-C8217E029462", "225859d35b46df63b4fb381eb3f815b2ef4620bec0a79f2115a6a3eb71a5fa1a"},
		{DeviceID, "af3802a465767e36", "38bb33cb239524887c276ca99f9a077bc7161629804b914f4fd52e19dcffe92c"},
		{Handle, "@Jack", "31611159e7e6ff7843ea4627745e89225fc866621cfcfdbd40871af4413747cc"},
		{Email, " Support@Twitter.com ", "3270314ee739c5735cce748b1ac815f86f4d279972a4d8f46d7e4f2989345726"},
	} {
		got, err := Hash(c.kind, c.value)
		if err != nil || got != c.want {
			t.Errorf("Hash(%s, %q) = %q, %v; want %s", c.kind, c.value, got, err, c.want)
		}
	}
}

// TestHashForm checks 2.4's form of a hash for every hashed type: 64 lower-case hexadecimal digits, never
// the upper-case spelling of the do-not-reach example (gap 4).
func TestHashForm(t *testing.T) {
	t.Parallel()
	form := regexp.MustCompile(`^[0-9a-f]{64}$`)
	for kind, value := range map[string]string{
		Email: "A@B.EXAMPLE", PhoneNumber: "+441632960000", DeviceID: "AF3802A465767E36", Handle: "ZZ", TwitterID: "9",
	} {
		if !Hashed(kind) {
			t.Errorf("%s: not hashed; 2.4 hashes every type but partner_user_id", kind)
		}
		got, err := Hash(kind, value)
		if err != nil || !form.MatchString(got) {
			t.Errorf("Hash(%s, %q) = %q, %v; want 64 lower-case hexadecimal digits", kind, value, got, err)
		}
	}
}

// TestPartnerUserIDUnhashed: 2.4 sends partner_user_id as it is, normalized by "none" (line 235).
func TestPartnerUserIDUnhashed(t *testing.T) {
	t.Parallel()
	if Hashed(PartnerUserID) {
		t.Error("partner_user_id is hashed; 2.4 sends it unhashed")
	}
	for _, value := range []string{"Partner-42", " spaced Value ", "ÄBC@x"} {
		got, err := Hash(PartnerUserID, value)
		if err != nil || got != value {
			t.Errorf("Hash(partner_user_id, %q) = %q, %v; want it unchanged", value, got, err)
		}
	}
}
