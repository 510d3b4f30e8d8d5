package emulator

import (
	"testing"
)

func dnrUsersPathOf(account, list string) string {
	return "/12/batch/accounts/" + account + "/do_not_reach_lists/" + list + "/users"
}

// dnrOp is an operation of a do-not-reach upload; expiresAt is sent when not "".
func dnrOp(opType string, users []map[string][]string, expiresAt string) map[string]any {
	params := map[string]any{"users": users}
	if expiresAt != "" {
		params["expires_at"] = expiresAt
	}
	return map[string]any{"operation_type": opType, "params": params}
}

// seedDoNotReachList gives the demo account a live list and answers its id.
func (f *fixture) seedDoNotReachList(l DoNotReachList) string {
	f.t.Helper()
	stored, err := f.srv.SeedDoNotReachList(DemoAccountID, l)
	if err != nil {
		f.t.Fatal(err)
	}
	return stored.ID
}

// dnrUpload sends ops to the demo account's list.
func (f *fixture) dnrUpload(list string, ops ...map[string]any) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: dnrUsersPathOf(DemoAccountID, list), json: ops})
}

// dnrCounts are the counts of a do-not-reach upload's answer, failing unless data is an array of one
// object.
func (r *result) dnrCounts(t *testing.T) (success, total any) {
	t.Helper()
	items, _ := r.body["data"].([]any)
	if len(items) != 1 {
		t.Fatalf("data is not an array of one object: %s", r.raw)
	}
	counts, _ := items[0].(map[string]any)
	return counts["success_count"], counts["total_count"]
}

// mustDNRUpload sends ops and fails unless the answer counts want member objects.
func (f *fixture) mustDNRUpload(list string, want int, ops ...map[string]any) *result {
	f.t.Helper()
	res := f.dnrUpload(list, ops...)
	res.wantStatus(f.t, 200)
	if s, tot := res.dnrCounts(f.t); s != float64(want) || tot != float64(want) {
		f.t.Fatalf("upload answered %v of %v, want %d of %d", s, tot, want, want)
	}
	return res
}
