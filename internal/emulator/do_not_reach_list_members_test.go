package emulator

import (
	"bytes"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"
)

// specDNRUploadBody is endpoint 19's example body, byte for byte (its upper-case hashes included), but
// for the request line the spec's example wraps inside the JSON block (Gap 10).
const specDNRUploadBody = `[
 {
  "operation_type": "Update",
  "params": {
   "expires_at": "2023-01-22T00:00:00Z",
   "users": [
    {
     "email": ["FEAD76F6ADF99FFFB997AA4E3C8AD38FF531BC4C956DBD03CD0163F744D8AABC"],
     "phone_number": ["CCABF1B62A202E0FE28BC6C014983C89A65451DD4482BD66A0ADB65366F38A9A"]
    },
    {
     "email": ["FEAD76F6ADF99FFFB997AA4E3C8AD38FF531BC4C956DBD03CD0163F744D8AABA"],
     "phone_number": ["CCABF1B62A202E0FE28BC6C014983C89A65451DD4482BD66A0ADB65366F38A9E"]
    }
   ]
  }
 }
]`

// The spec's example is answered exactly as the spec shows it, on the list its answer echoes (4ofrq; its
// path names 4kzro, Gap 4). Its upper-case hashes are taken as the same identifiers as their lower-case
// spelling; the list keeps the list_size and targetability it had (their meaning is not shown), and its
// updated_at is the upload's.
func TestDoNotReachUploadSpecExample(t *testing.T) {
	t.Parallel()
	clock := &testClock{now: time.Date(2022, 6, 1, 12, 0, 0, 0, time.UTC)}
	f := newFixture(t, Options{Now: clock.Now})
	list := f.seedDoNotReachList(DoNotReachList{ID: "4ofrq", CreatedAt: time.Date(2022, 2, 8, 23, 2, 7, 0, time.UTC)})

	res := f.do(apiCall{method: "POST", path: dnrUsersPathOf(DemoAccountID, list), json: specDNRUploadBody})
	res.wantStatus(t, http.StatusOK)
	want := decodeExample(t, `{
	 "data": [
	  {"success_count": 2, "total_count": 2}
	 ],
	 "request": [
	  {"params": {"do_not_reach_list_id": "4ofrq", "expires_at": "2023-01-22T00:00:00Z", "account_id": "`+DemoAccountID+`"},
	   "operation_type": "Update"}
	 ]
	}`)
	if !reflect.DeepEqual(res.body, want) {
		t.Fatalf("answer = %s, want the spec's", res.raw)
	}
	if n := f.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 2 {
		t.Errorf("the list holds %d people, want the example's 2", n)
	}
	for _, h := range []string{"FEAD76F6ADF99FFFB997AA4E3C8AD38FF531BC4C956DBD03CD0163F744D8AABC", "fead76f6adf99fffb997aa4e3c8ad38ff531bc4c956dbd03cd0163f744d8aaba"} {
		if !f.srv.HasDoNotReachListMember(DemoAccountID, list, "email", h) {
			t.Errorf("email %s… not held", h[:8])
		}
	}
	if f.srv.HasDoNotReachListMember(DemoAccountID, list, "phone_number", hashOf("+11234567890")) ||
		f.srv.HasDoNotReachListMember(DemoAccountID, list, "handle", "fead76f6adf99fffb997aa4e3c8ad38ff531bc4c956dbd03cd0163f744d8aabc") {
		t.Errorf("the hooks hold an identifier never sent")
	}
	stored, _ := f.srv.DoNotReachList(DemoAccountID, list)
	if stored.ListSize != nil || stored.Targetable || !reflect.DeepEqual(stored.ReasonsNotTargetable, newAudienceReasons) || !stored.UpdatedAt.Equal(clock.Now()) {
		t.Errorf("list after the upload = %+v", stored)
	}

	// A Delete matched by one identifier removes the person, their other identifier with them.
	f.mustDNRUpload(list, 1, dnrOp("Delete", []map[string][]string{member("phone_number", "ccabf1b62a202e0fe28bc6c014983c89a65451dd4482bd66a0adb65366f38a9a")}, ""))
	if n := f.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 1 ||
		f.srv.HasDoNotReachListMember(DemoAccountID, list, "email", "FEAD76F6ADF99FFFB997AA4E3C8AD38FF531BC4C956DBD03CD0163F744D8AABC") {
		t.Errorf("after the Delete the list holds %d people, or the removed person's email", n)
	}
	// Memberships lapse at expires_at.
	clock.set(time.Date(2023, 1, 22, 0, 0, 0, 0, time.UTC))
	if n := f.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 0 {
		t.Errorf("at expires_at the list counts %d, want 0", n)
	}
}

