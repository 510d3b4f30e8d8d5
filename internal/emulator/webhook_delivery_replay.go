package emulator

import (
	"context"
	"encoding/json"
	"slices"
	"time"
)

// replayStateDescriptions are the job_state_description of each final state of a replay job (the
// spec's replay rule 5).
var replayStateDescriptions = map[string]string{
	ReplayComplete:   "Job completed successfully",
	ReplayIncomplete: "Job failed to deliver all events, please retry your replay job",
}

// replayJobStatus is the completion event of a replay job.
type replayJobStatus struct {
	ReplayJobStatus struct {
		WebhookID           string `json:"webhook_id"`
		JobState            string `json:"job_state"`
		JobStateDescription string `json:"job_state_description"`
		JobID               string `json:"job_id"`
	} `json:"replay_job_status"`
}

// runReplayJobs runs the pending replay jobs, oldest first, and returns how many POSTs they made.
// Callers hold s.delivery.sending.
func (s *Server) runReplayJobs(ctx context.Context) int {
	n := 0
	for _, job := range s.ReplayJobs() {
		if job.State == ReplayPending {
			n += s.runReplayJob(ctx, job)
		}
	}
	return n
}

// runReplayJob sends again to the job's webhook the events first delivered or attempted to it
// within the job's window (the minute To included), oldest first, each once and signed as before,
// then POSTs the completion event, and finishes the job: Complete when the webhook answered 200 to
// every event, else Incomplete. A webhook deleted or marked invalid since the job was made gets
// nothing, not even the completion event, and the job ends Incomplete. It returns how many POSTs
// it made. Callers hold s.delivery.sending.
func (s *Server) runReplayJob(ctx context.Context, job ReplayJob) int {
	s.mu.Lock()
	app, w := s.webhookByID(job.WebhookID)
	if w == nil || !w.valid {
		s.setReplayState(job.ID, ReplayIncomplete)
		s.mu.Unlock()
		return 0
	}
	secret, target := s.consumerSecret(w.consumerKey), w.url
	var sends []*pendingDelivery
	end := job.To.Add(time.Minute)
	for _, d := range s.delivery.log {
		if d.WebhookID != job.WebhookID || d.Attempt != 1 || d.ReplayJobID != "" || d.Dropped ||
			d.At.Before(job.From) || !d.At.Before(end) {
			continue
		}
		d.ReplayJobID, d.URL, d.Signature = job.ID, target, deliverySignature(secret, d.Body)
		d.Status, d.Error = 0, ""
		sends = append(sends, &pendingDelivery{Delivery: d, app: app})
	}
	s.mu.Unlock()
	slices.SortStableFunc(sends, func(a, b *pendingDelivery) int { return a.At.Compare(b.At) })

	state := ReplayComplete
	for _, p := range sends {
		if !s.attempt(ctx, p) {
			state = ReplayIncomplete
		}
	}
	var status replayJobStatus
	status.ReplayJobStatus.WebhookID, status.ReplayJobStatus.JobID = job.WebhookID, job.ID
	status.ReplayJobStatus.JobState, status.ReplayJobStatus.JobStateDescription = state, replayStateDescriptions[state]
	// A struct of strings always encodes.
	body, _ := json.Marshal(status)
	s.attempt(ctx, &pendingDelivery{app: app, Delivery: Delivery{WebhookID: job.WebhookID, URL: target, ReplayJobID: job.ID,
		Body: body, Signature: deliverySignature(secret, body), Attempt: 1}})
	s.mu.Lock()
	s.setReplayState(job.ID, state)
	s.mu.Unlock()
	return len(sends) + 1
}

// webhookByID finds a webhook among every app's, and its app. Callers hold s.mu.
func (s *Server) webhookByID(id string) (string, *webhook) {
	for _, app := range []string{demoApp, otherApp} {
		if w := s.core.activity.webhooks[app][id]; w != nil {
			return app, w
		}
	}
	return "", nil
}
