package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// ScheduledPostsService manages scheduled posts (/12/accounts/:account_id/scheduled_posts; the real
// service spells the segment scheduled_tweets, which the spec's rename table maps).
type ScheduledPostsService struct{ c *Client }

// ScheduledPost is a post the service publishes at ScheduledAt. The service answers an unset Name or
// CardURI, CompletedAt and PostID before publication, as null: each decodes to "".
type ScheduledPost struct {
	// ID is a 64-bit decimal id; an old answer sends it as a JSON number beside id_str.
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Text      string   `json:"text"`
	UserID    string   `json:"user_id"`
	Nullcast  bool     `json:"nullcast"`
	CardURI   string   `json:"card_uri"`
	MediaKeys []string `json:"media_keys"`
	// ScheduledAt is UTC at minute precision.
	ScheduledAt string `json:"scheduled_at"`
	// ScheduledStatus is SCHEDULED, then SUCCESS or FAILED; DELETED in a delete's answer.
	ScheduledStatus string `json:"scheduled_status"`
	CompletedAt     string `json:"completed_at"`
	PostID          string `json:"post_id"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
}

// UnmarshalJSON reads the ids whatever their JSON type (id_str first, where an old answer sends it
// beside a numeric id), and tweet_id, the real service's name of post_id, when post_id is absent.
func (p *ScheduledPost) UnmarshalJSON(b []byte) error {
	type plain ScheduledPost
	var v struct {
		plain
		ID      wire.FlexString `json:"id"`
		IDStr   string          `json:"id_str"`
		UserID  wire.FlexString `json:"user_id"`
		PostID  wire.FlexString `json:"post_id"`
		TweetID wire.FlexString `json:"tweet_id"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("decoding scheduled post: %w", err)
	}
	*p = ScheduledPost(v.plain)
	p.ID, p.UserID, p.PostID = string(v.ID), string(v.UserID), string(v.PostID)
	if v.IDStr != "" {
		p.ID = v.IDStr
	}
	if p.PostID == "" {
		p.PostID = string(v.TweetID)
	}
	return nil
}

// ScheduledPostInput holds the parameters of a create; empty values are not sent.
type ScheduledPostInput struct {
	// ScheduledAt is required: ISO 8601 with any offset, or a date; at most a year ahead.
	ScheduledAt string
	// AsUserID "" lets the service publish as the account's FULL promotable user.
	AsUserID string
	// Text is required when MediaKeys is empty.
	Text      string
	CardURI   string
	MediaKeys []string
	// Nullcast nil keeps the service's default, true (a promoted-only post).
	Nullcast *bool
	Name     string
}

// ScheduledPostUpdate holds the changes of an update, possible while the post waits. A nil field is
// left as it is. A pointer to "" for CardURI, or an empty non-nil MediaKeys, removes the card or the
// media, as the spec says; an empty value of the other fields is sent as it is.
type ScheduledPostUpdate struct {
	Text, CardURI, Name, ScheduledAt *string
	MediaKeys                        []string
	Nullcast                         *bool
}

// ScheduledPostListOptions filters a scheduled post list; the list takes neither SortBy nor
// WithDeleted (a deletion is permanent).
type ScheduledPostListOptions struct {
	ListOptions
	// UserID selects whose posts; "" means the account's FULL promotable user.
	UserID string
}

// Scheduled post endpoints and their largest page.
const (
	scheduledPostsPath         = "/12/accounts/:account_id/scheduled_posts"
	scheduledPostPath          = "/12/accounts/:account_id/scheduled_posts/:scheduled_post_id"
	scheduledPostsMaxPageCount = 200
)

// List returns the scheduled posts of a user of the account, following every page (200 each, the
// most the endpoint takes) up to opt.Limit.
//
// GET /12/accounts/:account_id/scheduled_posts
func (s *ScheduledPostsService) List(ctx context.Context, accountID string, opt ScheduledPostListOptions) ([]ScheduledPost, error) {
	if err := opt.limitOnly("scheduled posts"); err != nil {
		return nil, err
	}
	q := url.Values{}
	setString(q, "user_id", opt.UserID)
	r := s.c.adsRequest(http.MethodGet, scheduledPostsPath, []string{accountID}, q, nil)
	return listAll[ScheduledPost](ctx, s.c, r, adsPages, scheduledPostsMaxPageCount, opt.Limit)
}

