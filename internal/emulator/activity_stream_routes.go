package emulator

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// maxBackfillMinutes bounds backfill_minutes of the activity stream.
const maxBackfillMinutes = 5

// Real limits of the activity stream (the service's rate-limit page): 450 connections
// per 15 minutes per app, at most 2 open at once.
const (
	streamConnectLimit = 450
	maxOpenStreams     = 2
)

// activityStreamRoutes is the route table of GET /2/activity/stream, for app-only callers.
func activityStreamRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: "/2/activity/stream", schemes: schemeBearerApp,
			limit:  &routeLimit{requests: streamConnectLimit, window: 15 * time.Minute},
			params: []string{"backfill_minutes", "start_time", "end_time"},
			handle: (*Server).openActivityStream},
	}
}

// openActivityStream answers one JSON line per recorded activity that matches a live subscription
// of the app, {"data":{event_type, event_uuid, filter, tag, payload}}. It replays the past from
// start_time, else from backfill_minutes before now (nothing of the past without either), then
// keeps the connection open, sending new matching activities as they are recorded and a blank
// keep-alive line periodically, until the client leaves or end_time passes (activities after
// end_time are not sent). A third stream of an app while two are open is refused 429.
func (s *Server) openActivityStream(c *call) (reply, *apiError) {
	from := time.Time{}
	now := s.now()
	var to time.Time
	if v := c.params.Get("backfill_minutes"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxBackfillMinutes {
			return reply{}, invalidParameter("backfill_minutes", "backfill_minutes must be an integer from 0 to %d", maxBackfillMinutes)
		}
		from = now.Add(-time.Duration(n) * time.Minute)
	}
	if v := c.params.Get("start_time"); v != "" {
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			return reply{}, invalidParameter("start_time", "start_time must be an RFC 3339 date-time in UTC, such as 2024-01-02T03:04:05Z")
		}
		from = t
	}
	if v := c.params.Get("end_time"); v != "" {
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			return reply{}, invalidParameter("end_time", "end_time must be an RFC 3339 date-time in UTC, such as 2024-01-02T03:04:05Z")
		}
		if !from.IsZero() && t.Before(from) {
			return reply{}, invalidParameter("end_time", "end_time must not be before start_time")
		}
		to = t
	}
	// Without start_time or backfill_minutes the stream starts with what happens next.
	next := len(s.core.activities)
	if !from.IsZero() {
		next = 0
	}
	app := appOf(c.who)
	if s.openStreams[app] >= maxOpenStreams {
		return reply{}, &apiError{status: http.StatusTooManyRequests, code: codeTooManyRequests,
			message: fmt.Sprintf("This app already has the %d open activity streams it may hold", maxOpenStreams)}
	}
	if s.openStreams == nil {
		s.openStreams = map[string]int{}
	}
	s.openStreams[app]++
	done := func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		s.openStreams[app]--
	}
	st := &activityStream{s: s, app: app, from: from, to: to, next: next, keepAlive: s.core.activity.keepAlive}
	return reply{stream: st.serve, streamDone: done}, nil
}

// activityStream is one open stream.
type activityStream struct {
	s         *Server
	app       string
	from, to  time.Time
	next      int // index of the first activity not yet looked at
	keepAlive time.Duration
}

// serve writes lines until the client leaves or end_time passes.
func (st *activityStream) serve(w http.ResponseWriter, r *http.Request) {
	flusher, _ := w.(http.Flusher)
	flush := func() {
		if flusher != nil {
			flusher.Flush()
		}
	}
	flush()
	poll := time.NewTicker(streamPoll)
	defer poll.Stop()
	keep := time.NewTicker(st.keepAlive)
	defer keep.Stop()
	for {
		lines, ended := st.pending()
		for _, l := range lines {
			if _, err := w.Write(append(l, '\n')); err != nil {
				return
			}
		}
		if len(lines) > 0 {
			flush()
		}
		if ended {
			return
		}
		select {
		case <-r.Context().Done():
			return
		case <-keep.C:
			if _, err := w.Write([]byte("\r\n")); err != nil {
				return
			}
			flush()
		case <-poll.C:
		}
	}
}

// pending returns the lines of the activities recorded since the last call that match, and
// whether the stream is over (end_time has passed).
func (st *activityStream) pending() ([][]byte, bool) {
	s := st.s
	s.mu.Lock()
	defer s.mu.Unlock()
	var lines [][]byte
	acts := s.core.activities
	for ; st.next < len(acts); st.next++ {
		a := acts[st.next]
		if (!st.from.IsZero() && a.At.Before(st.from)) || (!st.to.IsZero() && a.At.After(st.to)) {
			continue
		}
		for _, sub := range s.core.activity.subscriptions[st.app] {
			if !activityMatches(sub, a) {
				continue
			}
			line, err := json.Marshal(map[string]any{"data": s.activityView(st.next, a, sub)})
			if err == nil {
				lines = append(lines, line)
			}
		}
	}
	ended := !st.to.IsZero() && s.now().After(st.to)
	return lines, ended
}

// activityMatches reports whether a subscription selects an activity: same event type, and the
// filter's user is the actor (outbound) or the target (inbound), either when no direction is set.
func activityMatches(sub *ActivitySubscription, a coreActivity) bool {
	if sub.EventType != a.EventType {
		return false
	}
	switch sub.Direction {
	case "outbound":
		return a.ActorID == sub.UserID
	case "inbound":
		return a.TargetID == sub.UserID
	}
	return a.ActorID == sub.UserID || a.TargetID == sub.UserID
}

// activityView is a streamed activity. Callers hold s.mu.
func (s *Server) activityView(index int, a coreActivity, sub *ActivitySubscription) map[string]any {
	filter := map[string]any{"user_id": sub.UserID}
	if sub.Direction != "" {
		filter["direction"] = sub.Direction
	}
	if sub.Keyword != "" {
		filter["keyword"] = sub.Keyword
	}
	payload := a.Payload
	if payload == nil {
		payload = map[string]any{}
		if u := s.core.users[a.ActorID]; u != nil {
			payload["source"] = coreUserView(u)
		}
		if u := s.core.users[a.TargetID]; u != nil {
			payload["target"] = coreUserView(u)
		}
	}
	v := map[string]any{
		"event_type": a.EventType,
		"event_uuid": activityEventID(index, a),
		"filter":     filter,
		"payload":    payload,
	}
	if sub.Tag != "" {
		v["tag"] = sub.Tag
	}
	return v
}

// activityEventID is a streamed activity's event_uuid: the description's ActivityEventId, 1 to 19
// digits. It is made of the activity's time (seconds since the epoch) and its place in the log, so
// it is unique and stable across streams.
func activityEventID(index int, a coreActivity) string {
	return strconv.FormatInt(a.At.Unix(), 10) + fmt.Sprintf("%06d", index+1)
}
