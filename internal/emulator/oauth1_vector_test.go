package emulator

import (
	"crypto/hmac"
	"crypto/sha1"
	"crypto/tls"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

// TestSignatureBaseMatchesPublishedExample checks the signature base and key against the
// worked example the platform published for signing requests ("Creating a signature"),
// so that the verifier is pinned to an outside reference rather than to this package's own
// test signer.
func TestSignatureBaseMatchesPublishedExample(t *testing.T) {
	r := httptest.NewRequestWithContext(t.Context(), http.MethodPost, "https://api.twitter.com/1.1/statuses/update.json?include_entities=true", nil)
	r.TLS = &tls.ConnectionState{}
	form := url.Values{"status": {"Hello Ladies + Gentlemen, a signed OAuth request!"}}
	signed := url.Values{"include_entities": {"true"}, "status": form["status"]}
	oauth := map[string]string{
		"oauth_consumer_key":     "xvz1evFS4wEEPTGEFPHBog",
		"oauth_nonce":            "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg",
		"oauth_signature_method": "HMAC-SHA1",
		"oauth_timestamp":        "1318622958",
		"oauth_token":            "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
		"oauth_version":          "1.0",
		"oauth_signature":        "ignored",
	}
	const wantBase = "POST&https%3A%2F%2Fapi.twitter.com%2F1.1%2Fstatuses%2Fupdate.json&include_entities%3Dtrue%26oauth_consumer_key%3Dxvz1evFS4wEEPTGEFPHBog%26oauth_nonce%3DkYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D1318622958%26oauth_token%3D370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb%26oauth_version%3D1.0%26status%3DHello%2520Ladies%2520%252B%2520Gentlemen%252C%2520a%2520signed%2520OAuth%2520request%2521"
	base := signatureBase(r, oauth, signed)
	if base != wantBase {
		t.Fatalf("signature base\n got %s\nwant %s", base, wantBase)
	}
	mac := hmac.New(sha1.New, []byte(percentEncode("kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw")+"&"+percentEncode("LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE")))
	mac.Write([]byte(base))
	if got, want := base64.StdEncoding.EncodeToString(mac.Sum(nil)), "hCtSmYh+iHYCEqBWrE7C7hYmtUk="; got != want {
		t.Fatalf("signature = %s, want the published %s", got, want)
	}
}
