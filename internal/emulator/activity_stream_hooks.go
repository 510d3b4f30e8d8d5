package emulator

import (
	"slices"
	"time"
)

// RecordActivity appends an event to the activity log, as an endpoint of another family
// would: open activity streams deliver it to the matching subscriptions. A nil payload is
// answered as {source, target} user objects of the actor and the target.
func (s *Server) RecordActivity(eventType, actorID, targetID string, payload map[string]any) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.recordActivity(eventType, actorID, targetID, payload)
}

// RecordFollow makes sourceID follow targetID and records the follow.follow activity.
func (s *Server) RecordFollow(sourceID, targetID string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !slices.Contains(s.core.follows[sourceID], targetID) {
		s.core.follows[sourceID] = append(s.core.follows[sourceID], targetID)
	}
	s.recordActivity("follow.follow", sourceID, targetID, nil)
}

// SetStreamKeepAlive sets how often the activity streams opened from now on send a blank
// keep-alive line (5 seconds at start); d must be positive.
func (s *Server) SetStreamKeepAlive(d time.Duration) {
	if d <= 0 {
		panic("SetStreamKeepAlive: the period must be positive")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.core.activity.keepAlive = d
}
