package adsapi

import (
	"time"
)

// When a batch of writes is sent. Measured with the card resource against the emulator on two
// cores (Terraform 1.11, -parallelism 10 and 40, 200-300 ms per request): when a group of writes
// returns at once, Terraform starts the next resources one after the other, their writes arriving
// 0.4 to 22 ms apart (median about 7 ms), the first 14 to 60 ms after the return, the last of 9
// about 70 ms after it and the last of 35 about 340 ms after it: the time Terraform and the
// framework spend on each resource, on two busy cores. Line item updates cost Terraform more: 40
// of them come back over about 530 ms. At the start of an apply the first writes arrive the same
// way, 0 to 14 ms apart, and Terraform fills its slots over several rounds. A batch is therefore
// sent as soon as one of these holds:
//
//   - It holds batchMaxWrites writes.
//   - It is warm, and no other writer of the account is known to be at work. A caller that got its
//     outcome (a release) is awaited back with its next write for returnWait, as Terraform keeps
//     its slots busy; a batch that such a return joined, or that a write joined while others were
//     in flight, is warm, and waits for the other awaited returns and for the writes in flight,
//     whose callers come back too. So groups that went apart (a first wave cut in two) meet again
//     in the next round. A warm batch that holds a single write, or that a write joined which no
//     return announced (Terraform filling more of its slots), also waits gap after its last write:
//     the wave is still growing. Otherwise the steady state costs no wait beyond Terraform's own.
//   - It is cold (none of its writes was awaited back or came while others were in flight) and no
//     write joined it for linger (5 ms): nothing shows a peer, and this is the only wait a lone
//     write pays, against the hundreds of milliseconds of the request itself. Once it shows a wave
//     (a second write, or a first one within gap of the account's last batch), it waits gap (25 ms)
//     after its last write instead, above the gaps measured between Terraform's writes.
//   - window (750 ms) has passed since its first write: what a batch waits for peers is bounded,
//     whatever they do.
//
// returnWait (600 ms) is above the 530 ms in which 40 line item updates come back, so that the
// slowest of a round still meet the others; window leaves room for it after the first return.
type writeTimings struct {
	linger, gap, returnWait, window time.Duration
}

var defaultWriteTimings = writeTimings{
	linger: 5 * time.Millisecond, gap: 25 * time.Millisecond,
	returnWait: 600 * time.Millisecond, window: 750 * time.Millisecond,
}

// pendingLocked returns the account's awaited returns, dropping those awaited longer than
// returnWait. b.mu is held.
func (b *writeBatcher[T]) pendingLocked(a *writeAccount[T], now time.Time) []time.Time {
	for len(a.returns) > 0 && now.Sub(a.returns[0]) > b.timings.returnWait {
		a.returns = a.returns[1:]
	}
	return a.returns
}

// arrivedLocked counts a write in: when a return is awaited, the write is taken for the oldest one
// and arrivedLocked reports true. b.mu is held.
func (b *writeBatcher[T]) arrivedLocked(a *writeAccount[T], now time.Time) bool {
	if len(b.pendingLocked(a, now)) == 0 {
		return false
	}
	a.returns = a.returns[1:]
	return true
}

// release records that a caller got the outcome of its write: it is no longer in flight, and it is
// awaited back.
func (b *writeBatcher[T]) release(accountID string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := time.Now()
	a := b.account(accountID)
	a.inFlight--
	a.returns = append(b.pendingLocked(a, now), now)
	if a.open != nil {
		b.scheduleLocked(a, a.open, now)
	}
}

// idleLocked is how long a cold batch waits after its last write. b.mu is held.
func (b *writeBatcher[T]) idleLocked(a *writeAccount[T], wb *writeBatch[T]) time.Duration {
	if len(wb.items) > 1 || (!a.lastSent.IsZero() && wb.first.Sub(a.lastSent) < b.timings.gap) {
		return b.timings.gap
	}
	return b.timings.linger
}

// settling reports whether a warm batch still waits gap after its last write: Terraform is filling
// more of its slots (a write joined that no return announced), or it holds a single write, whose
// peers are still on their way when the wave starts.
func settling[T any](wb *writeBatch[T]) bool {
	return wb.grown || len(wb.items) < 2
}

// readyLocked reports whether wb is to be sent now (see writeTimings), and if so takes it out of the
// gathering ones. b.mu is held.
func (b *writeBatcher[T]) readyLocked(a *writeAccount[T], wb *writeBatch[T], now time.Time) bool {
	if wb.sent {
		return false
	}
	ready := len(wb.items) >= batchMaxWrites || now.Sub(wb.first) >= b.timings.window
	switch {
	case ready:
	case wb.warm:
		ready = len(b.pendingLocked(a, now)) == 0 && a.inFlight == 0 &&
			(!settling(wb) || now.Sub(wb.last) >= b.timings.gap)
	default:
		ready = now.Sub(wb.last) >= b.idleLocked(a, wb)
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
// it: its window's end, the end of a cold batch's idle wait, or when the oldest awaited return stops
// being awaited. (A release or a write that joins sets it again.) b.mu is held.
func (b *writeBatcher[T]) scheduleLocked(a *writeAccount[T], wb *writeBatch[T], now time.Time) {
	if wb.sent {
		return
	}
	due := wb.first.Add(b.timings.window)
	switch {
	case !wb.warm:
		due = minTime(due, wb.last.Add(b.idleLocked(a, wb)))
	case len(b.pendingLocked(a, now)) > 0:
		due = minTime(due, a.returns[0].Add(b.timings.returnWait))
	}
	if quiet := wb.last.Add(b.timings.gap); wb.warm && settling(wb) && quiet.After(now) {
		due = minTime(due, quiet)
	}
	wb.timer.Reset(max(due.Sub(now), 0))
}

// tick sends wb when it is ready, else sets its timer again.
func (b *writeBatcher[T]) tick(wb *writeBatch[T]) {
	now := time.Now()
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
