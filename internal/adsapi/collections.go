package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// CollectionsService curates collections of posts (/1.1/collections/entries...), in the user
// context of the collection's owner.
type CollectionsService struct{ c *Client }

// Operations of a collection change. The spec names add; remove is the service's word for the other.
const (
	CollectionOpAdd    = "add"
	CollectionOpRemove = "remove"
)

// Reasons of a failed change that the service names (the service's reference).
const (
	CollectionReasonDuplicate = "duplicate"
	CollectionReasonNotFound  = "not_found"
)

// Limits of the collection endpoints.
const (
	// CollectionMaxChanges is the most additions and removals one curate request may carry.
	CollectionMaxChanges = 100
	// collectionEntriesMaxCount is the largest page of GET entries.
	collectionEntriesMaxCount = 200
)

// Collection endpoints.
const (
	collectionCuratePath  = "/1.1/collections/entries/curate.json"
	collectionEntriesPath = "/1.1/collections/entries.json"
)

// collectionUserAuths: curation needs user context.
var collectionUserAuths = []transport.AuthScheme{transport.OAuth2User, transport.OAuth1User}

// CollectionChange is one addition or removal. It is sent with post_id, the spec's name; the service
// also answers tweet_id, which decodes to PostID as well.
type CollectionChange struct {
	Op     string `json:"op"`
	PostID string `json:"post_id"`
}

// UnmarshalJSON accepts post_id or tweet_id, as a string or a number.
func (ch *CollectionChange) UnmarshalJSON(b []byte) error {
	var w struct {
		Op      string          `json:"op"`
		PostID  wire.FlexString `json:"post_id"`
		TweetID wire.FlexString `json:"tweet_id"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	ch.Op, ch.PostID = w.Op, string(w.PostID)
	if ch.PostID == "" {
		ch.PostID = string(w.TweetID)
	}
	return nil
}

// CollectionChangeFailure is a change the service did not carry out, and why (duplicate, not_found).
type CollectionChangeFailure struct {
	Reason string           `json:"reason"`
	Change CollectionChange `json:"change"`
}

// curateBody is the JSON body of a curate request.
type curateBody struct {
	ID      string             `json:"id"`
	Changes []CollectionChange `json:"changes"`
}

// curateAnswer is the answer of a curate request: an empty errors array means every change was made.
type curateAnswer struct {
	Response struct {
		Errors []CollectionChangeFailure `json:"errors"`
	} `json:"response"`
}

// Curate applies changes to a collection, CollectionMaxChanges per request, in order, and returns the
// changes the service refused with their reasons (HTTP 200 answers). An error means a request failed as a
// whole; the failures of the requests before it are returned beside it, and the changes after it were
// not sent.
//
// POST /1.1/collections/entries/curate.json
func (s *CollectionsService) Curate(ctx context.Context, collectionID string, changes []CollectionChange) ([]CollectionChangeFailure, error) {
	var failures []CollectionChangeFailure
	for start := 0; start < len(changes); start += CollectionMaxChanges {
		batch := changes[start:min(start+CollectionMaxChanges, len(changes))]
		r := s.c.apiRequest(http.MethodPost, collectionCuratePath, nil, nil,
			curateBody{ID: collectionID, Changes: batch}, collectionUserAuths...)
		r.Idempotent = true // a repeated add answers duplicate, a repeated remove not_found: both done
		b, err := s.c.doRaw(ctx, r)
		if err != nil {
			return failures, err
		}
		var a curateAnswer
		if err := json.Unmarshal(b, &a); err != nil {
			return failures, fmt.Errorf("POST %s: decoding answer: %w", collectionCuratePath, err)
		}
		failures = append(failures, a.Response.Errors...)
	}
	return failures, nil
}

// CollectionEntry is one post of a collection and its position (sort_index).
type CollectionEntry struct {
	PostID    string
	SortIndex string
}

// entriesAnswer is a page of GET entries. The service names each entry by the platform's former word
// (tweet); the neutral naming of the spec calls it post: both decode.
type entriesAnswer struct {
	Response struct {
		TimelineID string `json:"timeline_id"`
		Timeline   []struct {
			Post  *entryRef `json:"post"`
			Tweet *entryRef `json:"tweet"`
		} `json:"timeline"`
		Position struct {
			MaxPosition  wire.FlexString `json:"max_position"`
			MinPosition  wire.FlexString `json:"min_position"`
			WasTruncated bool            `json:"was_truncated"`
		} `json:"position"`
	} `json:"response"`
}

type entryRef struct {
	ID        wire.FlexString `json:"id"`
	SortIndex wire.FlexString `json:"sort_index"`
}

// Entries returns every post of a collection, newest position first, following the pages backwards:
// each next page asks for positions up to the previous page's min_position. The service's max_position
// includes that position, so an entry already seen is skipped; a page that brings nothing new ends the
// walk (the service would hand it out forever).
//
// GET /1.1/collections/entries.json
func (s *CollectionsService) Entries(ctx context.Context, collectionID string) ([]CollectionEntry, error) {
	var out []CollectionEntry
	seen := map[string]bool{}
	maxPosition := ""
	pages := 0
	for {
		q := url.Values{"id": {collectionID}, "count": {strconv.Itoa(collectionEntriesMaxCount)}}
		if maxPosition != "" {
			q.Set("max_position", maxPosition)
		}
		r := s.c.apiRequest(http.MethodGet, collectionEntriesPath, nil, q, nil, transport.OAuth2User, transport.OAuth1User, transport.AppBearer)
		ans, err := s.c.doAnswer(ctx, r)
		if err != nil {
			return nil, err
		}
		a, err := decodeEntriesPage(ans)
		if err != nil {
			return nil, err
		}
		added := 0
		for _, item := range a.Response.Timeline {
			ref := item.Post
			if ref == nil {
				ref = item.Tweet
			}
			if ref == nil || ref.ID == "" || seen[string(ref.ID)] {
				continue
			}
			seen[string(ref.ID)] = true
			out = append(out, CollectionEntry{PostID: string(ref.ID), SortIndex: string(ref.SortIndex)})
			added++
		}
		pos := a.Response.Position
		if !pos.WasTruncated || added == 0 || pos.MinPosition == "" {
			return out, nil
		}
		if pages++; pages >= maxPages {
			return nil, fmt.Errorf("GET %s: the service reported more entries after %d pages, more than any list it "+
				"documents needs: stopped reading", collectionEntriesPath, pages)
		}
		maxPosition = string(pos.MinPosition)
	}
}

// decodeEntriesPage decodes a page of a collection's entries. A well-formed page is a JSON object
// whose response holds a timeline array (empty when the collection is): only such a page shows
// which posts the collection lacks.
func decodeEntriesPage(ans *transport.Answer) (*entriesAnswer, error) {
	if wire.Kind(ans.Body) != "an object" {
		return nil, ans.Malformed("not a JSON object")
	}
	var shape struct {
		Response struct {
			Timeline json.RawMessage `json:"timeline"`
		} `json:"response"`
	}
	if err := json.Unmarshal(ans.Body, &shape); err != nil {
		return nil, ans.Malformed("%v", err)
	}
	if k := wire.Kind(shape.Response.Timeline); k != "an array" {
		return nil, ans.Malformed("response.timeline is %s, not an array", k)
	}
	var a entriesAnswer
	if err := json.Unmarshal(ans.Body, &a); err != nil {
		return nil, ans.Malformed("%v", err)
	}
	return &a, nil
}