// expires_at defaults to 13 months after the request, echoed in each operation's entry in request
// order; a sent one must be later than now and less than 13 months ahead.
func TestDoNotReachUploadExpiry(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	list := f.seedDoNotReachList(DoNotReachList{})
	limit := fixedNow.AddDate(0, 13, 0)

	res := f.mustDNRUpload(list, 3, dnrOp("Update", emails(0, 2), ""), dnrOp("Delete", emails(5, 1), formatTime(fixedNow.Add(time.Second))))
	entries, _ := res.body["request"].([]any)
	if len(entries) != 2 {
		t.Fatalf("request = %s, want one entry per operation", res.raw)
	}
	for i, want := range []struct{ opType, expires string }{{"Update", formatTime(limit)}, {"Delete", formatTime(fixedNow.Add(time.Second))}} {
		e, _ := entries[i].(map[string]any)
		params, _ := e["params"].(map[string]any)
		if e["operation_type"] != want.opType || params["expires_at"] != want.expires || params["do_not_reach_list_id"] != list ||
			params["account_id"] != DemoAccountID || len(params) != 3 {
			t.Errorf("request[%d] = %v, want %s until %s", i, e, want.opType, want.expires)
		}
	}
	f.mustDNRUpload(list, 1, dnrOp("Update", emails(9, 1), formatTime(limit.Add(-time.Second))))
	if n := f.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 3 {
		t.Errorf("the list counts %d, want 3", n)
	}

	for name, expires := range map[string]string{
		"now":             formatTime(fixedNow),
		"past":            "2018-01-01T00:00:00Z",
		"13 months ahead": formatTime(limit),
		"later":           formatTime(limit.AddDate(1, 0, 0)),
		"not a time":      "2019-02-30T00:00:00Z",
	} {
		t.Run(name, func(t *testing.T) {
			f.dnrUpload(list, dnrOp("Update", emails(20, 1), expires)).wantOperationError(t, 1, 0, codeInvalidParameter, "expires_at")
		})
	}
}

// Each refusal of an operation: operation_errors at its position, 400, nothing applied, and no member
// value in the answer or the access log. effective_at is refused, and so are the identifier types the
// endpoint does not take (Gap 4: email and phone_number only).
func TestDoNotReachUploadRefusals(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	f := newFixture(t, Options{AccessLog: &log})
	list := f.seedDoNotReachList(DoNotReachList{})
	const secret = "0123456789abcdefSECRET"
	good := dnrOp("Update", emails(0, 2), "")
	withParams := func(params map[string]any) map[string]any {
		return map[string]any{"operation_type": "Update", "params": params}
	}
	users := []map[string][]string{member("email", hashOf("a"))}
	for _, tc := range []struct {
		name            string
		bad             any
		code, parameter string
	}{
		{"effective_at", withParams(map[string]any{"users": users, "effective_at": "2018-06-01T00:00:00Z"}), codeInvalidParameter, "effective_at"},
		{"effective_at not a time", withParams(map[string]any{"users": users, "effective_at": 5}), codeInvalidParameter, "effective_at"},
		{"handle", dnrOp("Update", []map[string][]string{member("email", hashOf("a")), member("handle", hashOf(secret))}, ""), codeInvalidParameter, "users[1].handle"},
		{"device_id", dnrOp("Delete", []map[string][]string{member("device_id", hashOf(secret))}, ""), codeInvalidParameter, "users[0].device_id"},
		{"twitter_id", dnrOp("Update", []map[string][]string{member("twitter_id", hashOf(secret))}, ""), codeInvalidParameter, "users[0].twitter_id"},
		{"partner_user_id", dnrOp("Update", []map[string][]string{member("partner_user_id", secret)}, ""), codeInvalidParameter, "users[0].partner_user_id"},
		{"handle not an array", withParams(map[string]any{"users": []any{map[string]any{"handle": secret}}}), codeInvalidParameter, "users[0].handle"},
		{"the first table's emails", withParams(map[string]any{"emails": users}), codeInvalidParameter, "emails"},
		{"no users", withParams(map[string]any{}), codeMissingParameter, "users"},
		{"unknown operation_type", map[string]any{"operation_type": "Create", "params": map[string]any{"users": users}}, codeInvalidParameter, "operation_type"},
		{"short hash", dnrOp("Update", []map[string][]string{member("phone_number", secret)}, ""), codeInvalidParameter, "users[0].phone_number[0]"},
		{"empty member", withParams(map[string]any{"users": []any{map[string]any{}}}), codeInvalidParameter, "users[0]"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(apiCall{method: "POST", path: dnrUsersPathOf(DemoAccountID, list), json: []any{good, tc.bad}})
			res.wantOperationError(t, 2, 1, tc.code, tc.parameter)
			if echo := res.echoOf(t); !reflect.DeepEqual(echo, map[string]any{"account_id": DemoAccountID, "do_not_reach_list_id": list}) {
				t.Errorf("request.params = %v", echo)
			}
			if strings.Contains(string(res.raw), secret) || strings.Contains(string(res.raw), hashOf(secret)) || strings.Contains(string(res.raw), hashOf("a")) {
				t.Errorf("the answer names a member value: %s", res.raw)
			}
			if n := f.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 0 {
				t.Errorf("the refused upload left %d people", n)
			}
		})
	}

	t.Run("2,501 operations", func(t *testing.T) {
		ops := make([]map[string]any, 2501)
		for i := range ops {
			ops[i] = dnrOp("Update", users, "")
		}
		f.dnrUpload(list, ops...).wantError(t, http.StatusBadRequest, codeInvalidParameter, "")
		res := f.mustDNRUpload(list, 2500, ops[:2500]...)
		if entries, _ := res.body["request"].([]any); len(entries) != 2500 {
			t.Errorf("request has %d entries, want 2500", len(entries))
		}
		f.mustDNRUpload(list, 1, dnrOp("Delete", users, ""))
	})
	t.Run("body over 5,000,000 bytes", func(t *testing.T) {
		body := `[` + strings.Repeat(" ", maxMemberUploadBody) + `]`
		f.do(apiCall{method: "POST", path: dnrUsersPathOf(DemoAccountID, list), json: body}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "")
	})
	if strings.Contains(log.String(), secret) || strings.Contains(log.String(), hashOf("a")) {
		t.Errorf("the access log names a member value")
	}
}

