package emulator

import (
	"bytes"
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"
)

// specUploadBody is endpoint 12's example body, byte for byte.
const specUploadBody = `[
 {
  "operation_type": "Update",
  "params": {
   "effective_at": "2018-05-15T00:00:00Z",
   "expires_at": "2019-01-01T07:00:00Z",
   "users": [
    {
     "email": ["4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"],
     "handle": ["7352f353c460e74c7ae226952d04f8aa307b12329c5512ec8cb6f1a0f8f9b2cb", "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d"]
    },
    {
     "email": ["5bf13d5ad4200407c5bc8b9bb578e425d05ef936fd488e3799a9d0806669223c"],
     "twitter_id": ["34d56c7159a7eea941f359653029410f813f65a1d2d13ecc5ccbdd5a8cb755cf", "00e7b76c9739dec57f4c4a20ec021a20ffcf26bd00f519b17ea00f0ed6048f85"]
    }
   ]
  }
 },
 {
  "operation_type": "Delete",
  "params": {
   "effective_at": "2018-05-15T00:00:00Z",
   "expires_at": "2019-01-01T07:00:00Z",
   "users": [
    {
     "device_id": ["8d969eef6ecad3c29a3a629280e686cf0c3f5d5a86aff3ca12020c923adc6c92"],
     "email": ["4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"],
     "handle": ["461222f5dd690a20651c3d19848015cb0369db3f8e937571ffb775de70750847"],
     "twitter_id": ["c623c7e163984493b46c547088542e95d0aaa529bc52bbecce3ff91eb6b7843b"]
    },
    {
     "email": ["5bf13d5ad4200407c5bc8b9bb578e425d05ef936fd488e3799a9d0806669223c"],
     "twitter_id": ["858cdc7f313f84a3f3c48e9a6323307c1ef1bb7439b8e3623e140454b0fd8fa5", "bb074e154657b91d99bd1bb3757409149670e8ae7a0fe9136fae29a26a7881c8"]
    }
   ]
  }
 }
]`

// The spec's example is answered exactly as the spec shows it: four member objects received. Its Update
// adds two people and its Delete removes both, each matched by one email, so the audience holds no one
// after it; the Update alone holds both, from their effective_at on.
func TestCustomAudienceUploadSpecExample(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	audience := f.seedAudience(CustomAudience{ID: "1nmth", Name: "twurl-using-subshell-for-file"})

	res := f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: specUploadBody})
	res.wantStatus(t, http.StatusOK)
	want := decodeExample(t, `{
	 "request": {"params": {"account_id": "18ce54d4x5t", "custom_audience_id": "1nmth"}},
	 "data": {"success_count": 4, "total_count": 4}
	}`)
	if !reflect.DeepEqual(res.body, want) {
		t.Fatalf("answer = %s, want the spec's", res.raw)
	}
	if f.memberCount(audience) != 0 || f.srv.HasCustomAudienceMember(DemoAccountID, audience, "handle", hashOf("adsapi")) {
		t.Errorf("the example's Delete left %d people, or the handle of its first", f.memberCount(audience))
	}

	var ops []map[string]any
	if err := json.Unmarshal([]byte(specUploadBody), &ops); err != nil {
		t.Fatal(err)
	}
	f.mustUpload(audience, 2, ops[0])
	if n := f.memberCount(audience); n != 0 {
		t.Errorf("before effective_at the audience counts %d, want 0", n)
	}
	clock.Advance(4 * 24 * time.Hour)
	// The example's hashes are plain SHA-256 of the values 2.4 names.
	if n := f.memberCount(audience); n != 2 || !f.srv.HasCustomAudienceMember(DemoAccountID, audience, "handle", hashOf("twitter")) ||
		!f.srv.HasCustomAudienceMember(DemoAccountID, audience, "email", hashOf("edf@twitter.com")) {
		t.Errorf("after effective_at the audience counts %d, want the example's 2 people", n)
	}
}

