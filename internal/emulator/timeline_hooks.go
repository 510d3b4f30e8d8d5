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
	p := &corePost{AuthorID: authorID, Text: text, CreatedAt: createdAt.UTC(), Lang: "en", Mentions: mentions}
	s.addPost(p)
	return p.ID, nil
}

// addPost gives p a new id (and its own conversation when it has none) and adds it to the
// posts, in time order. Callers hold s.mu.
func (s *Server) addPost(p *corePost) {
	n := len(s.core.posts)
	p.ID = fmt.Sprintf("17%017d", n)
	for s.core.posts[p.ID] != nil {
		n++
		p.ID = fmt.Sprintf("17%017d", n)
	}
	if p.ConversationID == "" {
		p.ConversationID = p.ID
	}
	s.core.posts[p.ID] = p
	s.core.postOrder = append(s.core.postOrder, p.ID)
	slices.SortStableFunc(s.core.postOrder, func(a, b string) int {
		return s.core.posts[a].CreatedAt.Compare(s.core.posts[b].CreatedAt)
	})
}
