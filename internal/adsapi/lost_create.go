package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
)

// The API has no idempotency key, so a create whose answer is lost (timeout, reset, dropped
// connection, 5xx after the request went out, an answer that cannot be believed) may or may not
// have made the object. Rather than give up, or send the create again and risk a twin, the
// client looks for what it may have made.
//
// A create's own answer is believed only when it proves it is the object this create made: an
// entity with an id that no create of this client has claimed, consistent with its id, saying
// what was sent wherever it says something (agrees: the service may fill defaults), and, when it
// says when it was made, made within the request's window. Any other answer is treated as lost.
//
// The request's window, on the service's clock (server_clock.go), opens just before the request
// was sent and closes at the last moment it could have landed. That is when it failed, except
// when the client (or a gateway: 504) stopped waiting for the answer: the request may then still
// be on its way or queued, and is taken to land within one attempt timeout (the provider's
// request_timeout) after the client gave up, that is at most twice the attempt timeout after it
// was sent. The first look waits until then, so that a late landing is found rather than created
// a second time; a request held longer than that can still make a twin.
//
// A look adopts an object only on positive evidence that it is this create's: identical to what
// was sent, made within the window, claimed by no other create of this client, and with no sign
// of another writer. A sign is an object of the kind, in the same scope, made since the request
// was sent, that no create of this client claimed and that its lost creates cannot account for
// (each may have made one object like what it sent); or more identical objects than lost creates
// looking for them. Another client is then creating there too, and an identical object may be
// its: the look fails with the candidates and that client's objects (AmbiguousCreateError) and
// adopts nothing. Only a neighbour that made nothing but the identical object, within the window,
// cannot be told apart; that adoption is reported like any other. None found, after looking again
// while the list may lag behind the create (listSettleWaits), means nothing was made, and the
// create is sent again right after that last look; except after an answer that named an object
// made within the window but not what was sent: the service did make something, so the create
// fails instead.
//
// An adoption is logged and reported to the caller (reportAdoption).

// lostCreateAttempts bounds how many times one create is sent when each answer is lost and
// nothing was made.
const lostCreateAttempts = 3

// listSettleWaits are the waits before each further look for what a lost create made, when a look
// finds nothing: a list may show an object some time after the create that made it, so "nothing
// was made" is believed only when the last look still finds nothing. A lag longer than their sum
// (7 s) can still make a create be sent again.
var listSettleWaits = []time.Duration{time.Second, 2 * time.Second, 4 * time.Second}

// createdSinceMargin widens the request's window on both sides: for the whole seconds of the
// Date header and of created_at, and the time the request took to reach the service.
const createdSinceMargin = 2 * time.Second

// createdAtPrecision is how much earlier than the moment it was made a created_at may read (the
// service's timestamps are in whole seconds). Another writer's work counts from the request's
// sending less this alone: the Date headers place that moment no later than it was on the
// service's clock, and a wider margin would take the objects of a run that ended just before for
// another writer's.
const createdAtPrecision = time.Second

// lostCreate describes how one create finds what it may have made.
type lostCreate[T any] struct {
	// kind names the kind in logs and errors ("card"); claims are per kind.
	kind string
	// scope is where the kind's objects are listed (an account, a catalog, the app): an object
	// there that no create of this client accounts for is another writer's.
	scope string
	// key is the canonical form of what was sent; keyOf gives the same form of a candidate, so
	// that "identical" is each kind's own notion (a card: name and components).
	key   string
	keyOf func(T) string
	idOf  func(T) string
	// createdAt is when the service made a candidate; the zero time when it does not say, which
	// keeps a candidate from being adopted.
	createdAt func(T) time.Time
	// contradiction, when set, says what in an answer contradicts its own id ("" when nothing),
	// as a card_uri that names another card does when the id was changed on the way.
	contradiction func(T) string
	// list returns the candidates: the kind's objects, narrowed as far as its list allows.
	list func(ctx context.Context) ([]T, error)
	// recent, set when list is narrowed, returns the scope's newest objects (one page, newest
	// first): where another writer's work shows. Without it, list is the whole scope.
	recent func(ctx context.Context) ([]T, error)
}

func (lc lostCreate[T]) lostKey() lostKey {
	return lostKey{kind: lc.kind, scope: lc.scope, key: lc.key}
}

