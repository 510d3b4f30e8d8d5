package sweep

import (
	"context"
	"log"
	"slices"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// The associations of a marked line item: what it holds with no field of its own for a test to mark.
// They go before the line item (the package comment says why); each list takes the line items' ids as
// its filter, a filter's worth at a time.

// underLineItems lists what hangs under the line items ids, maxFilterIDs ids per list.
func underLineItems[T any](ctx context.Context, ids []string, list func(context.Context, []string) ([]T, error)) ([]T, error) {
	var out []T
	for chunk := range slices.Chunk(ids, maxFilterIDs) {
		page, err := list(ctx, chunk)
		if err != nil {
			return nil, err
		}
		out = append(out, page...)
	}
	return out, nil
}

// onLineItem is how the log shows an association: what it ties, and to which line item.
func onLineItem(what, lineItemID string) string { return what + " on line item " + lineItemID }

func sweepPromotedPosts(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	found, err := underLineItems(ctx, lineItemIDs(items), func(ctx context.Context, ids []string) ([]adsapi.PromotedPost, error) {
		return s.client.PromotedPosts.List(ctx, s.account, adsapi.PromotedPostListOptions{LineItemIDs: ids})
	})
	if err != nil {
		return s.listFailed("promoted posts of the marked line items", err)
	}
	return s.deleteAll(ctx, "promoted post", pick(found, func(p *adsapi.PromotedPost) bool { return !p.Deleted },
		func(p *adsapi.PromotedPost) target {
			return target{id: p.ID, label: onLineItem("post "+p.PostID, p.LineItemID), del: func(ctx context.Context) error {
				_, err := s.client.PromotedPosts.Delete(ctx, s.account, p.ID)
				return err
			}}
		}))
}

func sweepTargetingCriteria(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	found, err := underLineItems(ctx, lineItemIDs(items), func(ctx context.Context, ids []string) ([]adsapi.LineItemCriterion, error) {
		return s.client.LineItemTargeting.List(ctx, s.account, adsapi.LineItemTargetingListOptions{LineItemIDs: ids})
	})
	if err != nil {
		return s.listFailed("targeting criteria of the marked line items", err)
	}
	return s.deleteAll(ctx, "targeting criterion", pick(found, func(c *adsapi.LineItemCriterion) bool { return !c.Deleted },
		func(c *adsapi.LineItemCriterion) target {
			label := onLineItem(c.TargetingType+" "+string(c.TargetingValue), c.LineItemID)
			return target{id: c.ID, label: label, del: func(ctx context.Context) error {
				_, err := s.client.LineItemTargeting.Delete(ctx, s.account, c.ID)
				return err
			}}
		}))
}

func sweepMediaCreatives(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	found, err := underLineItems(ctx, lineItemIDs(items), func(ctx context.Context, ids []string) ([]adsapi.MediaCreative, error) {
		return s.client.MediaCreatives.List(ctx, s.account, adsapi.MediaCreativeListOptions{LineItemIDs: ids})
	})
	if err != nil {
		return s.listFailed("media creatives of the marked line items", err)
	}
	return s.deleteAll(ctx, "media creative", pick(found, func(m *adsapi.MediaCreative) bool { return !m.Deleted },
		func(m *adsapi.MediaCreative) target {
			return target{id: m.ID, label: onLineItem("account media "+m.AccountMediaID, m.LineItemID), del: func(ctx context.Context) error {
				_, err := s.client.MediaCreatives.Delete(ctx, s.account, m.ID)
				return err
			}}
		}))
}

// sweepTrackingTags deletes the tracking tags of the marked line items. A tag's URL is the test's to
// choose, but it is a measurement vendor's address: the tag is taken as its line item's, as the spec
// ties it (the type and the line item cannot change).
func sweepTrackingTags(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	found, err := underLineItems(ctx, lineItemIDs(items), func(ctx context.Context, ids []string) ([]adsapi.TrackingTag, error) {
		return s.client.TrackingTags.List(ctx, s.account, adsapi.TrackingTagListOptions{LineItemIDs: ids})
	})
	if err != nil {
		return s.listFailed("tracking tags of the marked line items", err)
	}
	return s.deleteAll(ctx, "tracking tag", pick(found, func(t *adsapi.TrackingTag) bool { return !t.Deleted },
		func(t *adsapi.TrackingTag) target {
			return target{id: t.ID, label: onLineItem(t.TrackingTagType, t.LineItemID), del: func(ctx context.Context) error {
				_, err := s.client.TrackingTags.Delete(ctx, s.account, t.ID)
				return err
			}}
		}))
}

// sweepPromotedAccounts deletes the promoted accounts of the marked PROMOTED_ACCOUNT line items: the
// list refuses line_item_ids of which none is one (INCOMPATIBLE_LINE_ITEM), so the others are not sent.
func sweepPromotedAccounts(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	items = slices.DeleteFunc(items, func(li adsapi.LineItem) bool { return li.ProductType != "PROMOTED_ACCOUNT" })
	found, err := underLineItems(ctx, lineItemIDs(items), func(ctx context.Context, ids []string) ([]adsapi.PromotedAccount, error) {
		return s.client.PromotedAccounts.List(ctx, s.account, adsapi.PromotedAccountListOptions{LineItemIDs: ids})
	})
	if err != nil {
		return s.listFailed("promoted accounts of the marked line items", err)
	}
	return s.deleteAll(ctx, "promoted account", pick(found, func(p *adsapi.PromotedAccount) bool { return !p.Deleted },
		func(p *adsapi.PromotedAccount) target {
			return target{id: p.ID, label: onLineItem("user "+p.UserID, p.LineItemID), del: func(ctx context.Context) error {
				_, err := s.client.PromotedAccounts.Delete(ctx, s.account, p.ID)
				return err
			}}
		}))
}

func sweepPrerollCallToActions(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	found, err := underLineItems(ctx, lineItemIDs(items), func(ctx context.Context, ids []string) ([]adsapi.PrerollCallToAction, error) {
		return s.client.PrerollCallToActions.List(ctx, s.account, adsapi.PrerollCallToActionListOptions{LineItemIDs: ids})
	})
	if err != nil {
		return s.listFailed("pre-roll calls to action of the marked line items", err)
	}
	return s.deleteAll(ctx, "pre-roll call to action", pick(found, func(p *adsapi.PrerollCallToAction) bool { return !p.Deleted },
		func(p *adsapi.PrerollCallToAction) target {
			return target{id: p.ID, label: onLineItem(p.CallToAction, p.LineItemID), del: func(ctx context.Context) error {
				_, err := s.client.PrerollCallToActions.Delete(ctx, s.account, p.ID)
				return err
			}}
		}))
}

// sweepScheduledPromotedPosts deletes the ties of a marked line item or of a marked scheduled post: an
// association of both, it goes before either. A tie whose post was published stays: the spec refuses
// its delete after the scheduled time, and the promoted post the publication made is swept with its
// line item.
func sweepScheduledPromotedPosts(ctx context.Context, s *scope) error {
	items, err := s.markedLineItems(ctx)
	if err != nil {
		return err
	}
	posts, err := s.markedScheduledPosts(ctx)
	if err != nil {
		return err
	}
	lineItems := lineItemIDs(items)
	scheduled := make([]string, len(posts))
	for i, p := range posts {
		scheduled[i] = p.ID
	}
	var found []adsapi.ScheduledPromotedPost
	if len(lineItems) > 0 || len(scheduled) > 0 {
		// The list filters by line item only; a marked scheduled post may be tied to any line item.
		if found, err = s.client.ScheduledPromotedPosts.List(ctx, s.account, adsapi.ScheduledPromotedPostListOptions{}); err != nil {
			return s.listFailed("scheduled promoted posts", err)
		}
	}
	return s.deleteAll(ctx, "scheduled promoted post", pick(found, func(p *adsapi.ScheduledPromotedPost) bool {
		ours := !p.Deleted && (slices.Contains(lineItems, p.LineItemID) || slices.Contains(scheduled, p.ScheduledPostID))
		if ours && p.PostID != "" {
			log.Printf("[INFO] %s: left scheduled promoted post %s: its post %s was published, after which the service "+
				"refuses the delete", s.sweeper, p.ID, p.PostID)
			return false
		}
		return ours
	}, func(p *adsapi.ScheduledPromotedPost) target {
		return target{id: p.ID, label: onLineItem("scheduled post "+p.ScheduledPostID, p.LineItemID), del: func(ctx context.Context) error {
			_, err := s.client.ScheduledPromotedPosts.Delete(ctx, s.account, p.ID)
			return err
		}}
	}))
}
