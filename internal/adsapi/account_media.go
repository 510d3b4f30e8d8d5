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
)

// AccountMediaService reads the account media the service makes from media library items
// (/12/accounts/:account_id/account_media): the videos and images media creatives attach to line items.
// Nothing creates them through the API (the endpoint was withdrawn in version 5), and only the
// emulator's tests delete them, so the service has no Create and no Delete.
type AccountMediaService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[AccountMedia] // Get's batched reads
}

// AccountMedia is a pre-roll video or a display image of an account.
type AccountMedia struct {
	ID string `json:"id"`
	// CreativeType is BANNER, BANNER_TABLET, INTERSTITIAL, INTERSTITIAL_LANDSCAPE,
	// INTERSTITIAL_LANDSCAPE_TABLET, INTERSTITIAL_TABLET, MEDIUM_RECTANGLE, PREROLL or VAST_PREROLL.
	CreativeType string `json:"creative_type"`
	// VideoID is a PREROLL video's media key; "" for images.
	VideoID string `json:"video_id"`
	// MediaURL is an image's address; "" for videos.
	MediaURL  string `json:"media_url"`
	CreatedAt string `json:"created_at"`
	UpdatedAt string `json:"updated_at"`
	Deleted   bool   `json:"deleted"`
}

// UnmarshalJSON reads media_key, which both client libraries model, where an answer carries no video_id
// (the spec's Gap 3); the older vast_url, account_id and data_type are ignored.
func (m *AccountMedia) UnmarshalJSON(b []byte) error {
	type plain AccountMedia
	var v struct {
		plain
		MediaKey string `json:"media_key"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("decoding account media: %w", err)
	}
	*m = AccountMedia(v.plain)
	if m.VideoID == "" {
		m.VideoID = v.MediaKey
	}
	return nil
}

// AccountMediaListOptions filters an account media list; each filter takes up to 200 values.
type AccountMediaListOptions struct {
	ListOptions
	AccountMediaIDs []string
	CreativeTypes   []string
}

// Account media endpoints and their largest page.
const (
	accountMediaListPath         = "/12/accounts/:account_id/account_media"
	accountMediaItemPath         = "/12/accounts/:account_id/account_media/:account_media_id"
	accountMediaListMaxPageCount = 1000
)

// List returns the account media of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/account_media
func (s *AccountMediaService) List(ctx context.Context, accountID string, opt AccountMediaListOptions) ([]AccountMedia, error) {
	q := url.Values{}
	if err := setIDs(q, "account_media_ids", opt.AccountMediaIDs); err != nil {
		return nil, err
	}
	if err := setIDs(q, "creative_types", opt.CreativeTypes); err != nil {
		return nil, err
	}
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, accountMediaListPath, []string{accountID}, q, nil)
	return listAll[AccountMedia](ctx, s.c, r, adsPages, accountMediaListMaxPageCount, opt.Limit)
}

// Get returns one account media item, deleted or not (with_deleted is sent). Concurrent Gets of one
// account are combined into list requests filtered by account_media_ids, List's endpoint (see batcher);
// a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/account_media/:account_media_id
func (s *AccountMediaService) Get(ctx context.Context, accountID, id string) (*AccountMedia, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of account media.
func (s *AccountMediaService) getOne(ctx context.Context, accountID, id string) (*AccountMedia, error) {
	q := url.Values{"with_deleted": {"true"}}
	return doOne[AccountMedia](ctx, s.c, s.c.adsRequest(http.MethodGet, accountMediaItemPath, []string{accountID, id}, q, nil), id)
}

// listByID reads up to batchMaxIDs account media by id with one list request, deleted ones included as
// the single GET returns them.
func (s *AccountMediaService) listByID(ctx context.Context, accountID string, ids []string) ([]AccountMedia, error) {
	q := url.Values{"account_media_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, accountMediaListPath, []string{accountID}, q, nil)
	return listByIDs[AccountMedia](ctx, s.c, r, accountMediaListMaxPageCount, ids)
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *AccountMediaService) batcher(idle, window time.Duration) *batcher[AccountMedia] {
	return &batcher[AccountMedia]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(m *AccountMedia) string { return m.ID },
		kind:         "account media",
		listTemplate: accountMediaListPath,
	}
}
