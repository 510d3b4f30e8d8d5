package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// DraftPostsService manages draft posts (/12/accounts/:account_id/draft_posts).
type DraftPostsService struct{ c *Client }

// DraftPost is a post kept for later. The service answers an unset Name or CardURI as null
// and a cleared CardURI as "": both decode to "". MediaKeys is empty (nil or []) when the
// draft has none.
type DraftPost struct {
	ID        string   `json:"id"`
	Name      string   `json:"name"`
	Text      string   `json:"text"`
	UserID    string   `json:"user_id"`
	Nullcast  bool     `json:"nullcast"`
	CardURI   string   `json:"card_uri"`
	MediaKeys []string `json:"media_keys"`
	CreatedAt string   `json:"created_at"`
	UpdatedAt string   `json:"updated_at"`
	// Status is "DELETED" in the answer of a delete, empty otherwise.
	Status string `json:"status"`
}

// DraftPostInput holds the parameters of a create; empty values are not sent.
type DraftPostInput struct {
	// AsUserID is the advertiser the draft is made for; required.
	AsUserID  string
	Text      string
	CardURI   string
	MediaKeys []string
	// Nullcast nil keeps the service's default, true.
	Nullcast *bool
	Name     string
}

// DraftPostUpdate holds the changes of an update. A nil field is left as it is; a pointer to
// "" (or an empty, non-nil MediaKeys) clears the field at the service.
type DraftPostUpdate struct {
	Text, CardURI, Name *string
	MediaKeys           []string
	Nullcast            *bool
}

// DraftPostListOptions filters a draft post list; the list takes neither SortBy nor
// WithDeleted.
type DraftPostListOptions struct {
	ListOptions
	// UserID selects whose drafts; "" means the account's FULL promotable user.
	UserID string
}

// Draft post endpoints and their largest page.
const (
	draftPostsPath         = "/12/accounts/:account_id/draft_posts"
	draftPostPath          = "/12/accounts/:account_id/draft_posts/:draft_post_id"
	draftPostPreviewPath   = "/12/accounts/:account_id/draft_posts/preview/:draft_post_id"
	draftPostsMaxPageCount = 200
)

// List returns the draft posts of a user of the account, following every page up to
// opt.Limit.
//
// GET /12/accounts/:account_id/draft_posts
func (s *DraftPostsService) List(ctx context.Context, accountID string, opt DraftPostListOptions) ([]DraftPost, error) {
	if err := opt.limitOnly("draft posts"); err != nil {
		return nil, err
	}
	q := url.Values{}
	setString(q, "user_id", opt.UserID)
	r := s.c.adsRequest(http.MethodGet, draftPostsPath, []string{accountID}, q, nil)
	return listAll[DraftPost](ctx, s.c, r, adsPages, draftPostsMaxPageCount, opt.Limit)
}

// Get returns one draft post; a deleted one is gone (404).
//
// GET /12/accounts/:account_id/draft_posts/:draft_post_id
func (s *DraftPostsService) Get(ctx context.Context, accountID, draftPostID string) (*DraftPost, error) {
	return doOne[DraftPost](ctx, s.c, s.c.adsRequest(http.MethodGet, draftPostPath, []string{accountID, draftPostID}, nil, nil), draftPostID)
}

// Create creates a draft post. Its parameters travel in the query string, where the
// OAuth 1.0a signature covers them.
//
// POST /12/accounts/:account_id/draft_posts
func (s *DraftPostsService) Create(ctx context.Context, cs creates.Session, accountID string, in DraftPostInput) (*DraftPost, error) {
	if in.AsUserID == "" {
		return nil, fmt.Errorf("creating draft post: AsUserID is required")
	}
	q := url.Values{}
	q.Set("as_user_id", in.AsUserID)
	setString(q, "text", in.Text)
	setString(q, "card_uri", in.CardURI)
	setList(q, "media_keys", in.MediaKeys)
	if in.Nullcast != nil {
		q.Set("nullcast", strconv.FormatBool(*in.Nullcast))
	}
	setString(q, "name", in.Name)
	// A lost answer is reconciled: the draft it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*DraftPost, error) {
		return doOne[DraftPost](ctx, s.c, s.c.adsRequest(http.MethodPost, draftPostsPath, []string{accountID}, q, nil), "")
	})
}

// Update changes the fields in supplies; an empty value clears a field, which is how the
// service takes a removal. A malformed answer is treated as lost: the update is sent again,
// then the draft read (updateConfirmed).
//
// PUT /12/accounts/:account_id/draft_posts/:draft_post_id
func (s *DraftPostsService) Update(ctx context.Context, accountID, draftPostID string, in DraftPostUpdate) (*DraftPost, error) {
	q := url.Values{}
	for name, v := range map[string]*string{"text": in.Text, "card_uri": in.CardURI, "name": in.Name} {
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
	return updateConfirmed(ctx, s.c, "draft post", draftPostID, func(ctx context.Context) (*DraftPost, error) {
		return doOne[DraftPost](ctx, s.c, s.c.adsRequest(http.MethodPut, draftPostPath, []string{accountID, draftPostID}, q, nil), draftPostID)
	}, func(ctx context.Context) (*DraftPost, error) { return s.Get(ctx, accountID, draftPostID) })
}

// Delete removes a draft post for good and returns it with Status "DELETED". A malformed answer
// is checked with a read of the draft (deleteConfirmed): when it is gone, Delete succeeds with a
// nil draft.
//
// DELETE /12/accounts/:account_id/draft_posts/:draft_post_id
func (s *DraftPostsService) Delete(ctx context.Context, accountID, draftPostID string) (*DraftPost, error) {
	return deleteConfirmed(ctx, "draft post", func(ctx context.Context) (*DraftPost, error) {
		return doOne[DraftPost](ctx, s.c, s.c.adsRequest(http.MethodDelete, draftPostPath, []string{accountID, draftPostID}, nil, nil), draftPostID)
	}, func(ctx context.Context) (*DraftPost, error) { return s.Get(ctx, accountID, draftPostID) }, nil)
}

// Preview sends the draft to the devices of the authenticated user and returns the
// service's message; the answer carries no data.
//
// POST /12/accounts/:account_id/draft_posts/preview/:draft_post_id
func (s *DraftPostsService) Preview(ctx context.Context, accountID, draftPostID string) (string, error) {
	r := s.c.adsRequest(http.MethodPost, draftPostPreviewPath, []string{accountID, draftPostID}, nil, nil)
	env, err := s.c.do(ctx, r)
	if err != nil {
		return "", err
	}
	if env.Message == "" {
		return "", fmt.Errorf("%s %s: the answer carries no message", r.Method, r.Template)
	}
	return env.Message, nil
}

// blankDraftCodes are the codes of a refused blank draft: the reference's error table names it
// TWEET_CANNOT_BE_BLANK, the spec's naming rule makes it POST_CANNOT_BE_BLANK; either may come.
var blankDraftCodes = []string{"POST_CANNOT_BE_BLANK", "TWEET_CANNOT_BE_BLANK"}

// IsBlankDraft reports whether err is the service refusing a draft post with neither text nor
// media, under either code.
func IsBlankDraft(err error) bool {
	var e *transport.Error
	if !errors.As(err, &e) || e.StatusCode != http.StatusBadRequest {
		return false
	}
	for _, d := range append([]transport.ErrorDetail{{Code: e.Code}}, e.Errors...) {
		if slices.Contains(blankDraftCodes, d.Code) {
			return true
		}
	}
	return false
}
