package emulator

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
)

// dialRecorder stands for the network: it records what the caller dials, and whether it vetted
// the resolved address, and connects nowhere.
type dialRecorder struct {
	mu      sync.Mutex
	dialled []string
	vetted  []bool
}

func (d *dialRecorder) dial(_ context.Context, _, addr string, control func(string, string, syscall.RawConn) error) (net.Conn, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.dialled = append(d.dialled, addr)
	d.vetted = append(d.vetted, control != nil)
	return nil, errors.New("the test's network connects nowhere")
}

func (d *dialRecorder) seen() ([]string, []bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string{}, d.dialled...), append([]bool{}, d.vetted...)
}

// A registration of a webhook outside loopback never calls it, unless Options.WebhookHosts names
// its host; a loopback one is dialled with its resolved address vetted.
func TestWebhookOutsideLoopbackIsNeverCalledUnlessNamed(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		hosts  []string
		target string
		dial   string
		vetted bool
	}{
		{"a host nobody named", nil, "https://hooks.example.com/events", "", false},
		{"an address nobody named", []string{"other.example.com"}, "https://203.0.113.7/events", "", false},
		{"a named host", []string{"Hooks.Example.com"}, "https://hooks.example.com/events", "hooks.example.com:443", false},
		{"localhost", nil, "http://localhost:8081/events", "localhost:8081", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{WebhookHosts: tc.hosts})
			rec := &dialRecorder{}
			f.srv.calls.dialNet = rec.dial
			res := f.registerWebhook(tc.target)
			wantReason(t, res, http.StatusBadRequest, codeInvalidRequest, reasonCrcValidationFailed)
			dialled, vetted := rec.seen()
			switch {
			case tc.dial == "" && len(dialled) > 0:
				t.Errorf("dialled %v, want no call", dialled)
			case tc.dial == "" && !strings.Contains(res.body["detail"].(string), "-webhook-hosts"):
				t.Errorf("detail %q, want it to say which hosts the emulator calls", res.body["detail"])
			case tc.dial != "" && (len(dialled) != 1 || dialled[0] != tc.dial || vetted[0] != tc.vetted):
				t.Errorf("dialled %v (vetted %v), want %s (vetted %t)", dialled, vetted, tc.dial, tc.vetted)
			}
			if n := len(f.listedWebhooks()); n != 1 {
				t.Errorf("%d webhooks listed, want the demo webhook alone", n)
			}
		})
	}
}

// A name that is not a flagged host may be dialled only where it resolves to a loopback address.
func TestLoopbackOnlyVetsTheResolvedAddress(t *testing.T) {
	t.Parallel()
	for addr, ok := range map[string]bool{"127.0.0.1:80": true, "127.8.9.10:443": true, "[::1]:8080": true,
		"10.1.2.3:80": false, "[2001:db8::1]:443": false, "192.168.0.1:443": false} {
		err := loopbackOnly("tcp", addr, nil)
		if (err == nil) != ok || (err != nil && !errors.Is(err, errHostNotAllowed)) {
			t.Errorf("loopbackOnly(%s) = %v, want allowed %t", addr, err, ok)
		}
	}
}
