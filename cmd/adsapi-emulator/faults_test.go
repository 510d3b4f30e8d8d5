package main

import (
	"io"
	"net/http"
	"testing"
)

// TestFaultFlags: with every request drawn to fail with 503, the command's emulator answers 503; with a
// seed, two runs meet the same faults in the same order.
func TestFaultFlags(t *testing.T) {
	t.Parallel()
	base := startRun(t, "-faults", "503=1")
	if got := status(t, base+"/12/accounts/18ce54d4x5t/cards"); got != http.StatusServiceUnavailable {
		t.Errorf("status = %d, want 503 from -faults 503=1", got)
	}
	sequence := func() []int {
		base := startRun(t, "-faults", "503=0.5", "-seed", "42")
		var out []int
		for range 20 {
			out = append(out, status(t, base+"/no/such/route"))
		}
		return out
	}
	a, b := sequence(), sequence()
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("runs with one seed differ at request %d: %v and %v", i, a, b)
		}
	}
}

// TestFaultFlagErrors: a malformed -faults stops the command.
func TestFaultFlagErrors(t *testing.T) {
	t.Parallel()
	for _, spec := range []string{"503", "teapot=0.1", "drop=1.5", "latency=fast"} {
		if err := run(t.Context(), []string{"-listen", "127.0.0.1:0", "-faults", spec}, io.Discard, io.Discard); err == nil {
			t.Errorf("-faults %q: no error", spec)
		}
	}
}

func status(t *testing.T, url string) int {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}
