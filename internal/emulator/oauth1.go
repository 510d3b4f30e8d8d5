package emulator

import (
	"cmp"
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"
)

// maxClockSkew is how far an oauth_timestamp may be from the wall clock.
const maxClockSkew = 5 * time.Minute

// verifyOAuth1 checks an OAuth 1.0a HMAC-SHA1 signature (RFC 5849), that the access token was
// issued to the signing app and that the nonce is new, and returns the user the access token
// belongs to and the calling app. header is the Authorization value after "OAuth ".
func (s *Server) verifyOAuth1(r *http.Request, header string, signed url.Values) (identity, *apiError) {
	oauth, err := parseOAuthHeader(header)
	if err != nil {
		return identity{}, err
	}
	for _, name := range []string{"oauth_consumer_key", "oauth_token", "oauth_signature_method", "oauth_timestamp", "oauth_nonce", "oauth_signature"} {
		if oauth[name] == "" {
			return identity{}, unauthorized("This request is not properly authenticated: " + name + " is missing")
		}
	}
	if oauth["oauth_signature_method"] != "HMAC-SHA1" {
		return identity{}, unauthorized("This request is not properly authenticated: only HMAC-SHA1 signatures are accepted")
	}
	if v, ok := oauth["oauth_version"]; ok && v != "1.0" {
		return identity{}, unauthorized("This request is not properly authenticated: oauth_version must be 1.0")
	}
	ts, perr := strconv.ParseInt(oauth["oauth_timestamp"], 10, 64)
	if perr != nil {
		return identity{}, unauthorized("This request is not properly authenticated: oauth_timestamp is not a number")
	}
	now := time.Now()
	signedAt := time.Unix(ts, 0)
	if skew := now.Sub(signedAt); skew > maxClockSkew || skew < -maxClockSkew {
		return identity{}, unauthorized("This request is not properly authenticated: oauth_timestamp is more than 5 minutes from the server's clock")
	}

	s.mu.Lock()
	cons, consOK := s.consumers[oauth["oauth_consumer_key"]]
	tok, tokOK := s.accessTokens[oauth["oauth_token"]]
	s.mu.Unlock()
	if !consOK {
		return identity{}, unauthorized("This request is not properly authenticated: unknown consumer key")
	}
	if !tokOK {
		return identity{}, unauthorized("This request is not properly authenticated: unknown access token")
	}

	if !signatureMatches(r, oauth, signed, cons.secret, tok.secret) {
		return identity{}, unauthorized("This request is not properly authenticated: the signature does not match")
	}
	// Checked once the signature proves the caller holds both secrets, so that only such a
	// caller learns which app the token belongs to.
	if tok.consumerKey != oauth["oauth_consumer_key"] {
		return identity{}, unauthorized("This request is not properly authenticated: the access token was issued to another app")
	}
	// Last, so that only a request the app really signed spends its nonce: a forged or
	// mangled copy cannot refuse the real one in advance.
	if !s.nonces.use(nonceKey{consumerKey: oauth["oauth_consumer_key"], nonce: oauth["oauth_nonce"]}, signedAt, now) {
		return identity{}, unauthorized("This request is not properly authenticated: its oauth_nonce was already used")
	}
	return identity{userID: tok.userID, consumerKey: oauth["oauth_consumer_key"], scheme: schemeOAuth1User}, nil
}

// signatureMatches reports whether oauth's HMAC-SHA1 signature is r's, with signed its query and form
// parameters, under the two secrets.
func signatureMatches(r *http.Request, oauth map[string]string, signed url.Values, consumerSecret, tokenSecret string) bool {
	mac := hmac.New(sha1.New, []byte(percentEncode(consumerSecret)+"&"+percentEncode(tokenSecret)))
	mac.Write([]byte(signatureBase(r, oauth, signed)))
	want := base64.StdEncoding.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(want), []byte(oauth["oauth_signature"]))
}

// OAuth1Signed reports whether r's Authorization header is an OAuth 1.0a HMAC-SHA1 signature of r, as it
// arrived, by consumerKey with the two secrets; signed are its query and form parameters. The relay of a
// remote acceptance run (internal/provider/acctarget) checks with it what it is about to sign again.
func OAuth1Signed(r *http.Request, signed url.Values, consumerKey, consumerSecret, tokenSecret string) bool {
	kind, rest, _ := strings.Cut(r.Header.Get("Authorization"), " ")
	if !strings.EqualFold(kind, "OAuth") {
		return false
	}
	oauth, err := parseOAuthHeader(rest)
	if err != nil || oauth["oauth_consumer_key"] != consumerKey || oauth["oauth_signature_method"] != "HMAC-SHA1" {
		return false
	}
	return signatureMatches(r, oauth, signed, consumerSecret, tokenSecret)
}

// parseOAuthHeader reads the comma-separated key="value" pairs of an OAuth Authorization
// header, percent-decoding both sides.
func parseOAuthHeader(header string) (map[string]string, *apiError) {
	out := map[string]string{}
	for part := range strings.SplitSeq(header, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return nil, unauthorized("This request is not properly authenticated: malformed OAuth header")
		}
		key, err1 := url.PathUnescape(strings.TrimSpace(k))
		val, err2 := url.PathUnescape(strings.Trim(strings.TrimSpace(v), `"`))
		if err1 != nil || err2 != nil {
			return nil, unauthorized("This request is not properly authenticated: malformed OAuth header")
		}
		out[key] = val
	}
	return out, nil
}

// signatureBase builds the RFC 5849 section 3.4.1 signature base string.
func signatureBase(r *http.Request, oauth map[string]string, signed url.Values) string {
	type pair struct{ k, v string }
	var pairs []pair
	for k, vs := range signed {
		for _, v := range vs {
			pairs = append(pairs, pair{percentEncode(k), percentEncode(v)})
		}
	}
	for k, v := range oauth {
		if k == "oauth_signature" || k == "realm" {
			continue
		}
		pairs = append(pairs, pair{percentEncode(k), percentEncode(v)})
	}
	slices.SortFunc(pairs, func(a, b pair) int {
		return cmp.Or(strings.Compare(a.k, b.k), strings.Compare(a.v, b.v))
	})
	joined := make([]string, len(pairs))
	for i, p := range pairs {
		joined[i] = p.k + "=" + p.v
	}
	return strings.ToUpper(r.Method) + "&" + percentEncode(baseURL(r)) + "&" + percentEncode(strings.Join(joined, "&"))
}

// baseURL is scheme://host/path as the request arrived, without a default port.
func baseURL(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil {
		scheme = "https"
	}
	host := strings.ToLower(r.Host)
	if (scheme == "http" && strings.HasSuffix(host, ":80")) || (scheme == "https" && strings.HasSuffix(host, ":443")) {
		host = host[:strings.LastIndex(host, ":")]
	}
	return scheme + "://" + host + r.URL.EscapedPath()
}

// percentEncode is the RFC 3986 encoding OAuth requires: everything but unreserved
// characters, with upper-case hex.
func percentEncode(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z') || ('0' <= c && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}
