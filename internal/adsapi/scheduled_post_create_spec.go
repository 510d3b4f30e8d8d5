package adsapi

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// scheduledPostKey is what makes two scheduled posts the same: author, time, text, card, media,
// nullcast and name. Nullcast is written as text, since a false boolean would say nothing (see
// creates' identical).
type scheduledPostKey struct {
	UserID      string   `json:"user_id"`
	ScheduledAt string   `json:"scheduled_at"`
	Text        string   `json:"text"`
	CardURI     string   `json:"card_uri"`
	MediaKeys   []string `json:"media_keys"`
	Nullcast    string   `json:"nullcast"`
	Name        string   `json:"name"`
}

// createSpec tells the create engine what the service always answers for a scheduled post and where
// to find the one a create may have made: the author's scheduled posts, all of them (the list takes
// no sort), identical in what was sent. The time sent is compared as the service keeps it, in UTC at
// minute precision; nullcast is written with the service's default (true) when it was not sent. The
// author is the FULL promotable user when AsUserID is "", which the client does not know: the key
// then leaves the author out.
func (s *ScheduledPostsService) createSpec(accountID string, in ScheduledPostInput) creates.Spec[*ScheduledPost] {
	nullcast := in.Nullcast == nil || *in.Nullcast
	key := func(userID, at, text, cardURI, name string, media []string, nullcast bool) string {
		if len(media) == 0 {
			media = nil
		}
		return creates.Canonical(scheduledPostKey{UserID: userID, ScheduledAt: scheduledMinute(at), Text: text, CardURI: cardURI,
			MediaKeys: slices.Clone(media), Nullcast: strconv.FormatBool(nullcast), Name: name})
	}
	return creates.Spec[*ScheduledPost]{
		Kind:  "scheduled post",
		Scope: accountID + "/" + in.AsUserID,
		Sent:  key(in.AsUserID, in.ScheduledAt, in.Text, in.CardURI, in.Name, in.MediaKeys, nullcast),
		KeyOf: func(p *ScheduledPost) string {
			return key(p.UserID, p.ScheduledAt, p.Text, p.CardURI, p.Name, p.MediaKeys, p.Nullcast)
		},
		IDOf: func(p *ScheduledPost) string { return p.ID },
		// Every scheduled post of the spec carries these, the create answer included.
		Missing: func(p *ScheduledPost) []string {
			return creates.Lacks(map[string]bool{
				"user_id": p.UserID != "", "scheduled_at": p.ScheduledAt != "",
				"scheduled_status": p.ScheduledStatus != "", "created_at": p.CreatedAt != "",
			})
		},
		CreatedAt: func(p *ScheduledPost) time.Time { return creates.ServiceTime(p.CreatedAt) },
		List: func(ctx context.Context) ([]*ScheduledPost, error) {
			posts, err := s.List(ctx, accountID, ScheduledPostListOptions{UserID: in.AsUserID})
			return creates.Pointers(posts), err
		},
	}
}

// scheduledMinute is v as the service keeps a scheduled_at: in UTC, seconds dropped. A value in no
// form the service takes (inputTimeLayouts) is returned as it is (the service refuses it).
func scheduledMinute(v string) string {
	for _, layout := range inputTimeLayouts {
		if t, err := time.Parse(layout, strings.TrimSpace(v)); err == nil {
			return t.UTC().Truncate(time.Minute).Format(time.RFC3339)
		}
	}
	return v
}
