package emulator

import "fmt"

// Collection returns the post ids of a collection, oldest entry first, and whether it exists.
func (s *Server) Collection(id string) ([]string, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.core.content.collections[id]
	if c == nil {
		return nil, false
	}
	return c.postIDs(), true
}

// AddCollection creates an empty collection owned by ownerID; an id already taken fails with ErrConflict.
func (s *Server) AddCollection(id, ownerID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !collectionIDPattern.MatchString(id) {
		return fmt.Errorf("add collection %q: the id must be custom-<digits>", id)
	}
	if s.core.content.collections[id] != nil {
		return fmt.Errorf("add collection %s: %w", id, ErrConflict)
	}
	s.core.content.collections[id] = &collection{id: id, ownerID: ownerID}
	return nil
}

// AddCollectionEntries adds posts to a collection behind the API's back (drift). Each post must exist;
// one already in the collection is left where it is.
func (s *Server) AddCollectionEntries(id string, postIDs ...string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.core.content.collections[id]
	if c == nil {
		return fmt.Errorf("add entries to collection %s: %w", id, ErrNotFound)
	}
	for _, p := range postIDs {
		if s.core.posts[p] == nil {
			return fmt.Errorf("add post %s to collection %s: post %w", p, id, ErrNotFound)
		}
		c.add(s, p)
	}
	return nil
}

// RemoveCollectionEntries removes posts from a collection behind the API's back (drift); a post that is
// not there is ignored.
func (s *Server) RemoveCollectionEntries(id string, postIDs ...string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.core.content.collections[id]
	if c == nil {
		return fmt.Errorf("remove entries from collection %s: %w", id, ErrNotFound)
	}
	for _, p := range postIDs {
		c.remove(p)
	}
	return nil
}

// AddCollectablePosts adds posts by authorID with the given ids (texts are generated), so that a test
// can curate more posts than the seed holds. An id already taken is left as it is.
func (s *Server) AddCollectablePosts(authorID string, ids ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, id := range ids {
		if s.core.posts[id] != nil {
			continue
		}
		s.core.posts[id] = &corePost{ID: id, AuthorID: authorID, Text: "Post " + id, CreatedAt: s.now(), Lang: "en"}
		s.core.postOrder = append(s.core.postOrder, id)
	}
}

// CollectionPosition returns the position (sort_index) of a post in a collection, and whether it is there:
// a post removed and added again gets a new, higher position.
func (s *Server) CollectionPosition(id, postID string) (uint64, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.core.content.collections[id]
	if c == nil {
		return 0, false
	}
	i := c.index(postID)
	if i < 0 {
		return 0, false
	}
	return c.entries[i].sortIndex, true
}
