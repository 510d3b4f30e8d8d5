package emulator

import (
	"fmt"
	"slices"
)

// AccountFeatures returns the account's feature keys in the order the service answers them.
func (s *Server) AccountFeatures(accountID string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return nil, fmt.Errorf("account features: %w", err)
	}
	return slices.Clone(a.features), nil
}

// AddAccountFeatures grants feature keys to the account.
func (s *Server) AddAccountFeatures(accountID string, keys ...string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("add account features: %w", err)
	}
	a.addFeatures(keys...)
	return nil
}

// RemoveAccountFeatures takes feature keys away from the account out of band (drift); keys
// the account does not have are ignored.
func (s *Server) RemoveAccountFeatures(accountID string, keys ...string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, err := s.accountLocked(accountID)
	if err != nil {
		return fmt.Errorf("remove account features: %w", err)
	}
	a.removeFeatures(keys...)
	return nil
}
