package fw

import "testing"

// The first claim of a kind in a scope wins, every later one loses; another scope or another kind is
// claimed apart.
func TestPlanOnePerScope(t *testing.T) {
	t.Parallel()
	d := &ProviderData{}
	for i, c := range []struct {
		kind, scope string
		first       bool
	}{
		{"do-not-reach list", "acc1", true},
		{"do-not-reach list", "acc1", false},
		{"do-not-reach list", "acc2", true},
		{"app event provider configuration", "acc1", true},
		{"do-not-reach list", "acc1", false},
	} {
		if got := d.PlanOnePerScope(c.kind, c.scope); got != c.first {
			t.Errorf("claim %d of %s in %s = %t, want %t", i, c.kind, c.scope, got, c.first)
		}
	}
	if !(&ProviderData{}).PlanOnePerScope("do-not-reach list", "acc1") {
		t.Error("a provider configured again (the next command) does not start over")
	}
}
