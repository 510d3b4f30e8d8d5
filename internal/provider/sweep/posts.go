package sweep

import (
	"context"
	"slices"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// postUsers are the users whose draft and scheduled posts the account holds: its live promotable
// users. Each list answers one user's posts (the account's FULL user by default), and a test may write
// as any of them (as_user_id).
func (s *scope) postUsers(ctx context.Context) ([]string, error) {
	users, err := s.client.PromotableUsers.List(ctx, s.account, adsapi.PromotableUserListOptions{})
	if err != nil {
		return nil, s.listFailed("promotable users (whose posts are listed one user at a time)", err)
	}
	var out []string
	for _, u := range users {
		if !u.Deleted && u.UserID != "" && !slices.Contains(out, u.UserID) {
			out = append(out, u.UserID)
		}
	}
	return out, nil
}

// markedPost reports whether a draft or scheduled post is a test's: its text, the field every test
// writes, or its optional name starts with the prefix.
func (s *scope) markedPost(name, text string) bool { return s.marked(text) || s.marked(name) }

// sweepDraftPosts deletes the draft posts of every promotable user that are marked (a hard delete).
func sweepDraftPosts(ctx context.Context, s *scope) error {
	users, err := s.postUsers(ctx)
	if err != nil {
		return err
	}
	var drafts []adsapi.DraftPost
	for _, u := range users {
		page, err := s.client.DraftPosts.List(ctx, s.account, adsapi.DraftPostListOptions{UserID: u})
		if err != nil {
			return s.listFailed("draft posts of user "+u, err)
		}
		drafts = append(drafts, page...)
	}
	return s.deleteAll(ctx, "draft post", pick(drafts, func(d *adsapi.DraftPost) bool { return s.markedPost(d.Name, d.Text) },
		func(d *adsapi.DraftPost) target {
			return target{id: d.ID, label: d.Text, del: func(ctx context.Context) error {
				_, err := s.client.DraftPosts.Delete(ctx, s.account, d.ID)
				return err
			}}
		}))
}

// markedScheduledPosts are the scheduled posts of every promotable user that are marked, published or
// not: the scheduled post sweeper deletes them, the scheduled promoted post sweeper the ties to them.
func (s *scope) markedScheduledPosts(ctx context.Context) ([]adsapi.ScheduledPost, error) {
	users, err := s.postUsers(ctx)
	if err != nil {
		return nil, err
	}
	var out []adsapi.ScheduledPost
	for _, u := range users {
		posts, err := s.client.ScheduledPosts.List(ctx, s.account, adsapi.ScheduledPostListOptions{UserID: u})
		if err != nil {
			return nil, s.listFailed("scheduled posts of user "+u, err)
		}
		for _, p := range posts {
			if s.markedPost(p.Name, p.Text) {
				out = append(out, p)
			}
		}
	}
	return out, nil
}

// sweepScheduledPosts deletes the marked scheduled posts, whatever their status: the spec's hard delete
// takes any scheduled post that exists.
func sweepScheduledPosts(ctx context.Context, s *scope) error {
	posts, err := s.markedScheduledPosts(ctx)
	if err != nil {
		return err
	}
	return s.deleteAll(ctx, "scheduled post", pick(posts, func(*adsapi.ScheduledPost) bool { return true },
		func(p *adsapi.ScheduledPost) target {
			return target{id: p.ID, label: p.Text, del: func(ctx context.Context) error {
				_, err := s.client.ScheduledPosts.Delete(ctx, s.account, p.ID)
				return err
			}}
		}))
}
