package transport

import "net/http"

// windowHasRoom reports whether a 429's headers show the window they describe with requests left:
// the account window when the answer gives its reset, else the endpoint's. Such a refusal is not
// the window's but another limit's, which the headers do not describe: the activity stream
// refuses a third open connection of an app so, while its window of 450 connections has room.
// Waiting for that window's reset (up to 15 minutes) would be waiting for nothing.
func windowHasRoom(h http.Header) bool {
	for _, names := range [][2]string{
		{headerAccountLimitRemaining, headerAccountLimitReset},
		{headerLimitRemaining, headerLimitReset},
	} {
		if _, ok := headerEpoch(h, names[1]); ok {
			n, ok := headerInt(h, names[0])
			return ok && n > 0
		}
	}
	return false
}
