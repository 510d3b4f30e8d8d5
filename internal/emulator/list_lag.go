package emulator

import "time"

// List lag (Options.ListLag) models a service whose lists catch up with its creates late: a card,
// poll card, draft post, app event provider configuration, campaign, line item, targeting
// criterion, promoted post, scheduled post, tracking tag, promoted account, pre-roll call to
// action, media creative, custom audience or custom audience permission made through the API (a
// batch's creates included) appears in its account's lists only ListLag after its create, unless the
// list names it by id; its single GET shows it at once. Scheduled feeds, activity subscriptions and do-not-reach lists, which the service
// reads only through their whole lists, are listed at once (a permission, read only through its list
// too, is read by id). A client that looks for what a lost create made must look again.

// markCreated starts id's list lag. Callers hold s.mu.
func (s *Server) markCreated(id string) {
	if s.opts.ListLag <= 0 {
		return
	}
	if s.listedFrom == nil {
		s.listedFrom = map[string]time.Time{}
	}
	// The wall clock: Options.Now is the entity clock, which tests may hold still.
	s.listedFrom[id] = time.Now().Add(s.opts.ListLag)
}

// unlisted reports whether id is still hidden from a list that does not name it (named false).
// Callers hold s.mu.
func (s *Server) unlisted(id string, named bool) bool {
	if named || s.listedFrom == nil {
		return false
	}
	from, ok := s.listedFrom[id]
	return ok && time.Now().Before(from)
}
