package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// webhookCheckPoll is how often the command looks for periodic CRCs, and for deliveries and replay
// jobs, that have come due.
const webhookCheckPoll = time.Second

// webhookFlags are the flags of the emulator's calls to webhooks.
type webhookFlags struct {
	hosts         string
	checkInterval time.Duration
}

func newWebhookFlags(fs *flag.FlagSet) *webhookFlags {
	w := &webhookFlags{}
	fs.StringVar(&w.hosts, "webhook-hosts", "", "comma-separated host names or addresses, besides loopback ones, whose webhooks the emulator may call (their CRC); a webhook on any other host is never called, and its registration fails")
	fs.DurationVar(&w.checkInterval, "webhook-check-interval", 0, "how often a valid webhook's CRC is checked again (e.g. 1h, as the service does hourly); 0 checks it only at registration and on PUT")
	return w
}

// apply adds the flags to opts.
func (w *webhookFlags) apply(opts *emulator.Options) error {
	if w.checkInterval < 0 {
		return fmt.Errorf("-webhook-check-interval %s: must not be negative", w.checkInterval)
	}
	opts.WebhookCheckInterval = w.checkInterval
	for h := range strings.SplitSeq(w.hosts, ",") {
		h = strings.TrimSpace(h)
		if h == "" {
			continue
		}
		if net.ParseIP(h) == nil && strings.ContainsAny(h, "/:@?#[] ") {
			return fmt.Errorf("-webhook-hosts: %q is not a host name or address (no scheme, port or path)", h)
		}
		opts.WebhookHosts = append(opts.WebhookHosts, h)
	}
	return nil
}

// runWebhooksDue does, every webhookCheckPoll until ctx is done, what has come due on the emulator's
// clock, which has no timer of its own: the deliveries (an event's first one goes out by itself, its
// retries 3, 27 and 242 seconds later do not), the replay jobs, and, when checks is set, the periodic
// CRCs.
func runWebhooksDue(ctx context.Context, api *emulator.Server, checks bool) {
	tick := time.NewTicker(webhookCheckPoll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
			api.DeliverDue(ctx)
			if checks {
				api.CheckWebhooksDue(ctx)
			}
		}
	}
}
