package emulator

import (
	"fmt"
	"slices"
	"time"
)

// SeedPost adds a post by authorID at createdAt (the clock's now when zero), mentioning the
// given users, and returns its id: for timelines that need more than one page.
func (s *Server) SeedPost(authorID, text string, createdAt time.Time, mentions ...string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.users[authorID] == nil {
		return "", fmt.Errorf("seed post by %s: %w", authorID, ErrNotFound)
	}
	if createdAt.IsZero() {
		createdAt = s.now()
	}
	n := len(s.core.posts)
	id := fmt.Sprintf("17%017d", n)
	for s.core.posts[id] != nil {
		n++
		id = fmt.Sprintf("17%017d", n)
	}
	p := &corePost{ID: id, AuthorID: authorID, Text: text, CreatedAt: createdAt.UTC(), Lang: "en", Mentions: mentions, ConversationID: id}
	s.core.posts[id] = p
	s.core.postOrder = append(s.core.postOrder, id)
	slices.SortStableFunc(s.core.postOrder, func(a, b string) int {
		return s.core.posts[a].CreatedAt.Compare(s.core.posts[b].CreatedAt)
	})
	return id, nil
}
