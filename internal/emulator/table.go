package emulator

import (
	"cmp"
	"fmt"
	"slices"
	"time"
)

// table is one kind's storage as the test hooks see it: where its rows live and the rules its
// hooks keep. The hooks themselves (get, ids, live, edit, remove, seed) are written once below,
// each under the server's lock, so that a kind declares its table and its rules, nothing else.
// P is the parent that holds the rows (an account, a product catalog), T the stored row.
type table[P, T any] struct {
	// noun names the kind in the hooks' errors ("card").
	noun   string
	parent parentOf[P]
	rows   func(P) map[string]*T
	fields func(*T) rowFields
	// newID hands out a fresh id: (*Server).newDecimalID or (*Server).newBase36ID.
	newID func(*Server) string

	// The rules below are optional.

	// clone copies a row with slices of its own, so that a caller never shares memory with the
	// stored row; nil when a plain copy does.
	clone func(T) T
	// clock is the kind's clock when it is not s.now (scheduled feeds keep milliseconds).
	clock func(*Server) time.Time
	// settle runs before each hook and after an edit or a seed: what the clock alone changes
	// (a scheduled post publishing itself), as the dispatcher runs it before each request.
	settle func(*Server)
	// normalise brings an edited or seeded row to the precision the service stores.
	normalise func(*T)
	// keep restores what an edit may not change besides the id and the parent (a card's
	// card_uri), or refuses an edit that would break a rule the service keeps.
	keep func(edited, stored *T) error
	// check refuses a seed before it spends an id; fill then sets its blank fields (and may
	// refuse one that needs the id). The id, the parent and blank times are the table's.
	check func(s *Server, p P, r *T) error
	fill  func(s *Server, p P, r *T) error
}

// parentOf finds the parent of a table's rows; callers hold s.mu.
type parentOf[P any] struct {
	noun string
	find func(s *Server, id string) (P, error)
}

// The parents of the tables: an ads account, or a product catalog for scheduled feeds.
var (
	accountParent = parentOf[*account]{noun: "account", find: (*Server).accountLocked}
	catalogParent = parentOf[*productCatalog]{noun: "product catalog", find: (*Server).catalogLocked}
)

// rowFields points at the fields of a row that every hook reads or sets.
type rowFields struct {
	id, parentID         *string
	createdAt, updatedAt *time.Time
	// deleted is nil for kinds deleted for good, and for those whose hooks list deleted rows.
	deleted *bool
}

func (t table[P, T]) copyOf(r T) T {
	if t.clone == nil {
		return r
	}
	return t.clone(r)
}

func (t table[P, T]) now(s *Server) time.Time {
	if t.clock == nil {
		return s.now()
	}
	return t.clock(s)
}

// lock takes the server's lock and settles what the clock has changed; the caller defers the
// returned unlock.
func (t table[P, T]) lock(s *Server) func() {
	s.mu.Lock()
	if t.settle != nil {
		t.settle(s)
	}
	return s.mu.Unlock
}

func (t table[P, T]) deleted(r *T) bool {
	d := t.fields(r).deleted
	return d != nil && *d
}

// get returns a copy of a stored row, soft-deleted ones included.
func (t table[P, T]) get(s *Server, parentID, id string) (T, bool) {
	defer t.lock(s)()
	p, err := t.parent.find(s, parentID)
	if err != nil || t.rows(p)[id] == nil {
		var zero T
		return zero, false
	}
	return t.copyOf(*t.rows(p)[id]), true
}

// ids returns the ids of the parent's rows that are not soft-deleted, in the service's order.
func (t table[P, T]) ids(s *Server, parentID string) []string {
	defer t.lock(s)()
	p, err := t.parent.find(s, parentID)
	if err != nil {
		return nil
	}
	var ids []string
	for id, r := range t.rows(p) {
		if !t.deleted(r) {
			ids = append(ids, id)
		}
	}
	slices.SortFunc(ids, compareIDs)
	return ids
}

// live returns copies of the parent's rows that are not soft-deleted and match (nil matches
// all), oldest first: what a test compares with Terraform's state.
func (t table[P, T]) live(s *Server, parentID string, match func(*T) bool) []T {
	defer t.lock(s)()
	p, err := t.parent.find(s, parentID)
	if err != nil {
		return nil
	}
	var out []T
	for _, r := range t.rows(p) {
		if !t.deleted(r) && (match == nil || match(r)) {
			out = append(out, t.copyOf(*r))
		}
	}
	slices.SortFunc(out, func(x, y T) int {
		fx, fy := t.fields(&x), t.fields(&y)
		return cmp.Or(fx.createdAt.Compare(*fy.createdAt), compareIDs(*fx.id, *fy.id))
	})
	return out
}