// createWindow is when one request of a create may have made its object, on the local clock:
// from when it was sent to the last moment it could have landed.
type createWindow struct{ sent, landBy time.Time }

// on is the window on the service's clock as the answers so far tell it, widened by
// createdSinceMargin on both sides.
func (w createWindow) on(clock *serverClock) (since, until time.Time) {
	return clock.toServer(w.sent).Add(-createdSinceMargin), clock.toServer(w.landBy).Add(createdSinceMargin)
}

// AmbiguousCreateError is a create whose answer was lost when the client cannot tell which
// object, if any, it made: several identical objects made since just before it and claimed by no
// other create may be it, or another client is creating in the same place at the same time
// (Others), so that an identical object may be that client's.
type AmbiguousCreateError struct {
	Kind string
	IDs  []string
	// Others are objects made meanwhile that no create of this client accounts for: the other
	// writer's work that rules out adopting; the first othersShown of them.
	Others []string
	// Cause is the failure of the create's last attempt.
	Cause error
}

func (e *AmbiguousCreateError) Error() string {
	if len(e.Others) > 0 {
		return fmt.Sprintf("the answer to creating a %s was lost while another client was creating %ss in the same place "+
			"(it made %s meanwhile), so the %s made since may be this create's or the other client's: %s; "+
			"import the one that belongs to this configuration, or delete the extra one (%v)",
			e.Kind, e.Kind, strings.Join(e.Others, ", "), identicalOnes(e.Kind, len(e.IDs)), strings.Join(e.IDs, ", "), e.Cause)
	}
	return fmt.Sprintf("the answer to creating a %s was lost and %d identical %ss made since may be it: %s (%v)",
		e.Kind, len(e.IDs), e.Kind, strings.Join(e.IDs, ", "), e.Cause)
}

// identicalOnes reads "identical card" or "2 identical cards".
func identicalOnes(kind string, n int) string {
	if n == 1 {
		return "identical " + kind
	}
	return fmt.Sprintf("%d identical %ss", n, kind)
}

func (e *AmbiguousCreateError) Unwrap() error { return e.Cause }

// untrustedAnswerError is a create's success answer that does not prove it is the object the
// create made; the create is then treated as one whose answer was lost.
type untrustedAnswerError struct {
	kind, id, problem string
	// differs is set for an object made within the window, claimed by no create, that is not
	// what was sent: the service did make something, so nothing found identical does not show
	// that nothing was made, and the create is not sent again.
	differs bool
}

func (e *untrustedAnswerError) Error() string {
	what := "an answer that names no id"
	if e.id != "" {
		what = fmt.Sprintf("%s %s", e.kind, e.id)
	}
	return fmt.Sprintf("the service answered the create with %s, which %s: it is not taken as the %s this create made",
		what, e.problem, e.kind)
}

// createReconciled runs create, and when its answer is lost or not believed, adopts what it made
// or sends it again, as the package comment of lostCreate says.
func createReconciled[T any](ctx context.Context, c *Client, lc lostCreate[T], create func(context.Context) (T, error)) (T, error) {
	var zero T
	lk := lc.lostKey()
	for attempt := 1; ; attempt++ {
		w := createWindow{sent: time.Now()}
		token := c.claims.start(lc.kind)
		v, err := create(ctx)
		w.landBy = time.Now()
		if err == nil {
			if err = lc.distrust(c, v, w); err == nil {
				c.claims.finish(lc.kind, token, lc.idOf(v), nil)
				return v, nil
			}
		}
		if !MayHaveActed(err) {
			c.claims.finish(lc.kind, token, "", nil)
			return zero, err
		}
		c.claims.finish(lc.kind, token, "", &lk)
		w.landBy = w.landBy.Add(c.landingWait(err))
		found, ok, rerr := lookFor(ctx, c, lc, w, err)
		var untrusted *untrustedAnswerError
		switch {
		case rerr != nil:
			c.claims.doneLooking(lk, true)
			return zero, rerr
		case ok:
			c.claims.doneLooking(lk, false)
			c.logger.Warn(ctx, "adopted the object a create made although its answer was lost", map[string]any{
				"kind": lc.kind, "id": lc.idOf(found), "attempt": attempt, "error": err.Error(),
			})
			reportAdoption(ctx, Adoption{Kind: lc.kind, ID: lc.idOf(found), Cause: err})
			return found, nil
		case attempt == lostCreateAttempts, errors.As(err, &untrusted) && untrusted.differs:
			c.claims.doneLooking(lk, true)
			return zero, err
		}
		c.claims.doneLooking(lk, false)
		c.logger.Warn(ctx, "the answer to a create was lost and nothing was made; sending it again", map[string]any{
			"kind": lc.kind, "attempt": attempt, "error": err.Error(),
		})
	}
}

