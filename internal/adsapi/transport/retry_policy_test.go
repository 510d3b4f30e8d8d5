package transport

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"syscall"
	"testing"
)

// TestRetryableErrorCoversResetsAndCutBodies: what a reset or a cut answer gives, while connecting or
// while reading the body (io.ReadAll returns the connection's error as it is), may be retried on a
// repeatable request and never on a create.
func TestRetryableErrorCoversResetsAndCutBodies(t *testing.T) {
	t.Parallel()
	reset := &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", syscall.ECONNRESET)}
	_, cutBody := io.ReadAll(io.LimitReader(&cutReader{}, 100))
	_, cutChunked := io.ReadAll(cutChunkedBody(t))
	for name, err := range map[string]error{
		"connection reset":      reset,
		"wrapped reset":         fmt.Errorf("reading the answer: %w", reset),
		"EOF":                   io.EOF,
		"body cut short":        cutBody,
		"chunked body cut":      cutChunked,
		"unexpected EOF itself": io.ErrUnexpectedEOF,
	} {
		if err == nil {
			t.Fatalf("%s: no error to classify", name)
		}
		if !retryableError(true, err) {
			t.Errorf("%s (%v): not retryable on a repeatable request", name, err)
		}
		if retryableError(false, err) {
			t.Errorf("%s (%v): retryable on a create, which the service may have carried out", name, err)
		}
	}
	if !errors.Is(reset, syscall.ECONNRESET) {
		t.Fatal("the reset does not unwrap to ECONNRESET")
	}
}

// cutReader gives a few bytes and then the error of a body shorter than its Content-Length.
type cutReader struct{ done bool }

func (r *cutReader) Read(p []byte) (int, error) {
	if r.done {
		return 0, io.ErrUnexpectedEOF
	}
	r.done = true
	return copy(p, `{"data":`), nil
}

// cutChunkedBody is a chunked body that ends in the middle of a chunk, read as net/http reads one.
func cutChunkedBody(t *testing.T) io.Reader {
	t.Helper()
	raw := "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n{\"data\":"
	resp, err := http.ReadResponse(bufio.NewReader(strings.NewReader(raw)), nil)
	if err != nil {
		t.Fatalf("reading the cut answer's headers: %v", err)
	}
	t.Cleanup(func() { _ = resp.Body.Close() })
	return resp.Body
}
