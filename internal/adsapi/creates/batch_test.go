package creates

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// A batch whose answer is lost after the service made its first two items (of four) is reconciled item
// by item: those two are adopted, the other two are sent again in one smaller batch, and no item is
// made twice.
func TestLostBatchIsReconciledItemByItem(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	_, other := begin(t)
	names := []string{"a", "b", "c", "d"}
	items := make([]Item[*thing], len(names))
	for i, n := range names {
		items[i] = Item[*thing]{Session: s.Session(), Spec: st.spec(n)}
	}
	items[1].Session = other.Session()
	var batches [][]string
	results, errs := RunBatch(ctx, e, items, func(_ context.Context, items []int) ([]*thing, error) {
		var sent []string
		for _, i := range items {
			sent = append(sent, names[i])
		}
		batches = append(batches, sent)
		if len(batches) == 1 {
			st.make("a")
			st.make("b")
			return nil, errLost
		}
		out := make([]*thing, len(items))
		for j, i := range items {
			out[j] = st.make(names[i])
		}
		return out, nil
	})
	for i, err := range errs {
		if err != nil {
			t.Errorf("item %s: %v", names[i], err)
		}
	}
	if want := [][]string{{"a", "b", "c", "d"}, {"c", "d"}}; !slices.EqualFunc(batches, want, slices.Equal[[]string]) {
		t.Errorf("batches sent = %v, want %v", batches, want)
	}
	var ids []string
	for _, r := range results {
		ids = append(ids, r.ID)
	}
	if want := []string{"100", "101", "102", "103"}; !slices.Equal(ids, want) || len(st.things) != 4 {
		t.Errorf("results = %v with %d objects held, want %v and 4", ids, len(st.things), want)
	}
	// Each adoption goes to the session of the Create its item belongs to.
	if a := s.End().Adoptions; len(a) != 1 || a[0].ID != "100" {
		t.Errorf("adoptions of a's session = %+v, want 100", a)
	}
	if a := other.End().Adoptions; len(a) != 1 || a[0].ID != "101" {
		t.Errorf("adoptions of b's session = %+v, want 101", a)
	}
}

// Each item's answer is judged on its own: a short answer for one item makes only that item lost.
func TestBatchJudgesEachAnswer(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	items := []Item[*thing]{{Session: s.Session(), Spec: st.spec("a")}, {Session: s.Session(), Spec: st.spec("b")}}
	sends := 0
	results, errs := RunBatch(ctx, e, items, func(_ context.Context, items []int) ([]*thing, error) {
		sends++
		a, b := st.make("a"), st.make("b")
		return []*thing{a, {ID: "999", Name: b.Name}}, nil
	})
	if errs[0] != nil || errs[1] != nil || results[0].ID != "100" || results[1].ID != "101" || sends != 1 {
		t.Errorf("results %+v %+v, errors %v, sends %d; want 100 believed, 101 adopted, 1 send", results[0], results[1], errs, sends)
	}
}

// A batch the service refused as a whole fails every item with the refusal, and nothing is looked for.
func TestRefusedBatchFailsEveryItem(t *testing.T) {
	st := &store{}
	e := testEngine()
	refused := errors.New("400 refused")
	e.MayHaveActed = func(err error) bool { return !errors.Is(err, refused) }
	ctx, s := begin(t)
	items := []Item[*thing]{{Session: s.Session(), Spec: st.spec("a")}, {Session: s.Session(), Spec: st.spec("b")}}
	_, errs := RunBatch(ctx, e, items, func(context.Context, []int) ([]*thing, error) {
		return nil, refused
	})
	if !errors.Is(errs[0], refused) || !errors.Is(errs[1], refused) {
		t.Errorf("errors = %v, want the refusal for each item", errs)
	}
}

// An item whose session was stopped before it sent anything is not sent; the others are.
func TestStoppedItemIsLeftOutOfTheBatch(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	_, stopped := begin(t)
	stopped.Stop()
	items := []Item[*thing]{{Session: s.Session(), Spec: st.spec("a")}, {Session: stopped.Session(), Spec: st.spec("b")}}
	var sent []int
	results, errs := RunBatch(ctx, e, items, func(_ context.Context, idx []int) ([]*thing, error) {
		sent = idx
		return []*thing{st.make("a")}, nil
	})
	if !slices.Equal(sent, []int{0}) || errs[0] != nil || results[0] == nil || !errors.Is(errs[1], ErrStopped) {
		t.Errorf("sent %v, results %v, errors %v; want only a sent, b refused with ErrStopped", sent, results, errs)
	}
}
