package emulator

import (
	"fmt"
	"slices"
	"time"
)

// SetMuteWindows replaces the windows of the mute endpoints (real: 15 reads and 50 writes per 15
// minutes per user) for this server: acceptance tests, which refresh a mute many times, lift
// them. Call it before the server answers requests.
func (s *Server) SetMuteWindows(reads, writes int, window time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := range s.routes {
		rt := &s.routes[i]
		switch {
		case rt.pattern == mutingPattern && rt.method == "GET":
			rt.limit = &routeLimit{requests: reads, window: window}
		case rt.pattern == mutingPattern || rt.pattern == unmutePattern:
			rt.limit = &routeLimit{requests: writes, window: window}
		}
	}
}

// MutedUserIDs returns the ids of the users sourceUserID mutes, oldest first.
func (s *Server) MutedUserIDs(sourceUserID string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.core.mutes[sourceUserID])
}

// MuteOutOfBand makes source mute target behind the API's back (no activity is recorded).
func (s *Server) MuteOutOfBand(source, target string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.users[target] == nil {
		return fmt.Errorf("mute %s: %w", target, ErrNotFound)
	}
	if !slices.Contains(s.core.mutes[source], target) {
		s.core.mutes[source] = append(s.core.mutes[source], target)
	}
	return nil
}

// UnmuteOutOfBand makes source stop muting target behind the API's back (drift); ErrNotFound
// when source did not mute target.
func (s *Server) UnmuteOutOfBand(source, target string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	i := slices.Index(s.core.mutes[source], target)
	if i < 0 {
		return fmt.Errorf("unmute %s by %s: %w", target, source, ErrNotFound)
	}
	s.core.mutes[source] = slices.Delete(s.core.mutes[source], i, i+1)
	return nil
}

// MuteActivity is a mute.mute or mute.unmute event of the activity log.
type MuteActivity struct {
	At                 time.Time
	EventType          string
	SourceID, TargetID string
	// SourceUsername and TargetUsername come from the payload's user objects.
	SourceUsername, TargetUsername string
}

// MuteActivities returns the mute events of the activity log, oldest first.
func (s *Server) MuteActivities() []MuteActivity {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []MuteActivity
	for _, a := range s.core.activities {
		if a.EventType != "mute.mute" && a.EventType != "mute.unmute" {
			continue
		}
		username := func(key string) string {
			u, _ := a.Payload[key].(map[string]any)
			name, _ := u["username"].(string)
			return name
		}
		out = append(out, MuteActivity{At: a.At, EventType: a.EventType, SourceID: a.ActorID, TargetID: a.TargetID,
			SourceUsername: username("source"), TargetUsername: username("target")})
	}
	return out
}
