package emulator

import (
	"net/url"
	"slices"
)

// Bid strategies, goals and pay_by values the rules name.
const (
	bidAuto        = "AUTO"
	bidMax         = "MAX"
	bidTarget      = "TARGET"
	goalSiteVisits = "SITE_VISITS"
	payAppClick    = "APP_CLICK"
	payImpression  = "IMPRESSION"
	payLinkClick   = "LINK_CLICK"
)

// objectiveRule is what the spec's objective table says of one objective.
type objectiveRule struct {
	// bids are the allowed bid strategies. Where the create, update and target-bidding pages
	// disagree on TARGET, the emulator allows it if any page does: it refuses only what every
	// page refuses.
	bids []string
	// goal is the default goal and payBy the default pay_by: the spec does not show the
	// mapping, and the emulator picks the goal that names the objective's result, the pay_by
	// of the examples (ENGAGEMENT for ENGAGEMENTS) or of the objective's charge.
	goal, payBy string
	// frequencyCap tells whether frequency_cap is allowed.
	frequencyCap bool
	// app objectives need an app store identifier.
	app bool
}

var objectiveRules = map[string]objectiveRule{
	"APP_ENGAGEMENTS": {bids: []string{bidAuto, bidMax, bidTarget}, goal: "APP_CLICKS", payBy: payAppClick, app: true},
	"APP_INSTALLS":    {bids: []string{bidAuto, bidMax, bidTarget}, goal: "APP_INSTALLS", payBy: payImpression, app: true},
	"REACH":           {bids: []string{bidAuto, bidTarget}, goal: "MAX_REACH", payBy: payImpression, frequencyCap: true},
	"FOLLOWERS":       {bids: []string{bidAuto, bidTarget}, goal: "FOLLOWERS", payBy: payImpression},
	"ENGAGEMENTS":     {bids: []string{bidAuto, bidMax}, goal: "ENGAGEMENT", payBy: "ENGAGEMENT", frequencyCap: true},
	"VIDEO_VIEWS":     {bids: []string{bidAuto, bidMax}, goal: "VIDEO_VIEW", payBy: payImpression, frequencyCap: true},
	"PREROLL_VIEWS":   {bids: []string{bidAuto, bidMax}, goal: "PREROLL", payBy: payImpression, frequencyCap: true},
	"WEBSITE_CLICKS":  {bids: []string{bidAuto, bidMax, bidTarget}, goal: "LINK_CLICKS", payBy: payImpression},
}

// goalObjectives are the objectives a goal may go with, for the goals the spec pairs; other
// pairings are not shown and not refused.
var goalObjectives = map[string][]string{
	"APP_PURCHASES": {"APP_INSTALLS"},
	"APP_CLICKS":    {"APP_INSTALLS", "APP_ENGAGEMENTS"},
	"APP_INSTALLS":  {"APP_INSTALLS", "APP_ENGAGEMENTS"},
	goalSiteVisits:  {"WEBSITE_CLICKS"},
}

// goalPayBy are the pay_by values of the goals the reference describes, the default first.
var goalPayBy = map[string][]string{
	"APP_INSTALLS": {payImpression, payAppClick},
	"LINK_CLICKS":  {payImpression, payLinkClick},
	goalSiteVisits: {payImpression},
}

// fillLineItemDefaults sets what a create leaves out. A PUT that does not name pay_by keeps it
// while it still fits the goal and bid strategy, and otherwise gets their default.
func fillLineItemDefaults(li *LineItem, sent url.Values, create bool) {
	rule := objectiveRules[li.Objective]
	if create && !sent.Has("bid_strategy") {
		// A bid amount without a strategy is answered MAX in the spec's examples.
		li.BidStrategy = bidAuto
		if li.BidAmountLocalMicro != nil {
			for _, b := range []string{bidMax, bidTarget} {
				if slices.Contains(rule.bids, b) {
					li.BidStrategy = b
					break
				}
			}
		}
	}
	if create && !sent.Has("goal") {
		li.Goal = ptrTo(rule.goal)
	}
	if !sent.Has("pay_by") && (create || !payByFits(li)) {
		li.PayBy = ptrTo(defaultPayBy(li, rule))
	}
}

// payByFits tells whether pay_by is one the goal takes: the reference describes the values of
// the goals APP_INSTALLS, LINK_CLICKS (IMPRESSION not with TARGET) and SITE_VISITS; the others'
// are not shown.
func payByFits(li *LineItem) bool {
	goal, payBy := deref(li.Goal), deref(li.PayBy)
	values, described := goalPayBy[goal]
	if !described {
		return true
	}
	return slices.Contains(values, payBy) && (goal != "LINK_CLICKS" || payBy != payImpression || li.BidStrategy != bidTarget)
}