// Each refusal of a body: errors for the whole request, operation_errors at the position of the
// operation for one operation, 400 either way, and no member value in the answer or the access log.
func TestCustomAudienceUploadRefusals(t *testing.T) {
	t.Parallel()
	var log bytes.Buffer
	f := newFixture(t, Options{AccessLog: &log})
	audience := f.seedAudience(CustomAudience{Name: "refusals"})
	const secret = "0123456789abcdefSECRET"
	good := op("Update", emails(0, 2))
	withParams := func(params map[string]any) map[string]any {
		return map[string]any{"operation_type": "Update", "params": params}
	}
	users := []map[string][]string{member("email", hashOf("a"))}
	for _, tc := range []struct {
		name            string
		bad             any
		code, parameter string
	}{
		{"no operation_type", map[string]any{"params": map[string]any{"users": users}}, codeMissingParameter, "operation_type"},
		{"unknown operation_type", map[string]any{"operation_type": "Create", "params": map[string]any{"users": users}}, codeInvalidParameter, "operation_type"},
		{"operation_type not a string", map[string]any{"operation_type": 1, "params": map[string]any{"users": users}}, codeInvalidParameter, "operation_type"},
		{"no params", map[string]any{"operation_type": "Delete"}, codeMissingParameter, "params"},
		{"no users", withParams(map[string]any{}), codeMissingParameter, "users"},
		{"no member", withParams(map[string]any{"users": []any{}}), codeInvalidParameter, "users"},
		{"users not an array", withParams(map[string]any{"users": secret}), codeInvalidParameter, "users"},
		{"unknown parameter", withParams(map[string]any{"users": users, "list_type": "EMAIL"}), codeInvalidParameter, "list_type"},
		{"empty member", withParams(map[string]any{"users": []any{map[string]any{}}}), codeInvalidParameter, "users[0]"},
		{"member of empty arrays", withParams(map[string]any{"users": []any{map[string]any{"email": []string{}}}}), codeInvalidParameter, "users[0]"},
		{"short hash", op("Update", []map[string][]string{member("email", hashOf("a")), member("handle", hashOf("b"), "handle", secret)}), codeInvalidParameter, "users[1].handle[1]"},
		{"hash not hexadecimal", op("Delete", []map[string][]string{member("phone_number", strings.Repeat("g", 64))}), codeInvalidParameter, "users[0].phone_number[0]"},
		{"empty partner_user_id", op("Update", []map[string][]string{member("partner_user_id", "")}), codeInvalidParameter, "users[0].partner_user_id[0]"},
		{"unknown identifier", withParams(map[string]any{"users": []any{map[string]any{"ssn": []string{secret}}}}), codeInvalidParameter, "users[0].ssn"},
		{"identifier not an array", withParams(map[string]any{"users": []any{map[string]any{"email": secret}}}), codeInvalidParameter, "users[0].email"},
		{"member not an object", withParams(map[string]any{"users": []any{secret}}), codeInvalidParameter, "users[0]"},
		{"operation not an object", secret, codeInvalidParameter, ""},
		{"operation null", nil, codeInvalidParameter, ""},
		{"effective_at not a time", op("Update", users, "tomorrow"), codeInvalidParameter, "effective_at"},
		{"expires_at not a time", op("Update", users, "", "2019-02-30T00:00:00Z"), codeInvalidParameter, "expires_at"},
		{"expires_at before effective_at", op("Update", users, "2018-06-01T00:00:00Z", "2018-05-31T00:00:00Z"), codeInvalidParameter, "expires_at"},
		{"expires_at at effective_at", op("Update", users, "2018-06-01T00:00:00Z", "2018-06-01T00:00:00Z"), codeInvalidParameter, "expires_at"},
		// The default expiry is 13 months after the request, not after effective_at.
		{"effective_at past the default expiry", op("Update", users, "2019-07-01T00:00:00Z"), codeInvalidParameter, "expires_at"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: []any{good, tc.bad}})
			res.wantOperationError(t, 2, 1, tc.code, tc.parameter)
			if echo := res.echoOf(t); !reflect.DeepEqual(echo, map[string]any{"account_id": DemoAccountID, "custom_audience_id": audience}) {
				t.Errorf("request.params = %v", echo)
			}
			if strings.Contains(string(res.raw), secret) || strings.Contains(string(res.raw), hashOf("a")) {
				t.Errorf("the answer names a member value: %s", res.raw)
			}
			// All or nothing: the good operation before it was not applied either.
			if n := f.memberCount(audience); n != 0 {
				t.Errorf("the refused upload left %d people", n)
			}
		})
	}

	refusedWhole := func(t *testing.T, res *result) {
		t.Helper()
		res.wantError(t, http.StatusBadRequest, codeInvalidParameter, "")
		if res.body["operation_errors"] != nil || f.memberCount(audience) != 0 {
			t.Errorf("a request-level refusal answered operation_errors or applied something: %s", res.raw)
		}
	}
	for name, body := range map[string]string{"object": `{"operation_type": "Update"}`, "empty array": `[]`, "not JSON": `[{`, "null": `null`} {
		t.Run(name, func(t *testing.T) {
			refusedWhole(t, f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: body}))
		})
	}
	t.Run("2,501 operations", func(t *testing.T) {
		ops := make([]map[string]any, 2501)
		for i := range ops {
			ops[i] = op("Update", users)
		}
		refusedWhole(t, f.upload(audience, ops...))
		f.mustUpload(audience, 2500, ops[:2500]...)
		f.mustUpload(audience, 1, op("Delete", users))
	})
	t.Run("body over 5,000,000 bytes", func(t *testing.T) {
		body := `[` + strings.Repeat(" ", maxMemberUploadBody) + `]`
		refusedWhole(t, f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: body}))
		// At the limit the body is read.
		body = `[` + strings.Repeat(" ", maxMemberUploadBody-len(`[]`)-len(mustJSON(t, good))) + mustJSON(t, good) + `]`
		f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: body}).wantStatus(t, http.StatusOK)
		f.mustUpload(audience, 2, op("Delete", emails(0, 2)))
	})
	t.Run("not JSON content", func(t *testing.T) {
		f.do(apiCall{method: "POST", path: usersPathOf(DemoAccountID, audience), json: `[]`, contentType: "text/plain"}).
			wantError(t, http.StatusBadRequest, codeInvalidParameter, "")
	})
	if strings.Contains(log.String(), secret) {
		t.Errorf("the access log names a member value")
	}
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Who may upload (Gap 17): the owner and an account granted READ_WRITE, whose upload fills the owner's
// audience; a READ_ONLY grantee is refused 403; an account the audience is not shared with, an unknown
// and a deleted audience are 404 TAILORED_AUDIENCE_NOT_FOUND.
func TestCustomAudienceUploadAccess(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	readOnly := f.seedAudience(CustomAudience{Name: "read only"})
	readWrite := f.seedAudience(CustomAudience{Name: "read write"})
	private := f.seedAudience(CustomAudience{Name: "private"})
	f.grant(readOnly, OtherAccountID, "READ_ONLY").wantStatus(t, http.StatusCreated)
	f.grant(readWrite, OtherAccountID, "READ_WRITE").wantStatus(t, http.StatusCreated)
	asOther := func(audience string) *result {
		return f.do(apiCall{method: "POST", path: usersPathOf(OtherAccountID, audience), creds: &otherCreds, json: []any{op("Update", emails(0, 3))}})
	}

	asOther(readOnly).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	asOther(private).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	asOther("nosuch").wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	res := asOther(readWrite)
	res.wantStatus(t, http.StatusOK)
	if echo := res.echoOf(t); echo["account_id"] != OtherAccountID || echo["custom_audience_id"] != readWrite {
		t.Errorf("echo = %v", echo)
	}
	if f.memberCount(readWrite) != 3 || f.memberCount(readOnly) != 0 {
		t.Errorf("counts %d and %d, want the READ_WRITE grantee's 3 in the owner's audience", f.memberCount(readWrite), f.memberCount(readOnly))
	}

	if err := f.srv.DeleteCustomAudience(DemoAccountID, private); err != nil {
		t.Fatal(err)
	}
	f.upload(private, op("Update", emails(0, 1))).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	f.upload("nosuch", op("Update", emails(0, 1))).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
}
