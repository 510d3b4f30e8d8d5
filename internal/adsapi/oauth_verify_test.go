package adsapi

import (
	"crypto/hmac"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"
)

// verifyOAuth1 checks an OAuth 1.0a HMAC-SHA1 signature from scratch, following RFC 5849
// section 3.4 (no code shared with the client): the base string holds the method, the
// base URL and the sorted query, form-body and oauth_* parameters; a JSON body is not part
// of it. It returns the nonce so that callers can check that every attempt is fresh.
func verifyOAuth1(r *http.Request, body string, consumerSecret, tokenSecret string) (string, error) {
	auth := r.Header.Get("Authorization")
	if !strings.HasPrefix(auth, "OAuth ") {
		return "", fmt.Errorf("authorization is not OAuth")
	}
	oauth := map[string]string{}
	for _, part := range strings.Split(strings.TrimPrefix(auth, "OAuth "), ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			return "", fmt.Errorf("malformed authorization part %q", part)
		}
		key, err1 := url.PathUnescape(k)
		val, err2 := url.PathUnescape(strings.Trim(v, `"`))
		if err1 != nil || err2 != nil {
			return "", fmt.Errorf("malformed authorization part %q", part)
		}
		oauth[key] = val
	}
	if oauth["oauth_signature_method"] != "HMAC-SHA1" || oauth["oauth_version"] != "1.0" {
		return "", fmt.Errorf("unexpected method %q version %q", oauth["oauth_signature_method"], oauth["oauth_version"])
	}
	ts, err := strconv.ParseInt(oauth["oauth_timestamp"], 10, 64)
	if err != nil || time.Since(time.Unix(ts, 0)).Abs() > 5*time.Minute {
		return "", fmt.Errorf("stale or missing timestamp %q", oauth["oauth_timestamp"])
	}
	if oauth["oauth_nonce"] == "" {
		return "", fmt.Errorf("missing nonce")
	}

	var pairs [][2]string
	for k, vs := range r.URL.Query() {
		for _, v := range vs {
			pairs = append(pairs, [2]string{k, v})
		}
	}
	if r.Header.Get("Content-Type") == "application/x-www-form-urlencoded" {
		form, err := url.ParseQuery(body)
		if err != nil {
			return "", err
		}
		for k, vs := range form {
			for _, v := range vs {
				pairs = append(pairs, [2]string{k, v})
			}
		}
	}
	for k, v := range oauth {
		if k != "oauth_signature" && k != "realm" {
			pairs = append(pairs, [2]string{k, v})
		}
	}
	encoded := make([]string, len(pairs))
	for i, p := range pairs {
		encoded[i] = rfc3986(p[0]) + "=" + rfc3986(p[1])
	}
	sort.Strings(encoded)
	baseURL := "http://" + strings.ToLower(r.Host) + r.URL.EscapedPath()
	base := strings.ToUpper(r.Method) + "&" + rfc3986(baseURL) + "&" + rfc3986(strings.Join(encoded, "&"))

	mac := hmac.New(sha1.New, []byte(rfc3986(consumerSecret)+"&"+rfc3986(tokenSecret)))
	mac.Write([]byte(base))
	want := base64.StdEncoding.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(want), []byte(oauth["oauth_signature"])) {
		return "", fmt.Errorf("signature mismatch over base string %q", base)
	}
	return oauth["oauth_nonce"], nil
}

// rfc3986 percent-encodes everything but the unreserved characters (RFC 5849 3.6).
func rfc3986(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if ('A' <= c && c <= 'Z') || ('a' <= c && c <= 'z') || ('0' <= c && c <= '9') ||
			c == '-' || c == '.' || c == '_' || c == '~' {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}
