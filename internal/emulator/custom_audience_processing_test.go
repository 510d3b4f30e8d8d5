package emulator

import (
	"net/http"
	"reflect"
	"testing"
	"time"
)

// audienceState reads an audience of the demo account through endpoint 7: targetable,
// reasons_not_targetable and audience_size (-1 for null).
func (f *fixture) audienceState(audience string) (targetable bool, reasons []any, size int) {
	f.t.Helper()
	res := f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID) + "/" + audience})
	res.wantStatus(f.t, http.StatusOK)
	data := res.object(f.t)
	size = -1
	if n, ok := data["audience_size"].(float64); ok {
		size = int(n)
	}
	reasons, _ = data["reasons_not_targetable"].([]any)
	return data["targetable"] == true, reasons, size
}

// wantAudience checks what endpoint 7 answers of an audience's targetability.
func (f *fixture) wantAudience(audience string, targetable bool, size int, reasons ...any) {
	f.t.Helper()
	gotTargetable, gotReasons, gotSize := f.audienceState(audience)
	if reasons == nil {
		reasons = []any{}
	}
	if gotTargetable != targetable || gotSize != size || !reflect.DeepEqual(gotReasons, reasons) {
		f.t.Fatalf("targetable %v, size %d, reasons %v; want %v, %d, %v", gotTargetable, gotSize, gotReasons, targetable, size, reasons)
	}
}

// Without a processing delay an upload is processed at once: an audience is TOO_SMALL with a null size
// below 100 people who count, targetable with its size from 100, and TOO_SMALL again when memberships
// lapse. An audience that never received an upload keeps what its create gave it.
func TestCustomAudienceTargetableFrom100(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	res := f.audience("name", "threshold")
	res.wantStatus(t, http.StatusCreated)
	audience := res.object(t)["id"].(string)
	untouched := f.audience("name", "untouched").object(t)["id"].(string)

	f.mustUpload(audience, 99, op("Update", emails(0, 99)))
	f.wantAudience(audience, false, -1, "TOO_SMALL")
	clock.Advance(time.Minute)
	f.mustUpload(audience, 1, op("Update", emails(99, 1), "", formatTime(clock.Now().Add(time.Hour))))
	f.wantAudience(audience, true, 100)
	if a, _ := f.srv.CustomAudience(DemoAccountID, audience); !a.UpdatedAt.Equal(clock.Now()) {
		t.Errorf("updated_at = %s, want the upload's %s", a.UpdatedAt, clock.Now())
	}
	f.mustUpload(audience, 50, op("Update", emails(100, 50)))
	f.wantAudience(audience, true, 150)
	f.mustUpload(audience, 51, op("Delete", emails(0, 51)))
	f.wantAudience(audience, false, -1, "TOO_SMALL")
	f.mustUpload(audience, 1, op("Update", emails(0, 1)))
	f.wantAudience(audience, true, 100)
	// The one whose membership ends in an hour lapses, on the clock alone.
	clock.Advance(time.Hour)
	f.wantAudience(audience, false, -1, "TOO_SMALL")
	f.wantAudience(untouched, false, -1, "PROCESSING", "TOO_SMALL")
}

// With -audience-processing an upload is processed that long after it arrived, on the emulator's
// clock: meanwhile the audience is not targetable, says PROCESSING (and TOO_SMALL when it was below 100
// before the upload) and answers a null size; a later upload prolongs the processing.
func TestCustomAudienceProcessingDelay(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now, AudienceProcessing: time.Hour})
	audience := f.seedAudience(CustomAudience{Name: "processed"})

	f.mustUpload(audience, 150, op("Update", emails(0, 150)))
	f.wantAudience(audience, false, -1, "PROCESSING", "TOO_SMALL")
	clock.Advance(time.Hour - time.Second)
	f.wantAudience(audience, false, -1, "PROCESSING", "TOO_SMALL")
	clock.Advance(time.Second)
	f.wantAudience(audience, true, 150)

	f.mustUpload(audience, 100, op("Delete", emails(0, 100)))
	f.wantAudience(audience, false, -1, "PROCESSING")
	clock.Advance(30 * time.Minute)
	f.mustUpload(audience, 1, op("Update", emails(0, 1)))
	clock.Advance(45 * time.Minute)
	f.wantAudience(audience, false, -1, "PROCESSING")
	clock.Advance(15 * time.Minute)
	f.wantAudience(audience, false, -1, "TOO_SMALL")
	if n := f.memberCount(audience); n != 51 {
		t.Errorf("the audience counts %d, want 51", n)
	}
}

// Uploads spend from the endpoint's own window of 1,500 a minute, not from the campaign-management
// write category; Options.RouteWindows sizes it like the other own windows.
func TestCustomAudienceUploadWindow(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	audience := f.seedAudience(CustomAudience{Name: "window"})
	f.upload(audience, op("Update", emails(0, 1))).wantLimit(t, 1500, 1499, fixedNow.Add(time.Minute))
	f.upload(audience, op("Update", emails(0, 1))).wantLimit(t, 1500, 1498, fixedNow.Add(time.Minute))
	f.audience("name", "a write").wantLimit(t, 450, 449, fixedNow.Add(time.Minute))

	small := newFixture(t, Options{RouteWindows: map[string]RouteWindow{"POST " + customAudienceUsersPath: {Requests: 2, Window: time.Minute}}})
	audience = small.seedAudience(CustomAudience{Name: "window"})
	small.mustUpload(audience, 1, op("Update", emails(0, 1)))
	small.mustUpload(audience, 1, op("Update", emails(1, 1)))
	res := small.upload(audience, op("Update", emails(2, 1)))
	res.wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
	if n := small.memberCount(audience); n != 2 {
		t.Errorf("the refused upload was applied: %d people", n)
	}
}