func defaultPayBy(li *LineItem, rule objectiveRule) string {
	goal := deref(li.Goal)
	if goal == "LINK_CLICKS" && li.BidStrategy == bidTarget {
		return payLinkClick
	}
	if values, ok := goalPayBy[goal]; ok {
		return values[0]
	}
	return rule.payBy
}

// checkLineItem checks the rules between a line item's fields (the spec's objective, placement
// and bidding tables) on the line item as it would be after the write; sent are the write's
// parameters.
func checkLineItem(li *LineItem, sent url.Values) *apiError {
	rule := objectiveRules[li.Objective]
	if err := checkBudgets(li.DailyBudgetAmountLocalMicro, li.TotalBudgetAmountLocalMicro); err != nil {
		return err
	}
	if !slices.Contains(rule.bids, li.BidStrategy) {
		return invalidParameter("bid_strategy", "bid_strategy %s is not available with objective %s: use %s",
			li.BidStrategy, li.Objective, describe(rule.bids))
	}
	if li.BidStrategy != bidAuto && li.BidAmountLocalMicro == nil {
		return badRequest(codeMissingParameter, "bid_amount_local_micro", "bid_amount_local_micro is required with bid_strategy %s", li.BidStrategy)
	}
	if err := checkGoal(li, sent); err != nil {
		return err
	}
	if li.FrequencyCap != nil && !rule.frequencyCap {
		return invalidParameter("frequency_cap", "frequency_cap is only for REACH, ENGAGEMENTS, VIDEO_VIEWS and PREROLL_VIEWS, not %s", li.Objective)
	}
	if rule.app && li.AndroidAppStoreIdentifier == nil && li.IOSAppStoreIdentifier == nil {
		return badRequest(codeMissingParameter, "android_app_store_identifier",
			"objective %s needs android_app_store_identifier or ios_app_store_identifier", li.Objective)
	}
	if err := checkPlacements(li); err != nil {
		return err
	}
	// The pre-roll guide sets categories on every PREROLL_VIEWS line item.
	if li.Objective == "PREROLL_VIEWS" && len(li.Categories) == 0 {
		return badRequest(codeMissingParameter, "categories", "objective PREROLL_VIEWS needs categories")
	}
	return nil
}

// checkGoal checks the goal against the objective and pay_by against the goal. pay_by may be
// sent only where the reference describes it: for APP_INSTALLS line items and for the goals
// LINK_CLICKS and SITE_VISITS (the reference says the former, then describes the latter).
func checkGoal(li *LineItem, sent url.Values) *apiError {
	goal := deref(li.Goal)
	if allowed, ok := goalObjectives[goal]; ok && !slices.Contains(allowed, li.Objective) {
		return invalidParameter("goal", "goal %s does not go with objective %s", goal, li.Objective)
	}
	if goal == "WEBSITE_CONVERSIONS" && li.PrimaryWebEventTag == nil {
		return badRequest(codeMissingParameter, "primary_web_event_tag", "goal WEBSITE_CONVERSIONS needs primary_web_event_tag")
	}
	_, described := goalPayBy[goal]
	switch {
	case !payByFits(li):
		return invalidParameter("pay_by", "pay_by %s does not go with goal %s and bid_strategy %s", deref(li.PayBy), goal, li.BidStrategy)
	case sent.Has("pay_by") && !described && li.Objective != "APP_INSTALLS":
		return invalidParameter("pay_by", "pay_by can be set only for APP_INSTALLS line items and the goals LINK_CLICKS and SITE_VISITS")
	}
	return nil
}

// checkPlacements applies the placement rules: TWITTER_PROFILE never alone, REACH on the
// timeline, PUBLISHER_NETWORK with its domain and categories. The spec's placement catalogue is
// not enforced here: its sets come from an older recording and leave out combinations the rules
// allow (TWITTER_PROFILE with another placement). TWITTER_SEARCH needs keyword targeting, which
// is attached to a line item after it exists; when the service checks it is not shown.
func checkPlacements(li *LineItem) *apiError {
	has := func(p string) bool { return slices.Contains(li.Placements, p) }
	if len(li.Placements) == 1 && has("TWITTER_PROFILE") {
		return badRequest(codeInvalidPlacementType, "placements", "TWITTER_PROFILE may not be the only placement")
	}
	if li.Objective == "REACH" && !has("TWITTER_TIMELINE") && !has("ALL_ON_TWITTER") {
		return badRequest(codeInvalidPlacementType, "placements", "objective REACH needs TWITTER_TIMELINE (or ALL_ON_TWITTER) among its placements")
	}
	if has("PUBLISHER_NETWORK") {
		if li.AdvertiserDomain == nil {
			return badRequest(codeMissingParameter, "advertiser_domain", "placement PUBLISHER_NETWORK needs advertiser_domain")
		}
		if len(li.Categories) == 0 {
			return badRequest(codeMissingParameter, "categories", "placement PUBLISHER_NETWORK needs categories")
		}
	}
	return nil
}
