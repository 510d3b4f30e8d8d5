package adsapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
)

// memberList gives the members of a slice, as a members file's Reader would.
type memberList struct{ ms []members.Member }

func (l *memberList) Next() (members.Member, error) {
	if len(l.ms) == 0 {
		return nil, io.EOF
	}
	m := l.ms[0]
	l.ms = l.ms[1:]
	return m, nil
}

// emails are n members of one email each, their hashes made up (64 hexadecimal digits from the number).
func emails(n int) *memberList {
	l := &memberList{}
	for i := range n {
		l.ms = append(l.ms, members.Member{{Kind: members.Email, Value: fmt.Sprintf("%064x", i)}})
	}
	return l
}

// uploadOp is one operation object of an upload request, decoded.
type uploadOp struct {
	OperationType string `json:"operation_type"`
	Params        struct {
		EffectiveAt string                `json:"effective_at"`
		ExpiresAt   string                `json:"expires_at"`
		Users       []map[string][]string `json:"users"`
	} `json:"params"`
}

func decodeOps(t *testing.T, body string) []uploadOp {
	t.Helper()
	var ops []uploadOp
	if err := json.Unmarshal([]byte(body), &ops); err != nil {
		t.Fatalf("the body is no array of operation objects: %v", err)
	}
	return ops
}

// countsOf answers an upload request with counts equal to the members it carries.
func countsOf(t *testing.T, w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	n := 0
	for _, op := range decodeOps(t, string(body)) {
		n += len(op.Params.Users)
	}
	writeJSON(w, 200, fmt.Sprintf(`{"request":{"params":{}},"data":{"success_count":%d,"total_count":%d}}`, n, n))
}

// The spec's example members (endpoint 12's first operation), as a file with an email and handle column
// and a file with an email and twitter_id column would give them: one request to the audience's users
// path, a JSON body of one Update operation carrying the times and the members as the example writes them.
func TestUploadMembersRequest(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { countsOf(t, w, r) })
	c := newTestClient(t, rec.srv.URL, nil)
	example := []map[string][]string{
		{"email": {"4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"},
			"handle": {"7352f353c460e74c7ae226952d04f8aa307b12329c5512ec8cb6f1a0f8f9b2cb", "49e0be2aeccfb51a8dee4c945c8a70a9ac500cf6f5cb08112575f74db9b1470d"}},
		{"email": {"5bf13d5ad4200407c5bc8b9bb578e425d05ef936fd488e3799a9d0806669223c"},
			"twitter_id": {"34d56c7159a7eea941f359653029410f813f65a1d2d13ecc5ccbdd5a8cb755cf", "00e7b76c9739dec57f4c4a20ec021a20ffcf26bd00f519b17ea00f0ed6048f85"}},
	}
	id := func(kind, value string) members.Identifier { return members.Identifier{Kind: kind, Value: value} }
	in := &memberList{ms: []members.Member{
		{id("email", example[0]["email"][0]), id("handle", example[0]["handle"][0]), id("handle", example[0]["handle"][1])},
		{id("email", example[1]["email"][0]), id("twitter_id", example[1]["twitter_id"][0]), id("twitter_id", example[1]["twitter_id"][1])},
	}}
	change := MemberChange{EffectiveAt: "2018-05-15T00:00:00Z", ExpiresAt: "2019-01-01T07:00:00Z"}
	var reported []UploadProgress
	got, err := c.CustomAudiences.UploadMembers(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", "1nmth", change, in,
		func(p UploadProgress) { reported = append(reported, p) })
	if err != nil || got != (UploadProgress{Requests: 1, Members: 2}) {
		t.Fatalf("UploadMembers = %+v, %v", got, err)
	}
	if !reflect.DeepEqual(reported, []UploadProgress{{1, 2}}) {
		t.Errorf("progress %v, want one report after the one request", reported)
	}
	seen := rec.requests()
	if len(seen) != 1 || seen[0].Method != http.MethodPost || seen[0].Path != "/12/accounts/18ce54d4x5t/custom_audiences/1nmth/users" ||
		seen[0].RawQuery != "" || seen[0].Header.Get("Content-Type") != "application/json" {
		t.Fatalf("requests %+v", seen)
	}
	ops := decodeOps(t, seen[0].Body)
	if len(ops) != 1 || ops[0].OperationType != "Update" || ops[0].Params.EffectiveAt != change.EffectiveAt ||
		ops[0].Params.ExpiresAt != change.ExpiresAt || !reflect.DeepEqual(ops[0].Params.Users, example) {
		t.Errorf("body %s", seen[0].Body)
	}

	// A removal without times: Delete, and neither time sent.
	if _, err := c.CustomAudiences.UploadMembers(ctxTimeout(t, 5*time.Second), "18ce54d4x5t", "1nmth", MemberChange{Remove: true}, emails(1), nil); err != nil {
		t.Fatal(err)
	}
	if body := rec.requests()[1].Body; !strings.HasPrefix(body, `[{"operation_type":"Delete","params":{"users":[{"email":[`) {
		t.Errorf("removal body %s", body)
	}
}

