package emulator

import (
	"net/http"
	"slices"
	"strconv"
)

// DemoCollectionID is the demo user's collection, seeded with DemoCollectionPostIDs.
const DemoCollectionID = "custom-388061495298244609"

// DemoCollectionPostIDs are the entries of DemoCollectionID at start, oldest first.
var DemoCollectionPostIDs = []string{"1228393702244134912", PinnedPostID}

// Error codes of the 1.1 endpoints (numeric, as the real service sends them): the emulator's choice
// where the spec names none.
const (
	v11CodeNotFound         = 34  // the collection (or media) does not exist
	v11CodeMissingParameter = 38  // a required parameter is missing
	v11CodeInvalidParameter = 44  // a parameter is invalid
	v11CodeForbidden        = 200 // the caller may not act on this
)

// v11Error is an error answer of a 1.1 handler: {"errors":[{"code":<number>,"message":...}]}. Handlers
// return it as a reply because they choose the code themselves (a missing parameter, 38, is not an invalid
// one, 44); errors raised before a handler take theirs from the status (v11Response).
func v11Error(status, code int, message string) reply {
	return reply{status: status, raw: v11Body(code, message)}
}

// collection is a curated collection of posts: an owner and its entries, each with its position
// (sort_index). Positions only grow, so a later entry is always above an earlier one.
type collection struct {
	id      string
	ownerID string
	// entries are the posts with their positions, kept in ascending position order.
	entries []collectionEntry
}

type collectionEntry struct {
	postID    string
	sortIndex uint64
}

func (c *collection) index(postID string) int {
	return slices.IndexFunc(c.entries, func(e collectionEntry) bool { return e.postID == postID })
}

// add appends a post at the top; false when it is already there.
func (c *collection) add(s *Server, postID string) bool {
	if c.index(postID) >= 0 {
		return false
	}
	s.core.content.position++
	c.entries = append(c.entries, collectionEntry{postID: postID, sortIndex: s.core.content.position})
	return true
}

// remove drops a post; false when it was not there.
func (c *collection) remove(postID string) bool {
	i := c.index(postID)
	if i < 0 {
		return false
	}
	c.entries = slices.Delete(c.entries, i, i+1)
	return true
}

// postIDs lists the entries oldest first.
func (c *collection) postIDs() []string {
	out := make([]string, len(c.entries))
	for i, e := range c.entries {
		out[i] = e.postID
	}
	return out
}

// contentState is what collections and uploaded media keep: it lives in coreState.content.
type contentState struct {
	collections map[string]*collection
	// position is the last sort_index handed out; positions are shared by every collection.
	position uint64
	// media are the uploaded media items, by media id (media_status_state.go).
	media map[string]*uploadedMedia
}

// seedContent fills the state of collections and uploaded media. Called from seedCore.
func (s *Server) seedContent() {
	s.core.content.collections = map[string]*collection{}
	// Positions start high so that they look like the service's (and never collide with zero).
	s.core.content.position = 1_000_000
	demo := &collection{id: DemoCollectionID, ownerID: DemoUserID}
	for _, p := range DemoCollectionPostIDs {
		demo.add(s, p)
	}
	s.core.content.collections[demo.id] = demo
	s.seedUploadedMedia()
}

// page is one page of GET entries, newest first: count entries with positions at or below maxPosition
// ("" means the top) and above floor, and whether older ones remain.
func (c *collection) page(maxPosition string, count int, floor uint64) ([]collectionEntry, bool, *reply) {
	top := uint64(1<<64 - 1)
	if maxPosition != "" {
		v, err := strconv.ParseUint(maxPosition, 10, 64)
		if err != nil {
			r := v11Error(http.StatusBadRequest, v11CodeInvalidParameter, "max_position must be a position returned by this endpoint")
			return nil, false, &r
		}
		top = v
	}
	var out []collectionEntry
	for i := len(c.entries) - 1; i >= 0; i-- {
		e := c.entries[i]
		if e.sortIndex > top {
			continue
		}
		if e.sortIndex <= floor {
			break
		}
		if len(out) == count {
			return out, true, nil
		}
		out = append(out, e)
	}
	return out, false, nil
}
