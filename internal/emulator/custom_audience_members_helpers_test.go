package emulator

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"testing"
	"time"
)

func usersPathOf(account, audience string) string {
	return customAudiencesPathOf(account) + "/" + audience + "/users"
}

// hashOf is a member value as 2.4 sends it: the SHA-256 of the normalized value, in lower-case hex.
func hashOf(v string) string {
	h := sha256.Sum256([]byte(v))
	return hex.EncodeToString(h[:])
}

// member is a member object: pairs of identifier type and value.
func member(kv ...string) map[string][]string {
	m := map[string][]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = append(m[kv[i]], kv[i+1])
	}
	return m
}

// emails are n member objects of one hashed email each, numbered from first.
func emails(first, n int) []map[string][]string {
	users := make([]map[string][]string, n)
	for i := range users {
		users[i] = member("email", hashOf("person"+strconv.Itoa(first+i)+"@example.com"))
	}
	return users
}

// op is an operation of an upload; window holds effective_at and expires_at when sent ("" leaves one
// out).
func op(opType string, users []map[string][]string, window ...string) map[string]any {
	params := map[string]any{"users": users}
	for i, name := range []string{"effective_at", "expires_at"} {
		if i < len(window) && window[i] != "" {
			params[name] = window[i]
		}
	}
	return map[string]any{"operation_type": opType, "params": params}
}

// upload sends ops to the demo account's audience.
func (f *fixture) upload(audience string, ops ...map[string]any) *result {
	f.t.Helper()
	return f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: ops})
}

// mustUpload sends ops and fails unless the answer counts want member objects.
func (f *fixture) mustUpload(audience string, want int, ops ...map[string]any) {
	f.t.Helper()
	res := f.upload(audience, ops...)
	res.wantStatus(f.t, 200)
	if data := res.object(f.t); data["success_count"] != float64(want) || data["total_count"] != float64(want) {
		f.t.Fatalf("upload answered %v, want %d of %d", data, want, want)
	}
}

// memberCount is the demo account's audience's count now.
func (f *fixture) memberCount(audience string) int {
	return f.srv.CustomAudienceMemberCount(DemoAccountID, audience)
}

// wantOperationError checks a refused upload: 400, no data, and operation_errors with an entry at each
// position, null but at the one refused with code and parameter.
func (r *result) wantOperationError(t *testing.T, ops, at int, code, parameter string) {
	t.Helper()
	if r.status != 400 || r.body["data"] != nil {
		t.Fatalf("status %d, want 400 without data: %s", r.status, r.raw)
	}
	entries, _ := r.body["operation_errors"].([]any)
	if len(entries) != ops {
		t.Fatalf("operation_errors has %d entries, want %d: %s", len(entries), ops, r.raw)
	}
	for i, e := range entries {
		if i != at {
			if e != nil {
				t.Errorf("operation_errors[%d] = %v, want null", i, e)
			}
			continue
		}
		entry, _ := e.(map[string]any)
		gotParam, _ := entry["parameter"].(string)
		if msg, _ := entry["message"].(string); entry["code"] != code || gotParam != parameter || msg == "" {
			t.Fatalf("operation_errors[%d] = %v, want %s on %q", i, e, code, parameter)
		}
	}
}

// set moves the clock to t.
func (c *testClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}
