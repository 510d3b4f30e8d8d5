package emulator

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"
)

// The generic table's hooks, on a kind of the test's own, so that each rule a kind may declare is
// seen to act (and to be skipped when the kind declares none).

type tableTestRow struct {
	ParentID, ID, Name   string
	Tags                 []string
	CreatedAt, UpdatedAt time.Time
	Deleted              bool
}

type tableTestParent struct {
	rows map[string]*tableTestRow
}

// tableTestKind is a table over parents the test holds; soft decides whether rows delete softly,
// settled counts the settle calls.
func tableTestKind(parents map[string]*tableTestParent, soft bool, settled *int) table[*tableTestParent, tableTestRow] {
	return table[*tableTestParent, tableTestRow]{
		noun: "row",
		parent: parentOf[*tableTestParent]{noun: "parent", find: func(_ *Server, id string) (*tableTestParent, error) {
			if p := parents[id]; p != nil {
				return p, nil
			}
			return nil, fmt.Errorf("parent %s: %w", id, ErrNotFound)
		}},
		rows:  func(p *tableTestParent) map[string]*tableTestRow { return p.rows },
		newID: (*Server).newDecimalID,
		fields: func(r *tableTestRow) rowFields {
			f := rowFields{id: &r.ID, parentID: &r.ParentID, createdAt: &r.CreatedAt, updatedAt: &r.UpdatedAt}
			if soft {
				f.deleted = &r.Deleted
			}
			return f
		},
		clone: func(r tableTestRow) tableTestRow {
			r.Tags = slices.Clone(r.Tags)
			return r
		},
		settle: func(*Server) { *settled++ },
		check: func(_ *Server, _ *tableTestParent, r *tableTestRow) error {
			if r.Name == "refused" {
				return errors.New("refused by check")
			}
			return nil
		},
		keep: func(edited, stored *tableTestRow) error {
			if edited.Name == "" {
				return fmt.Errorf("a row keeps its name: %w", ErrConflict)
			}
			return nil
		},
	}
}

