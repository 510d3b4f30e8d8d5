package emulator

import (
	"bytes"
	"net/http"
	"testing"
	"time"
)

// runReplay asks for a replay of one minute of the webhook's window through the API, runs it and
// checks that it made want POSTs; it returns the job's id.
func (f *fixture) runReplay(webhookID string, minute time.Time, want int) string {
	f.t.Helper()
	res := f.do(replayCall(webhookID, minuteOf(minute), minuteOf(minute)))
	res.wantStatus(f.t, http.StatusOK)
	data, _ := res.body["data"].(map[string]any)
	f.deliverDue(want)
	return data["job_id"].(string)
}

// replayState is the state of a replay job.
func (f *fixture) replayState(id string) string {
	f.t.Helper()
	for _, j := range f.srv.ReplayJobs() {
		if j.ID == id {
			return j.State
		}
	}
	f.t.Fatalf("replay job %s is gone", id)
	return ""
}

// A replay job sends again, oldest first and signed as before, the events delivered to the webhook
// within its window (not those before it, nor what an earlier replay sent), then the completion
// event, and ends Complete; a webhook that fails the replayed events gets no retry and the job ends
// Incomplete; a webhook marked invalid gets nothing and the job ends Incomplete.
func TestReplaySendsTheWindowAgain(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	h, id := f.subscribedWebhook()
	f.mute(DevelopersUserID) // before the window
	clock.Advance(2 * time.Minute)
	window := clock.Now()
	f.unmute(DevelopersUserID)
	f.mute(PlatformUserID)
	f.settled()
	// The replays run within the window's minute: what they send falls in the window too, and
	// must not be sent again by the next job.

	job := f.runReplay(id, window, 3)
	got := h.posts()
	if len(got) != 6 {
		t.Fatalf("%d deliveries, want three live ones, two replayed and the completion event", len(got))
	}
	for i, live := range got[1:3] {
		if replayed := got[3+i]; !bytes.Equal(replayed.body, live.body) || replayed.signature != live.signature {
			t.Errorf("replayed %s, want the event delivered live: %s", replayed.body, live.body)
		}
	}
	status, _ := wantSigned(t, DemoConsumerSecret, got[5])["replay_job_status"].(map[string]any)
	if status["webhook_id"] != id || status["job_id"] != job || status["job_state"] != ReplayComplete ||
		status["job_state_description"] != "Job completed successfully" {
		t.Errorf("completion event %v, want the job Complete", status)
	}
	if state := f.replayState(job); state != ReplayComplete {
		t.Errorf("job state %s, want Complete", state)
	}
	for _, d := range f.srv.Deliveries()[3:] {
		if d.ReplayJobID != job || d.Attempt != 1 || d.Status != http.StatusOK {
			t.Errorf("logged %+v, want a first attempt of job %s answered 200", d, job)
		}
	}

	h.set(func(h *crcHandler) { h.postStatus = http.StatusInternalServerError })
	job = f.runReplay(id, window, 3)
	clock.Advance(time.Hour)
	f.deliverDue(0)
	got = h.posts()
	status, _ = wantSigned(t, DemoConsumerSecret, got[len(got)-1])["replay_job_status"].(map[string]any)
	if len(got) != 9 || status["job_state"] != ReplayIncomplete ||
		status["job_state_description"] != "Job failed to deliver all events, please retry your replay job" {
		t.Errorf("%d deliveries, completion %v: want the two events once and the job Incomplete", len(got), status)
	}
	if state := f.replayState(job); state != ReplayIncomplete {
		t.Errorf("job state %s, want Incomplete", state)
	}

	res := f.do(replayCall(id, minuteOf(window), minuteOf(window)))
	res.wantStatus(t, http.StatusOK)
	if err := f.srv.SetWebhookValid(id, false); err != nil {
		t.Fatal(err)
	}
	f.deliverDue(0)
	if state := f.replayState(res.body["data"].(map[string]any)["job_id"].(string)); state != ReplayIncomplete || len(h.posts()) != 9 {
		t.Errorf("job state %s, %d deliveries: want an invalid webhook sent nothing and the job Incomplete", state, len(h.posts()))
	}
}
