package emulator

import (
	"context"
	"slices"
)

// DeliverDue makes every delivery attempt due on the emulator's clock, earliest first (the retries
// of failed deliveries, and first attempts the background sender has not made yet), then runs the
// pending replay jobs, oldest first (ReplayJob); it returns how many POSTs it made. When it
// returns, every attempt that was due when it was called has been made and logged. The first
// attempt of an event is made in the background as soon as the event happens; the emulator has no
// timer for what comes due later: adsapi-emulator calls this every second, and a test calls it
// after moving the clock. It first publishes the scheduled posts whose time has come, as a request
// would, so that their events go out without one. Webhooks are awaited without s.mu, so requests
// are served meanwhile; two calls, or a call and the background sender, take turns.
func (s *Server) DeliverDue(ctx context.Context) int {
	d := &s.delivery
	d.sending.Lock()
	defer d.sending.Unlock()
	s.mu.Lock()
	closed := d.closed
	if !closed {
		s.publishDue()
	}
	s.mu.Unlock()
	if closed {
		return 0
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	defer context.AfterFunc(d.closing, cancel)()
	return s.sendDue(ctx) + s.runReplayJobs(ctx)
}

// Deliveries returns the delivery log, oldest first: every attempt made to a webhook, first
// deliveries, retries, replayed events and replay completion events, and those dropped because
// their webhook was invalid or gone. It holds the last 10,000.
func (s *Server) Deliveries() []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := slices.Clone(s.delivery.log)
	for i := range out {
		out[i].Body = slices.Clone(out[i].Body)
	}
	return out
}

// Close stops the deliveries: calls to webhooks in flight are cancelled, the background sender
// ends and nothing more is sent, by it or by DeliverDue. It returns once no goroutine of the
// server is left. The API goes on answering; a server that is dropped without Close leaves at
// most its background sender, which ends once the attempts due are made.
func (s *Server) Close() {
	s.mu.Lock()
	s.delivery.closed = true
	s.mu.Unlock()
	s.delivery.stop()
	s.delivery.senders.Wait()
}
