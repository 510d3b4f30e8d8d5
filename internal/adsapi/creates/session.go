package creates

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"time"
)

// ErrStopped is the cause of a write that was not sent because Terraform asked the provider to stop
// before it went out; nothing was made.
var ErrStopped = errors.New("not sent: Terraform asked the provider to stop before this request went out, so nothing was made")

// Session is one resource Create under way, as the client's create methods take it. On a graceful
// stop (Terraform's Ctrl-C) the context of every request in flight is cancelled; a create cancelled
// after its request reached the service would leave an object that no state records. So a session
// runs its calls under a context the stop does not end at once: a write already let through
// finishes, its lookups and read-backs included, within the grace; a write not yet sent is refused
// (ErrStopped). Its adoptions are kept for its opener, who reports each one (Opened.End).
//
// It goes by value, so that a create method cannot be called without one (nil does not compile),
// and its state is unexported, so that only Begin makes a working one. A zero Session, which Go lets
// any importer of this package write, is refused before anything is sent (ErrNoSession); the
// provider's families do not import this package at all (a test in internal/provider holds that),
// so theirs is always the one fw.Create opened.
type Session struct{ s *session }

// Opened is a session as its opener holds it: the Session to hand to the creates, and the stop and
// the end, which the creates never reach.
type Opened struct{ s *session }

// session is the state of one Session.
type session struct {
	grace  time.Duration
	cancel context.CancelFunc
	// unwatch stops watching the parent context for the stop.
	unwatch func() bool

	mu      sync.Mutex
	stopped bool
	// wrote is set when a write of the session was let through before the stop. It may still wait
	// for room in its rate-limit window before it goes out; the grace bounds that wait too.
	wrote     bool
	expiry    *time.Timer
	adoptions []Adoption
}

// Report is what a session did that the user must know.
type Report struct {
	// Adoptions are the objects its creates took as their own after a lost answer.
	Adoptions []Adoption
	// CutShort is set when the stop's grace ran out before the session ended.
	CutShort bool
}

type sessionKey struct{}

// Begin opens a session under parent and returns the context its calls run under. A cancellation
// of parent is the stop: onStop (which may be nil) is told, writes not yet sent are refused, and the
// returned context ends grace later. Every Begin needs its End.
func Begin(parent context.Context, grace time.Duration, onStop func()) (context.Context, Opened) {
	run, cancel := context.WithCancel(context.WithoutCancel(parent))
	s := &session{grace: grace, cancel: cancel}
	s.unwatch = context.AfterFunc(parent, func() {
		if onStop != nil {
			onStop()
		}
		s.stop()
	})
	// The transport reaches the gate only through the context: every call made while the session
	// runs, whichever method makes it, must see the same gate.
	return context.WithValue(run, sessionKey{}, s), Opened{s}
}

// Session is the session to hand to the client's create methods.
func (o Opened) Session() Session { return Session(o) }

// Stop marks the stop, as a cancellation of the parent does.
func (o Opened) Stop() { o.s.stop() }

// End releases the session and returns its report.
func (o Opened) End() Report { return o.s.end() }

// stop marks the stop: writes not yet let through are refused from now on, and the session's
// context ends after the grace.
func (s *session) stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped {
		return
	}
	s.stopped = true
	s.expiry = time.AfterFunc(s.grace, s.cancel)
}

// end releases the session and returns its report.
func (s *session) end() Report {
	s.unwatch()
	s.mu.Lock()
	stopped, expiry := s.stopped, s.expiry
	adoptions := append([]Adoption(nil), s.adoptions...)
	s.mu.Unlock()
	// Stop reports false when the timer has fired: the grace ran out before the session ended.
	cutShort := stopped && expiry != nil && !expiry.Stop()
	s.cancel()
	return Report{Adoptions: adoptions, CutShort: cutShort}
}

func (s *session) adopt(a Adoption) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.adoptions = append(s.adoptions, a)
}

// Admit is checked by the transport before a call's first attempt. After the stop, a write in a
// session that has let no write through is refused with ErrStopped. Reads pass: they change
// nothing, and a create that was sent needs them to find what it made. A call outside any session is
// not gated.
func Admit(ctx context.Context, method string) error {
	s, ok := ctx.Value(sessionKey{}).(*session)
	if !ok || method == http.MethodGet {
		return nil
	}
	return s.admitWrite()
}

// admitWrite lets a write of the session through, or refuses it after the stop when none went out
// before. A write is let through atomically with the check, so a stop that comes at the same moment
// either finds it sent or keeps it from going out.
func (s *session) admitWrite() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.stopped && !s.wrote {
		return ErrStopped
	}
	s.wrote = true
	return nil
}