func TestTableSeedAndGet(t *testing.T) {
	clock := newTestClock()
	s := New(Options{Now: clock.Now})
	parents := map[string]*tableTestParent{"p": {rows: map[string]*tableTestRow{}}}
	var settled int
	tb := tableTestKind(parents, true, &settled)

	next := strconv.FormatUint(decimalIDBase+s.lastID+1, 10)
	if _, err := tb.seed(s, "p", tableTestRow{Name: "refused"}); err == nil {
		t.Fatal("a seed the kind's check refuses was stored")
	}
	tags := []string{"a"}
	got, err := tb.seed(s, "p", tableTestRow{Name: "first", ParentID: "elsewhere", Tags: tags})
	if err != nil {
		t.Fatal(err)
	}
	// The refused seed spent no id: this one has the id that was next before it.
	if got.ID != next || got.ParentID != "p" {
		t.Errorf("seeded id %q in %q, want %q in p", got.ID, got.ParentID, next)
	}
	if !got.CreatedAt.Equal(fixedNow) || !got.UpdatedAt.Equal(fixedNow) {
		t.Errorf("seeded times %v, %v; want the clock's %v", got.CreatedAt, got.UpdatedAt, fixedNow)
	}
	tags[0] = "changed"
	if stored, _ := tb.get(s, "p", got.ID); stored.Tags[0] != "a" {
		t.Errorf("the stored row shares the seed's slice: tags %v", stored.Tags)
	}
	if _, err := tb.seed(s, "p", tableTestRow{ID: got.ID, Name: "again"}); !errors.Is(err, ErrConflict) {
		t.Errorf("seeding a taken id: %v, want ErrConflict", err)
	}
	if _, err := tb.seed(s, "q", tableTestRow{Name: "x"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("seeding under a missing parent: %v, want ErrNotFound", err)
	}
	if _, ok := tb.get(s, "p", "nope"); ok {
		t.Error("get found a row never stored")
	}
	if settled == 0 {
		t.Error("the kind's settle never ran")
	}
}

func TestTableEdit(t *testing.T) {
	clock := newTestClock()
	s := New(Options{Now: clock.Now})
	parents := map[string]*tableTestParent{"p": {rows: map[string]*tableTestRow{}}}
	var settled int
	tb := tableTestKind(parents, true, &settled)
	row, err := tb.seed(s, "p", tableTestRow{Name: "a"})
	if err != nil {
		t.Fatal(err)
	}

	clock.Advance(time.Minute)
	before := settled
	err = tb.edit(s, "p", row.ID, func(r *tableTestRow) { r.ID, r.ParentID, r.Name = "other", "q", "b" })
	if err != nil {
		t.Fatal(err)
	}
	// settle runs before the edit and after it.
	if settled-before != 2 {
		t.Errorf("settle ran %d times around an edit, want 2", settled-before)
	}
	got, ok := tb.get(s, "p", row.ID)
	if !ok || got.Name != "b" || got.ParentID != "p" {
		t.Errorf("after the edit: %+v, %v; want name b, id and parent kept", got, ok)
	}
	if want := fixedNow.Add(time.Minute); !got.UpdatedAt.Equal(want) {
		t.Errorf("UpdatedAt = %v, want the clock's %v", got.UpdatedAt, want)
	}

	set := fixedNow.Add(-time.Hour)
	if err := tb.edit(s, "p", row.ID, func(r *tableTestRow) { r.UpdatedAt = set }); err != nil {
		t.Fatal(err)
	}
	if got, _ := tb.get(s, "p", row.ID); !got.UpdatedAt.Equal(set) {
		t.Errorf("UpdatedAt = %v, want the edit's own %v", got.UpdatedAt, set)
	}

	if err := tb.edit(s, "p", row.ID, func(r *tableTestRow) { r.Name = "" }); !errors.Is(err, ErrConflict) {
		t.Errorf("an edit the kind's keep refuses: %v, want ErrConflict", err)
	}
	if got, _ := tb.get(s, "p", row.ID); got.Name != "b" {
		t.Errorf("a refused edit changed the row: name %q", got.Name)
	}
	if err := tb.edit(s, "p", "nope", func(*tableTestRow) {}); !errors.Is(err, ErrNotFound) {
		t.Errorf("editing a missing row: %v, want ErrNotFound", err)
	}
}

func TestTableSoftDeleteIDsAndLive(t *testing.T) {
	clock := newTestClock()
	s := New(Options{Now: clock.Now})
	parents := map[string]*tableTestParent{"p": {rows: map[string]*tableTestRow{}}}
	var settled int
	tb := tableTestKind(parents, true, &settled)
	// Ids of different lengths: the service's order puts the shorter first.
	for _, r := range []tableTestRow{
		{ID: "10", Name: "ten", CreatedAt: fixedNow},
		{ID: "9", Name: "nine", CreatedAt: fixedNow},
		{ID: "8", Name: "eight", CreatedAt: fixedNow.Add(time.Second)},
	} {
		if _, err := tb.seed(s, "p", r); err != nil {
			t.Fatal(err)
		}
	}
	if got := tb.ids(s, "p"); !slices.Equal(got, []string{"8", "9", "10"}) {
		t.Errorf("ids = %v, want [8 9 10]", got)
	}

	clock.Advance(time.Minute)
	if err := tb.remove(s, "p", "9"); err != nil {
		t.Fatal(err)
	}
	if got, ok := tb.get(s, "p", "9"); !ok || !got.Deleted || !got.UpdatedAt.Equal(fixedNow.Add(time.Minute)) {
		t.Errorf("soft-deleted row: %+v, %v; want it kept, deleted at the clock's now", got, ok)
	}
	if err := tb.remove(s, "p", "9"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a second delete: %v, want ErrNotFound", err)
	}
	if got := tb.ids(s, "p"); !slices.Equal(got, []string{"8", "10"}) {
		t.Errorf("ids after the delete = %v, want [8 10]", got)
	}
	// Oldest first, then the service's id order.
	var names []string
	for _, r := range tb.live(s, "p", nil) {
		names = append(names, r.Name)
	}
	if !slices.Equal(names, []string{"ten", "eight"}) {
		t.Errorf("live = %v, want [ten eight]", names)
	}
	only := tb.live(s, "p", func(r *tableTestRow) bool { return r.Name == "eight" })
	if len(only) != 1 || only[0].ID != "8" {
		t.Errorf("live matching eight = %+v", only)
	}
}

func TestTableHardDelete(t *testing.T) {
	s := New(Options{Now: newTestClock().Now})
	parents := map[string]*tableTestParent{"p": {rows: map[string]*tableTestRow{}}}
	var settled int
	tb := tableTestKind(parents, false, &settled)
	row, err := tb.seed(s, "p", tableTestRow{Name: "a", Deleted: true})
	if err != nil {
		t.Fatal(err)
	}
	// Without a deleted field the kind's rows are listed whatever their Deleted says.
	if got := tb.ids(s, "p"); !slices.Equal(got, []string{row.ID}) {
		t.Errorf("ids = %v, want [%s]", got, row.ID)
	}
	if err := tb.remove(s, "p", row.ID); err != nil {
		t.Fatal(err)
	}
	if _, ok := tb.get(s, "p", row.ID); ok {
		t.Error("a row deleted for good is still there")
	}
	if err := tb.remove(s, "p", row.ID); !errors.Is(err, ErrNotFound) {
		t.Errorf("a second delete: %v, want ErrNotFound", err)
	}
}