// 100,000 hashed emails go in two requests, each body at most 5,000,000 bytes, the first as full as the limit
// lets it be (one more member would pass it), every member sent once and in order.
func TestUploadMembersFillsRequestsToTheByteLimit(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) { countsOf(t, w, r) })
	c := newTestClient(t, rec.srv.URL, nil)
	const n = 100_000
	got, err := c.CustomAudiences.UploadMembers(ctxTimeout(t, 30*time.Second), "acc1", "aud1", MemberChange{}, emails(n), nil)
	if err != nil || got.Members != n || got.Requests != 2 {
		t.Fatalf("UploadMembers = %+v, %v; want %d members in 2 requests", got, err, n)
	}
	next := 0
	for i, r := range rec.requests() {
		if len(r.Body) > maxMemberBodyBytes {
			t.Errorf("request %d: %d bytes, over the limit", i+1, len(r.Body))
		}
		users := decodeOps(t, r.Body)[0].Params.Users
		if i == 0 && len(r.Body)+len(`,{"email":[""]}`)+64 <= maxMemberBodyBytes {
			t.Errorf("request 1 holds %d bytes: another member would have fit", len(r.Body))
		}
		for _, u := range users {
			if want := fmt.Sprintf("%064x", next); len(u["email"]) != 1 || u["email"][0] != want {
				t.Fatalf("request %d: member %v, want email %s", i+1, u, want)
			}
			next++
		}
	}
	if next != n {
		t.Errorf("%d members sent, want %d", next, n)
	}
}

// A request whose counts differ from what it sent is sent again; one that keeps differing fails the upload,
// naming the request, the counts and what the requests before it applied.
func TestUploadMembersCounts(t *testing.T) {
	t.Parallel()
	short := func(w http.ResponseWriter) {
		writeJSON(w, 200, `{"data":{"success_count":1,"total_count":2}}`)
	}
	once := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			short(w)
			return
		}
		countsOf(t, w, r)
	})
	c := newTestClient(t, once.srv.URL, nil)
	if got, err := c.CustomAudiences.UploadMembers(ctxTimeout(t, 5*time.Second), "acc1", "aud1", MemberChange{}, emails(2), nil); err != nil || got.Members != 2 {
		t.Fatalf("UploadMembers after one short count = %+v, %v", got, err)
	}
	if n := once.count(); n != 2 {
		t.Errorf("%d requests, want the short one sent again once", n)
	}

	always := newRecorder(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 0 {
			countsOf(t, w, r)
			return
		}
		short(w)
	})
	c = newTestClient(t, always.srv.URL, nil)
	_, err := c.CustomAudiences.UploadMembers(ctxTimeout(t, 30*time.Second), "acc1", "aud1", MemberChange{}, emails(70_000), nil)
	var ue *MemberUploadError
	if !errors.As(err, &ue) || ue.Request != 2 || ue.Applied.Requests != 1 || ue.Applied.Members == 0 {
		t.Fatalf("error %v, want request 2 failing after request 1 applied", err)
	}
	for _, want := range []string{"request 2 of the upload failed", "counted 1 members processed of 2 received", "in each of 3 tries",
		fmt.Sprintf("were applied (%d members)", ue.Applied.Members), "run the upload again"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q lacks %q", err, want)
		}
	}
	if n := always.count(); n != 1+memberCountTries {
		t.Errorf("%d requests, want 1 and %d tries of the second", n, memberCountTries)
	}
}

// An error answer fails the upload at its request; a hash the service's message quotes is not repeated.
func TestUploadMembersErrorRedactsHashes(t *testing.T) {
	t.Parallel()
	hash := fmt.Sprintf("%064x", 7)
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 400, `{"errors":[{"code":"INVALID_PARAMETER","message":"bad hash `+hash+`","parameter":"users"}]}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	_, err := c.CustomAudiences.UploadMembers(ctxTimeout(t, 5*time.Second), "acc1", "aud1", MemberChange{}, emails(8), nil)
	var ue *MemberUploadError
	if !errors.As(err, &ue) || ue.Request != 1 || ue.Applied != (UploadProgress{}) {
		t.Fatalf("error %v, want request 1 failing with nothing applied", err)
	}
	if msg := err.Error(); strings.Contains(msg, hash) || !strings.Contains(msg, "INVALID_PARAMETER") || !strings.Contains(msg, "<hash>") {
		t.Errorf("error %q: want the service's code, and the hash it quotes redacted", msg)
	}
}

// A do-not-reach list's upload goes to its batch/ path, reads the counts from the one-element array the
// endpoint answers, and refuses effective_at before any request.
func TestDoNotReachListUploadMembers(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		n := len(decodeOps(t, string(body))[0].Params.Users)
		writeJSON(w, 200, fmt.Sprintf(`{"data":[{"success_count":%d,"total_count":%d}],"request":[{"params":{},"operation_type":"Update"}]}`, n, n))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	ctx := ctxTimeout(t, 5*time.Second)
	got, err := c.DoNotReachLists.UploadMembers(ctx, "18ce54bgxky", "4kzro", MemberChange{ExpiresAt: "2027-01-22T00:00:00Z"}, emails(2), nil)
	if err != nil || got != (UploadProgress{Requests: 1, Members: 2}) {
		t.Fatalf("UploadMembers = %+v, %v", got, err)
	}
	seen := rec.requests()
	if len(seen) != 1 || seen[0].Path != "/12/batch/accounts/18ce54bgxky/do_not_reach_lists/4kzro/users" {
		t.Fatalf("requests %+v", seen)
	}
	if ops := decodeOps(t, seen[0].Body); ops[0].Params.ExpiresAt != "2027-01-22T00:00:00Z" || ops[0].Params.EffectiveAt != "" {
		t.Errorf("body %s", seen[0].Body)
	}
	if _, err := c.DoNotReachLists.UploadMembers(ctx, "18ce54bgxky", "4kzro", MemberChange{EffectiveAt: "2027-01-01T00:00:00Z"}, emails(1), nil); err == nil ||
		!strings.Contains(err.Error(), "takes no effective_at") || rec.count() != 1 {
		t.Errorf("effective_at: %v after %d requests, want a refusal before any", err, rec.count())
	}
}
