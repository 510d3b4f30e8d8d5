package emulator

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// defaultWebhookTimeout is how long a webhook has to answer: the service's current requirements
// say 10 seconds (an older page said 3).
const defaultWebhookTimeout = 10 * time.Second

// maxWebhookAnswer bounds what the emulator reads of a webhook's answer, its headers and its body
// each: a CRC answer is a JSON object of one short member.
const maxWebhookAnswer = 64 << 10

// errHostNotAllowed is the failure of a call to a host the emulator may not call.
var errHostNotAllowed = errors.New("the emulator calls loopback addresses only, and the hosts that Options.WebhookHosts (adsapi-emulator -webhook-hosts) names")

// webhookCaller makes the emulator's calls to webhooks. Whatever URL a client registers, it calls
// loopback addresses only, and the hosts Options.WebhookHosts names: the emulator must not become a
// way to reach other machines from wherever it runs. It uses no proxy, follows no redirect (a 3XX
// is the answer), keeps no connection open, and bounds each call's time and what it reads, so that
// a webhook can hold up neither the emulator nor its other callers.
type webhookCaller struct {
	// hosts are the lower-case host names or addresses callable besides loopback ones.
	hosts   map[string]bool
	timeout time.Duration
	client  *http.Client
	// dialNet dials a callable address; control, when set, vets the address it resolved to. Tests
	// replace it to see what would be dialled.
	dialNet func(ctx context.Context, network, addr string, control func(network, address string, c syscall.RawConn) error) (net.Conn, error)
}

func newWebhookCaller(hosts []string, timeout time.Duration) *webhookCaller {
	if timeout <= 0 {
		timeout = defaultWebhookTimeout
	}
	c := &webhookCaller{hosts: map[string]bool{}, timeout: timeout, dialNet: dialNet}
	for _, h := range hosts {
		c.hosts[strings.ToLower(h)] = true
	}
	c.client = &http.Client{
		Transport: &http.Transport{
			Proxy:                  nil,
			DialContext:            c.dial,
			DisableKeepAlives:      true,
			MaxResponseHeaderBytes: maxWebhookAnswer,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return c
}

func dialNet(ctx context.Context, network, addr string, control func(string, string, syscall.RawConn) error) (net.Conn, error) {
	d := net.Dialer{Control: control}
	return d.DialContext(ctx, network, addr)
}

// isLoopbackHost reports whether host names the machine itself: localhost, or a loopback address.
func isLoopbackHost(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// mayCall reports whether the emulator may call host.
func (c *webhookCaller) mayCall(host string) bool {
	return isLoopbackHost(host) || c.hosts[strings.ToLower(host)]
}

// dial connects to a callable address. A host the flag names is dialled as it resolves; any other
// must resolve to a loopback address, so that a name such as localhost that points elsewhere is
// not called either.
func (c *webhookCaller) dial(ctx context.Context, network, addr string) (net.Conn, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	if !c.mayCall(host) {
		return nil, fmt.Errorf("%s: %w", host, errHostNotAllowed)
	}
	if c.hosts[strings.ToLower(host)] {
		return c.dialNet(ctx, network, addr, nil)
	}
	return c.dialNet(ctx, network, addr, loopbackOnly)
}

// loopbackOnly refuses to connect to an address that is not a loopback address.
func loopbackOnly(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("%s is no loopback address: %w", host, errHostNotAllowed)
	}
	return nil
}

// webhookAnswer is what a webhook answered: its status and its body, cut after maxWebhookAnswer
// bytes (a longer body is no CRC answer anyway; what a delivery's answer says is not shown, only its
// status counts).
type webhookAnswer struct {
	status int
	body   []byte
}

// get sends GET target and reads the answer within the time limit.
func (c *webhookCaller) get(ctx context.Context, target string) (webhookAnswer, error) {
	return c.do(ctx, http.MethodGet, target, nil, nil)
}

// post sends body to target as a POST of JSON, with the headers of header, and reads the answer
// within the time limit.
func (c *webhookCaller) post(ctx context.Context, target string, body []byte, header http.Header) (webhookAnswer, error) {
	h := header.Clone()
	h.Set("Content-Type", "application/json")
	return c.do(ctx, http.MethodPost, target, body, h)
}

// do makes one call to a callable host, bounded in time and in what it reads.
func (c *webhookCaller) do(ctx context.Context, method, target string, body []byte, header http.Header) (webhookAnswer, error) {
	u, err := url.Parse(target)
	if err != nil {
		return webhookAnswer{}, err
	}
	if !c.mayCall(u.Hostname()) {
		return webhookAnswer{}, fmt.Errorf("%s: %w", u.Hostname(), errHostNotAllowed)
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	var reader io.Reader
	if body != nil {
		reader = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, target, reader)
	if err != nil {
		return webhookAnswer{}, err
	}
	maps.Copy(req.Header, header)
	resp, err := c.client.Do(req)
	if err != nil {
		return webhookAnswer{}, err
	}
	defer resp.Body.Close()
	answer, err := io.ReadAll(io.LimitReader(resp.Body, maxWebhookAnswer+1))
	if err != nil {
		return webhookAnswer{status: resp.StatusCode}, err
	}
	return webhookAnswer{status: resp.StatusCode, body: answer}, nil
}
