package emulator

import (
	"strings"
	"testing"
	"time"
)

// A member object is one person. An Update that shares an identifier with a stored person merges into
// them; one that names two stored people makes them one; a Delete removes every person any of its
// identifiers names, by an identifier present when they were added; an identifier of a removed person
// names no one afterwards.
func TestCustomAudienceMembersMergeAndDelete(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	audience := f.seedAudience(CustomAudience{Name: "people"})
	has := func(typ, value string) bool {
		return f.srv.HasCustomAudienceMember(DemoAccountID, audience, typ, value)
	}
	email, handle, id, partner := hashOf("ann@example.com"), hashOf("ann"), hashOf("143567"), "crm-0001"

	f.mustUpload(audience, 2, op("Update", []map[string][]string{member("email", email), member("handle", handle)}))
	if n := f.memberCount(audience); n != 2 {
		t.Fatalf("two member objects sharing nothing make %d people, want 2", n)
	}
	// One object carrying both: the two stored people were one person all along.
	f.mustUpload(audience, 1, op("Update", []map[string][]string{member("email", email, "handle", handle, "twitter_id", id)}))
	if n := f.memberCount(audience); n != 1 || !has("twitter_id", id) {
		t.Fatalf("after the merge: %d people, want 1 holding the new twitter_id", n)
	}
	// Upper-case hashes are taken, and are the same identifier as the lower-case spelling.
	f.mustUpload(audience, 1, op("Update", []map[string][]string{member("twitter_id", strings.ToUpper(id), "partner_user_id", partner)}))
	if n := f.memberCount(audience); n != 1 || !has("partner_user_id", partner) || !has("twitter_id", strings.ToUpper(id)) {
		t.Fatalf("an upper-case spelling made %d people, want the 1", n)
	}

	f.mustUpload(audience, 2, op("Update", emails(0, 2)))
	// A Delete that names the person by any one identifier removes them with every identifier.
	f.mustUpload(audience, 1, op("Delete", []map[string][]string{member("partner_user_id", partner, "email", hashOf("someone else"))}))
	if n := f.memberCount(audience); n != 2 || has("email", email) || has("handle", handle) || has("twitter_id", id) {
		t.Fatalf("after the Delete: %d people (want the 2 others), email %v handle %v", n, has("email", email), has("handle", handle))
	}
	// Adding an identifier of the removed person again adds a new person with it alone.
	f.mustUpload(audience, 1, op("Update", []map[string][]string{member("handle", handle)}))
	if n := f.memberCount(audience); n != 3 || !has("handle", handle) || has("email", email) {
		t.Fatalf("after adding the handle again: %d people, email held %v", n, has("email", email))
	}
	// One Delete object naming two people removes both.
	first := emails(0, 1)[0]["email"][0]
	f.mustUpload(audience, 1, op("Delete", []map[string][]string{member("email", first, "handle", handle)}))
	if n := f.memberCount(audience); n != 1 {
		t.Fatalf("a Delete naming two people left %d, want 1", n)
	}
	// Operations apply in order: an Update then a Delete of the same person in one request leaves none.
	f.mustUpload(audience, 2, op("Update", emails(10, 1)), op("Delete", emails(10, 1)))
	if n := f.memberCount(audience); n != 1 {
		t.Fatalf("Update then Delete of one person in one request left %d people, want 1", n)
	}
}

// Memberships are time-bound on the emulator's clock: a person counts from effective_at until
// expires_at, 13 months after the request when it is not sent; a later Update refreshes the window.
func TestCustomAudienceMembersExpire(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	audience := f.seedAudience(CustomAudience{Name: "time-bound"})
	at := func(d time.Duration) string { return formatTime(fixedNow.Add(d)) }

	f.mustUpload(audience, 3,
		op("Update", emails(0, 1)),
		op("Update", emails(1, 1), "", at(time.Hour)),
		op("Update", emails(2, 1), at(2*time.Hour), at(3*time.Hour)))
	for _, step := range []struct {
		to   time.Duration
		want int
	}{
		{0, 2}, {time.Hour - time.Second, 2}, {time.Hour, 1}, {2 * time.Hour, 2}, {3 * time.Hour, 1},
	} {
		clock.set(fixedNow.Add(step.to))
		if n := f.memberCount(audience); n != step.want {
			t.Fatalf("at +%s the audience counts %d, want %d", step.to, n, step.want)
		}
	}
	// The first person's default window: 13 months after the request.
	clock.set(fixedNow.AddDate(0, 13, 0).Add(-time.Second))
	if n := f.memberCount(audience); n != 1 {
		t.Fatalf("a second before 13 months the audience counts %d, want 1", n)
	}
	clock.set(fixedNow.AddDate(0, 13, 0))
	if n := f.memberCount(audience); n != 0 || !f.srv.HasCustomAudienceMember(DemoAccountID, audience, "email", emails(0, 1)[0]["email"][0]) {
		t.Fatalf("at 13 months the audience counts %d, want 0 with the lapsed person still held", n)
	}
	// An Update refreshes a lapsed membership.
	f.mustUpload(audience, 1, op("Update", emails(0, 1)))
	if n := f.memberCount(audience); n != 1 {
		t.Fatalf("after the refresh the audience counts %d, want 1", n)
	}
}
