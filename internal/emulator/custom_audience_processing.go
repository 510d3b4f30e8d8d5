package emulator

import "time"

// minTargetableAudience is how many matched people make an audience targetable (the spec's 2.8; Gap 8
// reads the API's 100, not the ads UI's 500).
const minTargetableAudience = 100

// Reasons an audience is not targetable (2.1).
const (
	reasonProcessing = "PROCESSING"
	reasonTooSmall   = "TOO_SMALL"
)

// membersOf is the member store of audience c of account owner, made at its first upload. The size a
// seed or an edit gave the audience before then counts as people the emulator does not hold one by one
// (audienceMembers.base), so that the demo audience keeps its 140,321 when a few are added. Callers
// hold s.mu.
func (s *Server) membersOf(owner *account, c *CustomAudience) *audienceMembers {
	m := owner.audienceMembers[c.ID]
	if m == nil {
		base := 0
		if c.AudienceSize != nil {
			base = int(*c.AudienceSize)
		}
		m = newAudienceMembers(base)
		owner.audienceMembers[c.ID] = m
	}
	return m
}

// beginProcessing starts, or prolongs, the processing of an upload arriving at now: it ends
// Options.AudienceProcessing after the latest upload (at once by default), on the emulator's clock.
// Meanwhile the audience says PROCESSING and, when the count it had before the first of those uploads
// was below 100, TOO_SMALL. Callers hold s.mu.
func (s *Server) beginProcessing(m *audienceMembers, now time.Time) {
	if !s.opts.Now().Before(m.processingUntil) {
		m.servedCount = m.count(now)
	}
	m.processingUntil = now.Add(s.opts.AudienceProcessing)
}

// settleAudiences brings the size and targetability of every audience that has received an upload to
// what its members and the clock make them (Gap 8's reading). The emulator has no timer: this runs
// before each request and in the audience hooks, as publishDue does for scheduled posts. An audience
// that never received an upload keeps what its create, its seed or an edit gave it; one that did is
// the emulator's to compute, and an edit of its size or targetability lasts until the next request.
// Callers hold s.mu.
func (s *Server) settleAudiences() {
	now := s.opts.Now()
	for _, a := range s.accounts {
		for id, m := range a.audienceMembers {
			if c := a.customAudiences[id]; c != nil {
				settleAudience(c, m, now)
			}
		}
	}
}

// settleAudience sets c's targetable, reasons_not_targetable and audience_size at now. While an upload
// is processed, the audience is not targetable and its size is null (2.1: "null while processing or too
// small"); once processed, it is targetable from 100 people who count, with that size, and TOO_SMALL
// with a null size below.
func settleAudience(c *CustomAudience, m *audienceMembers, now time.Time) {
	if now.Before(m.processingUntil) {
		c.Targetable, c.AudienceSize = false, nil
		c.ReasonsNotTargetable = []string{reasonProcessing}
		if m.servedCount < minTargetableAudience {
			c.ReasonsNotTargetable = append(c.ReasonsNotTargetable, reasonTooSmall)
		}
		return
	}
	n := m.count(now)
	if n < minTargetableAudience {
		c.Targetable, c.AudienceSize, c.ReasonsNotTargetable = false, nil, []string{reasonTooSmall}
		return
	}
	c.Targetable, c.AudienceSize, c.ReasonsNotTargetable = true, ptrTo(int64(n)), []string{}
}

// CustomAudienceMemberCount is how many matched people the account's audience counts now: the people
// whose membership is in effect and has not expired, and those a seed or an edit gave it by size before
// its first upload. Zero for an audience the account does not hold.
func (s *Server) CustomAudienceMemberCount(accountID, audienceID string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.accounts[accountID]
	if a == nil {
		return 0
	}
	if m := a.audienceMembers[audienceID]; m != nil {
		return m.count(s.opts.Now())
	}
	if c := a.customAudiences[audienceID]; c != nil && c.AudienceSize != nil {
		return int(*c.AudienceSize)
	}
	return 0
}

// HasCustomAudienceMember reports whether the account's audience holds a person with the identifier:
// added by an Update and not removed by a Delete, whatever their membership's window. identifierType is
// a member object's key (email, handle...); value is the hash as uploaded, in either case, or the
// partner_user_id as sent.
func (s *Server) HasCustomAudienceMember(accountID, audienceID, identifierType, value string) bool {
	typ, ok := identifierOf(identifierType)
	if !ok {
		return false
	}
	k, ok := keyOf(typ, value)
	if !ok {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.accounts[accountID]
	if a == nil || a.audienceMembers[audienceID] == nil {
		return false
	}
	return a.audienceMembers[audienceID].has(k)
}
