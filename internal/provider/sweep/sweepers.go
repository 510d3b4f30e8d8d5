package sweep

import (
	"context"
	"errors"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The sweepers' names: the resource types whose objects each deletes, which -sweep-run matches.
const (
	cardSweeper                  = "adsapi_card"
	pollCardSweeper              = "adsapi_poll_card"
	draftPostSweeper             = "adsapi_draft_post"
	scheduledPostSweeper         = "adsapi_scheduled_post"
	campaignSweeper              = "adsapi_campaign"
	lineItemSweeper              = "adsapi_line_item"
	promotedPostSweeper          = "adsapi_promoted_post"
	targetingSweeper             = "adsapi_line_item_targeting"
	mediaCreativeSweeper         = "adsapi_media_creative"
	trackingTagSweeper           = "adsapi_tracking_tag"
	promotedAccountSweeper       = "adsapi_promoted_account"
	prerollCallToActionSweeper   = "adsapi_preroll_call_to_action"
	scheduledPromotedPostSweeper = "adsapi_scheduled_promoted_post"
	webEventTagSweeper           = "adsapi_web_event_tag"
	customAudienceSweeper        = "adsapi_custom_audience"
	audiencePermissionSweeper    = "adsapi_custom_audience_permission"
	appEventProviderSweeper      = "adsapi_app_event_provider_configuration"
	scheduledFeedSweeper         = "adsapi_scheduled_feed"
	activitySubscriptionSweeper  = "adsapi_activity_subscription"
	webhookSweeper               = "adsapi_webhook"
)

// lineItemAssociations hang under a line item with nothing of their own to mark: they go before it.
var lineItemAssociations = []string{promotedPostSweeper, targetingSweeper, mediaCreativeSweeper, trackingTagSweeper,
	promotedAccountSweeper, prerollCallToActionSweeper, scheduledPromotedPostSweeper}

// kind is one sweeper: the objects of one resource type, and the sweepers whose objects may hang under
// or point at them, which run first (resource.Sweeper.Dependencies).
type kind struct {
	name  string
	after []string
	sweep func(context.Context, *scope) error
}

// kinds are every sweeper. The package comment says what each deletes and which kinds are left out.
var kinds = []kind{
	{name: promotedPostSweeper, sweep: sweepPromotedPosts},
	// A criterion may target a swept custom audience; it goes with its line item or before the audience.
	{name: targetingSweeper, sweep: sweepTargetingCriteria},
	{name: mediaCreativeSweeper, sweep: sweepMediaCreatives},
	{name: trackingTagSweeper, sweep: sweepTrackingTags},
	{name: promotedAccountSweeper, sweep: sweepPromotedAccounts},
	{name: prerollCallToActionSweeper, sweep: sweepPrerollCallToActions},
	// Ties a line item to a scheduled post: it goes before either.
	{name: scheduledPromotedPostSweeper, sweep: sweepScheduledPromotedPosts},
	{name: lineItemSweeper, after: lineItemAssociations, sweep: sweepLineItems},
	{name: campaignSweeper, after: []string{lineItemSweeper}, sweep: sweepCampaigns},
	// A line item names its primary web event tag.
	{name: webEventTagSweeper, after: []string{lineItemSweeper}, sweep: sweepWebEventTags},
	{name: audiencePermissionSweeper, sweep: sweepAudiencePermissions},
	{name: customAudienceSweeper, after: []string{audiencePermissionSweeper, targetingSweeper}, sweep: sweepCustomAudiences},
	{name: draftPostSweeper, sweep: sweepDraftPosts},
	{name: scheduledPostSweeper, after: []string{scheduledPromotedPostSweeper}, sweep: sweepScheduledPosts},
	// Draft and scheduled posts carry a card's card_uri.
	{name: cardSweeper, after: []string{draftPostSweeper, scheduledPostSweeper}, sweep: sweepCards},
	{name: pollCardSweeper, after: []string{draftPostSweeper, scheduledPostSweeper}, sweep: sweepPollCards},
	{name: appEventProviderSweeper, sweep: sweepAppEventProviderConfigurations},
	{name: scheduledFeedSweeper, sweep: sweepScheduledFeeds},
	{name: activitySubscriptionSweeper, sweep: sweepActivitySubscriptions},
	// An activity subscription may deliver to a swept webhook.
	{name: webhookSweeper, after: []string{activitySubscriptionSweeper}, sweep: sweepWebhooks},
}

// sweepTimeout bounds one sweeper in one account; make sweep's -timeout bounds the whole run.
const sweepTimeout = 10 * time.Minute

// sweepers are the sweepers of the objects whose marked field starts with prefix, for
// resource.AddTestSweepers: each sweeps the ads account its region names. getenv gives the provider's
// variables; the client is built from them once, by the first sweeper that runs.
func sweepers(prefix string, getenv func(string) string) []*resource.Sweeper {
	client := sync.OnceValues(func() (*adsapi.Client, error) { return newClient(getenv) })
	out := make([]*resource.Sweeper, 0, len(kinds))
	for _, k := range kinds {
		out = append(out, &resource.Sweeper{Name: k.name, Dependencies: k.after, F: func(region string) error {
			if err := checkAccount(region); err != nil {
				return err
			}
			c, err := client()
			if err != nil {
				return err
			}
			ctx, cancel := context.WithTimeout(context.Background(), sweepTimeout)
			defer cancel()
			return k.sweep(ctx, &scope{client: c, account: region, prefix: prefix, getenv: getenv, sweeper: k.name})
		}})
	}
	return out
}

// scope is one sweeper's run in one account.
type scope struct {
	client  *adsapi.Client
	account string
	prefix  string
	getenv  func(string) string
	sweeper string
}

func (s *scope) marked(field string) bool { return marked(s.prefix, field) }

// target is one object to delete: its id, what the log shows of it (its marked field, or its parent
// for an association) and its delete.
type target struct {
	id, label string
	del       func(context.Context) error
}

// pick keeps the items keep accepts, as targets.
func pick[T any](items []T, keep func(*T) bool, as func(*T) target) []target {
	var out []target
	for i := range items {
		if keep(&items[i]) {
			out = append(out, as(&items[i]))
		}
	}
	return out
}

// deleteAll deletes each target in turn; one already gone counts as deleted (a sweep may meet what
// another run, or a late destroy, removed). It goes on past a failure, so that one refusal does not keep
// the rest, and returns them all: the sweeper then fails, and the ones after it do not run.
func (s *scope) deleteAll(ctx context.Context, what string, targets []target) error {
	log.Printf("[INFO] %s in account %s: %d to delete", s.sweeper, s.account, len(targets))
	var errs []error
	for _, t := range targets {
		switch err := t.del(ctx); {
		case err == nil:
			log.Printf("[INFO] %s: deleted %s %s (%s)", s.sweeper, what, t.id, t.label)
		case transport.IsNotFound(err):
			log.Printf("[INFO] %s: %s %s (%s) was already gone", s.sweeper, what, t.id, t.label)
		default:
			errs = append(errs, fmt.Errorf("deleting %s %s (%s) in account %s: %w", what, t.id, t.label, s.account, err))
		}
	}
	return errors.Join(errs...)
}

// listFailed words a failed list: nothing of the kind was deleted.
func (s *scope) listFailed(what string, err error) error {
	return fmt.Errorf("%s, sweeping account %s: listing the %s failed, so none was deleted: %w", s.sweeper, s.account, what, err)
}
