package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// ScheduledPromotedPostsService manages the scheduled posts tied to line items
// (/12/accounts/:account_id/scheduled_promoted_posts; the real service spells the segment
// scheduled_promoted_tweets, which the spec's rename table maps).
type ScheduledPromotedPostsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[ScheduledPromotedPost] // Get's batched reads
}

// ScheduledPromotedPost ties a scheduled post to a line item, so that the post is promoted there from
// its publication. Nothing of it can change through the API (the service has no PUT): the service
// itself writes PostID when it publishes the post.
type ScheduledPromotedPost struct {
	ID         string `json:"id"`
	LineItemID string `json:"line_item_id"`
	// ScheduledPostID is the scheduled post's 64-bit decimal id.
	ScheduledPostID string `json:"scheduled_post_id"`
	// PostID is the published post's id, "" (null) until publication.
	PostID    string `json:"post_id"`
	CreatedAt string `json:"created_at"`
	UpdatedAt string `json:"updated_at"`
	Deleted   bool   `json:"deleted"`
}

// UnmarshalJSON reads the ids whatever their JSON type, kept as their digits, and the real service's
// names of them through the spec's rename table (scheduled_tweet_id, tweet_id) when the spec's are
// absent.
func (p *ScheduledPromotedPost) UnmarshalJSON(b []byte) error {
	type plain ScheduledPromotedPost
	var v struct {
		plain
		ScheduledPostID  wire.FlexString `json:"scheduled_post_id"`
		ScheduledTweetID wire.FlexString `json:"scheduled_tweet_id"`
		PostID           wire.FlexString `json:"post_id"`
		TweetID          wire.FlexString `json:"tweet_id"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("decoding scheduled promoted post: %w", err)
	}
	*p = ScheduledPromotedPost(v.plain)
	p.ScheduledPostID, p.PostID = string(v.ScheduledPostID), string(v.PostID)
	if p.ScheduledPostID == "" {
		p.ScheduledPostID = string(v.ScheduledTweetID)
	}
	if p.PostID == "" {
		p.PostID = string(v.TweetID)
	}
	return nil
}

// ScheduledPromotedPostInput holds the parameters of a create, both required by the service.
type ScheduledPromotedPostInput struct {
	LineItemID string
	// ScheduledPostID is the 64-bit decimal id of a scheduled post of the account in state SCHEDULED.
	ScheduledPostID string
}

// ScheduledPromotedPostListOptions filters a scheduled promoted post list; each id filter takes up to 200
// ids.
type ScheduledPromotedPostListOptions struct {
	ListOptions
	LineItemIDs              []string
	ScheduledPromotedPostIDs []string
}

// Scheduled promoted post endpoints and their largest page.
const (
	scheduledPromotedPostsPath         = "/12/accounts/:account_id/scheduled_promoted_posts"
	scheduledPromotedPostPath          = "/12/accounts/:account_id/scheduled_promoted_posts/:scheduled_promoted_post_id"
	scheduledPromotedPostsMaxPageCount = 1000
)

// List returns the scheduled promoted posts of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/scheduled_promoted_posts
func (s *ScheduledPromotedPostsService) List(ctx context.Context, accountID string, opt ScheduledPromotedPostListOptions) ([]ScheduledPromotedPost, error) {
	q := url.Values{}
	if err := setIDs(q, "line_item_ids", opt.LineItemIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "scheduled_promoted_post_ids", opt.ScheduledPromotedPostIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, scheduledPromotedPostsPath, []string{accountID}, q, nil)
	return listAll[ScheduledPromotedPost](ctx, s.c, r, adsPages, scheduledPromotedPostsMaxPageCount, opt.Limit)
}

// Get returns one scheduled promoted post, deleted or not: with_deleted is sent so that one detached
// outside Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list
// requests filtered by scheduled_promoted_post_ids, List's endpoint (see batcher); a lone Get sends the
// single GET.
//
// GET /12/accounts/:account_id/scheduled_promoted_posts/:scheduled_promoted_post_id
func (s *ScheduledPromotedPostsService) Get(ctx context.Context, accountID, id string) (*ScheduledPromotedPost, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of a scheduled promoted post.
func (s *ScheduledPromotedPostsService) getOne(ctx context.Context, accountID, id string) (*ScheduledPromotedPost, error) {
	q := url.Values{"with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, scheduledPromotedPostPath, []string{accountID, id}, q, nil)
	return doOne[ScheduledPromotedPost](ctx, s.c, r, id)
}

// listByID reads up to batchMaxIDs scheduled promoted posts by id with one list request, deleted ones
// included as the single GET returns them.
func (s *ScheduledPromotedPostsService) listByID(ctx context.Context, accountID string, ids []string) ([]ScheduledPromotedPost, error) {
	q := url.Values{"scheduled_promoted_post_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, scheduledPromotedPostsPath, []string{accountID}, q, nil)
	return listByIDs[ScheduledPromotedPost](ctx, s.c, r, scheduledPromotedPostsMaxPageCount, ids)
}

// Create ties a scheduled post to a line item. Both parameters travel in the query string,
// scheduled_post_id as the decimal integer it is.
//
// POST /12/accounts/:account_id/scheduled_promoted_posts
func (s *ScheduledPromotedPostsService) Create(ctx context.Context, cs creates.Session, accountID string,
	in ScheduledPromotedPostInput,
) (*ScheduledPromotedPost, error) {
	q := url.Values{}
	setString(q, "line_item_id", in.LineItemID)
	setString(q, "scheduled_post_id", in.ScheduledPostID)
	// A lost answer is reconciled: the association it made is adopted, or it is sent again.
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*ScheduledPromotedPost, error) {
		r := s.c.campaignWrite(http.MethodPost, scheduledPromotedPostsPath, []string{accountID}, q, nil)
		return doOne[ScheduledPromotedPost](ctx, s.c, r, "")
	})
}

// Delete detaches the scheduled post from its line item (a soft delete) and returns the association with
// Deleted true. After publication it removes only the association (the spec's Gap 12): the promoted post
// publication made stays. A malformed answer is checked with a read (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/scheduled_promoted_posts/:scheduled_promoted_post_id
func (s *ScheduledPromotedPostsService) Delete(ctx context.Context, accountID, id string) (*ScheduledPromotedPost, error) {
	return deleteConfirmed(ctx, "scheduled promoted post", func(ctx context.Context) (*ScheduledPromotedPost, error) {
		r := s.c.campaignWrite(http.MethodDelete, scheduledPromotedPostPath, []string{accountID, id}, nil, nil)
		return doOne[ScheduledPromotedPost](ctx, s.c, r, id)
	}, func(ctx context.Context) (*ScheduledPromotedPost, error) { return s.getOne(ctx, accountID, id) },
		func(p *ScheduledPromotedPost) bool { return p.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *ScheduledPromotedPostsService) batcher(idle, window time.Duration) *batcher[ScheduledPromotedPost] {
	return &batcher[ScheduledPromotedPost]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *ScheduledPromotedPost) string { return p.ID },
		kind:         "scheduled promoted post",
		listTemplate: scheduledPromotedPostsPath,
	}
}

// scheduledPromotedPostKey is what makes two scheduled promoted posts the same: the line item and the
// scheduled post, every parameter of a create.
type scheduledPromotedPostKey struct {
	LineItemID      string `json:"line_item_id"`
	ScheduledPostID string `json:"scheduled_post_id"`
}

// createSpec tells the create engine what the service always answers for a scheduled promoted post and
// where to find the one a create may have made: among the line item's live associations, the same
// scheduled post, dated by created_at (the spec does not say whether one post may be tied twice).
func (s *ScheduledPromotedPostsService) createSpec(accountID string, in ScheduledPromotedPostInput) creates.Spec[*ScheduledPromotedPost] {
	return creates.Spec[*ScheduledPromotedPost]{
		Kind:  "scheduled promoted post",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(scheduledPromotedPostKey(in)),
		KeyOf: func(p *ScheduledPromotedPost) string {
			return creates.Canonical(scheduledPromotedPostKey{LineItemID: p.LineItemID, ScheduledPostID: p.ScheduledPostID})
		},
		IDOf: func(p *ScheduledPromotedPost) string { return p.ID },
		// Every scheduled promoted post of the spec carries these.
		Missing: func(p *ScheduledPromotedPost) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": p.LineItemID != "", "scheduled_post_id": p.ScheduledPostID != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *ScheduledPromotedPost) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*ScheduledPromotedPost, error) {
			found, err := s.List(ctx, accountID, ScheduledPromotedPostListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(found), err
		},
	}
}
