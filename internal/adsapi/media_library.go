package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// MediaLibraryService reads an account's media library (/12/accounts/:account_id/media_library): the
// images, GIFs and videos that cards, drafts and scheduled posts may use. Adding, changing and
// deleting items are not covered.
type MediaLibraryService struct{ c *Client }

// MediaLibraryItem is one item of the library. Fields that do not apply to its type are absent from
// the answer and decode to their zero value (an image has no aspect ratio, duration, poster or title).
type MediaLibraryItem struct {
	// MediaKey (<n>_<digits>) is the item's identifier.
	MediaKey string `json:"media_key"`
	// MediaType is GIF, IMAGE or VIDEO.
	MediaType string `json:"media_type"`
	// MediaCategory is AMPLIFY_VIDEO, POST_GIF, POST_IMAGE or POST_VIDEO (TWEET_* at the real
	// service, read as POST_*).
	MediaCategory  string `json:"media_category"`
	MediaStatus    string `json:"media_status"`
	MediaURL       string `json:"media_url"`
	Name           string `json:"name"`
	FileName       string `json:"file_name"`
	Title          string `json:"title"`
	Description    string `json:"description"`
	PosterMediaKey string `json:"poster_media_key"`
	PosterMediaURL string `json:"poster_media_url"`
	AspectRatio    string `json:"aspect_ratio"`
	// Duration of a video, in a unit the spec does not state; null or absent is not Valid.
	Duration wire.FlexInt `json:"duration"`
	// Posted (tweeted at the real service): the spec does not state its meaning.
	Posted    bool   `json:"posted"`
	CreatedAt string `json:"created_at"`
	UpdatedAt string `json:"updated_at"`
	Deleted   bool   `json:"deleted"`
}

// UnmarshalJSON reads the real service's spellings through the spec's rename table: tweeted for
// posted (when posted is absent), and the TWEET_ prefix of media categories as POST_.
func (m *MediaLibraryItem) UnmarshalJSON(b []byte) error {
	type plain MediaLibraryItem
	var v struct {
		plain
		Posted  *bool `json:"posted"`
		Tweeted *bool `json:"tweeted"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("decoding media library item: %w", err)
	}
	*m = MediaLibraryItem(v.plain)
	switch {
	case v.Posted != nil:
		m.Posted = *v.Posted
	case v.Tweeted != nil:
		m.Posted = *v.Tweeted
	}
	if rest, ok := strings.CutPrefix(m.MediaCategory, "TWEET_"); ok {
		m.MediaCategory = "POST_" + rest
	}
	return nil
}

// MediaLibraryListOptions filters the library; the list takes neither SortBy nor WithDeleted.
type MediaLibraryListOptions struct {
	ListOptions
	// MediaType is GIF, IMAGE or VIDEO; "" lists every type.
	MediaType string
	// Q matches terms of name, title, file_name and description, ignoring case.
	Q string
}

// Media library endpoints and their largest page.
const (
	mediaLibraryPath         = "/12/accounts/:account_id/media_library"
	mediaLibraryItemPath     = "/12/accounts/:account_id/media_library/:media_key"
	mediaLibraryMaxPageCount = 50
)

// List returns the items of an account's library, following every page (50 each, the most the
// endpoint takes) up to opt.Limit.
//
// GET /12/accounts/:account_id/media_library
func (s *MediaLibraryService) List(ctx context.Context, accountID string, opt MediaLibraryListOptions) ([]MediaLibraryItem, error) {
	if err := opt.limitOnly("the media library"); err != nil {
		return nil, err
	}
	q := url.Values{}
	setString(q, "media_type", opt.MediaType)
	setString(q, "q", opt.Q)
	r := s.c.adsRequest(http.MethodGet, mediaLibraryPath, []string{accountID}, q, nil)
	return listAll[MediaLibraryItem](ctx, s.c, r, adsPages, mediaLibraryMaxPageCount, opt.Limit)
}

// Get returns one item of the library by its media key.
//
// GET /12/accounts/:account_id/media_library/:media_key
func (s *MediaLibraryService) Get(ctx context.Context, accountID, mediaKey string) (*MediaLibraryItem, error) {
	r := s.c.adsRequest(http.MethodGet, mediaLibraryItemPath, []string{accountID, mediaKey}, nil, nil)
	return doOne[MediaLibraryItem](ctx, s.c, r, mediaKey)
}
