package adsapi

import (
	"context"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// createSpec tells the create engine what the service always answers for a tag and where to find
// the tag a create may have made: the account's live tags, identical in all five parameters. The
// answers carry no created_at, so the account's tags are listed before each send (Before): a tag
// not there then was made since. That costs one list request per create; an account holds few
// tags, and the list needs no order the spec does not show.
func (s *WebEventTagsService) createSpec(accountID string, in WebEventTagInput) creates.Spec[*WebEventTag] {
	live := func(ctx context.Context) ([]*WebEventTag, error) {
		tags, err := s.List(ctx, accountID, WebEventTagListOptions{})
		return creates.Pointers(tags), err
	}
	return creates.Spec[*WebEventTag]{
		Kind:  "web event tag",
		Scope: accountID,
		// Every parameter is sent and the API has no defaults, so the key is what was sent.
		Sent: creates.Canonical(in),
		KeyOf: func(t *WebEventTag) string {
			return creates.Canonical(WebEventTagInput{Name: t.Name, Type: t.Type, ClickWindow: t.ClickWindow.Value,
				ViewThroughWindow: t.ViewThroughWindow.Value, RetargetingEnabled: t.RetargetingEnabled})
		},
		IDOf: func(t *WebEventTag) string { return t.ID },
		Missing: func(t *WebEventTag) []string {
			return creates.Lacks(map[string]bool{
				"name": t.Name != "", "type": t.Type != "", "click_window": t.ClickWindow.Valid,
				"view_through_window": t.ViewThroughWindow.Valid, "website_tag_id": t.WebsiteTagID != "",
			})
		},
		// The zero time: a tag carries no created_at, and Before dates the candidates instead.
		CreatedAt: func(*WebEventTag) time.Time { return time.Time{} },
		Before:    live,
		List:      live,
	}
}
