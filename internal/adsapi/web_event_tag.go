package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// WebEventTagsService manages web event tags, the conversion events of an advertiser's website
// (/12/accounts/:account_id/web_event_tags). Deletion is soft: a deleted tag stays readable with
// Deleted true, which a caller reading it takes for gone.
type WebEventTagsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[WebEventTag] // Get's batched reads
}

// WebEventTag is one conversion event with its attribution windows, in days. EmbedCode is opaque:
// the spec's examples print it in two forms, so it is kept as the service sends it. LastTrackedAt
// is "" until the first event (null on the wire). No example carries created_at or updated_at:
// they are decoded when present and never required.
type WebEventTag struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Type string `json:"type"`
	// The windows are any integer in an answer (the ads UI's 60 and 90 days included); Valid false
	// when absent, which a create's answer never is.
	ClickWindow        wire.FlexInt `json:"click_window"`
	ViewThroughWindow  wire.FlexInt `json:"view_through_window"`
	RetargetingEnabled bool         `json:"retargeting_enabled"`
	EmbedCode          string       `json:"embed_code"`
	WebsiteTagID       string       `json:"website_tag_id"`
	// Status is UNVERIFIED or TRACKING (other values: not shown).
	Status        string `json:"status"`
	LastTrackedAt string `json:"last_tracked_at"`
	CreatedAt     string `json:"created_at"`
	UpdatedAt     string `json:"updated_at"`
	Deleted       bool   `json:"deleted"`
}

// WebEventTagInput holds the parameters of a create. Every one is required and sent, zero values
// included: the API has no defaults (view_through_window 0 turns view-through attribution off).
type WebEventTagInput struct {
	Name               string `json:"name"`
	Type               string `json:"type"`
	ClickWindow        int64  `json:"click_window"`
	ViewThroughWindow  int64  `json:"view_through_window"`
	RetargetingEnabled bool   `json:"retargeting_enabled"`
}

// WebEventTagUpdate holds the changes of an update: a nil field is not sent, and the service keeps
// what it holds.
type WebEventTagUpdate struct {
	Name, Type                     *string
	ClickWindow, ViewThroughWindow *int64
	RetargetingEnabled             *bool
}

// WebEventTagListOptions filters a tag list; the service lists no q for tags.
type WebEventTagListOptions struct {
	ListOptions
	// WebEventTagIDs takes up to 200 ids.
	WebEventTagIDs []string
}

// Web event tag endpoints and their largest page.
const (
	webEventTagsPath         = "/12/accounts/:account_id/web_event_tags"
	webEventTagPath          = "/12/accounts/:account_id/web_event_tags/:web_event_tag_id"
	webEventTagsMaxPageCount = 1000
)

// List returns the tags of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/web_event_tags
func (s *WebEventTagsService) List(ctx context.Context, accountID string, opt WebEventTagListOptions) ([]WebEventTag, error) {
	q := url.Values{}
	if err := setIDs(q, "web_event_tag_ids", opt.WebEventTagIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, webEventTagsPath, []string{accountID}, q, nil)
	return listAll[WebEventTag](ctx, s.c, r, adsPages, webEventTagsMaxPageCount, opt.Limit)
}

// Get returns one tag, deleted or not: with_deleted is sent so that one deleted outside
// Terraform comes back with Deleted true.
//
// GET /12/accounts/:account_id/web_event_tags/:web_event_tag_id
//
// Concurrent Gets of one account are combined into list requests filtered by web_event_tag_ids
// (see batcher); the answer is the single GET's.
func (s *WebEventTagsService) Get(ctx context.Context, accountID, id string) (*WebEventTag, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// listByID reads up to batchMaxIDs tags by id with one list request, deleted ones included as
// the single GET returns them.
func (s *WebEventTagsService) listByID(ctx context.Context, accountID string, ids []string) ([]WebEventTag, error) {
	q := url.Values{"web_event_tag_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, webEventTagsPath, []string{accountID}, q, nil)
	return listByIDs[WebEventTag](ctx, s.c, r, batchMaxIDs, ids)
}

// getOne is the single GET of a tag.
func (s *WebEventTagsService) getOne(ctx context.Context, accountID, id string) (*WebEventTag, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[WebEventTag](ctx, s.c, s.c.adsRequest(http.MethodGet, webEventTagPath, []string{accountID, id}, q, nil), id)
}

// Create makes a tag; its five parameters travel in the query string. Before each send the
// account's tags are listed (creates.Spec.Before): the answers carry no created_at, so that
// listing is what tells a lost create's tag from one that was there before.
//
// POST /12/accounts/:account_id/web_event_tags
func (s *WebEventTagsService) Create(ctx context.Context, cs creates.Session, accountID string, in WebEventTagInput) (*WebEventTag, error) {
	p := writeParams{"name": in.Name, "type": in.Type, "click_window": in.ClickWindow,
		"view_through_window": in.ViewThroughWindow, "retargeting_enabled": in.RetargetingEnabled}
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*WebEventTag, error) {
		return doOne[WebEventTag](ctx, s.c, s.c.campaignWrite(http.MethodPost, webEventTagsPath, []string{accountID}, p.query(), nil), "")
	})
}

