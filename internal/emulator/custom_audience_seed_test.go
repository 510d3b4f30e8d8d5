package emulator

import "testing"

// The demo account's seeded audience is the targeting example's 249yj: targetable, endpoint 7's size,
// whose people are not held one by one; an upload adds to them.
func TestDemoCustomAudience(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	f.wantAudience(DemoCustomAudienceID, true, demoCustomAudienceSize)
	if n := f.memberCount(DemoCustomAudienceID); n != demoCustomAudienceSize {
		t.Errorf("CustomAudienceMemberCount = %d, want %d", n, demoCustomAudienceSize)
	}
	f.mustUpload(DemoCustomAudienceID, 2, op("Update", emails(0, 2)))
	f.wantAudience(DemoCustomAudienceID, true, demoCustomAudienceSize+2)
	f.mustUpload(DemoCustomAudienceID, 1, op("Delete", emails(0, 1)))
	f.wantAudience(DemoCustomAudienceID, true, demoCustomAudienceSize+1)
}
