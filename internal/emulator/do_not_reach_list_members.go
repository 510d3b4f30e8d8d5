package emulator

import "time"

// doNotReachUploadRules are endpoint 19's (Gap 4's reading): member objects of email and phone_number only
// (the endpoint's text says emails only, its parameter list and example also carry phone_number; the
// other keys of 2.4 are refused, the emulator's pick), expires_at and no effective_at.
var doNotReachUploadRules = &memberUploadRules{
	params: []string{"users", "expires_at"},
	types:  []identifierType{idEmail, idPhoneNumber},
	window: doNotReachWindow,
}

// doNotReachWindow is the window a do-not-reach operation gives its members: from the request, since
// changes take effect at once and effective_at is refused, until expires_at, 13 months after the request
// when not sent (Gap 4), which must be later than now and less than 13 months ahead (2.8: "a
// do-not-reach membership must expire within 13 months").
func doNotReachWindow(p *memberParamsJSON, now time.Time) (effective, expires time.Time, err *apiError) {
	limit := now.AddDate(0, defaultMembershipMonths, 0)
	if p.EffectiveAt != nil {
		return now, limit, invalidParameter("effective_at", "a do-not-reach list takes no effective_at: its changes take effect at once")
	}
	if p.ExpiresAt == nil {
		return now, limit, nil
	}
	if expires, err = parseTimeParam("expires_at", *p.ExpiresAt); err != nil {
		return now, expires, err
	}
	switch {
	case !expires.After(now):
		return now, expires, invalidParameter("expires_at", "expires_at (%s) must be later than now (%s)", formatTime(expires), formatTime(now))
	case !expires.Before(limit):
		return now, expires, invalidParameter("expires_at", "expires_at (%s) must be less than 13 months ahead (before %s)", formatTime(expires), formatTime(limit))
	}
	return now, expires, nil
}

// doNotReachMembersOf is the member store of list l of account a, made at its first upload. The list's
// list_size and targetable are not computed from it: the spec does not show what they mean for an
// exclusion list (2.9), so they stay what the list's create, seed or edit gave them. Callers hold s.mu.
func doNotReachMembersOf(a *account, l *DoNotReachList) *audienceMembers {
	m := a.doNotReachMembers[l.ID]
	if m == nil {
		m = newAudienceMembers(0)
		a.doNotReachMembers[l.ID] = m
	}
	return m
}

// DoNotReachListMemberCount is how many people the account's do-not-reach list holds now: added by an
// Update, not removed by a Delete, and not expired. Zero for a list the account does not hold.
func (s *Server) DoNotReachListMemberCount(accountID, listID string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.accounts[accountID]
	if a == nil || a.doNotReachMembers[listID] == nil {
		return 0
	}
	return a.doNotReachMembers[listID].count(s.opts.Now())
}

// HasDoNotReachListMember reports whether the account's do-not-reach list holds a person with the
// identifier: added by an Update and not removed by a Delete, whatever their expiry. identifierType is a
// member object's key (email or phone_number); hash is as uploaded, in either case.
func (s *Server) HasDoNotReachListMember(accountID, listID, identifierType, hash string) bool {
	typ, ok := identifierOf(identifierType)
	if !ok || !doNotReachUploadRules.takes(typ) {
		return false
	}
	k, ok := keyOf(typ, hash)
	if !ok {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	a := s.accounts[accountID]
	if a == nil || a.doNotReachMembers[listID] == nil {
		return false
	}
	return a.doNotReachMembers[listID].has(k)
}
