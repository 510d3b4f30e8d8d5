package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// PromotedPostsService manages promoted posts (/12/accounts/:account_id/promoted_posts; the real
// service spells the segment promoted_tweets, which the spec's rename table maps).
type PromotedPostsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[PromotedPost] // Get's batched reads
}

// PromotedPost is a published post attached to a line item. It cannot be updated: a change is a
// delete (which detaches the post) and a create.
type PromotedPost struct {
	// ID is the promoted post's own id, which Get and Delete take; PostID is the post's.
	ID         string `json:"id"`
	LineItemID string `json:"line_item_id"`
	PostID     string `json:"post_id"`
	// EntityStatus and ApprovalStatus: ACTIVE and ACCEPTED are the values seen; the spec gives no list.
	EntityStatus   string `json:"entity_status"`
	ApprovalStatus string `json:"approval_status"`
	CreatedAt      string `json:"created_at"`
	UpdatedAt      string `json:"updated_at"`
	Deleted        bool   `json:"deleted"`
}

// UnmarshalJSON reads tweet_id, the real service's name of post_id (recorded answers carry it),
// when post_id is absent; either may come as a JSON number, kept as its digits.
func (p *PromotedPost) UnmarshalJSON(b []byte) error {
	type plain PromotedPost
	var v struct {
		plain
		PostID  wire.FlexString `json:"post_id"`
		TweetID wire.FlexString `json:"tweet_id"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("decoding promoted post: %w", err)
	}
	*p = PromotedPost(v.plain)
	p.PostID = string(v.PostID)
	if p.PostID == "" {
		p.PostID = string(v.TweetID)
	}
	return nil
}

// PromotedPostListOptions filters a promoted post list; each id filter takes up to 200 ids.
type PromotedPostListOptions struct {
	ListOptions
	LineItemIDs     []string
	PromotedPostIDs []string
}

// Promoted post endpoints, their largest page, and the most posts one create takes.
const (
	promotedPostsPath         = "/12/accounts/:account_id/promoted_posts"
	promotedPostPath          = "/12/accounts/:account_id/promoted_posts/:promoted_post_id"
	promotedPostsMaxPageCount = 1000
	// PromotedPostsCreateMax is the most post ids one create takes.
	PromotedPostsCreateMax = 50
)

// List returns the promoted posts of an account, following every page up to opt.Limit. Those of a
// deleted line item come only with WithDeleted, and then with Deleted false.
//
// GET /12/accounts/:account_id/promoted_posts
func (s *PromotedPostsService) List(ctx context.Context, accountID string, opt PromotedPostListOptions) ([]PromotedPost, error) {
	for param, ids := range map[string][]string{"line_item_ids": opt.LineItemIDs, "promoted_post_ids": opt.PromotedPostIDs} {
		if len(ids) > batchMaxIDs {
			return nil, transport.NotSent(fmt.Errorf("listing promoted posts: %s takes at most %d ids, got %d", param, batchMaxIDs, len(ids)))
		}
	}
	q := url.Values{}
	setList(q, "line_item_ids", opt.LineItemIDs)
	setList(q, "promoted_post_ids", opt.PromotedPostIDs)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, promotedPostsPath, []string{accountID}, q, nil)
	return listAll[PromotedPost](ctx, s.c, r, adsPages, promotedPostsMaxPageCount, opt.Limit)
}

// Get returns one promoted post by its own id, deleted or not: with_deleted is sent so that one
// detached outside Terraform comes back with Deleted true. Concurrent Gets of one account are
// combined into list requests filtered by promoted_post_ids, List's endpoint (see batcher); the
// answer is the single GET's, and a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/promoted_posts/:promoted_post_id
func (s *PromotedPostsService) Get(ctx context.Context, accountID, promotedPostID string) (*PromotedPost, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, promotedPostID)
}

// getOne is the single GET of a promoted post.
func (s *PromotedPostsService) getOne(ctx context.Context, accountID, promotedPostID string) (*PromotedPost, error) {
	q := url.Values{"with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, promotedPostPath, []string{accountID, promotedPostID}, q, nil)
	return doOne[PromotedPost](ctx, s.c, r, promotedPostID)
}

// listByID reads up to batchMaxIDs promoted posts by id with one list request, deleted ones
// included as the single GET returns them.
func (s *PromotedPostsService) listByID(ctx context.Context, accountID string, ids []string) ([]PromotedPost, error) {
	q := url.Values{"promoted_post_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, promotedPostsPath, []string{accountID}, q, nil)
	return listByIDs[PromotedPost](ctx, s.c, r, promotedPostsMaxPageCount, ids)
}

// Create promotes up to PromotedPostsCreateMax published posts in a line item, one promoted post per
// post id, with one request; it returns them in the order of postIDs. A post id given twice, or
// none, is refused before any request: each post id is one object to make and to find.
//
// The request makes several objects, so it runs through the create engine as a batch
// (creates.RunBatch, every item in cs): each promoted post of the answer is judged on its own, and
// when the answer is lost each post is looked for among the line item's promoted posts, adopted
// when found, and sent again (with the others not found, in one request) when nothing was made. The
// answer is matched to the posts by post id. When the account promotes another user's post through
// a REPOSTS_ONLY promotable user, the service promotes a repost of its own making, whose post id was
// not sent: such an answer is matched to the post left over (in the order of the answer), and its
// post id stands for the one sent when it is judged. A lost answer cannot be matched so: the repost
// is not found, and the create is sent again, which promotes a second repost.
//
// When err is not nil, the entries of the posts known to be promoted are set and the others nil.
//
// POST /12/accounts/:account_id/promoted_posts
func (s *PromotedPostsService) Create(ctx context.Context, cs creates.Session, accountID, lineItemID string, postIDs []string) ([]*PromotedPost, error) {
	refuse := func(format string, args ...any) ([]*PromotedPost, error) {
		return nil, transport.NotSent(fmt.Errorf("promoting posts in line item %s: "+format, append([]any{lineItemID}, args...)...))
	}
	switch {
	case lineItemID == "":
		return refuse("the line item is required")
	case len(postIDs) == 0:
		return refuse("no post ids")
	case len(postIDs) > PromotedPostsCreateMax:
		return refuse("%d post ids, the service takes at most %d per request", len(postIDs), PromotedPostsCreateMax)
	}
	for i, id := range postIDs {
		if id == "" || slices.Contains(postIDs[:i], id) {
			return refuse("post id %q is empty or given twice", id)
		}
	}
	reposts := map[string]string{} // post id answered -> post id sent, for promoted reposts
	items := make([]creates.Item[*PromotedPost], len(postIDs))
	var candidates *batchCandidates[*PromotedPost]
	for i, id := range postIDs {
		spec := s.createSpec(accountID, lineItemID, id, reposts)
		if candidates == nil {
			candidates = newBatchCandidates(s.c.creates, spec.List)
		}
		// The posts are promoted in one line item: their looks share its listing.
		spec.List = candidates.get
		items[i] = creates.Item[*PromotedPost]{Session: cs, Spec: spec}
	}
	results, errs := creates.RunBatch(ctx, s.c.creates, items, func(ctx context.Context, idx []int) ([]*PromotedPost, error) {
		sent := make([]string, len(idx))
		for j, i := range idx {
			sent[j] = postIDs[i]
		}
		q := url.Values{"line_item_id": {lineItemID}, "post_ids": {strings.Join(sent, ",")}}
		env, err := s.c.do(ctx, s.c.campaignWrite(http.MethodPost, promotedPostsPath, []string{accountID}, q, nil))
		if err != nil {
			return nil, err
		}
		answers, err := decodeList[PromotedPost](env)
		if err != nil {
			return nil, err
		}
		return matchPromotedPosts(sent, answers, reposts), nil
	})
	return results, promotedPostErrors(postIDs, errs)
}

// matchPromotedPosts orders answers as the post ids sent: by post id, then the answers whose post id
// was not sent (promoted reposts) to the posts left over, in order, noting each in reposts. An answer
// that holds as many promoted posts as were sent is matched; any other is returned as it is, for the
// engine to refuse.
func matchPromotedPosts(sent []string, answers []PromotedPost, reposts map[string]string) []*PromotedPost {
	if len(answers) != len(sent) {
		return creates.Pointers(answers)
	}
	out := make([]*PromotedPost, len(sent))
	var leftover []*PromotedPost
	for i := range answers {
		j := slices.Index(sent, answers[i].PostID)
		if j < 0 || out[j] != nil {
			leftover = append(leftover, &answers[i])
			continue
		}
		out[j] = &answers[i]
	}
	for j := range out {
		if out[j] == nil && len(leftover) > 0 {
			out[j], leftover = leftover[0], leftover[1:]
			if out[j].PostID != "" && !slices.Contains(sent, out[j].PostID) {
				reposts[out[j].PostID] = sent[j]
			}
		}
	}
	return out
}

// promotedPostErrors joins the errors of a create's posts; a refusal that failed them all alike is
// returned once.
func promotedPostErrors(postIDs []string, errs []error) error {
	if len(errs) > 0 && errs[0] != nil && !slices.ContainsFunc(errs, func(err error) bool { return !errors.Is(err, errs[0]) }) {
		return fmt.Errorf("promoting %d post(s): %w", len(postIDs), errs[0])
	}
	var failed []error
	for i, err := range errs {
		if err != nil {
			failed = append(failed, fmt.Errorf("promoting post %s: %w", postIDs[i], err))
		}
	}
	return errors.Join(failed...)
}

// Delete detaches a promoted post from its line item, by the promoted post's own id (not the post's),
// and returns it with Deleted true. A malformed answer is checked with a read (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/promoted_posts/:promoted_post_id
func (s *PromotedPostsService) Delete(ctx context.Context, accountID, promotedPostID string) (*PromotedPost, error) {
	return deleteConfirmed(ctx, "promoted post", func(ctx context.Context) (*PromotedPost, error) {
		r := s.c.campaignWrite(http.MethodDelete, promotedPostPath, []string{accountID, promotedPostID}, nil, nil)
		return doOne[PromotedPost](ctx, s.c, r, promotedPostID)
	}, func(ctx context.Context) (*PromotedPost, error) { return s.getOne(ctx, accountID, promotedPostID) },
		func(p *PromotedPost) bool { return p.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *PromotedPostsService) batcher(idle, window time.Duration) *batcher[PromotedPost] {
	return &batcher[PromotedPost]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *PromotedPost) string { return p.ID },
		kind:         "promoted post",
		listTemplate: promotedPostsPath,
	}
}
