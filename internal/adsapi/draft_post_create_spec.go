package adsapi

import (
	"context"
	"slices"
	"time"
)

// draftKey is what makes two drafts the same: author, text, card, media, nullcast and name.
type draftKey struct {
	UserID, Text, CardURI, Name string
	MediaKeys                   []string
	Nullcast                    bool
}

// lostCreate finds the draft a create may have made: the drafts of the same author, all of them
// (the list takes no sort), identical in what was sent.
func (s *DraftPostsService) lostCreate(accountID string, in DraftPostInput) lostCreate[*DraftPost] {
	nullcast := in.Nullcast == nil || *in.Nullcast // the service's default is true
	key := func(userID, text, cardURI, name string, media []string, nullcast bool) string {
		if len(media) == 0 {
			media = nil
		}
		return canonical(draftKey{UserID: userID, Text: text, CardURI: cardURI, Name: name, MediaKeys: slices.Clone(media), Nullcast: nullcast})
	}
	return lostCreate[*DraftPost]{
		kind: "draft post",
		// The author's drafts are listed: another writer's drafts for the same author show there.
		scope: accountID + "/" + in.AsUserID,
		key:   key(in.AsUserID, in.Text, in.CardURI, in.Name, in.MediaKeys, nullcast),
		keyOf: func(d *DraftPost) string {
			return key(d.UserID, d.Text, d.CardURI, d.Name, d.MediaKeys, d.Nullcast)
		},
		idOf:      func(d *DraftPost) string { return d.ID },
		createdAt: func(d *DraftPost) time.Time { return serviceTime(d.CreatedAt) },
		list: func(ctx context.Context) ([]*DraftPost, error) {
			drafts, err := s.List(ctx, accountID, DraftPostListOptions{UserID: in.AsUserID})
			return pointers(drafts), err
		},
	}
}
