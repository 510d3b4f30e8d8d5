package creates

import (
	"context"
	"errors"
	"net/http"
	"testing"
	"time"
)

// The stop of the parent does not end the session's context at once; after it a write that was not
// let through is refused, reads pass, and the end of the session ends its context.
func TestSessionOutlivesTheStop(t *testing.T) {
	parent, stop := context.WithCancel(t.Context())
	stopped := make(chan struct{})
	ctx, s := Begin(parent, time.Minute, func() { close(stopped) })
	stop()
	<-stopped
	if ctx.Err() != nil {
		t.Fatalf("the session's context ended with its parent: %v", ctx.Err())
	}
	if err := Admit(ctx, http.MethodPost); !errors.Is(err, ErrStopped) {
		t.Errorf("a write after the stop: %v, want ErrStopped", err)
	}
	if err := Admit(ctx, http.MethodGet); err != nil {
		t.Errorf("a read after the stop: %v", err)
	}
	if r := s.End(); r.CutShort {
		t.Error("a session that ended within its grace was reported cut short")
	}
	if ctx.Err() == nil {
		t.Error("End left the session's context running")
	}
}

// A write let through before the stop lets the session's later writes through too, until the grace
// runs out: then the context ends and the report says the session was cut short.
func TestSessionThatWroteFinishesWithinTheGrace(t *testing.T) {
	ctx, s := Begin(t.Context(), 50*time.Millisecond, nil)
	if err := Admit(ctx, http.MethodPost); err != nil {
		t.Fatal(err)
	}
	s.Stop()
	if err := Admit(ctx, http.MethodPut); err != nil {
		t.Errorf("a further write of a session that wrote: %v", err)
	}
	<-ctx.Done()
	if r := s.End(); !r.CutShort {
		t.Error("a session that outlasted its grace was not reported cut short")
	}
}

// A call outside any session is not gated.
func TestAdmitOutsideASession(t *testing.T) {
	if err := Admit(t.Context(), http.MethodPost); err != nil {
		t.Errorf("Admit = %v, want nil", err)
	}
}
