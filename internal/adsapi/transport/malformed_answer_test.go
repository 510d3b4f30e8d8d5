package transport

import (
	"strings"
	"testing"
)

// TestBodyStartIsBoundedAndClean: the quoted body is at most BodyStartBytes, cut at a character,
// on one line, with no control or bidirectional-override character.
func TestBodyStartIsBoundedAndClean(t *testing.T) {
	t.Parallel()
	if got := bodyStart([]byte("a\nb\tc\x1b[31m\u202ed\xffe")); got != "a b c [31m d e" {
		t.Errorf("bodyStart = %q", got)
	}
	long := strings.Repeat("é", 150) // 300 bytes
	got := bodyStart([]byte(long))
	if want := strings.Repeat("é", BodyStartBytes/2) + "…"; got != want {
		t.Errorf("bodyStart of 150 é = %q (%d bytes), want 100 é and an ellipsis", got, len(got))
	}
	if got := bodyStart([]byte("short")); got != "short" {
		t.Errorf("bodyStart(short) = %q", got)
	}
}
