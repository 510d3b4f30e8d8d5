package emulator

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// AccountMedia is one of an account's creatives for media creatives (the audiences and measurement
// spec's 4.5): a pre-roll video or a display image, made by the service from a media library item.
type AccountMedia struct {
	AccountID string
	ID        string
	// CreativeType is one of accountMediaCreativeTypes.
	CreativeType string
	// VideoID is a PREROLL video's media key; empty (null) for images.
	VideoID string
	// MediaURL is an image's address; empty (null) for videos.
	MediaURL  string
	CreatedAt time.Time
	UpdatedAt time.Time
	Deleted   bool
}

// accountMediaCreativeTypes are the values of creative_type (the spec's 4.5).
var accountMediaCreativeTypes = []string{"BANNER", "BANNER_TABLET", "INTERSTITIAL", "INTERSTITIAL_LANDSCAPE",
	"INTERSTITIAL_LANDSCAPE_TABLET", "INTERSTITIAL_TABLET", "MEDIUM_RECTANGLE", "PREROLL", "VAST_PREROLL"}

// creativeTypePreroll is the creative type of the account media an AMPLIFY_VIDEO item becomes.
const creativeTypePreroll = "PREROLL"

// displaySizes are the image sizes the spec ties to a creative type (width x height); the sizes of
// BANNER and INTERSTITIAL are not shown, so no image becomes either.
var displaySizes = map[[2]int]string{
	{300, 250}: "MEDIUM_RECTANGLE", {728, 90}: "BANNER_TABLET", {480, 320}: "INTERSTITIAL_LANDSCAPE",
	{768, 1024}: "INTERSTITIAL_TABLET", {1024, 768}: "INTERSTITIAL_LANDSCAPE_TABLET",
}

// accountMediaTable stores an account's account media, soft-deleted ones included. A seed names one of
// the nine creative types; which of video_id and media_url it carries is the seed's.
var accountMediaTable = table[*account, AccountMedia]{
	noun: "account media", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*AccountMedia { return a.accountMedia },
	fields: func(m *AccountMedia) rowFields {
		return rowFields{id: &m.ID, parentID: &m.AccountID, createdAt: &m.CreatedAt, updatedAt: &m.UpdatedAt, deleted: &m.Deleted}
	},
	check: func(_ *Server, _ *account, m *AccountMedia) error {
		if !slices.Contains(accountMediaCreativeTypes, m.CreativeType) {
			return fmt.Errorf("creative type %q is not one of %s", m.CreativeType, strings.Join(accountMediaCreativeTypes, ", "))
		}
		return nil
	},
}

// AccountMedia returns a copy of a stored account media item, soft-deleted ones included (with Deleted
// set).
func (s *Server) AccountMedia(accountID, id string) (AccountMedia, bool) {
	return accountMediaTable.get(s, accountID, id)
}

// AccountMediaIDs returns the ids of an account's live account media.
func (s *Server) AccountMediaIDs(accountID string) []string {
	return accountMediaTable.ids(s, accountID)
}

// DeleteAccountMedia deletes account media out of band (a soft delete), as DELETE does.
func (s *Server) DeleteAccountMedia(accountID, id string) error {
	return accountMediaTable.remove(s, accountID, id)
}

// SeedAccountMedia stores m in the account without a media library item, and returns it as stored.
func (s *Server) SeedAccountMedia(accountID string, m AccountMedia) (AccountMedia, error) {
	return accountMediaTable.seed(s, accountID, m)
}

// addAccountMediaOf makes the account media a new media library item becomes (the spec's 4.5 and its
// States table): an AMPLIFY_VIDEO item a PREROLL video under its media key, an image of a display size
// the image of that size's creative type; any other item none. Callers hold s.mu.
func (s *Server) addAccountMediaOf(a *account, m Media) {
	am := &AccountMedia{AccountID: a.id, CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt}
	switch {
	case m.Type == MediaVideo && m.libraryCategory() == "AMPLIFY_VIDEO":
		am.CreativeType, am.VideoID = creativeTypePreroll, m.Key
	case m.Type == MediaImage && displaySizes[[2]int{m.Width, m.Height}] != "":
		am.CreativeType, am.MediaURL = displaySizes[[2]int{m.Width, m.Height}], m.URL
	default:
		return
	}
	am.ID = s.newBase36ID()
	a.accountMedia[am.ID] = am
}

// accountMediaView is account media on the wire, in the field order of the spec's examples: video_id and
// media_url null where they do not apply.
type accountMediaView struct {
	VideoID      any    `json:"video_id"`
	MediaURL     any    `json:"media_url"`
	CreativeType string `json:"creative_type"`
	ID           string `json:"id"`
	CreatedAt    string `json:"created_at"`
	UpdatedAt    string `json:"updated_at"`
	Deleted      bool   `json:"deleted"`
}

func viewAccountMedia(m *AccountMedia) accountMediaView {
	return accountMediaView{
		VideoID:      nullable(m.VideoID),
		MediaURL:     nullable(m.MediaURL),
		CreativeType: m.CreativeType,
		ID:           m.ID,
		CreatedAt:    formatTime(m.CreatedAt),
		UpdatedAt:    formatTime(m.UpdatedAt),
		Deleted:      m.Deleted,
	}
}
