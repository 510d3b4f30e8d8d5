package emulator

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"strconv"
)

// Limits of the collection endpoints.
const (
	collectionMaxChanges   = 100
	collectionMaxCount     = 200
	collectionDefaultCount = 20
)

var collectionIDPattern = regexp.MustCompile(`^custom-[0-9]+$`)

// collectionRoutes serves collection curation (spec item 20) and the entries of a collection
// (the service's reference). Curation takes user context only, OAuth 1.0a or OAuth 2.0, and only the collection's
// owner may curate it; collections are public, so their entries can be read with any credential,
// app-only included.
func collectionRoutes() []route {
	return []route{
		{
			method: http.MethodPost, pattern: "/1.1/collections/entries/curate.json",
			schemes: schemeOAuth1User | schemeOAuth2User, write: true, category: "collections",
			jsonBody: true, handle: (*Server).curateCollection,
		},
		{
			method: http.MethodGet, pattern: "/1.1/collections/entries.json",
			schemes: schemeOAuth1User | schemeOAuth2User | schemeBearerApp,
			params:  []string{"id", "count", "max_position", "min_position"},
			handle:  (*Server).collectionEntries,
		},
	}
}

// curateChange is one change of a curate body: the spec's post_id or the real service's tweet_id.
type curateChange struct {
	Op      string          `json:"op"`
	PostID  json.RawMessage `json:"post_id"`
	TweetID json.RawMessage `json:"tweet_id"`
}

// postID reads post_id, else tweet_id, as a string or a number.
func (ch curateChange) postID() string {
	for _, raw := range []json.RawMessage{ch.PostID, ch.TweetID} {
		if len(raw) == 0 || string(raw) == "null" {
			continue
		}
		var s string
		if json.Unmarshal(raw, &s) == nil {
			return s
		}
		var n json.Number
		if json.Unmarshal(raw, &n) == nil {
			return n.String()
		}
	}
	return ""
}

// curateCollection applies the changes in order. Every change is checked before any is made: an
// unknown op, a change without a post id or more than 100 changes refuse the whole request (400).
// Then each change either happens or is reported in response.errors with HTTP 200: adding a post
// already there is "duplicate", adding a post that does not exist and removing a post that is not
// in the collection are "not_found".
func (s *Server) curateCollection(c *call) (reply, *apiError) {
	var body struct {
		ID      *string        `json:"id"`
		Changes []curateChange `json:"changes"`
	}
	if err := json.Unmarshal(c.body, &body); err != nil {
		return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, "the body must be a JSON object with id and changes: "+err.Error()), nil
	}
	switch {
	case body.ID == nil || *body.ID == "":
		return v11Error(http.StatusBadRequest, v11CodeMissingParameter, "id parameter is missing"), nil
	case !collectionIDPattern.MatchString(*body.ID):
		return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, "id must be a collection id of the form custom-<digits>"), nil
	case len(body.Changes) == 0:
		return v11Error(http.StatusBadRequest, v11CodeMissingParameter, "changes parameter is missing: give 1 to 100 changes"), nil
	case len(body.Changes) > collectionMaxChanges:
		return v11Error(http.StatusBadRequest, v11CodeInvalidParameter,
			fmt.Sprintf("changes holds %d additions and removals; at most %d are allowed per request", len(body.Changes), collectionMaxChanges)), nil
	}
	for i, ch := range body.Changes {
		if ch.Op != "add" && ch.Op != "remove" {
			return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, fmt.Sprintf("changes[%d].op must be add or remove", i)), nil
		}
		if ch.postID() == "" {
			return v11Error(http.StatusBadRequest, v11CodeMissingParameter, fmt.Sprintf("changes[%d].post_id is missing", i)), nil
		}
	}
	coll := s.core.content.collections[*body.ID]
	if coll == nil {
		return v11Error(http.StatusNotFound, v11CodeNotFound, "collection "+*body.ID+" does not exist"), nil
	}
	if coll.ownerID != c.userID {
		return v11Error(http.StatusForbidden, v11CodeForbidden, "the authenticated user does not own collection "+*body.ID), nil
	}
	failures := []any{}
	for _, ch := range body.Changes {
		id := ch.postID()
		reason := ""
		switch {
		case ch.Op == "add" && s.core.posts[id] == nil:
			reason = "not_found"
		case ch.Op == "add" && !coll.add(s, id):
			reason = "duplicate"
		case ch.Op == "remove" && !coll.remove(id):
			reason = "not_found"
		}
		if reason != "" {
			failures = append(failures, map[string]any{"reason": reason, "change": map[string]any{"op": ch.Op, "post_id": id}})
		}
	}
	return reply{raw: map[string]any{"objects": map[string]any{}, "response": map[string]any{"errors": failures}}}, nil
}

// collectionEntries answers a page of entries, newest position first: positions at or below
// max_position (inclusive, as the service documents) and above min_position. position.min_position
// of a page is the max_position of the next older page; was_truncated says whether there is one.
func (s *Server) collectionEntries(c *call) (reply, *apiError) {
	id := c.params.Get("id")
	if id == "" {
		return v11Error(http.StatusBadRequest, v11CodeMissingParameter, "id parameter is missing"), nil
	}
	count := collectionDefaultCount
	if raw := c.params.Get("count"); raw != "" {
		n, err := strconv.Atoi(raw)
		if err != nil || n < 1 || n > collectionMaxCount {
			return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, fmt.Sprintf("count must be 1 to %d", collectionMaxCount)), nil
		}
		count = n
	}
	var floor uint64
	if raw := c.params.Get("min_position"); raw != "" {
		v, err := strconv.ParseUint(raw, 10, 64)
		if err != nil {
			return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, "min_position must be a position returned by this endpoint"), nil
		}
		floor = v
	}
	coll := s.core.content.collections[id]
	if coll == nil {
		return v11Error(http.StatusNotFound, v11CodeNotFound, "collection "+id+" does not exist"), nil
	}
	entries, truncated, bad := coll.page(c.params.Get("max_position"), count, floor)
	if bad != nil {
		return *bad, nil
	}
	timeline := make([]any, 0, len(entries))
	posts := map[string]any{}
	for _, e := range entries {
		timeline = append(timeline, map[string]any{"post": map[string]any{"id": e.postID, "sort_index": strconv.FormatUint(e.sortIndex, 10)}})
		if p := s.core.posts[e.postID]; p != nil {
			posts[p.ID] = map[string]any{"id": p.ID, "text": p.Text, "author_id": p.AuthorID}
		}
	}
	position := map[string]any{"was_truncated": truncated}
	if len(entries) > 0 {
		position["max_position"] = strconv.FormatUint(entries[0].sortIndex, 10)
		position["min_position"] = strconv.FormatUint(entries[len(entries)-1].sortIndex, 10)
	}
	return reply{raw: map[string]any{
		"objects": map[string]any{
			"posts":     posts,
			"timelines": map[string]any{id: map[string]any{"collection_type": "user", "user_id": coll.ownerID}},
		},
		"response": map[string]any{"timeline_id": id, "timeline": timeline, "position": position},
	}}, nil
}
