package transport

import "strings"

// RedactURL returns raw without its user information ("user:password@"), so that an address can
// be shown in a message or a log line: the password and the user name alike are credentials.
func RedactURL(raw string) string {
	clean, _ := splitUserInfo(raw)
	return clean
}

// splitUserInfo cuts out of raw everything from after its "//" (or from its start, when it has
// none) up to its last "@", and returns raw without it and what was cut ("" when raw has no "@").
// It works on text rather than a parsed URL, and cuts more than the parser would call user
// information: an address that does not parse must be shown too (the parser's errors repeat it
// whole), and a password may hold "/", "?" or "#", which would end the authority early. An "@"
// further on, in a path, costs only part of the address in the message.
func splitUserInfo(raw string) (clean, userinfo string) {
	start := 0
	if i := strings.Index(raw, "//"); i >= 0 {
		start = i + 2
	}
	at := strings.LastIndex(raw[start:], "@")
	if at < 0 {
		return raw, ""
	}
	return raw[:start] + raw[start+at+1:], raw[start : start+at+1]
}
