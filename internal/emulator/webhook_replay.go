package emulator

import (
	"fmt"
	"slices"
	"time"
)

// Replay job states: a job is ReplayPending from its creation until the delivery has sent its
// window again and the completion event, whose job_state is ReplayComplete or ReplayIncomplete.
const (
	ReplayPending    = "Pending"
	ReplayComplete   = "Complete"
	ReplayIncomplete = "Incomplete"
)

// ReplayJob is a replay job (POST /2/webhooks/replay): the events delivered or attempted to
// WebhookID from the minute From to the minute To, both included (the description; the
// account-activity replay page excludes To, gap 10), are to be sent again.
//
// The emulator stores each job ReplayPending, oldest first (activityState.replays, read with
// ReplayJobs); the delivery runs them in that order (DeliverDue, webhook_delivery_replay.go): it
// sends again to the webhook, if it still exists and is valid, the events of the window that were
// delivered or attempted to it, oldest first and without retries (the spec's rule 4), then the
// completion event {"replay_job_status": {...}}, and sets State to ReplayComplete or
// ReplayIncomplete. Until then the job is running: a second job for the same webhook is refused
// ReplayConflictError. FinishReplayJob ends a job by hand, for a test that plays the delivery.
type ReplayJob struct {
	ID, WebhookID string
	From, To      time.Time
	CreatedAt     time.Time
	State         string
}

// ReplayJobs returns copies of the replay jobs of every app, oldest first: what the delivery is to
// send (ReplayJob).
func (s *Server) ReplayJobs() []ReplayJob {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]ReplayJob, 0, len(s.core.activity.replays))
	for _, j := range s.core.activity.replays {
		out = append(out, *j)
	}
	return out
}

// FinishReplayJob sets the final state of a pending replay job, ReplayComplete or ReplayIncomplete,
// as the delivery does once it has sent the job's completion event; the job's webhook may then
// take another job.
func (s *Server) FinishReplayJob(id, state string) error {
	if state != ReplayComplete && state != ReplayIncomplete {
		return fmt.Errorf("replay job %s: state %q is neither %s nor %s", id, state, ReplayComplete, ReplayIncomplete)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.setReplayState(id, state) {
		return fmt.Errorf("pending replay job %s: %w", id, ErrNotFound)
	}
	return nil
}

// setReplayState sets the state of the pending replay job id and reports whether there was one: a
// job a test finished meanwhile stays as the test set it. Callers hold s.mu.
func (s *Server) setReplayState(id, state string) bool {
	i := slices.IndexFunc(s.core.activity.replays, func(j *ReplayJob) bool { return j.ID == id && j.State == ReplayPending })
	if i < 0 {
		return false
	}
	s.core.activity.replays[i].State = state
	return true
}
