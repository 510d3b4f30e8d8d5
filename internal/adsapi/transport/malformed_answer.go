package transport

import (
	"fmt"
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MalformedAnswerError is a successful answer (a status below 300) that is not what the service
// documents: not a JSON object, no data where data belongs, errors beside a list, an entity
// without an id or with another id than the one asked for. Nothing in it is believed: it is never
// evidence that an entity is missing (IsNotFound is false), and the caller keeps what it knew.
//
// A write (POST, PUT, DELETE) answered with success may have been carried out, so MayHaveActed
// holds for it, as for any error it does not know.
type MalformedAnswerError struct {
	// Method and Path of the request; Path carries no query.
	Method, Path string
	// Status is the answer's status; 0 when the body came from an identical read that shared it,
	// whose status is not kept.
	Status int
	// Problem says what is wrong, e.g. "data is an object, not an array".
	Problem string
	// Body is the start of the body, at most BodyStartBytes, with control characters replaced.
	Body string
}

// BodyStartBytes bounds the part of a malformed body an error quotes: enough to recognise an
// HTML page, an empty object or a stray error entry, little enough for a diagnostic.
const BodyStartBytes = 200

// Error renders e.g. `GET /12/accounts/x/cards: the service answered HTTP 200 with an answer it
// does not document (no data array); the answer begins: {}`.
func (e *MalformedAnswerError) Error() string {
	status := "with success"
	if e.Status != 0 {
		status = fmt.Sprintf("HTTP %d", e.Status)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s: the service answered %s with an answer it does not document (%s); ", e.Method, e.Path, status, e.Problem)
	if e.Body == "" {
		b.WriteString("the body is empty")
	} else {
		b.WriteString("the answer begins: " + e.Body)
	}
	if e.Method != http.MethodGet {
		b.WriteString(". The service may have carried the request out")
	}
	return b.String()
}

// bodyStart is the start of b for an error message: at most BodyStartBytes, cut at a character
// boundary and marked when cut, with control and format characters (bidirectional overrides) and
// invalid bytes replaced by a space, so that the message stays on one line and cannot steer a
// terminal.
func bodyStart(b []byte) string {
	var out strings.Builder
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		if i+size > BodyStartBytes {
			out.WriteString("…")
			break
		}
		if r == utf8.RuneError || unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			r = ' '
		}
		out.WriteRune(r)
		i += size
	}
	return out.String()
}
