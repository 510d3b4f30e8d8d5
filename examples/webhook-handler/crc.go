package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
)

// sign is the service's signature of message: "sha256=" and the standard Base64 (padded) of
// HMAC-SHA256 keyed with the app's consumer secret. The CRC signs the crc_token; a delivery signs its
// exact body bytes.
func sign(secret, message []byte) string {
	mac := hmac.New(sha256.New, secret)
	mac.Write(message)
	return "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// verified reports whether header is the signature of body. The comparison takes the same time
// wherever the first difference is, so that timing tells an attacker nothing about the right value.
func verified(secret, body []byte, header string) bool {
	return hmac.Equal([]byte(sign(secret, body)), []byte(header))
}
