package adsapi

import (
	"context"
	"sync"
)

// Adoption is an object a create took as its own although the create's answer was lost: the
// service's list showed an identical object made within the create's window that no other create
// of this client claimed. It is reported to the caller (the provider turns it into a warning that
// names the id and how to undo the adoption), never only logged.
type Adoption struct {
	// Kind names the kind ("card"), ID the adopted object.
	Kind, ID string
	// Cause is the failure of the create whose answer was lost.
	Cause error
}

type adoptionsKey struct{}

// adoptions collects the adoptions of one caller; several goroutines may report at once.
type adoptions struct {
	mu   sync.Mutex
	list []Adoption
}

// WatchAdoptions returns a context under which the client's creates report what they adopt, and a
// function that returns the adoptions reported so far.
func WatchAdoptions(ctx context.Context) (context.Context, func() []Adoption) {
	a := &adoptions{}
	return context.WithValue(ctx, adoptionsKey{}, a), func() []Adoption {
		a.mu.Lock()
		defer a.mu.Unlock()
		return append([]Adoption(nil), a.list...)
	}
}

// reportAdoption tells the caller watching ctx (WatchAdoptions) of an adoption; without a watcher
// the adoption is only logged, by the create itself.
func reportAdoption(ctx context.Context, a Adoption) {
	w, ok := ctx.Value(adoptionsKey{}).(*adoptions)
	if !ok {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	w.list = append(w.list, a)
}
