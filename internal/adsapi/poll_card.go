package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// PollCardsService manages poll cards (/12/accounts/:account_id/cards/poll).
type PollCardsService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[PollCard] // Get's batched reads
}

// PollCard is a poll attached to posts; it cannot be updated.
type PollCard struct {
	ID                string       `json:"id"`
	Name              string       `json:"name"`
	CardURI           string       `json:"card_uri"`
	CardType          string       `json:"card_type"`
	FirstChoice       string       `json:"first_choice"`
	SecondChoice      string       `json:"second_choice"`
	ThirdChoice       string       `json:"third_choice"`
	FourthChoice      string       `json:"fourth_choice"`
	DurationInMinutes wire.FlexInt `json:"duration_in_minutes"`
	StartTime         string       `json:"start_time"`
	EndTime           string       `json:"end_time"`
	CreatedAt         string       `json:"created_at"`
	UpdatedAt         string       `json:"updated_at"`
	Deleted           bool         `json:"deleted"`
	VideoURL          string       `json:"video_url"`
	VideoHLSURL       string       `json:"video_hls_url"`
	VideoPosterURL    string       `json:"video_poster_url"`
	// The sizes of a video poll are aspect numbers, not pixels: "16" and "9" for a 16:9 video.
	VideoWidth             wire.FlexInt `json:"video_width"`
	VideoHeight            wire.FlexInt `json:"video_height"`
	VideoPosterWidth       wire.FlexInt `json:"video_poster_width"`
	VideoPosterHeight      wire.FlexInt `json:"video_poster_height"`
	ContentDurationSeconds wire.FlexInt `json:"content_duration_seconds"`
	// Image is the address of an image poll's image; its display size comes as strings.
	Image              string       `json:"image"`
	ImageDisplayWidth  wire.FlexInt `json:"image_display_width"`
	ImageDisplayHeight wire.FlexInt `json:"image_display_height"`
}

// PollCardInput holds the parameters of a poll card create.
type PollCardInput struct {
	Name              string
	DurationInMinutes int64
	// Choices; "" is not sent.
	FirstChoice, SecondChoice, ThirdChoice, FourthChoice string
	// MediaKey is write-only; "" is not sent.
	MediaKey string
}

// PollCardListOptions filters a poll card list.
type PollCardListOptions struct {
	ListOptions
	CardIDs []string
	// Q is a case-insensitive name prefix.
	Q string
}

// Poll card endpoints and their largest page.
const (
	pollCardsPath         = "/12/accounts/:account_id/cards/poll"
	pollCardPath          = "/12/accounts/:account_id/cards/poll/:card_id"
	pollCardsMaxPageCount = 1000
)

// List returns the poll cards of an account, following every page up to opt.Limit.
//
// GET /12/accounts/:account_id/cards/poll
func (s *PollCardsService) List(ctx context.Context, accountID string, opt PollCardListOptions) ([]PollCard, error) {
	q := url.Values{}
	setList(q, "card_ids", opt.CardIDs)
	setString(q, "q", opt.Q)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, pollCardsPath, []string{accountID}, q, nil)
	return listAll[PollCard](ctx, s.c, r, adsPages, pollCardsMaxPageCount, opt.Limit)
}

// Get returns one poll card. Concurrent Gets of one account are combined into list requests
// filtered by card_ids, List's endpoint (see batcher); the answer is the single GET's, and a lone
// Get sends the single GET.
//
// GET /12/accounts/:account_id/cards/poll/:card_id
func (s *PollCardsService) Get(ctx context.Context, accountID, cardID string) (*PollCard, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, cardID)
}

// getOne is the single GET of a poll card.
func (s *PollCardsService) getOne(ctx context.Context, accountID, cardID string) (*PollCard, error) {
	return doOne[PollCard](ctx, s.c, s.c.adsRequest(http.MethodGet, pollCardPath, []string{accountID, cardID}, nil, nil), cardID)
}

// listByID reads up to batchMaxIDs poll cards by id with one list request. Like the single
// GET it sends no with_deleted (a deletion is permanent).
func (s *PollCardsService) listByID(ctx context.Context, accountID string, ids []string) ([]PollCard, error) {
	q := url.Values{"card_ids": {strings.Join(ids, ",")}}
	r := s.c.adsRequest(http.MethodGet, pollCardsPath, []string{accountID}, q, nil)
	return listByIDs[PollCard](ctx, s.c, r, batchMaxIDs, ids)
}

// Create creates a poll card. Its parameters travel in the query string, where the
// OAuth 1.0a signature covers them.
//
// POST /12/accounts/:account_id/cards/poll
func (s *PollCardsService) Create(ctx context.Context, cs creates.Session, accountID string, in PollCardInput) (*PollCard, error) {
	q := url.Values{}
	q.Set("name", in.Name)
	q.Set("duration_in_minutes", strconv.FormatInt(in.DurationInMinutes, 10))
	setString(q, "first_choice", in.FirstChoice)
	setString(q, "second_choice", in.SecondChoice)
	setString(q, "third_choice", in.ThirdChoice)
	setString(q, "fourth_choice", in.FourthChoice)
	setString(q, "media_key", in.MediaKey)
	// A lost answer is reconciled: the poll it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*PollCard, error) {
		return doOne[PollCard](ctx, s.c, s.c.adsRequest(http.MethodPost, pollCardsPath, []string{accountID}, q, nil), "")
	})
}

// Delete permanently removes a poll card and returns it as the service last saw it. A malformed
// answer is checked with a read of the poll card (deleteConfirmed): when it is gone, Delete
// succeeds with a nil poll card.
//
// DELETE /12/accounts/:account_id/cards/poll/:card_id
func (s *PollCardsService) Delete(ctx context.Context, accountID, cardID string) (*PollCard, error) {
	return deleteConfirmed(ctx, "poll card", func(ctx context.Context) (*PollCard, error) {
		return doOne[PollCard](ctx, s.c, s.c.adsRequest(http.MethodDelete, pollCardPath, []string{accountID, cardID}, nil, nil), cardID)
	}, func(ctx context.Context) (*PollCard, error) { return s.getOne(ctx, accountID, cardID) }, func(p *PollCard) bool { return p.Deleted })
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *PollCardsService) batcher(idle, window time.Duration) *batcher[PollCard] {
	return &batcher[PollCard]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(p *PollCard) string { return p.ID },
		kind:         "poll card",
		listTemplate: pollCardsPath,
	}
}
