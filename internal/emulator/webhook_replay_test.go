package emulator

import (
	"net/http"
	"testing"
	"time"
)

// replayCall asks for a replay of the window from..to (yyyymmddhhmm) of a webhook.
func replayCall(webhookID, from, to string) apiCall {
	return apiCall{method: "POST", path: "/2/webhooks/replay", auth: bearer(DemoBearerToken),
		json: map[string]any{"webhook_id": webhookID, "from_date": from, "to_date": to}}
}

// minuteOf writes a time as from_date and to_date take it.
func minuteOf(t time.Time) string { return t.UTC().Format(replayDateLayout) }

func TestReplayJobIsStoredForTheDelivery(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	from, to := fixedNow.Add(-2*time.Hour), fixedNow.Add(-time.Hour)
	res := f.do(replayCall(DemoWebhookID, minuteOf(from), minuteOf(to)))
	data, _ := res.body["data"].(map[string]any)
	if res.status != http.StatusOK || data["created_at"] != fixedNow.Format(webhookTimeLayout) || len(data) != 2 {
		t.Fatalf("replay: %d %s", res.status, res.raw)
	}
	jobs := f.srv.ReplayJobs()
	if len(jobs) != 1 || jobs[0].ID != data["job_id"] || jobs[0].WebhookID != DemoWebhookID || jobs[0].State != ReplayPending ||
		!jobs[0].From.Equal(from.Truncate(time.Minute)) || !jobs[0].To.Equal(to.Truncate(time.Minute)) {
		t.Fatalf("jobs %+v, want the pending job of the answer and its window", jobs)
	}

	// One job per webhook at a time, until the delivery has finished it.
	again := replayCall(DemoWebhookID, minuteOf(from), minuteOf(fixedNow))
	wantReason(t, f.do(again), http.StatusConflict, codeInvalidRequest, reasonReplayConflictError)
	if err := f.srv.FinishReplayJob(jobs[0].ID, ReplayComplete); err != nil {
		t.Fatal(err)
	}
	f.do(again).wantStatus(t, http.StatusOK)
	if err := f.srv.FinishReplayJob(jobs[0].ID, ReplayIncomplete); err == nil {
		t.Error("a finished job was finished again")
	}
}

func TestReplayJobRefusals(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	now, hour := minuteOf(fixedNow), minuteOf(fixedNow.Add(-time.Hour))
	for _, tc := range []struct {
		name, from, to, parameter, value string
	}{
		{"not a minute", "2018051104", now, "from_date", "2018051104"},
		{"not a date", hour, "201813010000", "to_date", "201813010000"},
		{"from after to", now, hour, "from_date", now},
		{"from in the future", minuteOf(fixedNow.Add(time.Minute)), minuteOf(fixedNow.Add(2 * time.Minute)), "from_date", minuteOf(fixedNow.Add(time.Minute))},
		{"to in the future", hour, minuteOf(fixedNow.Add(time.Minute)), "to_date", minuteOf(fixedNow.Add(time.Minute))},
		{"from more than 24 hours back", minuteOf(fixedNow.Add(-25 * time.Hour)), hour, "from_date", minuteOf(fixedNow.Add(-25 * time.Hour))},
	} {
		res := f.do(replayCall(DemoWebhookID, tc.from, tc.to))
		res.wantInvalidRequest(t, tc.parameter, tc.value)
		wantReason(t, res, http.StatusBadRequest, codeInvalidRequest, reasonQueryParamInvalid)
	}
	// The whole past day is in the window.
	f.do(replayCall(DemoWebhookID, minuteOf(fixedNow.Add(-24*time.Hour)), now)).wantStatus(t, http.StatusOK)

	f.do(replayCall("123", hour, now)).wantInvalidRequest(t, "webhook_id", "123")
	if err := f.srv.SetWebhookValid(DemoWebhookID, false); err != nil {
		t.Fatal(err)
	}
	wantReason(t, f.do(replayCall(DemoWebhookID, hour, now)), http.StatusBadRequest, codeInvalidRequest, reasonCrcValidationFailed)
	c := replayCall(DemoWebhookID, hour, now)
	c.auth = ""
	f.do(c).wantUnsupportedAuth(t, oauth1Name, appName)
	if n := len(f.srv.ReplayJobs()); n != 1 {
		t.Errorf("%d jobs stored, want only the accepted one", n)
	}
}
