package creates

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// thing is a made-up kind for the engine's tests: what a create sends and what the service holds.
type thing struct {
	ID, Name, Made string
}

type nopLogger struct{}

func (nopLogger) Warn(context.Context, string, map[string]any) {}

// store is a service of things whose create answers can be lost or replaced.
type store struct {
	mu     sync.Mutex
	things []*thing
	sends  int
}

func (st *store) make(name string) *thing {
	st.mu.Lock()
	defer st.mu.Unlock()
	t := &thing{ID: fmt.Sprint(100 + len(st.things)), Name: name, Made: time.Now().UTC().Format(time.RFC3339)}
	st.things = append(st.things, t)
	return t
}

func (st *store) list(context.Context) ([]*thing, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	return append([]*thing(nil), st.things...), nil
}

func (st *store) spec(name string) Spec[*thing] {
	return Spec[*thing]{
		Kind: "thing", Scope: "s", Sent: Canonical(name),
		KeyOf:     func(t *thing) string { return Canonical(t.Name) },
		IDOf:      func(t *thing) string { return t.ID },
		CreatedAt: func(t *thing) time.Time { return ServiceTime(t.Made) },
		Missing:   func(t *thing) []string { return Lacks(map[string]bool{"created_at": t.Made != ""}) },
		List:      st.list,
	}
}

func testEngine() *Engine {
	e := NewEngine(time.Second, nopLogger{})
	e.Relooks = []time.Duration{time.Millisecond}
	return e
}

func begin(t *testing.T) (context.Context, Opened) {
	ctx, s := Begin(t.Context(), time.Minute, nil)
	t.Cleanup(func() { s.End() })
	return ctx, s
}

var errLost = errors.New("connection reset after the request went out")

// A short answer (an id and a name, none of what the service always sends) proves nothing: the
// create made its object, the engine finds that one and adopts it, and the short answer's id stays out.
func TestShortAnswerIsTreatedAsLost(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	got, err := Run(ctx, e, s.Session(), st.spec("mine"), func(context.Context) (*thing, error) {
		st.sends++
		st.make("mine")
		return &thing{ID: "999", Name: "mine"}, nil
	})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got.ID != "100" || st.sends != 1 {
		t.Errorf("Run = %s after %d sends, want the object made, 100, after 1", got.ID, st.sends)
	}
	adoptions := s.End().Adoptions
	var untrusted *UntrustedAnswerError
	if len(adoptions) != 1 || adoptions[0].ID != "100" || !errors.As(adoptions[0].Cause, &untrusted) ||
		!strings.Contains(untrusted.Error(), "lacks what the service always sends for a thing (created_at)") {
		t.Errorf("adoptions = %+v, want 100 adopted because the answer lacked created_at", adoptions)
	}
}

// A complete answer naming an object another create already claimed is not believed either.
func TestAnswerNamingAClaimedObjectIsNotBelieved(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	first, err := Run(ctx, e, s.Session(), st.spec("a"), func(context.Context) (*thing, error) { return st.make("a"), nil })
	if err != nil {
		t.Fatal(err)
	}
	second, err := Run(ctx, e, s.Session(), st.spec("a"), func(context.Context) (*thing, error) {
		st.make("a")
		return first, nil
	})
	if err != nil || second.ID == first.ID {
		t.Fatalf("second = %+v, %v; want the second object, not %s", second, err, first.ID)
	}
}

// A lost answer when nothing was made is sent again, and only after the last look.
func TestLostAnswerThatMadeNothingIsSentAgain(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	got, err := Run(ctx, e, s.Session(), st.spec("x"), func(context.Context) (*thing, error) {
		st.sends++
		if st.sends == 1 {
			return nil, errLost
		}
		return st.make("x"), nil
	})
	if err != nil || got == nil || st.sends != 2 || len(st.things) != 1 {
		t.Fatalf("Run = %+v, %v after %d sends and %d objects; want one object after 2 sends", got, err, st.sends, len(st.things))
	}
	if a := s.End().Adoptions; len(a) != 0 {
		t.Errorf("adoptions = %+v, want none", a)
	}
}