// Update changes the fields in supplies and nothing else. A malformed answer is treated as lost:
// the update is sent again, then the tag read (updateConfirmed).
//
// PUT /12/accounts/:account_id/web_event_tags/:web_event_tag_id
func (s *WebEventTagsService) Update(ctx context.Context, accountID, id string, in WebEventTagUpdate) (*WebEventTag, error) {
	p := writeParams{}
	p.textPtr("name", in.Name)
	p.textPtr("type", in.Type)
	p.number("click_window", in.ClickWindow)
	p.number("view_through_window", in.ViewThroughWindow)
	p.flag("retargeting_enabled", in.RetargetingEnabled)
	return updateConfirmed(ctx, s.c, "web event tag", id, func(ctx context.Context) (*WebEventTag, error) {
		return doOne[WebEventTag](ctx, s.c, s.c.campaignWrite(http.MethodPut, webEventTagPath, []string{accountID, id}, p.query(), nil), id)
	}, func(ctx context.Context) (*WebEventTag, error) { return s.getOne(ctx, accountID, id) })
}

// Delete soft-deletes a tag and returns it with Deleted true. A malformed answer is checked with
// a read of the tag (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/web_event_tags/:web_event_tag_id
func (s *WebEventTagsService) Delete(ctx context.Context, accountID, id string) (*WebEventTag, error) {
	return deleteConfirmed(ctx, "web event tag", func(ctx context.Context) (*WebEventTag, error) {
		return doOne[WebEventTag](ctx, s.c, s.c.campaignWrite(http.MethodDelete, webEventTagPath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*WebEventTag, error) { return s.getOne(ctx, accountID, id) },
		func(t *WebEventTag) bool { return t.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *WebEventTagsService) batcher(idle, window time.Duration) *batcher[WebEventTag] {
	return &batcher[WebEventTag]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(t *WebEventTag) string { return t.ID },
		kind:         "web event tag",
		listTemplate: webEventTagsPath,
	}
}

// createSpec tells the create engine what the service always answers for a tag and where to find
// the tag a create may have made: the account's live tags, identical in all five parameters. The
// answers carry no created_at, so the account's tags are listed before each send (Before): a tag
// not there then was made since. That costs one list request per create; an account holds few
// tags, and the list needs no order the spec does not show.
func (s *WebEventTagsService) createSpec(accountID string, in WebEventTagInput) creates.Spec[*WebEventTag] {
	live := func(ctx context.Context) ([]*WebEventTag, error) {
		tags, err := s.List(ctx, accountID, WebEventTagListOptions{})
		return creates.Pointers(tags), err
	}
	return creates.Spec[*WebEventTag]{
		Kind:  "web event tag",
		Scope: accountID,
		// Every parameter is sent and the API has no defaults, so the key is what was sent.
		Sent: creates.Canonical(in),
		KeyOf: func(t *WebEventTag) string {
			return creates.Canonical(WebEventTagInput{Name: t.Name, Type: t.Type, ClickWindow: t.ClickWindow.Value,
				ViewThroughWindow: t.ViewThroughWindow.Value, RetargetingEnabled: t.RetargetingEnabled})
		},
		IDOf: func(t *WebEventTag) string { return t.ID },
		Missing: func(t *WebEventTag) []string {
			return creates.Lacks(map[string]bool{
				"name": t.Name != "", "type": t.Type != "", "click_window": t.ClickWindow.Valid,
				"view_through_window": t.ViewThroughWindow.Valid, "website_tag_id": t.WebsiteTagID != "",
			})
		},
		// The zero time: a tag carries no created_at, and Before dates the candidates instead.
		CreatedAt: func(*WebEventTag) time.Time { return time.Time{} },
		Before:    live,
		List:      live,
	}
}
