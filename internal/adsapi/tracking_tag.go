package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// TrackingTagsService manages the third-party tracking tags of line items
// (/12/accounts/:account_id/tracking_tags).
type TrackingTagsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[TrackingTag] // Get's batched reads
}

// TrackingTag attaches a measurement partner's URL (an impression tag or a click tracker) to one line
// item. Only the URL can change; the line item and the type are fixed at creation.
type TrackingTag struct {
	ID              string `json:"id"`
	LineItemID      string `json:"line_item_id"`
	TrackingTagType string `json:"tracking_tag_type"`
	TrackingTagURL  string `json:"tracking_tag_url"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	Deleted         bool   `json:"deleted"`
}

// TrackingTagInput holds the parameters of a create, all required by the service.
type TrackingTagInput struct {
	LineItemID, TrackingTagType, TrackingTagURL string
}

// TrackingTagListOptions filters a tracking tag list; each id filter takes up to 200 ids.
type TrackingTagListOptions struct {
	ListOptions
	LineItemIDs    []string
	TrackingTagIDs []string
}

// Tracking tag endpoints and their largest page.
const (
	trackingTagsPath         = "/12/accounts/:account_id/tracking_tags"
	trackingTagPath          = "/12/accounts/:account_id/tracking_tags/:tracking_tag_id"
	trackingTagsMaxPageCount = 1000
)

// List returns the tracking tags of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/tracking_tags
func (s *TrackingTagsService) List(ctx context.Context, accountID string, opt TrackingTagListOptions) ([]TrackingTag, error) {
	q := url.Values{}
	if err := setIDs(q, "line_item_ids", opt.LineItemIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "tracking_tag_ids", opt.TrackingTagIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, trackingTagsPath, []string{accountID}, q, nil)
	return listAll[TrackingTag](ctx, s.c, r, adsPages, trackingTagsMaxPageCount, opt.Limit)
}

// Get returns one tracking tag, deleted or not: with_deleted is sent so that one detached outside
// Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list requests
// filtered by tracking_tag_ids, List's endpoint (see batcher); a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/tracking_tags/:tracking_tag_id
func (s *TrackingTagsService) Get(ctx context.Context, accountID, id string) (*TrackingTag, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of a tracking tag.
func (s *TrackingTagsService) getOne(ctx context.Context, accountID, id string) (*TrackingTag, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[TrackingTag](ctx, s.c, s.c.adsRequest(http.MethodGet, trackingTagPath, []string{accountID, id}, q, nil), id)
}

// listByID reads up to batchMaxIDs tracking tags by id with one list request, deleted ones included as
// the single GET returns them.
func (s *TrackingTagsService) listByID(ctx context.Context, accountID string, ids []string) ([]TrackingTag, error) {
	q := url.Values{"tracking_tag_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, trackingTagsPath, []string{accountID}, q, nil)
	return listByIDs[TrackingTag](ctx, s.c, r, trackingTagsMaxPageCount, ids)
}

// Create attaches a tracking tag to a line item. Its parameters travel in the query string, where the
// URL is percent-encoded (";" and "/" included), as the spec asks of clients.
//
// POST /12/accounts/:account_id/tracking_tags
func (s *TrackingTagsService) Create(ctx context.Context, cs creates.Session, accountID string, in TrackingTagInput) (*TrackingTag, error) {
	q := url.Values{}
	setString(q, "line_item_id", in.LineItemID)
	setString(q, "tracking_tag_type", in.TrackingTagType)
	setString(q, "tracking_tag_url", in.TrackingTagURL)
	// A lost answer is reconciled: the tag it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*TrackingTag, error) {
		return doOne[TrackingTag](ctx, s.c, s.c.campaignWrite(http.MethodPost, trackingTagsPath, []string{accountID}, q, nil), "")
	})
}

// Update changes the URL of a tracking tag, the one field its PUT takes (the spec's Gap 15). A malformed
// answer is treated as lost: the update is sent again, then the tag read (updateConfirmed).
//
// PUT /12/accounts/:account_id/tracking_tags/:tracking_tag_id
func (s *TrackingTagsService) Update(ctx context.Context, accountID, id, trackingTagURL string) (*TrackingTag, error) {
	q := url.Values{"tracking_tag_url": {trackingTagURL}}
	return updateConfirmed(ctx, s.c, "tracking tag", id, func(ctx context.Context) (*TrackingTag, error) {
		return doOne[TrackingTag](ctx, s.c, s.c.campaignWrite(http.MethodPut, trackingTagPath, []string{accountID, id}, q, nil), id)
	}, func(ctx context.Context) (*TrackingTag, error) { return s.getOne(ctx, accountID, id) })
}

// Delete detaches a tracking tag from its line item (a soft delete) and returns it with Deleted true. A
// malformed answer is checked with a read of the tag (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/tracking_tags/:tracking_tag_id
func (s *TrackingTagsService) Delete(ctx context.Context, accountID, id string) (*TrackingTag, error) {
	return deleteConfirmed(ctx, "tracking tag", func(ctx context.Context) (*TrackingTag, error) {
		return doOne[TrackingTag](ctx, s.c, s.c.campaignWrite(http.MethodDelete, trackingTagPath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*TrackingTag, error) { return s.getOne(ctx, accountID, id) },
		func(t *TrackingTag) bool { return t.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *TrackingTagsService) batcher(idle, window time.Duration) *batcher[TrackingTag] {
	return &batcher[TrackingTag]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(t *TrackingTag) string { return t.ID },
		kind:         "tracking tag",
		listTemplate: trackingTagsPath,
	}
}

// trackingTagKey is what makes two tracking tags the same: the line item, the type and the URL, every
// parameter of a create (the service fills in none of them).
type trackingTagKey struct {
	LineItemID      string `json:"line_item_id"`
	TrackingTagType string `json:"tracking_tag_type"`
	TrackingTagURL  string `json:"tracking_tag_url"`
}

// createSpec tells the create engine what the service always answers for a tracking tag and where to
// find the one a create may have made: among the line item's live tags, the same type and URL. The list
// is not sorted, since the spec shows no sort attribute of tracking tags: a line item carries a few tags,
// and all of them are read.
func (s *TrackingTagsService) createSpec(accountID string, in TrackingTagInput) creates.Spec[*TrackingTag] {
	return creates.Spec[*TrackingTag]{
		Kind:  "tracking tag",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(trackingTagKey(in)),
		KeyOf: func(t *TrackingTag) string {
			return creates.Canonical(trackingTagKey{LineItemID: t.LineItemID, TrackingTagType: t.TrackingTagType, TrackingTagURL: t.TrackingTagURL})
		},
		IDOf: func(t *TrackingTag) string { return t.ID },
		// Every tracking tag of the spec and of the recorded answer carries these.
		Missing: func(t *TrackingTag) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": t.LineItemID != "", "tracking_tag_type": t.TrackingTagType != "",
				"tracking_tag_url": t.TrackingTagURL != "", "created_at": t.CreatedAt != "",
			})
		},
		CreatedAt: func(t *TrackingTag) time.Time { return creates.ServiceTime(t.CreatedAt) },
		List: func(ctx context.Context) ([]*TrackingTag, error) {
			tags, err := s.List(ctx, accountID, TrackingTagListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(tags), err
		},
	}
}