// A refusal the service cannot have acted on is returned at once, with no lookup.
func TestRefusalIsNotLookedBehind(t *testing.T) {
	st := &store{}
	e := testEngine()
	refused := errors.New("400 refused")
	e.MayHaveActed = func(err error) bool { return !errors.Is(err, refused) }
	ctx, s := begin(t)
	lists := 0
	spec := st.spec("x")
	spec.List = func(ctx context.Context) ([]*thing, error) { lists++; return st.list(ctx) }
	if _, err := Run(ctx, e, s.Session(), spec, func(context.Context) (*thing, error) { return nil, refused }); !errors.Is(err, refused) {
		t.Fatalf("err = %v, want the refusal", err)
	}
	if lists != 0 {
		t.Errorf("lists = %d, want 0", lists)
	}
}

// Two identical objects made within the window, and one lost create: which is its own cannot be told.
func TestTwoIdenticalObjectsAreAmbiguous(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	_, err := Run(ctx, e, s.Session(), st.spec("twin"), func(context.Context) (*thing, error) {
		st.make("twin")
		st.make("twin")
		return nil, errLost
	})
	var amb *AmbiguousCreateError
	if !errors.As(err, &amb) || len(amb.IDs) != 2 {
		t.Fatalf("err = %v, want two candidates", err)
	}
	if !strings.Contains(amb.Explain("acc/"), "acc/100, acc/101") {
		t.Errorf("Explain does not name the import ids: %s", amb.Explain("acc/"))
	}
}

// A create called with a zero Session, one that Begin did not open, sends nothing.
func TestRunWithoutASessionSendsNothing(t *testing.T) {
	st := &store{}
	_, err := Run(t.Context(), testEngine(), Session{}, st.spec("x"), func(context.Context) (*thing, error) {
		st.sends++
		return st.make("x"), nil
	})
	if !errors.Is(err, ErrNoSession) || st.sends != 0 {
		t.Errorf("err = %v after %d sends, want ErrNoSession and none", err, st.sends)
	}
}

// beforeSpec is the spec of things whose answers carry no created_at: what a lost create made is told
// by the scope's listing before the send.
func (st *store) beforeSpec(name string) Spec[*thing] {
	spec := st.spec(name)
	spec.CreatedAt = func(*thing) time.Time { return time.Time{} }
	spec.Missing = nil
	spec.Before = st.list
	return spec
}

// A kind without created_at: the object a lost create made is the identical one that was not there
// before the send, and it is adopted; an identical object that was there before is left alone.
func TestLostCreateOfAKindWithoutCreatedAtAdoptsWhatWasNotThereBefore(t *testing.T) {
	st := &store{}
	old := st.make("mine")
	e := testEngine()
	ctx, s := begin(t)
	var made *thing
	got, err := Run(ctx, e, s.Session(), st.beforeSpec("mine"), func(context.Context) (*thing, error) {
		st.sends++
		made = st.make("mine")
		return nil, errLost
	})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got.ID != made.ID || got.ID == old.ID || st.sends != 1 {
		t.Errorf("adopted %s after %d sends; want %s, made by the one send, not %s, there before", got.ID, st.sends, made.ID, old.ID)
	}
}

// A kind without created_at: an answer naming an object that was there before the send proves
// nothing; the object the create made is found and adopted instead.
func TestAnswerNamingAnObjectThatWasThereBeforeIsNotBelieved(t *testing.T) {
	st := &store{}
	old := st.make("mine")
	e := testEngine()
	ctx, s := begin(t)
	var made *thing
	got, err := Run(ctx, e, s.Session(), st.beforeSpec("mine"), func(context.Context) (*thing, error) {
		made = st.make("mine")
		return old, nil
	})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	if got.ID != made.ID {
		t.Errorf("got %s, want %s: the answer named %s, which was there before", got.ID, made.ID, old.ID)
	}
}

// A kind without created_at whose scope cannot be listed before the send is not sent, and says so.
func TestCreateWhoseScopeCannotBeListedIsNotSent(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	spec := st.beforeSpec("mine")
	listFailed := errors.New("list refused")
	spec.Before = func(context.Context) ([]*thing, error) { return nil, listFailed }
	_, err := Run(ctx, e, s.Session(), spec, func(context.Context) (*thing, error) {
		st.sends++
		return st.make("mine"), nil
	})
	if !errors.Is(err, ErrNotSent) || !errors.Is(err, listFailed) || st.sends != 0 {
		t.Errorf("err = %v after %d sends; want ErrNotSent wrapping the list's failure, and nothing sent", err, st.sends)
	}
}
