package creates

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Attempts bounds how many times one create is sent when each answer is lost and nothing was made.
const Attempts = 3

// SettleWaits are the waits before each further look for what a lost create made, when a look finds
// nothing: a list may show an object some time after the create that made it, so "nothing was
// made" is believed only when the last look still finds nothing. A lag longer than their sum (7 s)
// can still make a create be sent again.
var SettleWaits = []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}

// Logger receives the engine's warnings; the client's logger fits it.
type Logger interface {
	Warn(ctx context.Context, msg string, fields map[string]any)
}

// Engine holds what the creates of one client share: the claims, and how the client tells
// failures and times apart.
type Engine struct {
	claims *claims
	forms  parsedForms
	// ToServer converts a local time to the service's clock, as its answers tell it.
	ToServer func(time.Time) time.Time
	// MayHaveActed reports whether the service may have acted on a failed request.
	MayHaveActed func(error) bool
	// LandingWait is how long after a failure its request may still land (none when the service
	// answered or the connection broke).
	LandingWait func(error) time.Duration
	// Relooks are the waits between looks (SettleWaits; tests shorten them).
	Relooks []time.Duration
	// AttemptTimeout bounds one request (the provider's request_timeout).
	AttemptTimeout time.Duration
	Logger         Logger
}

// NewEngine returns an engine with no claims yet, looking again after SettleWaits.
func NewEngine(attemptTimeout time.Duration, logger Logger) *Engine {
	return &Engine{
		claims:         newClaims(),
		ToServer:       func(t time.Time) time.Time { return t },
		MayHaveActed:   func(error) bool { return true },
		LandingWait:    func(error) time.Duration { return 0 },
		Relooks:        SettleWaits,
		AttemptTimeout: attemptTimeout,
		Logger:         logger,
	}
}

// Grace bounds how long a create that was sent before a stop may still run: its attempt (the
// request timeout), the wait before a lost answer is looked for (at most the request timeout
// again), the lookups' lists (the request timeout once more) and the waits between looks. Past it
// the create is cancelled and reported as one that may have been made.
func (e *Engine) Grace() time.Duration {
	d := 3 * e.AttemptTimeout
	for _, w := range e.Relooks {
		d += w
	}
	return d
}

// ErrNoSession is the error of a create method called without its session: a mistake in the caller's
// code; nothing was sent.
var ErrNoSession = errors.New("a create was called without its create session; nothing was sent")

// Run sends one create (send), and when its answer is lost or not believed, adopts what it made or
// sends it again, as the package documentation says. ctx must be the session's context.
func Run[T any](ctx context.Context, e *Engine, s Session, spec Spec[T], send func(context.Context) (T, error)) (T, error) {
	var zero T
	if s.s == nil {
		return zero, ErrNoSession
	}
	lk := spec.lostKey()
	for attempt := 1; ; attempt++ {
		before, err := spec.listBefore(ctx)
		if err != nil {
			return zero, err
		}
		w := window{sent: time.Now(), before: before}
		token := e.claims.start(spec.Kind)
		v, err := send(ctx)
		w.landBy = time.Now()
		if err == nil {
			if err = spec.check(e, v, w); err == nil {
				e.claims.finish(spec.Kind, token, spec.IDOf(v), nil)
				return v, nil
			}
		}
		if !e.MayHaveActed(err) {
			e.claims.finish(spec.Kind, token, "", nil)
			return zero, err
		}
		e.claims.finish(spec.Kind, token, "", &lk)
		w.landBy = w.landBy.Add(e.LandingWait(err))
		var found T
		var failed error
		if resolveLost(ctx, e, s.s, spec, w, err, attempt, &found, &failed) {
			return found, failed
		}
		e.Logger.Warn(ctx, "the answer to a create was lost and nothing was made; sending it again", map[string]any{
			"kind": spec.Kind, "attempt": attempt, "error": err.Error(),
		})
	}
}

// resolveLost looks for what one lost item made and reports whether the item is settled: adopted
// (into result), or failed (into errp). An item not settled was not made and may be sent again.
func resolveLost[T any](ctx context.Context, e *Engine, s *session, spec Spec[T], w window, cause error, attempt int, result *T, errp *error) bool {
	lk := spec.lostKey()
	found, ok, lookErr := lookFor(ctx, e, spec, w, cause)
	var untrusted *UntrustedAnswerError
	switch {
	case lookErr != nil:
		e.claims.doneLooking(lk, true)
		*errp = lookErr
	case ok:
		e.claims.doneLooking(lk, false)
		e.adopted(ctx, s, Adoption{Kind: spec.Kind, ID: spec.IDOf(found), Holder: spec.Holder, Cause: cause}, attempt)
		*result = found
	case attempt == Attempts, errors.As(cause, &untrusted) && untrusted.differs:
		e.claims.doneLooking(lk, true)
		*errp = cause
	default:
		e.claims.doneLooking(lk, false)
		return false
	}
	return true
}

// adopted logs an adoption and hands it to the session, whose opener reports it.
func (e *Engine) adopted(ctx context.Context, s *session, a Adoption, attempt int) {
	e.Logger.Warn(ctx, "adopted the object a create made although its answer was lost", map[string]any{
		"kind": a.Kind, "id": a.ID, "attempt": attempt, "error": a.Cause.Error(),
	})
	s.adopt(a)
}

// window is when one request of a create may have made its object, on the local clock: from when
// it was sent to the last moment it could have landed; and, for a kind without created_at
// (Spec.Before), the ids its scope held before it was sent.
type window struct {
	sent, landBy time.Time
	before       map[string]bool
}

// ErrNotSent marks the failure of a create that was not sent because the scope could not be listed
// before it (Spec.Before).
var ErrNotSent = errors.New("the create was not sent")

// listBefore lists the scope before a send of a kind without created_at; nil for other kinds.
func (s Spec[T]) listBefore(ctx context.Context) (map[string]bool, error) {
	if s.Before == nil {
		return nil, nil
	}
	items, err := s.Before(ctx)
	if err != nil {
		return nil, fmt.Errorf("%w: listing the %ss before creating one, to tell afterwards what it made, failed: %w", ErrNotSent, s.Kind, err)
	}
	ids := make(map[string]bool, len(items))
	for _, v := range items {
		ids[s.IDOf(v)] = true
	}
	return ids, nil
}

// madeSince reports whether v was made after the request of w was sent, less from (a margin on the
// service's clock): by its created_at or, for a kind without one, by its absence from the scope
// before the request.
func madeSince[T any](spec Spec[T], w window, v T, from time.Time) bool {
	if w.before != nil {
		return !w.before[spec.IDOf(v)]
	}
	at := spec.CreatedAt(v)
	return !at.IsZero() && !at.Before(from)
}

// createdSinceMargin widens the request's window on both sides: for the whole seconds of the Date
// header and of created_at, and the time the request took to reach the service.
const createdSinceMargin = 2 * time.Second

// createdAtPrecision is how much earlier than the moment it was made a created_at may read (the
// service's timestamps are in whole seconds). Another writer's work counts from the request's
// sending less this alone: the Date headers place that moment no later than it was on the
// service's clock, and a wider margin would take the objects of a run that ended just before for
// another writer's.
const createdAtPrecision = time.Second

// on is the window on the service's clock as the answers so far tell it, widened by
// createdSinceMargin on both sides.
func (w window) on(e *Engine) (since, until time.Time) {
	return e.ToServer(w.sent).Add(-createdSinceMargin), e.ToServer(w.landBy).Add(createdSinceMargin)
}

// sleep waits for d or the end of ctx, whichever comes first.
func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
