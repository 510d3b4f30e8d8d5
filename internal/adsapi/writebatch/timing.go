package writebatch

import (
	"time"
)

// Timings are the durations of the flush rule (doc.go). Measured with the card resource against
// the emulator on two cores (Terraform 1.11, -parallelism 10 and 40, 200-300 ms per request): when a
// group of writes returns at once, Terraform starts the next resources one after the other, their
// writes arriving 0.4 to 22 ms apart (median about 7 ms), the first 14 to 60 ms after the return,
// the last of 9 about 70 ms after it and the last of 35 about 340 ms after it. Line item updates
// cost Terraform more: 40 of them come back over about 530 ms. At the start of an apply the first
// writes arrive the same way, 0 to 14 ms apart, and Terraform fills its slots over several rounds.
type Timings struct {
	// Linger is how long a lone write waits for a peer when nothing shows one: the only wait a
	// write that gathers none pays, against the hundreds of milliseconds of its request.
	Linger time.Duration
	// Quiet is how long a batch that shows a wave (two writes, a write right after the account's
	// last batch, or one no return announced while others are at work) waits after its last
	// write: above the gaps measured between Terraform's writes.
	Quiet time.Duration
	// ReturnWait is how long a caller that got its outcome is awaited back with its next write,
	// as Terraform keeps its slots busy: above the 530 ms in which 40 line item updates come back,
	// so that the slowest of a round still meet the others.
	ReturnWait time.Duration
	// Window bounds what a batch waits for peers, whatever they do; it leaves room for ReturnWait
	// after the first return.
	Window time.Duration
}

// DefaultTimings are the measured ones.
var DefaultTimings = Timings{
	Linger: 5 * time.Millisecond, Quiet: 25 * time.Millisecond,
	ReturnWait: 600 * time.Millisecond, Window: 750 * time.Millisecond,
}

// A batch is warm when a write that was awaited back joined it, or one joined while writes were in
// flight: it belongs to a wave whose other writes are still to come back, so it waits for them, and
// groups that went apart (a first wave cut in two) meet again in the next round. A warm batch that
// holds a single write, or that a write joined which no return announced (Terraform filling more of
// its slots), also waits Quiet after its last write: the wave is still growing. Otherwise the steady
// state costs no wait beyond Terraform's own. A cold batch (none of its writes was awaited or came
// while others were in flight) waits only for a quiet moment: Linger, or Quiet once it shows a wave.

// pendingLocked returns the account's awaited returns, dropping those awaited longer than
// ReturnWait. b.mu is held.
func (b *Batcher[T, P]) pendingLocked(a *account[T, P], now time.Time) []time.Time {
	for len(a.returns) > 0 && now.Sub(a.returns[0]) > b.timings.ReturnWait {
		a.returns = a.returns[1:]
	}
	return a.returns
}

// arrivedLocked counts a write in: when a return is awaited, the write is taken for the oldest one
// and arrivedLocked reports true. b.mu is held.
func (b *Batcher[T, P]) arrivedLocked(a *account[T, P], now time.Time) bool {
	if len(b.pendingLocked(a, now)) == 0 {
		return false
	}
	a.returns = a.returns[1:]
	return true
}

// release records that a caller got the outcome of its write: it is no longer in flight, and it is
// awaited back.
func (b *Batcher[T, P]) release(accountID string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.clock.Now()
	a := b.account(accountID)
	a.inFlight--
	a.returns = append(b.pendingLocked(a, now), now)
	if a.open != nil {
		b.scheduleLocked(a, a.open, now)
	}
}

// quietLocked is how long a cold batch waits after its last write. b.mu is held.
func (b *Batcher[T, P]) quietLocked(a *account[T, P], wb *batch[T, P]) time.Duration {
	if len(wb.items) > 1 || (!a.lastSent.IsZero() && wb.first.Sub(a.lastSent) < b.timings.Quiet) {
		return b.timings.Quiet
	}
	return b.timings.Linger
}

// settling reports whether a warm batch still waits Quiet after its last write: Terraform is filling
// more of its slots (a write joined that no return announced), or it holds a single write, whose
// peers are still on their way when the wave starts.
func settling[T, P any](wb *batch[T, P]) bool {
	return wb.grown || len(wb.items) < 2
}

// readyLocked reports whether wb is to be sent now (doc.go), and if so takes it out of the
// gathering ones. b.mu is held.
func (b *Batcher[T, P]) readyLocked(a *account[T, P], wb *batch[T, P], now time.Time) bool {
	if wb.sent {
		return false
	}
	ready := len(wb.items) >= MaxWrites || now.Sub(wb.first) >= b.timings.Window
	switch {
	case ready:
	case wb.warm:
		ready = len(b.pendingLocked(a, now)) == 0 && a.inFlight == 0 &&
			(!settling(wb) || now.Sub(wb.last) >= b.timings.Quiet)
	default:
		ready = now.Sub(wb.last) >= b.quietLocked(a, wb)
	}
	if ready {
		wb.sent = true
		wb.timer.Stop()
		if a.open == wb {
			a.open = nil
		}
	}
	return ready
}

// scheduleLocked sets wb's timer for the earliest moment it may become ready without a write joining
// it: its window's end, the end of a cold batch's quiet wait, or when the oldest awaited return stops
// being awaited. (A release or a write that joins sets it again.) b.mu is held.
func (b *Batcher[T, P]) scheduleLocked(a *account[T, P], wb *batch[T, P], now time.Time) {
	if wb.sent {
		return
	}
	due := wb.first.Add(b.timings.Window)
	switch {
	case !wb.warm:
		due = minTime(due, wb.last.Add(b.quietLocked(a, wb)))
	case len(b.pendingLocked(a, now)) > 0:
		due = minTime(due, a.returns[0].Add(b.timings.ReturnWait))
	}
	if quiet := wb.last.Add(b.timings.Quiet); wb.warm && settling(wb) && quiet.After(now) {
		due = minTime(due, quiet)
	}
	wb.timer.Reset(max(due.Sub(now), 0))
}

// tick sends wb when it is ready, else sets its timer again.
func (b *Batcher[T, P]) tick(wb *batch[T, P]) {
	now := b.clock.Now()
	b.mu.Lock()
	a := b.account(wb.accountID)
	ready := b.readyLocked(a, wb, now)
	if !ready {
		b.scheduleLocked(a, wb, now)
	}
	b.mu.Unlock()
	if ready {
		b.flush(wb)
	}
}

func minTime(a, b time.Time) time.Time {
	if b.Before(a) {
		return b
	}
	return a
}
