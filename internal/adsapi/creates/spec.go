package creates

import (
	"context"
	"encoding/json"
	"slices"
	"time"
)

// Spec describes how one create of a kind is judged and how what it made is found.
type Spec[T any] struct {
	// Kind names the kind in logs and messages ("card"); claims are per kind.
	Kind string
	// Scope is where the kind's objects are listed (an account, a catalog, the app): an object
	// there that no create of this client accounts for is another writer's.
	Scope string
	// Sent is the canonical JSON form of what was sent; KeyOf gives the same form of an answer or a
	// candidate (each kind's own notion of "the same object": a card's name and components).
	Sent  string
	KeyOf func(T) string
	IDOf  func(T) string
	// CreatedAt is when the service made an object; the zero time when it does not say, which keeps
	// a candidate from being adopted unless Before is set.
	CreatedAt func(T) time.Time
	// Before, set for a kind whose objects carry no created_at, lists the scope right before each
	// send (Run; batched kinds carry created_at): an object that was not there then was made since,
	// which stands in for the created_at window, and an answer naming one that was is not believed.
	// It costs one list request per create; a create whose scope cannot be listed is not sent.
	Before func(ctx context.Context) ([]T, error)
	// Missing names what an answer lacks of what the service always sends for the kind (nil when
	// nothing): such an answer proves nothing and is treated as lost.
	Missing func(T) []string
	// Contradiction, when set, says what in an answer contradicts its own id ("" when nothing), as a
	// card_uri that names another card does when the id was changed on the way.
	Contradiction func(T) string
	// List returns the candidates: the kind's objects in Scope, narrowed as far as its list allows.
	List func(ctx context.Context) ([]T, error)
	// Recent, set when List is narrowed, returns the scope's newest objects (one page, newest
	// first): where another writer's work shows. Without it, List is the whole scope.
	Recent func(ctx context.Context) ([]T, error)
	// Holder, set for a kind whose objects have no import id of their own, is the object whose
	// resource holds all of them: an adoption of the kind is worded by it.
	Holder *Holder
}

func (s Spec[T]) lostKey() lostKey {
	return lostKey{kind: s.Kind, scope: s.Scope, key: s.Sent}
}

// Candidates bounds the candidates a lookup reads: one page of the largest size, newest first
// where the list can sort.
const Candidates = 200

// Canonical is the JSON form of v, the form of Spec.Sent and Spec.KeyOf; encoding a client's own
// types cannot fail, and if it did the empty key would match nothing.
func Canonical(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

// ServiceTime reads a created_at of the service (RFC 3339, with or without fractions); the zero
// time when it cannot, which keeps the candidate from being adopted.
func ServiceTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// Pointers returns pointers to the items of a list, the form a Spec works on.
func Pointers[T any](items []T) []*T {
	out := make([]*T, len(items))
	for i := range items {
		out[i] = &items[i]
	}
	return out
}

// Lacks returns, sorted, the names of the fields whose presence is false: the form of Spec.Missing.
func Lacks(present map[string]bool) []string {
	var out []string
	for name, ok := range present {
		if !ok {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}
