package emulator

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// crcResponseToken is what a webhook must answer to a CRC: "sha256=" and the standard Base64 of
// HMAC-SHA256 keyed with the app's consumer secret over crc_token.
func crcResponseToken(consumerSecret, crcToken string) string {
	mac := hmac.New(sha256.New, []byte(consumerSecret))
	mac.Write([]byte(crcToken))
	return "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// newCRCToken is a fresh crc_token: the service chooses an opaque string, different on each check.
func newCRCToken() string {
	b := make([]byte, 24)
	// crypto/rand.Read never fails (it panics where the platform has no randomness at all).
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// crcVerdict classifies a CRC as the spec's failure table does.
type crcVerdict int

const (
	// crcPassed: 200 with the right response_token.
	crcPassed crcVerdict = iota
	// crcInvalid: an answer that marks the webhook invalid at once (a 2XX without the right
	// response_token, a 3XX, a TLS failure, a status outside 2XX, 4XX and 5XX).
	crcInvalid
	// crcTransient: 4XX, 5XX, no answer in time, a closed or refused connection, and a host the
	// emulator may not call (which it cannot reach, as a service that cannot connect).
	crcTransient
)

// crcResult is a CRC's verdict and, when it did not pass, what the webhook did, to be told to the
// client. It never holds the consumer secret.
type crcResult struct {
	verdict crcVerdict
	why     string
}

// runCRC challenges the webhook at target with a fresh crc_token and checks its answer against
// the consumer secret.
func (c *webhookCaller) runCRC(ctx context.Context, target, consumerSecret string) crcResult {
	token := newCRCToken()
	ans, err := c.get(ctx, withCRCToken(target, token))
	if err != nil {
		return c.failedCall(err)
	}
	switch {
	case ans.status >= 300 && ans.status <= 399:
		return crcResult{crcInvalid, fmt.Sprintf("the webhook answered status %d; the service follows no redirect", ans.status)}
	case ans.status >= 400 && ans.status <= 599:
		return crcResult{crcTransient, fmt.Sprintf("the webhook answered status %d", ans.status)}
	case ans.status < 200 || ans.status > 299:
		return crcResult{crcInvalid, fmt.Sprintf("the webhook answered status %d, outside 2XX, 4XX and 5XX", ans.status)}
	case ans.status != http.StatusOK:
		return crcResult{crcInvalid, fmt.Sprintf("the webhook answered status %d, not 200", ans.status)}
	}
	var body struct {
		ResponseToken *string `json:"response_token"`
	}
	if err := json.Unmarshal(ans.body, &body); err != nil || body.ResponseToken == nil {
		return crcResult{crcInvalid, "the webhook answered 200 without a JSON object holding response_token"}
	}
	if !hmac.Equal([]byte(*body.ResponseToken), []byte(crcResponseToken(consumerSecret, token))) {
		return crcResult{crcInvalid, fmt.Sprintf("the webhook answered the response_token %q, which is not the one of this crc_token under the app's consumer secret",
			cut(*body.ResponseToken, 80))}
	}
	return crcResult{verdict: crcPassed}
}

// failedCall classifies a call that got no answer.
func (c *webhookCaller) failedCall(err error) crcResult {
	var timeout net.Error
	switch {
	case errors.Is(err, errHostNotAllowed):
		return crcResult{crcTransient, "it was not called: " + errHostNotAllowed.Error()}
	case isTLSFailure(err):
		return crcResult{crcInvalid, "the TLS handshake with the webhook failed: " + callError(err)}
	case errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &timeout) && timeout.Timeout()):
		return crcResult{crcTransient, fmt.Sprintf("the webhook did not answer within %s", c.timeout)}
	}
	return crcResult{crcTransient, "the connection to the webhook failed: " + callError(err)}
}

// isTLSFailure reports whether a call failed in its TLS handshake: a certificate that does not
// verify, or a peer that does not speak TLS.
func isTLSFailure(err error) bool {
	var verification *tls.CertificateVerificationError
	var record tls.RecordHeaderError
	var alert tls.AlertError
	var authority x509.UnknownAuthorityError
	var hostname x509.HostnameError
	var invalid x509.CertificateInvalidError
	return errors.As(err, &verification) || errors.As(err, &record) || errors.As(err, &alert) ||
		errors.As(err, &authority) || errors.As(err, &hostname) || errors.As(err, &invalid)
}

// callError is what went wrong with a call, without the URL that net/http repeats.
func callError(err error) string {
	if ue := (*url.Error)(nil); errors.As(err, &ue) {
		err = ue.Err
	}
	return err.Error()
}

// withCRCToken adds crc_token to the registered URL, after the query it already carries.
func withCRCToken(target, token string) string {
	u, err := url.Parse(target)
	if err != nil {
		return target
	}
	q := "crc_token=" + url.QueryEscape(token)
	if u.RawQuery != "" {
		q = u.RawQuery + "&" + q
	}
	u.RawQuery = q
	return u.String()
}

// crcExpectation says what a webhook must answer, to be told with a failed CRC: the formula, never
// the secret.
func (c *webhookCaller) crcExpectation() string {
	return fmt.Sprintf(`The webhook must answer the GET with status 200 and the JSON body {"response_token": "sha256=" + base64(HMAC-SHA256(consumer secret, crc_token))} within %s`,
		c.timeout)
}

// cut shortens s to at most n bytes, marking the cut.
func cut(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return strings.ToValidUTF8(s[:n], "") + "..."
}
