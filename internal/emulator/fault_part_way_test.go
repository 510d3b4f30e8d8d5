package emulator

import (
	"net/http"
	"testing"
)

// Fault.After lets the first matching requests through untouched, so that a test fails a run part-way:
// here the third upload answers 500 and is not carried out, the others are; requests the fault does not
// match do not count.
func TestFaultAfter(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	audience := f.seedAudience(CustomAudience{Name: "part-way"})
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: usersPathOf(DemoAccountID, audience), After: 2, Status: http.StatusInternalServerError})

	f.mustUpload(audience, 10, op("Update", emails(0, 10)))
	f.do(apiCall{method: "GET", path: customAudiencesPathOf(DemoAccountID) + "/" + audience}).wantStatus(t, http.StatusOK)
	f.mustUpload(audience, 10, op("Update", emails(10, 10)))
	f.upload(audience, op("Update", emails(20, 10))).wantError(t, http.StatusInternalServerError, "INTERNAL_ERROR", "")
	f.mustUpload(audience, 10, op("Update", emails(30, 10)))
	if n := f.memberCount(audience); n != 30 {
		t.Errorf("the audience counts %d, want the 30 of the three uploads carried out", n)
	}

	// While a fault lets requests pass, a later fault may take them.
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: usersPathOf(DemoAccountID, audience), After: 1, Status: http.StatusServiceUnavailable})
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: usersPathOf(DemoAccountID, audience), Status: http.StatusBadGateway})
	f.upload(audience, op("Update", emails(40, 1))).wantStatus(t, http.StatusBadGateway)
	f.upload(audience, op("Update", emails(40, 1))).wantError(t, http.StatusServiceUnavailable, "SERVICE_UNAVAILABLE", "")
	f.mustUpload(audience, 1, op("Update", emails(40, 1)))
}

// Fault.ShortCount carries the upload out and answers success_count one less than total_count; an
// error answer is left as it is.
func TestFaultShortCount(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	audience := f.seedAudience(CustomAudience{Name: "short"})
	f.srv.InjectFault(Fault{Method: "POST", PathPrefix: customAudiencesPathOf(DemoAccountID), ShortCount: true, Times: 2})

	res := f.upload(audience, op("Update", emails(0, 3)), op("Update", emails(3, 2)))
	res.wantStatus(t, http.StatusOK)
	if data := res.object(t); data["success_count"] != float64(4) || data["total_count"] != float64(5) {
		t.Errorf("data = %v, want success_count 4 of total_count 5", data)
	}
	if echo := res.echoOf(t); echo["custom_audience_id"] != audience {
		t.Errorf("the rest of the answer changed: %s", res.raw)
	}
	if n := f.memberCount(audience); n != 5 {
		t.Errorf("the audience counts %d, want the 5 sent: the request was carried out", n)
	}
	f.upload("nosuch", op("Update", emails(0, 1))).wantError(t, http.StatusNotFound, codeTailoredAudienceNotFound, "")
	f.mustUpload(audience, 1, op("Update", emails(9, 1)))
}
