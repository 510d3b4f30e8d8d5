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
	names := []string{"a", "b", "c", "d"}
	specs := make([]Spec[*thing], len(names))
	for i, n := range names {
		specs[i] = st.spec(n)
	}
	var batches [][]string
	results, errs := RunBatch(ctx, e, s, specs, func(_ context.Context, items []int) ([]*thing, error) {
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
	if a := s.End().Adoptions; len(a) != 2 || a[0].ID != "100" || a[1].ID != "101" {
		t.Errorf("adoptions = %+v, want 100 and 101", a)
	}
}

// Each item's answer is judged on its own: a short answer for one item makes only that item lost.
func TestBatchJudgesEachAnswer(t *testing.T) {
	st := &store{}
	e := testEngine()
	ctx, s := begin(t)
	specs := []Spec[*thing]{st.spec("a"), st.spec("b")}
	sends := 0
	results, errs := RunBatch(ctx, e, s, specs, func(_ context.Context, items []int) ([]*thing, error) {
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
	_, errs := RunBatch(ctx, e, s, []Spec[*thing]{st.spec("a"), st.spec("b")}, func(context.Context, []int) ([]*thing, error) {
		return nil, refused
	})
	if !errors.Is(errs[0], refused) || !errors.Is(errs[1], refused) {
		t.Errorf("errors = %v, want the refusal for each item", errs)
	}
}
