package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// promotedPostKey is what makes two promoted posts the same: the line item and the post.
type promotedPostKey struct {
	LineItemID string `json:"line_item_id"`
	PostID     string `json:"post_id"`
}

// createSpec tells the create engine what the service always answers for a promoted post and where to
// find the one a create of postID in lineItemID may have made: the line item's newest promoted posts
// (the list sorts by created_at), the same post in the same line item. The line item is the scope,
// and its newest promoted posts are where another writer's work there shows.
//
// reposts maps the post id of a promoted repost the service answered to the post id that was sent
// (see Create), so that the answer is judged as the promotion of the post sent.
func (s *PromotedPostsService) createSpec(accountID, lineItemID, postID string, reposts map[string]string) creates.Spec[*PromotedPost] {
	return creates.Spec[*PromotedPost]{
		Kind:  "promoted post",
		Scope: accountID + "/" + lineItemID,
		Sent:  creates.Canonical(promotedPostKey{LineItemID: lineItemID, PostID: postID}),
		KeyOf: func(p *PromotedPost) string {
			post := p.PostID
			if sent, ok := reposts[post]; ok {
				post = sent
			}
			return creates.Canonical(promotedPostKey{LineItemID: p.LineItemID, PostID: post})
		},
		IDOf: func(p *PromotedPost) string { return p.ID },
		// Every promoted post of the spec and of the recorded answers carries these.
		Missing: func(p *PromotedPost) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": p.LineItemID != "", "post_id": p.PostID != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *PromotedPost) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*PromotedPost, error) {
			posts, err := s.List(ctx, accountID, PromotedPostListOptions{LineItemIDs: []string{lineItemID},
				ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates}})
			return creates.Pointers(posts), err
		},
	}
}
