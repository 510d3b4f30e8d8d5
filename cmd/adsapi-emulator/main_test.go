package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// syncBuffer collects the command's stderr while the test reads it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestCommand builds the binary, starts it on a free port, talks to it and stops it with
// SIGTERM.
func TestCommand(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go tool is needed to build the command: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "adsapi-emulator")
	if out, err := exec.CommandContext(t.Context(), goTool, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}

	cmd := exec.CommandContext(t.Context(), bin, "-listen", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr syncBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})

	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		lines <- line
		_, _ = io.Copy(io.Discard, stdout)
	}()
	var first string
	select {
	case first = <-lines:
	case <-time.After(10 * time.Second):
		t.Fatalf("no first line within 10s; stderr: %s", stderr.String())
	}
	base, ok := strings.CutPrefix(strings.TrimSpace(first), "listening on ")
	if !ok || !strings.HasPrefix(base, "http://127.0.0.1:") || strings.HasSuffix(base, ":0") {
		t.Fatalf("first line = %q, want listening on http://127.0.0.1:<port>", first)
	}

	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, base+"/12/accounts/18ce54d4x5t/cards?count=1", nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		Errors []struct{ Code string } `json:"errors"`
	}
	err = json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusUnauthorized || len(body.Errors) != 1 || body.Errors[0].Code != "UNAUTHORIZED_ACCESS" {
		t.Fatalf("unsigned request: %d %+v, want 401 UNAUTHORIZED_ACCESS", resp.StatusCode, body)
	}
	if resp.Header.Get("x-rate-limit-limit") == "" {
		t.Fatalf("answer lacks rate-limit headers")
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v; stderr: %s", err, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("still running 10s after SIGTERM")
	}
	if want := "GET /12/accounts/18ce54d4x5t/cards?count=1 401"; !strings.Contains(stderr.String(), want) {
		t.Fatalf("stderr = %q, want an access-log line %q", stderr.String(), want)
	}
}

// startRun serves run(args) in the test process and returns its base address.
func startRun(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(t.Context())
	stdoutR, stdoutW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, append([]string{"-listen", "127.0.0.1:0"}, args...), stdoutW, io.Discard)
		_ = stdoutW.Close()
	}()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	})
	lines := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdoutR).ReadString('\n')
		lines <- line
		_, _ = io.Copy(io.Discard, stdoutR)
	}()
	select {
	case first := <-lines:
		base, ok := strings.CutPrefix(strings.TrimSpace(first), "listening on ")
		if !ok {
			t.Fatalf("first line = %q", first)
		}
		return base
	case <-time.After(10 * time.Second):
		t.Fatal("no address within 10s")
	}
	return ""
}

// limitHeaders sends an unsigned request and returns its x-rate-limit-limit and reset headers.
func limitHeaders(t *testing.T, method, url string) (limit string, reset int64) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	reset, err = strconv.ParseInt(resp.Header.Get("x-rate-limit-reset"), 10, 64)
	if err != nil {
		t.Fatalf("%s %s: x-rate-limit-reset %q: %v", method, url, resp.Header.Get("x-rate-limit-reset"), err)
	}
	return resp.Header.Get("x-rate-limit-limit"), reset
}

// TestRateLimitFlags checks that the window flags reach the windows the emulator reports.
func TestRateLimitFlags(t *testing.T) {
	t.Parallel()
	const cards = "/12/accounts/18ce54d4x5t/cards"
	unlimitedText := strconv.Itoa(unlimited)
	for _, tc := range []struct {
		name                  string
		args                  []string
		wantRead, wantWrite   string
		readWindow, writeWind time.Duration
	}{
		{"defaults are the service's", nil, "2000", "450", 15 * time.Minute, time.Minute},
		{"limits and windows", []string{"-read-limit", "7", "-read-window", "2h", "-write-limit", "3", "-write-window", "90s"}, "7", "3", 2 * time.Hour, 90 * time.Second},
		{"off", []string{"-rate-limits", "off"}, unlimitedText, unlimitedText, 15 * time.Minute, time.Minute},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			base := startRun(t, tc.args...)
			start := time.Now()
			read, readReset := limitHeaders(t, http.MethodGet, base+cards)
			write, writeReset := limitHeaders(t, http.MethodPost, base+cards)
			if read != tc.wantRead || write != tc.wantWrite {
				t.Errorf("read limit %s, write limit %s; want %s and %s", read, write, tc.wantRead, tc.wantWrite)
			}
			// The reset is rounded up to the second: within two seconds of start + window.
			for _, w := range []struct {
				reset  int64
				length time.Duration
			}{{readReset, tc.readWindow}, {writeReset, tc.writeWind}} {
				if d := time.Unix(w.reset, 0).Sub(start.Add(w.length)); d < -time.Second || d > 2*time.Second {
					t.Errorf("reset %v is not %v after the start (%v)", time.Unix(w.reset, 0), w.length, start)
				}
			}
		})
	}
}

// TestRateLimitsOffLiftsCoreEntityReads checks that -rate-limits off lifts the per-account window
// of the campaign and line item reads, which the account headers report.
func TestRateLimitsOffLiftsCoreEntityReads(t *testing.T) {
	t.Parallel()
	for args, want := range map[string]string{"on": "10000", "off": strconv.Itoa(unlimited)} {
		base := startRun(t, "-rate-limits", args)
		req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, base+"/12/accounts/18ce54d4x5t/campaigns", nil)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if got := resp.Header.Get("x-account-rate-limit-limit"); got != want {
			t.Errorf("-rate-limits %s: x-account-rate-limit-limit %q, want %s", args, got, want)
		}
	}
}

// TestRateLimitFlagErrors checks that contradictory or invalid flags stop the command.
func TestRateLimitFlagErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"-rate-limits", "maybe"},
		{"-rate-limits", "off", "-write-limit", "5"},
		{"-read-limit", "-1"},
		{"-write-window", "-1s"},
		{"-list-lag", "-1s"},
		{"-audience-processing", "-1s"},
		{"-line-items-per-campaign", "-1"},
	} {
		err := run(t.Context(), append([]string{"-listen", "127.0.0.1:0"}, args...), io.Discard, io.Discard)
		if err == nil {
			t.Errorf("run %v: no error", args)
		}
	}
}
