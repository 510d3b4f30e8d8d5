package emulator

import "fmt"

// AdsAccount returns the ads account fields of an account.
func (s *Server) AdsAccount(accountID string) (AdsAccount, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return AdsAccount{}, false
	}
	return a.profile, true
}

// EditAdsAccount changes an account's ads account fields behind the API's back (a rename in the
// ads UI, a new time zone set by the account manager). edit runs on a copy under the server's
// lock; the id cannot change, and UpdatedAt is set to the clock's now unless edit set it.
func (s *Server) EditAdsAccount(accountID string, edit func(*AdsAccount)) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("edit ads account: %w", err)
	}
	edited := a.profile
	edit(&edited)
	edited.ID = a.id
	if edited.UpdatedAt.Equal(a.profile.UpdatedAt) {
		edited.UpdatedAt = s.now()
	}
	edited.CreatedAt, edited.UpdatedAt = wholeSecond(edited.CreatedAt), wholeSecond(edited.UpdatedAt)
	a.profile = edited
	return nil
}

// SetAccountLimits replaces an account's ceilings on campaigns and line items, as the account
// manager raises them on request. Entities already over a lowered ceiling stay; only new ones
// are refused.
func (s *Server) SetAccountLimits(accountID string, limits AccountLimits) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("set account limits: %w", err)
	}
	a.limits = limits
	return nil
}

// AddAdsAccount stores a new ads account named name of the user ownerID (DemoUserID or OtherUserID), as
// the ads UI opens one: approved, with no features, media, funding instruments or objects. It stands for
// the other accounts an advertiser deals with, such as the many accounts an audience is shared with. A
// taken id fails with ErrConflict, an unknown user with ErrNotFound.
func (s *Server) AddAdsAccount(ownerID, id, name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, known := s.handles[ownerID]; !known {
		return fmt.Errorf("add ads account %s: user %s: %w", id, ownerID, ErrNotFound)
	}
	if s.accounts[id] != nil {
		return fmt.Errorf("add ads account %s: %w", id, ErrConflict)
	}
	a := newAccount(id, ownerID)
	now := wholeSecond(s.now())
	a.profile = AdsAccount{ID: id, Name: name, Timezone: "America/New_York", IndustryType: "TECHNOLOGY",
		ApprovalStatus: "ACCEPTED", CreatedAt: now, UpdatedAt: now}
	s.accounts[id] = a
	return nil
}