// Get returns one scheduled post; a deleted one is gone (the deletion is permanent).
//
// GET /12/accounts/:account_id/scheduled_posts/:scheduled_post_id
func (s *ScheduledPostsService) Get(ctx context.Context, accountID, scheduledPostID string) (*ScheduledPost, error) {
	r := s.c.adsRequest(http.MethodGet, scheduledPostPath, []string{accountID, scheduledPostID}, nil, nil)
	return doOne[ScheduledPost](ctx, s.c, r, scheduledPostID)
}

// Create schedules a post; its parameters travel in the query string. When the answer is lost, the
// post it scheduled is adopted, or it is sent again when it scheduled none (package creates).
//
// POST /12/accounts/:account_id/scheduled_posts
func (s *ScheduledPostsService) Create(ctx context.Context, cs creates.Session, accountID string, in ScheduledPostInput) (*ScheduledPost, error) {
	if in.ScheduledAt == "" {
		return nil, transport.NotSent(fmt.Errorf("scheduling a post: ScheduledAt is required"))
	}
	q := url.Values{"scheduled_at": {in.ScheduledAt}}
	setString(q, "as_user_id", in.AsUserID)
	setString(q, "text", in.Text)
	setString(q, "card_uri", in.CardURI)
	setList(q, "media_keys", in.MediaKeys)
	if in.Nullcast != nil {
		q.Set("nullcast", strconv.FormatBool(*in.Nullcast))
	}
	setString(q, "name", in.Name)
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*ScheduledPost, error) {
		return doOne[ScheduledPost](ctx, s.c, s.c.campaignWrite(http.MethodPost, scheduledPostsPath, []string{accountID}, q, nil), "")
	})
}

// Update changes the fields in supplies (see ScheduledPostUpdate). What the service answers for a
// post already published or failed is not shown: its answer is returned as it comes. A malformed
// answer is treated as lost: the update is sent again, then the post read (updateConfirmed).
//
// PUT /12/accounts/:account_id/scheduled_posts/:scheduled_post_id
func (s *ScheduledPostsService) Update(ctx context.Context, accountID, scheduledPostID string, in ScheduledPostUpdate) (*ScheduledPost, error) {
	q := url.Values{}
	for name, v := range map[string]*string{"text": in.Text, "card_uri": in.CardURI, "name": in.Name, "scheduled_at": in.ScheduledAt} {
		if v != nil {
			q.Set(name, *v)
		}
	}
	if in.MediaKeys != nil {
		q.Set("media_keys", strings.Join(in.MediaKeys, ","))
	}
	if in.Nullcast != nil {
		q.Set("nullcast", strconv.FormatBool(*in.Nullcast))
	}
	return updateConfirmed(ctx, s.c, "scheduled post", scheduledPostID, func(ctx context.Context) (*ScheduledPost, error) {
		r := s.c.campaignWrite(http.MethodPut, scheduledPostPath, []string{accountID, scheduledPostID}, q, nil)
		return doOne[ScheduledPost](ctx, s.c, r, scheduledPostID)
	}, func(ctx context.Context) (*ScheduledPost, error) { return s.Get(ctx, accountID, scheduledPostID) })
}

// Delete removes a scheduled post for good and returns it with ScheduledStatus "DELETED". A
// malformed answer is checked with a read (deleteConfirmed): when the post is gone, Delete succeeds
// with a nil post.
//
// DELETE /12/accounts/:account_id/scheduled_posts/:scheduled_post_id
func (s *ScheduledPostsService) Delete(ctx context.Context, accountID, scheduledPostID string) (*ScheduledPost, error) {
	return deleteConfirmed(ctx, "scheduled post", func(ctx context.Context) (*ScheduledPost, error) {
		r := s.c.campaignWrite(http.MethodDelete, scheduledPostPath, []string{accountID, scheduledPostID}, nil, nil)
		return doOne[ScheduledPost](ctx, s.c, r, scheduledPostID)
	}, func(ctx context.Context) (*ScheduledPost, error) { return s.Get(ctx, accountID, scheduledPostID) }, nil)
}
