package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os/exec"
	"path/filepath"
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
