package emulator

import (
	"net/url"
	"regexp"
	"strings"
	"unicode/utf8"
)

// Draft post limits (spec): name up to 80 characters; media up to 4 images, or 1 animated
// GIF, or 1 video, never mixed.
const (
	maxDraftNameChars = 80
	maxDraftImages    = 4
)

// cardURIPattern is the form of a card_uri: card://<decimal id>.
var cardURIPattern = regexp.MustCompile(`^card://[0-9]+$`)

// draftPostUpdateParams are the parameters of an update: the draft's advertiser is fixed at
// creation.
var draftPostUpdateParams = []string{"text", "card_uri", "media_keys", "nullcast", "name"}

// draftPostParams are the parameters of a create.
var draftPostParams = append([]string{"as_user_id"}, draftPostUpdateParams...)

// applyDraftParams copies the parameters present in params onto d, checking each against
// the account. An empty value clears card_uri, media_keys, name and text; whether the
// result is a valid draft is checkDraft's concern.
func applyDraftParams(d *DraftPost, params url.Values, a *account) *apiError {
	if params.Has("name") {
		d.Name = params.Get("name")
		if utf8.RuneCountInString(d.Name) > maxDraftNameChars {
			return invalidParameter("name", "name must be at most %d characters", maxDraftNameChars)
		}
	}
	if params.Has("text") {
		d.Text = params.Get("text")
	}
	if params.Has("nullcast") {
		v := params.Get("nullcast")
		if v != "true" && v != "false" {
			return invalidParameter("nullcast", "nullcast must be true or false")
		}
		d.Nullcast = v == "true"
	}
	if params.Has("card_uri") {
		uri := params.Get("card_uri")
		if uri != "" && !cardURIPattern.MatchString(uri) {
			return invalidParameter("card_uri", "card_uri %q is not of the form card://<id>", uri)
		}
		if uri != "" && !a.hasCardURI(uri) {
			return invalidParameter("card_uri", "card %s does not exist in account %s", uri, a.id)
		}
		d.CardURICleared = uri == "" && (d.CardURICleared || d.CardURI != "")
		d.CardURI = uri
	}
	if params.Has("media_keys") {
		keys := splitList(params.Get("media_keys"))
		if err := checkDraftMedia(keys, a); err != nil {
			return err
		}
		d.MediaKeys = keys
	}
	return nil
}

// codePostCannotBeBlank refuses a blank draft: the reference's error table names it
// TWEET_CANNOT_BE_BLANK, written here under the spec's naming rule (tweet becomes post).
const codePostCannotBeBlank = "POST_CANNOT_BE_BLANK"

// checkDraft refuses a blank draft: text is required when no media_keys are given.
func checkDraft(d *DraftPost) *apiError {
	if strings.TrimSpace(d.Text) == "" && len(d.MediaKeys) == 0 {
		return badRequest(codePostCannotBeBlank, "text", "a draft post cannot be blank: give text, media_keys or both")
	}
	return nil
}

// checkDraftMedia checks that every key is in the account's library and that together they
// are up to 4 images, or 1 animated GIF, or 1 video.
func checkDraftMedia(keys []string, a *account) *apiError {
	counts := map[MediaType]int{}
	for _, k := range keys {
		m, ok := a.media[k]
		if !ok {
			return badRequest(codeInvalidMedia, "media_keys", "media %q is not in the account's media library", k)
		}
		counts[m.Type]++
	}
	images, others := counts[MediaImage], len(keys)-counts[MediaImage]
	switch {
	case others > 0 && len(keys) > 1:
		return badRequest(codeInvalidMedia, "media_keys", "a draft takes up to %d images, or 1 animated GIF, or 1 video, never mixed", maxDraftImages)
	case images > maxDraftImages:
		return badRequest(codeInvalidMedia, "media_keys", "a draft takes at most %d images", maxDraftImages)
	}
	return nil
}

// hasCardURI reports whether a live card or poll card of the account has the URI.
func (a *account) hasCardURI(uri string) bool {
	for _, c := range a.cards {
		if c.CardURI == uri && !c.Deleted {
			return true
		}
	}
	for _, p := range a.pollCards {
		if p.CardURI == uri && !p.Deleted {
			return true
		}
	}
	return false
}
