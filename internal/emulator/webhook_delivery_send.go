package emulator

import (
	"cmp"
	"context"
	"fmt"
	"net/http"
	"slices"
)

// startSender starts the background sender unless one runs: it makes the attempts due now and
// ends when none is left, so that no goroutine outlives the work it was started for. Retries come
// due later on the emulator's clock, which has no timer: DeliverDue makes them. Callers hold s.mu.
func (s *Server) startSender() {
	d := &s.delivery
	if d.closed || d.draining || !s.deliveryDue() {
		return
	}
	d.draining = true
	d.senders.Add(1)
	go s.drain()
}

// drain makes the attempts due until none is; whatever is queued meanwhile is seen before it ends,
// since queueing holds s.mu and the last look does too.
func (s *Server) drain() {
	d := &s.delivery
	defer d.senders.Done()
	for {
		d.sending.Lock()
		s.sendDue(d.closing)
		d.sending.Unlock()
		s.mu.Lock()
		if d.closed || !s.deliveryDue() {
			d.draining = false
			s.mu.Unlock()
			return
		}
		s.mu.Unlock()
	}
}

// deliveryDue reports whether an attempt is due now. Callers hold s.mu.
func (s *Server) deliveryDue() bool {
	now := s.opts.Now()
	return slices.ContainsFunc(s.delivery.queue, func(p *pendingDelivery) bool { return !p.due.After(now) })
}

// sendDue makes the attempts due now, earliest first, one at a time, and returns how many it made.
// Callers hold s.delivery.sending, not s.mu.
func (s *Server) sendDue(ctx context.Context) int {
	n := 0
	for {
		p := s.claimDue()
		if p == nil {
			return n
		}
		s.attempt(ctx, p)
		n++
	}
}

// claimDue takes the earliest attempt due now off the queue, dropping those whose webhook has been
// deleted or marked invalid since they were queued (no retry reaches a webhook made invalid by a
// wrong CRC answer, as the older enterprise page says). Nothing is taken once the server is closed.
func (s *Server) claimDue() *pendingDelivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.opts.Now()
	for !s.delivery.closed {
		q := s.delivery.queue
		i := -1
		for j, p := range q {
			if !p.due.After(now) && (i < 0 || cmp.Or(p.due.Compare(q[i].due), cmp.Compare(p.seq, q[i].seq)) < 0) {
				i = j
			}
		}
		if i < 0 {
			return nil
		}
		p := q[i]
		s.delivery.queue = slices.Delete(q, i, i+1)
		switch w := s.core.activity.webhooks[p.app][p.WebhookID]; {
		case w == nil:
			s.dropDelivery(p.Delivery, fmt.Sprintf("webhook %s was deleted", p.WebhookID))
		case !w.valid:
			s.dropDelivery(p.Delivery, fmt.Sprintf("webhook %s was marked invalid", p.WebhookID))
		default:
			return p
		}
	}
	return nil
}

// attempt POSTs p's body to its webhook, signed, within the time limit, logs the attempt and, when
// the webhook did not answer 200, queues the next retry if one is left. A replay's sends are not
// retried (the spec's replay rule 4). It reports whether the webhook answered 200. Callers hold
// neither s.mu nor anything a request needs: the webhook's answer is awaited without them.
func (s *Server) attempt(ctx context.Context, p *pendingDelivery) bool {
	header := http.Header{}
	header.Set(signatureHeader, p.Signature)
	start := s.opts.Now().UTC()
	ans, err := s.calls.post(ctx, p.URL, p.Body, header)

	s.mu.Lock()
	defer s.mu.Unlock()
	d := p.Delivery
	d.At, d.Status = start, ans.status
	switch {
	case err != nil:
		d.Error = s.calls.failedCall(err).why
	case ans.status != http.StatusOK:
		d.Error = fmt.Sprintf("the webhook answered status %d, not 200", ans.status)
	}
	s.logDelivery(d)
	if d.Error == "" {
		return true
	}
	if d.ReplayJobID == "" && d.Attempt <= len(deliveryRetryWaits) {
		next := &pendingDelivery{Delivery: p.Delivery, app: p.app, due: s.opts.Now().UTC().Add(deliveryRetryWaits[d.Attempt-1])}
		next.Attempt++
		s.queueAttempt(next)
	}
	return false
}