// distrust returns why v, a create's success answer, does not prove it is the object the
// request of window w made; nil when it does.
func (lc lostCreate[T]) distrust(c *Client, v T, w createWindow) error {
	id := lc.idOf(v)
	untrusted := func(problem string, differs bool) error {
		return &untrustedAnswerError{kind: lc.kind, id: id, problem: problem, differs: differs}
	}
	if id == "" {
		return untrusted("names no id", false)
	}
	if c.claims.claimed(lc.kind, id) {
		return untrusted("another create of this client already made or adopted", false)
	}
	if lc.contradiction != nil {
		if p := lc.contradiction(v); p != "" {
			return untrusted(p, false)
		}
	}
	since, until := w.on(&c.clock)
	if at := lc.createdAt(v); !at.IsZero() && (at.Before(since) || at.After(until)) {
		return untrusted(fmt.Sprintf("was made at %s, outside the request's window (%s to %s on the service's clock)",
			at.Format(time.RFC3339), since.Format(time.RFC3339), until.Format(time.RFC3339)), false)
	}
	if !agrees(lc.key, lc.keyOf(v)) {
		return untrusted("is not what was sent", true)
	}
	return nil
}

// landingWait is how long after a failure its request may still land: one attempt timeout when
// the client stopped waiting for the answer, or a gateway did (504), since the request may then
// still be on its way or queued; none when the service answered or the connection broke.
func (c *Client) landingWait(err error) time.Duration {
	var ce *ConnectionError
	if errors.As(err, &ce) && ce.Timeout {
		return c.attemptTimeout
	}
	var apiErr *Error
	if errors.As(err, &apiErr) && apiErr.StatusCode == http.StatusGatewayTimeout {
		return c.attemptTimeout
	}
	return 0
}

// lookFor looks for what a create with a lost answer made, once the request can no longer land
// (w.landBy), and looks again after each of c.relooks while it finds nothing: the list may not
// show the object yet. The last look comes right before the create is sent again.
func lookFor[T any](ctx context.Context, c *Client, lc lostCreate[T], w createWindow, cause error) (T, bool, error) {
	var zero T
	if d := time.Until(w.landBy); d > 0 {
		c.logger.Warn(ctx, "a create got no answer in time; waiting for the request to land before looking for what it made",
			map[string]any{"kind": lc.kind, "wait_ms": d.Milliseconds()})
		if err := sleep(ctx, d); err != nil {
			return zero, false, fmt.Errorf("%w; waiting for it to land before looking for the %s it may have made: %v", cause, lc.kind, err)
		}
	}
	found, ok, err := reconcile(ctx, c, lc, w, cause)
	for i := 0; err == nil && !ok && i < len(c.relooks); i++ {
		if werr := sleep(ctx, c.relooks[i]); werr != nil {
			return found, false, fmt.Errorf("%w; waiting to look again for the %s it may have made: %v", cause, lc.kind, werr)
		}
		found, ok, err = reconcile(ctx, c, lc, w, cause)
	}
	return found, ok, err
}

