package emulator

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// uploadBodies are members people, one hashed email each, split in bodies of at most
// maxMemberUploadBody bytes, each one Update operation.
func uploadBodies(people int) [][]byte {
	const head, tail = `[{"operation_type":"Update","params":{"users":[`, `]}}]`
	var bodies [][]byte
	body := []byte(head)
	var hash [32]byte
	var seed [8]byte
	for i := range people {
		binary.BigEndian.PutUint64(seed[:], uint64(i))
		hash = sha256.Sum256(seed[:])
		one := `{"email":["` + hex.EncodeToString(hash[:]) + `"]}`
		if len(body)+1+len(one)+len(tail) > maxMemberUploadBody {
			bodies = append(bodies, append(body, tail...))
			body = []byte(head)
		}
		if len(body) > len(head) {
			body = append(body, ',')
		}
		body = append(body, one...)
	}
	return append(bodies, append(body, tail...))
}

// uploadAll sends bodies to a new audience of a new server and returns the server and the audience.
func uploadAll(tb testing.TB, bodies [][]byte) (*Server, string) {
	tb.Helper()
	srv := New(Options{Now: func() time.Time { return fixedNow }})
	audience, err := srv.SeedCustomAudience(DemoAccountID, CustomAudience{Name: "load"})
	if err != nil {
		tb.Fatal(err)
	}
	ts := httptest.NewServer(srv)
	defer ts.Close()
	for i, body := range bodies {
		req, err := http.NewRequestWithContext(tb.Context(), http.MethodPost, ts.URL+usersPathOf(DemoAccountID, audience.ID), bytes.NewReader(body))
		if err != nil {
			tb.Fatal(err)
		}
		req.Header.Set("Content-Type", "application/json")
		signOAuth1(req, demoCreds, nil, time.Now())
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			tb.Fatal(err)
		}
		answer, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			tb.Fatalf("upload %d of %d bytes: %d %s", i, len(body), resp.StatusCode, answer)
		}
	}
	return srv, audience.ID
}

// A large upload in several bodies of up to 5,000,000 bytes keeps every member: 64,000 here, in
// bodies a sixteenth the size (BenchmarkCustomAudienceUploadMillion sends the full million).
func TestCustomAudienceUploadInBodies(t *testing.T) {
	t.Parallel()
	bodies := uploadBodies(64000)
	if len(bodies) != 2 {
		t.Fatalf("%d bodies, want 64,000 members to need 2", len(bodies))
	}
	srv, audience := uploadAll(t, bodies)
	if n := srv.CustomAudienceMemberCount(DemoAccountID, audience); n != 64000 {
		t.Fatalf("the audience counts %d, want 64,000", n)
	}
}

// BenchmarkCustomAudienceUploadMillion uploads a million members, one hashed email each, in 16 bodies
// of up to 5,000,000 bytes, and checks that the audience counts every one. Run it with
// go test ./internal/emulator -run '^$' -bench UploadMillion -benchtime 1x -benchmem.
func BenchmarkCustomAudienceUploadMillion(b *testing.B) {
	bodies := uploadBodies(1_000_000)
	if len(bodies) != 16 {
		b.Fatalf("%d bodies, want 16", len(bodies))
	}
	for b.Loop() {
		srv, audience := uploadAll(b, bodies)
		if n := srv.CustomAudienceMemberCount(DemoAccountID, audience); n != 1_000_000 {
			b.Fatalf("the audience counts %d, want a million", n)
		}
	}
}
