package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

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
