package adsapi

import (
	"context"
	"slices"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// draftKey is what makes two drafts the same: author, text, card, media, nullcast and name.
type draftKey struct {
	UserID, Text, CardURI, Name string
	MediaKeys                   []string
	Nullcast                    bool
}

// createSpec tells the create engine what the service always answers for a draft post and where to
// find the draft a create may have made: the drafts of the same author, all of them (the list takes
// no sort), identical in what was sent.
func (s *DraftPostsService) createSpec(accountID string, in DraftPostInput) creates.Spec[*DraftPost] {
	nullcast := in.Nullcast == nil || *in.Nullcast // the service's default is true
	key := func(userID, text, cardURI, name string, media []string, nullcast bool) string {
		if len(media) == 0 {
			media = nil
		}
		return creates.Canonical(draftKey{UserID: userID, Text: text, CardURI: cardURI, Name: name, MediaKeys: slices.Clone(media), Nullcast: nullcast})
	}
	return creates.Spec[*DraftPost]{
		Kind: "draft post",
		// The author's drafts are listed: another writer's drafts for the same author show there.
		Scope: accountID + "/" + in.AsUserID,
		Sent:  key(in.AsUserID, in.Text, in.CardURI, in.Name, in.MediaKeys, nullcast),
		KeyOf: func(d *DraftPost) string {
			return key(d.UserID, d.Text, d.CardURI, d.Name, d.MediaKeys, d.Nullcast)
		},
		IDOf: func(d *DraftPost) string { return d.ID },
		Missing: func(d *DraftPost) []string {
			return creates.Lacks(map[string]bool{
				"user_id": d.UserID != "", "created_at": d.CreatedAt != "",
			})
		},
		CreatedAt: func(d *DraftPost) time.Time { return creates.ServiceTime(d.CreatedAt) },
		List: func(ctx context.Context) ([]*DraftPost, error) {
			drafts, err := s.List(ctx, accountID, DraftPostListOptions{UserID: in.AsUserID})
			return creates.Pointers(drafts), err
		},
	}
}