// reconcile looks once for what a create with a lost answer made. Reconciliations of one kind run
// one at a time, after every create that was in flight while the candidates were listed has
// claimed its object, so that no two creates adopt the same one.
func reconcile[T any](ctx context.Context, c *Client, lc lostCreate[T], w createWindow, cause error) (T, bool, error) {
	var zero T
	// The create's failure stays the error: the lookup only failed to resolve it.
	lookupFailed := func(err error) error {
		return fmt.Errorf("%w; looking for the %s it may have made failed too: %v", cause, lc.kind, err)
	}
	release, err := c.claims.reconcileTurn(ctx, lc.kind)
	if err != nil {
		return zero, false, lookupFailed(err)
	}
	defer release()
	candidates, err := lc.list(ctx)
	if err != nil {
		return zero, false, lookupFailed(err)
	}
	// The lists' answers have told the service's time: the window is placed after them.
	since, until := w.on(&c.clock)
	inWindow := func(v T) bool {
		at := lc.createdAt(v)
		return !at.IsZero() && !at.Before(since) && !at.After(until)
	}
	evidence := candidates
	if lc.recent != nil {
		// Only an object that could be adopted needs the evidence of the scope's newest objects.
		evidence = nil
		if slices.ContainsFunc(candidates, func(v T) bool { return inWindow(v) && lc.keyOf(v) == lc.key }) {
			if evidence, err = lc.recent(ctx); err != nil {
				return zero, false, lookupFailed(err)
			}
		}
	}
	// A create whose object the lists show was registered before they answered; waiting for
	// every create registered by now lets each of those claim its own object first.
	listedUpTo := c.claims.issued()
	if err := c.claims.waitSettled(ctx, lc.kind, listedUpTo); err != nil {
		return zero, false, lookupFailed(err)
	}
	// identical holds the unclaimed objects identical to what was sent, made since the window
	// opened; adoptable those of them made within it.
	var identical, adoptable []T
	for _, cand := range candidates {
		at := lc.createdAt(cand)
		if at.IsZero() || at.Before(since) || lc.keyOf(cand) != lc.key || c.claims.claimed(lc.kind, lc.idOf(cand)) {
			continue
		}
		identical = append(identical, cand)
		if inWindow(cand) {
			adoptable = append(adoptable, cand)
		}
	}
	if len(adoptable) == 0 {
		return zero, false, nil
	}
	// Oldest first, so that identical creates reconciling one after another adopt in one order.
	oldestFirst := func(a, b T) int { return lc.createdAt(a).Compare(lc.createdAt(b)) }
	slices.SortStableFunc(identical, oldestFirst)
	slices.SortStableFunc(adoptable, oldestFirst)
	others := otherWriters(c, lc, evidence, since.Add(createdSinceMargin-createdAtPrecision))
	// As many identical objects as identical creates looking for theirs, and nobody else at
	// work: they are interchangeable, and each create takes one.
	if len(others) == 0 && len(identical) <= c.claims.lookingFor(lc.lostKey()) {
		c.claims.claim(lc.kind, lc.idOf(adoptable[0]))
		return adoptable[0], true, nil
	}
	ids := make([]string, len(identical))
	for i, m := range identical {
		ids[i] = lc.idOf(m)
	}
	return zero, false, &AmbiguousCreateError{Kind: lc.kind, IDs: ids, Others: others, Cause: cause}
}

// othersShown bounds AmbiguousCreateError.Others: a few show the other writer at work, and a
// busy account could show a page of them.
const othersShown = 10

// otherWriters returns the ids, at most othersShown, of the objects of evidence that show another
// writer at work: not identical to what was sent (identical ones are candidates), made since the
// request was sent (from), claimed by no create of this client, and, for what they hold, more
// than this client's lost creates may have made.
func otherWriters[T any](c *Client, lc lostCreate[T], evidence []T, from time.Time) []string {
	mayHaveMade := c.claims.mayHaveMade(lc.lostKey())
	byKey := map[string][]string{}
	for _, v := range evidence {
		at, id := lc.createdAt(v), lc.idOf(v)
		if at.IsZero() || at.Before(from) || id == "" || c.claims.claimed(lc.kind, id) {
			continue
		}
		if k := lc.keyOf(v); k != lc.key {
			byKey[k] = append(byKey[k], id)
		}
	}
	var out []string
	for k, ids := range byKey {
		if len(ids) > mayHaveMade[k] {
			out = append(out, ids...)
		}
	}
	slices.Sort(out)
	return out[:min(len(out), othersShown)]
}

// lostCreateCandidates bounds the candidates a reconciliation reads: one page of the largest
// size, newest first where the list can sort.
const lostCreateCandidates = 200

// serviceTime reads a created_at of the service (seconds, or milliseconds for scheduled
// feeds); the zero time when it cannot, which keeps the candidate from being adopted.
func serviceTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// canonical is the JSON form of v, the key of a sent body; encoding the client's own types
// cannot fail, and if it did the empty key would match nothing.
func canonical(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

// pointers returns pointers to the items of a list, the form lostCreate works on.
func pointers[T any](items []T) []*T {
	out := make([]*T, len(items))
	for i := range items {
		out[i] = &items[i]
	}
	return out
}
