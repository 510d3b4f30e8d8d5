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

// MediaCreativesService manages the account media attached to line items
// (/12/accounts/:account_id/media_creatives).
type MediaCreativesService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[MediaCreative] // Get's batched reads
}

// MediaCreative attaches account media to a line item: a PREROLL video for a pre-roll line item, or a
// display image. Nothing of it can change: the service has no PUT.
type MediaCreative struct {
	ID             string `json:"id"`
	LineItemID     string `json:"line_item_id"`
	AccountMediaID string `json:"account_media_id"`
	// LandingURL is where a click on a display image leads; "" when the answer has none (null).
	LandingURL string `json:"landing_url"`
	// CreativeType is the account media's, copied by the service; older answers lack it.
	CreativeType   string `json:"creative_type"`
	EntityStatus   string `json:"entity_status"`
	ApprovalStatus string `json:"approval_status"`
	CreatedAt      string `json:"created_at"`
	UpdatedAt      string `json:"updated_at"`
	Deleted        bool   `json:"deleted"`
}

// MediaCreativeInput holds the parameters of a create: both ids are required, LandingURL is sent when not
// empty.
type MediaCreativeInput struct {
	LineItemID, AccountMediaID, LandingURL string
}

// MediaCreativeListOptions filters a media creative list; each id filter takes up to 200 ids, CampaignID
// keeps the media creatives of one campaign's line items.
type MediaCreativeListOptions struct {
	ListOptions
	CampaignID       string
	LineItemIDs      []string
	MediaCreativeIDs []string
}

// Media creative endpoints and their largest page.
const (
	mediaCreativesPath         = "/12/accounts/:account_id/media_creatives"
	mediaCreativePath          = "/12/accounts/:account_id/media_creatives/:media_creative_id"
	mediaCreativesMaxPageCount = 1000
)

// List returns the media creatives of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/media_creatives
func (s *MediaCreativesService) List(ctx context.Context, accountID string, opt MediaCreativeListOptions) ([]MediaCreative, error) {
	q := url.Values{}
	setString(q, "campaign_id", opt.CampaignID)
	if err := setIDs(q, "line_item_ids", opt.LineItemIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "media_creative_ids", opt.MediaCreativeIDs); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, mediaCreativesPath, []string{accountID}, q, nil)
	return listAll[MediaCreative](ctx, s.c, r, adsPages, mediaCreativesMaxPageCount, opt.Limit)
}

// Get returns one media creative, deleted or not: with_deleted is sent so that one detached outside
// Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list requests
// filtered by media_creative_ids, List's endpoint (see batcher); a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/media_creatives/:media_creative_id
func (s *MediaCreativesService) Get(ctx context.Context, accountID, id string) (*MediaCreative, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of a media creative.
func (s *MediaCreativesService) getOne(ctx context.Context, accountID, id string) (*MediaCreative, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[MediaCreative](ctx, s.c, s.c.adsRequest(http.MethodGet, mediaCreativePath, []string{accountID, id}, q, nil), id)
}

// listByID reads up to batchMaxIDs media creatives by id with one list request, deleted ones included as
// the single GET returns them.
func (s *MediaCreativesService) listByID(ctx context.Context, accountID string, ids []string) ([]MediaCreative, error) {
	q := url.Values{"media_creative_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, mediaCreativesPath, []string{accountID}, q, nil)
	return listByIDs[MediaCreative](ctx, s.c, r, mediaCreativesMaxPageCount, ids)
}

// Create attaches account media to a line item. Its parameters travel in the query string, as in the
// spec's example request; the landing URL percent-encoded there.
//
// POST /12/accounts/:account_id/media_creatives
func (s *MediaCreativesService) Create(ctx context.Context, cs creates.Session, accountID string, in MediaCreativeInput) (*MediaCreative, error) {
	q := url.Values{}
	setString(q, "line_item_id", in.LineItemID)
	setString(q, "account_media_id", in.AccountMediaID)
	setString(q, "landing_url", in.LandingURL)
	// A lost answer is reconciled: the media creative it made is adopted, or it is sent again.
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*MediaCreative, error) {
		return doOne[MediaCreative](ctx, s.c, s.c.campaignWrite(http.MethodPost, mediaCreativesPath, []string{accountID}, q, nil), "")
	})
}

// Delete detaches a media creative from its line item (a soft delete) and returns it with Deleted true.
// A malformed answer is checked with a read (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/media_creatives/:media_creative_id
func (s *MediaCreativesService) Delete(ctx context.Context, accountID, id string) (*MediaCreative, error) {
	return deleteConfirmed(ctx, "media creative", func(ctx context.Context) (*MediaCreative, error) {
		return doOne[MediaCreative](ctx, s.c, s.c.campaignWrite(http.MethodDelete, mediaCreativePath, []string{accountID, id}, nil, nil), id)
	}, func(ctx context.Context) (*MediaCreative, error) { return s.getOne(ctx, accountID, id) },
		func(m *MediaCreative) bool { return m.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *MediaCreativesService) batcher(idle, window time.Duration) *batcher[MediaCreative] {
	return &batcher[MediaCreative]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(m *MediaCreative) string { return m.ID },
		kind:         "media creative",
		listTemplate: mediaCreativesPath,
	}
}

// mediaCreativeKey is what makes two media creatives the same: every parameter of a create, the landing
// URL empty when none was sent (the service answers null).
type mediaCreativeKey struct {
	LineItemID     string `json:"line_item_id"`
	AccountMediaID string `json:"account_media_id"`
	LandingURL     string `json:"landing_url"`
}

// createSpec tells the create engine what the service always answers for a media creative and where to
// find the one a create may have made: among the line item's live media creatives, the same account
// media and landing URL.
func (s *MediaCreativesService) createSpec(accountID string, in MediaCreativeInput) creates.Spec[*MediaCreative] {
	return creates.Spec[*MediaCreative]{
		Kind:  "media creative",
		Scope: accountID + "/" + in.LineItemID,
		Sent:  creates.Canonical(mediaCreativeKey(in)),
		KeyOf: func(m *MediaCreative) string {
			return creates.Canonical(mediaCreativeKey{LineItemID: m.LineItemID, AccountMediaID: m.AccountMediaID, LandingURL: m.LandingURL})
		},
		IDOf: func(m *MediaCreative) string { return m.ID },
		// Every media creative of the spec carries these; creative_type came in version 8.
		Missing: func(m *MediaCreative) []string {
			return creates.Lacks(map[string]bool{
				"line_item_id": m.LineItemID != "", "account_media_id": m.AccountMediaID != "", "created_at": m.CreatedAt != "",
			})
		},
		CreatedAt: func(m *MediaCreative) time.Time { return creates.ServiceTime(m.CreatedAt) },
		List: func(ctx context.Context) ([]*MediaCreative, error) {
			found, err := s.List(ctx, accountID, MediaCreativeListOptions{LineItemIDs: []string{in.LineItemID}})
			return creates.Pointers(found), err
		},
	}
}