// An unknown list, a deleted one and one of another account are 404 NOT_FOUND; an account the caller is
// not associated with is refused as on every advertising route.
func TestDoNotReachUploadNotFound(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	list := f.seedDoNotReachList(DoNotReachList{})
	other, err := f.srv.SeedDoNotReachList(OtherAccountID, DoNotReachList{})
	if err != nil {
		t.Fatal(err)
	}
	ops := []map[string]any{dnrOp("Update", emails(0, 1), "")}
	f.dnrUpload("nosuch", ops...).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.dnrUpload(other.ID, ops...).wantError(t, http.StatusNotFound, codeNotFound, "")
	f.do(apiCall{method: "POST", path: dnrUsersPathOf(OtherAccountID, other.ID), json: ops}).wantError(t, http.StatusNotFound, codeNotFound, "")
	if err := f.srv.DeleteDoNotReachList(DemoAccountID, list); err != nil {
		t.Fatal(err)
	}
	f.dnrUpload(list, ops...).wantError(t, http.StatusNotFound, codeNotFound, "")
	if f.srv.DoNotReachListMemberCount(DemoAccountID, list) != 0 || f.srv.DoNotReachListMemberCount(OtherAccountID, other.ID) != 0 {
		t.Errorf("a refused upload was applied")
	}
}

// The upload spends from a window of its own, 1,500 a minute, apart from endpoint 12's and from the
// 450 writes; Fault.ShortCount shortens its one-element data array's success_count.
func TestDoNotReachUploadWindowAndShortCount(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	list := f.seedDoNotReachList(DoNotReachList{})
	audience := f.seedAudience(CustomAudience{Name: "window"})
	f.dnrUpload(list, dnrOp("Update", emails(0, 1), "")).wantLimit(t, 1500, 1499, fixedNow.Add(time.Minute))
	f.upload(audience, op("Update", emails(0, 1))).wantLimit(t, 1500, 1499, fixedNow.Add(time.Minute))
	f.dnrUpload(list, dnrOp("Update", emails(1, 1), "")).wantLimit(t, 1500, 1498, fixedNow.Add(time.Minute))
	f.audience("name", "a write").wantLimit(t, 450, 449, fixedNow.Add(time.Minute))

	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: "/12/batch/accounts/" + DemoAccountID + "/do_not_reach_lists", ShortCount: true})
	res := f.dnrUpload(list, dnrOp("Update", emails(2, 3), ""))
	res.wantStatus(t, http.StatusOK)
	if s, tot := res.dnrCounts(t); s != float64(2) || tot != float64(3) {
		t.Errorf("counts %v of %v, want 2 of 3", s, tot)
	}
	if n := f.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 5 {
		t.Errorf("the list counts %d, want 5: the request was carried out", n)
	}

	small := newFixture(t, Options{RouteWindows: map[string]RouteWindow{"POST " + doNotReachListUsersPath: {Requests: 1, Window: time.Minute}}})
	list = small.seedDoNotReachList(DoNotReachList{})
	small.mustDNRUpload(list, 1, dnrOp("Update", emails(0, 1), ""))
	small.dnrUpload(list, dnrOp("Update", emails(1, 1), "")).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	if n := small.srv.DoNotReachListMemberCount(DemoAccountID, list); n != 1 {
		t.Errorf("the refused upload was applied: %d people", n)
	}
}
