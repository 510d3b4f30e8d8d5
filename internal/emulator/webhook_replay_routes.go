package emulator

import (
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"time"
)

// replayDate is the form of from_date and to_date: a UTC minute, yyyymmddhhmm.
var replayDate = regexp.MustCompile(`^[0-9]{12}$`)

const replayDateLayout = "200601021504"

// replayWindow is how far back a replay reaches: the description's 24 hours (gap 10; the retired
// account-activity replay reached five days).
const replayWindow = 24 * time.Hour

// webhookReplayRoutes is the route of replay jobs, for the app-only bearer token, with its window
// of 100 requests per 15 minutes.
func webhookReplayRoutes() []route {
	return []route{
		{method: http.MethodPost, pattern: "/2/webhooks/replay", schemes: schemeBearerApp, jsonBody: true,
			limit:  &routeLimit{requests: webhookReplaysPerWindow, window: webhookWindow},
			handle: (*Server).createReplayJob},
	}
}

// createReplayJob stores a replay job for a webhook of the app and a window of whole minutes, both
// ends included, and answers its job_id and created_at; the delivery sends it later (ReplayJob).
// Refused: a date not in yyyymmddhhmm form, from_date later than to_date, a date in the future or
// a from_date more than 24 hours back (QueryParamInvalid, on the date); a webhook the app does not
// have (WebhookIdInvalid); a webhook marked invalid, which no event may reach until it passes a
// CRC again (CrcValidationFailed: no CRC is run here, the answer never waits on one); a webhook
// with a job still running (ReplayConflictError). The 31 and 10 minutes that the retired
// account-activity replay asked from_date and to_date to keep from now (gap 11) are not among
// the description's reasons and are not checked. Members other than webhook_id, from_date and
// to_date are ignored, as for a registration (webhookURLOf): CreateWebhookReplayJobRequest does not
// refuse them.
func (s *Server) createReplayJob(c *call) (reply, *apiError) {
	o, e := decodeObject(c.body, "")
	if e != nil {
		return reply{}, e
	}
	id, e := o.str("webhook_id")
	if e != nil {
		return reply{}, e
	}
	from, e := replayMinute(o, "from_date")
	if e != nil {
		return reply{}, e
	}
	to, e := replayMinute(o, "to_date")
	if e != nil {
		return reply{}, e
	}
	w := s.core.activity.webhooks[appOf(c.who)][id]
	if w == nil {
		return reply{}, webhookIDInvalid(id)
	}
	now := s.now()
	minute := now.Truncate(time.Minute)
	switch {
	case from.After(minute):
		return reply{}, queryParamInvalid("from_date", from, "from_date is in the future")
	case to.After(minute):
		return reply{}, queryParamInvalid("to_date", to, "to_date is in the future")
	case from.After(to):
		return reply{}, queryParamInvalid("from_date", from, "from_date is later than to_date")
	case from.Before(minute.Add(-replayWindow)):
		return reply{}, queryParamInvalid("from_date", from, fmt.Sprintf("from_date is more than %s before now", replayWindow))
	}
	if !w.valid {
		return reply{}, &apiError{status: http.StatusBadRequest, code: codeInvalidRequest,
			message: fmt.Sprintf("%s: webhook %s is marked invalid since a CRC failed; it must pass one again (PUT /2/webhooks/%s) before a replay", reasonCrcValidationFailed, id, id)}
	}
	if i := slices.IndexFunc(s.core.activity.replays, func(j *ReplayJob) bool { return j.WebhookID == id && j.State == ReplayPending }); i >= 0 {
		return reply{}, &apiError{status: http.StatusConflict, code: codeInvalidRequest,
			message: fmt.Sprintf("%s: replay job %s of webhook %s has not completed yet", reasonReplayConflictError, s.core.activity.replays[i].ID, id)}
	}
	job := &ReplayJob{ID: s.newDecimalID(), WebhookID: id, From: from, To: to, CreatedAt: now, State: ReplayPending}
	s.core.activity.replays = append(s.core.activity.replays, job)
	return reply{raw: map[string]any{"data": map[string]any{"job_id": job.ID, "created_at": now.Format(webhookTimeLayout)}}}, nil
}

// replayMinute reads from_date or to_date.
func replayMinute(o jsonObject, name string) (time.Time, *apiError) {
	v, e := o.str(name)
	if e != nil {
		return time.Time{}, e
	}
	t, err := time.Parse(replayDateLayout, v)
	if !replayDate.MatchString(v) || err != nil {
		return time.Time{}, &apiError{status: http.StatusBadRequest, code: codeInvalidRequest, parameter: name, value: v,
			message: fmt.Sprintf("%s: %s must be a UTC minute in yyyymmddhhmm form, such as 202501151200", reasonQueryParamInvalid, name)}
	}
	return t, nil
}

// queryParamInvalid refuses a date of a replay job.
func queryParamInvalid(name string, t time.Time, why string) *apiError {
	return &apiError{status: http.StatusBadRequest, code: codeInvalidRequest, parameter: name, value: t.Format(replayDateLayout),
		message: fmt.Sprintf("%s: %s", reasonQueryParamInvalid, why)}
}