// edit changes a stored row behind the API's back (drift). fn runs under the server's lock on a
// copy; the id and parent cannot change, nor what keep restores, and the update time is set to
// the clock's now unless fn set it. No rule of the API is checked.
func (t table[P, T]) edit(s *Server, parentID, id string, fn func(*T)) error {
	defer t.lock(s)()
	p, err := t.parent.find(s, parentID)
	if err != nil {
		return fmt.Errorf("edit %s %s: %w", t.noun, id, err)
	}
	stored := t.rows(p)[id]
	if stored == nil {
		return fmt.Errorf("edit %s %s in %s %s: %w", t.noun, id, t.parent.noun, parentID, ErrNotFound)
	}
	edited := t.copyOf(*stored)
	fn(&edited)
	ef, sf := t.fields(&edited), t.fields(stored)
	*ef.id, *ef.parentID = *sf.id, *sf.parentID
	if t.keep != nil {
		if err := t.keep(&edited, stored); err != nil {
			return fmt.Errorf("edit %s %s: %w", t.noun, id, err)
		}
	}
	if ef.updatedAt.Equal(*sf.updatedAt) {
		*ef.updatedAt = t.now(s)
	}
	if t.normalise != nil {
		t.normalise(&edited)
	}
	*stored = edited
	if t.settle != nil {
		t.settle(s)
	}
	return nil
}

// remove deletes a row out of band, as the service would on DELETE: soft (a deleted row is
// missing to a second delete) or for good, as the kind's fields say.
func (t table[P, T]) remove(s *Server, parentID, id string) error {
	defer t.lock(s)()
	p, err := t.parent.find(s, parentID)
	if err != nil {
		return fmt.Errorf("delete %s %s: %w", t.noun, id, err)
	}
	r := t.rows(p)[id]
	if r == nil || t.deleted(r) {
		return fmt.Errorf("delete %s %s in %s %s: %w", t.noun, id, t.parent.noun, parentID, ErrNotFound)
	}
	if f := t.fields(r); f.deleted != nil {
		*f.deleted, *f.updatedAt = true, t.now(s)
		return nil
	}
	delete(t.rows(p), id)
	return nil
}

// seed stores r under the parent without the API's checks and returns it as stored. A blank id
// gets a fresh one, a taken one fails with ErrConflict; blank creation and update times take the
// clock's now; the kind's check and fill do the rest.
func (t table[P, T]) seed(s *Server, parentID string, r T) (T, error) {
	var zero T
	defer t.lock(s)()
	p, err := t.parent.find(s, parentID)
	if err != nil {
		return zero, fmt.Errorf("seed %s: %w", t.noun, err)
	}
	r = t.copyOf(r)
	f := t.fields(&r)
	*f.parentID = parentID
	if t.check != nil {
		if err := t.check(s, p, &r); err != nil {
			return zero, fmt.Errorf("seed %s: %w", t.noun, err)
		}
	}
	if *f.id == "" {
		*f.id = t.newID(s)
	}
	if t.rows(p)[*f.id] != nil {
		return zero, fmt.Errorf("seed %s %s in %s %s: %w", t.noun, *f.id, t.parent.noun, parentID, ErrConflict)
	}
	now := t.now(s)
	for _, at := range []*time.Time{f.createdAt, f.updatedAt} {
		if at.IsZero() {
			*at = now
		}
	}
	if t.fill != nil {
		if err := t.fill(s, p, &r); err != nil {
			return zero, fmt.Errorf("seed %s: %w", t.noun, err)
		}
	}
	if t.normalise != nil {
		t.normalise(&r)
	}
	t.rows(p)[*f.id] = &r
	if t.settle != nil {
		t.settle(s)
	}
	return t.copyOf(r), nil
}

// seedTimes fills blank creation and update times with the clock's now, to the second in UTC.
func (s *Server) seedTimes(created, updated time.Time) (time.Time, time.Time) {
	if created.IsZero() {
		created = s.now()
	}
	if updated.IsZero() {
		updated = s.now()
	}
	return wholeSecond(created), wholeSecond(updated)
}

// wholeSecond is t in UTC to the second, the precision of the service's timestamps.
func wholeSecond(t time.Time) time.Time {
	return t.UTC().Truncate(time.Second)
}
