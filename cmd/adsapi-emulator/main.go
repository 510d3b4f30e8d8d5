// Command adsapi-emulator serves internal/emulator, the in-memory advertising and core platform
// API, on a port, for offline use (make demo, make bench, make converge). It prints "listening on
// http://HOST:PORT" as its first line, writes an access-log line per request to stderr and stops
// cleanly on SIGINT or SIGTERM.
//
// The rate-limit windows default to the real service's. For big modules and benchmarks they
// can be changed with -write-limit, -write-window, -read-limit and -read-window, or lifted
// altogether with -rate-limits off; -line-items-per-campaign raises the spec's 100 line items a
// campaign may hold; -audience-processing makes a custom audience's member upload take that long to
// process. The emulator calls a registered webhook (its CRC, and the signed deliveries of the activity
// of its subscribed users) only on a loopback address or on a host that -webhook-hosts names;
// -webhook-check-interval checks valid webhooks again that often. Every second it retries the
// deliveries that failed (3, 27 and 242 seconds after) and runs the replay jobs. -faults
// fails a share of the requests (503, 429s with odd resets, answers lost, garbled or naming another
// object after the request was carried out, late writes, cursor loops, latency) for testing
// pipelines, with -seed to repeat a run.
// A request must arrive whole within -read-timeout (a minute by default), and an idle keep-alive
// connection is closed after two minutes, so that slow or idle clients cannot hold connections.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// shutdownGrace is how long requests in flight may take to finish after a signal.
const shutdownGrace = 10 * time.Second

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "adsapi-emulator:", err)
		os.Exit(1)
	}
}

// run serves until ctx is done, then shuts down gracefully.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	flags := flag.NewFlagSet("adsapi-emulator", flag.ContinueOnError)
	flags.SetOutput(stderr)
	listen := flags.String("listen", "127.0.0.1:8080", "address to listen on (port 0 picks a free port)")
	limits := limitFlags(flags)
	faults := newFaultFlags(flags)
	readTimeout := flags.Duration("read-timeout", defaultReadTimeout, "how long a request, headers and body, may take to arrive; a slower one is cut off (its headers alone get at most 10s)")
	lineItemsPerCampaign := lineItemsPerCampaignFlag(flags)
	listLag := flags.Duration("list-lag", 0, "show new cards, poll cards, draft posts and app event provider configurations in the lists that do not name them by id only this long after their create (e.g. 3s)")
	audienceProcessing := flags.Duration("audience-processing", 0, "how long a custom audience's member upload takes to process: until then the audience is not targetable, says PROCESSING and answers a null audience_size (0: at once; the service takes hours)")
	webhooks := newWebhookFlags(flags)
	if err := flags.Parse(args); err != nil {
		return fmt.Errorf("parse flags: %w", err)
	}
	opts, err := limits.options()
	if err != nil {
		return err
	}
	if err := faults.apply(&opts); err != nil {
		return err
	}
	if *listLag < 0 {
		return fmt.Errorf("-list-lag %s: must not be negative", *listLag)
	}
	opts.ListLag = *listLag
	if *audienceProcessing < 0 {
		return fmt.Errorf("-audience-processing %s: must not be negative", *audienceProcessing)
	}
	opts.AudienceProcessing = *audienceProcessing
	if err := webhooks.apply(&opts); err != nil {
		return err
	}
	if *readTimeout <= 0 {
		return fmt.Errorf("-read-timeout %s: must be positive", *readTimeout)
	}
	opts.AccessLog = stderr
	api := emulator.New(opts)
	if err := applyLineItemsPerCampaign(api, *lineItemsPerCampaign); err != nil {
		return err
	}

	ln, err := (&net.ListenConfig{}).Listen(ctx, "tcp", *listen)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *listen, err)
	}
	srv := newHTTPServer(api, *readTimeout)
	// os.Stdout is unbuffered, so the line is out as soon as it is written: whoever started
	// the emulator may read the address from it at once.
	if _, err := fmt.Fprintf(stdout, "listening on http://%s\n", ln.Addr()); err != nil {
		return fmt.Errorf("announce address: %w", err)
	}

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	due, stopDue := context.WithCancel(ctx)
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		runWebhooksDue(due, api, opts.WebhookCheckInterval > 0)
	}()
	// Deferred first, so run last: once the API has stopped answering, no delivery or check outlives run.
	defer func() {
		stopDue()
		<-stopped
		api.Close()
	}()

	select {
	case err := <-served:
		return fmt.Errorf("serve: %w", err)
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shut down: %w", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("serve: %w", err)
	}
	return nil
}
