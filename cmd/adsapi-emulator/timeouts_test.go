package main

import (
	"errors"
	"io"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// A client that trickles its body is cut off at -read-timeout, long before its body would end.
func TestSlowBodyIsCutOff(t *testing.T) {
	t.Parallel()
	base := startRun(t, "-read-timeout", "300ms")
	conn, err := (&net.Dialer{}).DialContext(t.Context(), "tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()

	const bodyLen = 100
	head := "POST /12/accounts/18ce54d4x5t/cards HTTP/1.1\r\nHost: emulator\r\nContent-Type: application/json\r\n" +
		"Content-Length: 100\r\n\r\n"
	if _, err := io.WriteString(conn, head); err != nil {
		t.Fatal(err)
	}
	// One byte every 100ms: the whole body would take 10s.
	var sent atomic.Int32
	go func() {
		for range bodyLen {
			if _, err := conn.Write([]byte{' '}); err != nil {
				return
			}
			sent.Add(1)
			time.Sleep(100 * time.Millisecond)
		}
	}()

	// Whatever the server answers before it closes, the read ends when the connection does.
	if err := conn.SetReadDeadline(time.Now().Add(30 * time.Second)); err != nil {
		t.Fatal(err)
	}
	answer, err := io.ReadAll(conn)
	// The server closing with the trickle still arriving may reset the connection rather than end it
	// cleanly: cut off all the same. Only the read deadline says it stayed open.
	if ne := net.Error(nil); errors.As(err, &ne) && ne.Timeout() {
		t.Fatalf("the connection was still open after 30s (read %q)", answer)
	}
	if n := sent.Load(); n >= bodyLen {
		t.Fatalf("the whole body of %d bytes was sent before the connection closed", n)
	}
	t.Logf("cut off after %d of %d bytes; answer %q", sent.Load(), bodyLen, firstLine(answer))
}

func firstLine(b []byte) string {
	line, _, _ := strings.Cut(string(b), "\r\n")
	return line
}

// The read timeout bounds the arrival of a request, not its answer: answers delayed past it by a
// latency fault still come, and a body that arrived in time is still read after the delay (the
// request goes on to authentication, 401, instead of failing 400 on its body).
func TestReadTimeoutSparesSlowAnswers(t *testing.T) {
	t.Parallel()
	const readTimeout = 200 * time.Millisecond
	base := startRun(t, "-read-timeout", readTimeout.String(), "-faults", "latency=600ms")
	for _, tc := range []struct {
		method, body string
	}{
		{http.MethodGet, ""},
		{http.MethodPost, `{"name":"late"}`},
	} {
		var body io.Reader = http.NoBody
		if tc.body != "" {
			// The body comes a little after the headers, well within the read timeout, so that
			// it is not already buffered with them.
			pr, pw := io.Pipe()
			go func() {
				time.Sleep(readTimeout / 4)
				_, _ = io.WriteString(pw, tc.body)
				_ = pw.Close()
			}()
			body = pr
		}
		req, err := http.NewRequestWithContext(t.Context(), tc.method, base+"/12/accounts/18ce54d4x5t/cards", body)
		if err != nil {
			t.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		start := time.Now()
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatalf("%s: %v", tc.method, err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(string(got), "Authorization header is missing") {
			t.Errorf("%s answered %d %s, want 401 for the missing credentials", tc.method, resp.StatusCode, got)
		}
		if waited := time.Since(start); waited < 3*readTimeout {
			t.Errorf("%s answered after %s: the latency fault did not delay it past the read timeout", tc.method, waited)
		}
	}
}

func TestReadTimeoutFlagMustBePositive(t *testing.T) {
	t.Parallel()
	for _, v := range []string{"0s", "-1s"} {
		if err := run(t.Context(), []string{"-listen", "127.0.0.1:0", "-read-timeout", v}, io.Discard, io.Discard); err == nil {
			t.Errorf("-read-timeout %s: no error", v)
		}
	}
}
