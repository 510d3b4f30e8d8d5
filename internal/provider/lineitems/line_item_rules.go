package lineitems

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/types"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// The rules between a line item's fields, from the spec's tables "Objectives and what each requires",
// "Placements and product types" and "Bidding, goals, charging and pacing". Where the spec says a pairing
// is "not shown", nothing is refused here: the service decides.

// objectiveRule is what the spec's objective table says of one objective.
type objectiveRule struct {
	// bids are the bid strategies it takes. The three pages that name TARGET disagree; TARGET is allowed
	// where any of them names it, and refused where none does (ENGAGEMENTS, VIDEO_VIEWS, PREROLL_VIEWS).
	bids []string
	// frequencyCap tells whether frequency_cap is allowed.
	frequencyCap bool
	// app objectives need an app store identifier.
	app bool
}

var objectiveRules = map[string]objectiveRule{
	"APP_ENGAGEMENTS": {bids: []string{bidAuto, bidMax, bidTarget}, app: true},
	"APP_INSTALLS":    {bids: []string{bidAuto, bidMax, bidTarget}, app: true},
	"REACH":           {bids: []string{bidAuto, bidTarget}, frequencyCap: true},
	"FOLLOWERS":       {bids: []string{bidAuto, bidTarget}},
	"ENGAGEMENTS":     {bids: []string{bidAuto, bidMax}, frequencyCap: true},
	"VIDEO_VIEWS":     {bids: []string{bidAuto, bidMax}, frequencyCap: true},
	"PREROLL_VIEWS":   {bids: []string{bidAuto, bidMax}, frequencyCap: true},
	"WEBSITE_CLICKS":  {bids: []string{bidAuto, bidMax, bidTarget}},
}

// goalObjectives are the objectives of the goals the spec pairs; other goals may go with any.
var goalObjectives = map[string][]string{
	"APP_PURCHASES": {"APP_INSTALLS"},
	"APP_CLICKS":    {"APP_INSTALLS", "APP_ENGAGEMENTS"},
	"APP_INSTALLS":  {"APP_INSTALLS", "APP_ENGAGEMENTS"},
	goalSiteVisits:  {"WEBSITE_CLICKS"},
}

// goalPayBy are the pay_by values of the goals the reference describes.
var goalPayBy = map[string][]string{
	"APP_INSTALLS": {payAppClick, payImpression},
	"LINK_CLICKS":  {payLinkClick, payImpression},
	goalSiteVisits: {payImpression},
}

// lineItemRules checks the rules between fields, each when the values it needs are known: a value known
// only at apply is checked then, before anything is sent.
type lineItemRules struct{}

var _ resource.ConfigValidator = lineItemRules{}

func (lineItemRules) Description(context.Context) string {
	return "the objective against the placements, bid strategy, goal and pay_by; the placements' own needs"
}

func (v lineItemRules) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }

// ruleConfig is what the rules read of a configuration.
type ruleConfig struct {
	Objective, BidStrategy, Goal, PayBy, AdvertiserDomain types.String
	PrimaryWebEventTag, Android, IOS                      types.String
	BidAmount, FrequencyCap                               types.Int64
	Placements, Categories                                types.Set
}

func (v lineItemRules) ValidateResource(ctx context.Context, req resource.ValidateConfigRequest, resp *resource.ValidateConfigResponse) {
	var c ruleConfig
	for name, target := range map[string]any{
		"objective": &c.Objective, "bid_strategy": &c.BidStrategy, "goal": &c.Goal, "pay_by": &c.PayBy,
		"advertiser_domain": &c.AdvertiserDomain, "primary_web_event_tag": &c.PrimaryWebEventTag,
		"android_app_store_identifier": &c.Android, "ios_app_store_identifier": &c.IOS,
		"bid_amount_local_micro": &c.BidAmount, "frequency_cap": &c.FrequencyCap,
		"placements": &c.Placements, "categories": &c.Categories,
	} {
		resp.Diagnostics.Append(req.Config.GetAttribute(ctx, path.Root(name), target)...)
	}
	if resp.Diagnostics.HasError() {
		return
	}
	c.checkPlacements(ctx, &resp.Diagnostics)
	c.checkBidding(&resp.Diagnostics)
	c.checkGoal(&resp.Diagnostics)
	c.checkObjectiveNeeds(&resp.Diagnostics)
}

// known tells whether a string is set and known.
func known(s types.String) bool { return !s.IsNull() && !s.IsUnknown() }

// setValues are the elements of a set whose every element is known; ok is false otherwise.
func setValues(ctx context.Context, s types.Set) (values []string, ok bool) {
	if s.IsNull() || s.IsUnknown() {
		return nil, false
	}
	for _, e := range s.Elements() {
		if e.IsUnknown() {
			return nil, false
		}
	}
	return values, s.ElementsAs(ctx, &values, false) == nil
}

// checkPlacements: TWITTER_PROFILE never alone, REACH on the timeline, PUBLISHER_NETWORK with its domain
// and categories.
func (c *ruleConfig) checkPlacements(ctx context.Context, diags *diag.Diagnostics) {
	chosen, ok := setValues(ctx, c.Placements)
	if !ok {
		return
	}
	at := path.Root("placements")
	if len(chosen) == 1 && chosen[0] == "TWITTER_PROFILE" {
		fw.AddAttrError(diags, at, "TWITTER_PROFILE alone", "TWITTER_PROFILE may not be a line item's only placement: add another one, such as TWITTER_TIMELINE.")
	}
	if known(c.Objective) && c.Objective.ValueString() == "REACH" &&
		!slices.Contains(chosen, "TWITTER_TIMELINE") && !slices.Contains(chosen, "ALL_ON_TWITTER") {
		fw.AddAttrError(diags, at, "REACH needs the timeline", fmt.Sprintf("objective REACH needs TWITTER_TIMELINE among "+
			"its placements (or ALL_ON_TWITTER, which includes it); got %s.", strings.Join(chosen, ", ")))
	}
	if !slices.Contains(chosen, "PUBLISHER_NETWORK") {
		return
	}
	if c.AdvertiserDomain.IsNull() {
		fw.AddAttrError(diags, path.Root("advertiser_domain"), "PUBLISHER_NETWORK needs advertiser_domain",
			"the placement PUBLISHER_NETWORK needs advertiser_domain, the advertiser's web domain without a scheme.")
	}
	if c.Categories.IsNull() {
		fw.AddAttrError(diags, path.Root("categories"), "PUBLISHER_NETWORK needs categories",
			"the placement PUBLISHER_NETWORK needs categories, IAB category codes such as IAB3.")
	}
}

// checkBidding: the bid strategy against the objective, and a bid amount for MAX and TARGET.
func (c *ruleConfig) checkBidding(diags *diag.Diagnostics) {
	if !known(c.BidStrategy) {
		return
	}
	bid := c.BidStrategy.ValueString()
	if rule, ok := objectiveRules[c.Objective.ValueString()]; known(c.Objective) && ok && !slices.Contains(rule.bids, bid) {
		fw.AddAttrError(diags, path.Root("bid_strategy"), "Bid strategy not available", fmt.Sprintf(
			"bid_strategy %s is not available with objective %s, which takes %s.", bid, c.Objective.ValueString(), strings.Join(rule.bids, ", ")))
	}
	if bid != bidAuto && c.BidAmount.IsNull() {
		fw.AddAttrError(diags, path.Root("bid_amount_local_micro"), "Missing bid amount", fmt.Sprintf(
			"bid_strategy %s needs bid_amount_local_micro: the highest bid with MAX, the daily average cost aimed at with TARGET.", bid))
	}
}

// checkGoal: the goal against the objective, the web event tag of WEBSITE_CONVERSIONS, and pay_by against
// the goal and bid strategy.
func (c *ruleConfig) checkGoal(diags *diag.Diagnostics) {
	if !known(c.Goal) {
		return
	}
	goal, objective := c.Goal.ValueString(), c.Objective.ValueString()
	if allowed, ok := goalObjectives[goal]; ok && known(c.Objective) && !slices.Contains(allowed, objective) {
		fw.AddAttrError(diags, path.Root("goal"), "Goal does not fit the objective", fmt.Sprintf(
			"goal %s goes with objective %s only, not %s.", goal, strings.Join(allowed, " or "), objective))
	}
	if goal == "WEBSITE_CONVERSIONS" && c.PrimaryWebEventTag.IsNull() {
		fw.AddAttrError(diags, path.Root("primary_web_event_tag"), "Missing web event tag",
			"goal WEBSITE_CONVERSIONS needs primary_web_event_tag, the id of the web event tag that counts a conversion.")
	}
	if !known(c.PayBy) {
		return
	}
	// Whether pay_by may be sent at all depends on what it was: planPayBySent checks it.
	payBy := c.PayBy.ValueString()
	values, described := goalPayBy[goal]
	switch {
	case described && !slices.Contains(values, payBy):
		fw.AddAttrError(diags, path.Root("pay_by"), "pay_by does not fit the goal", fmt.Sprintf(
			"with goal %s, pay_by is %s; got %s.", goal, strings.Join(values, " or "), payBy))
	case goal == "LINK_CLICKS" && payBy == payImpression && known(c.BidStrategy) && c.BidStrategy.ValueString() == bidTarget:
		fw.AddAttrError(diags, path.Root("pay_by"), "pay_by does not fit the bid strategy",
			"with goal LINK_CLICKS and bid_strategy TARGET, pay_by is LINK_CLICK: IMPRESSION is not allowed with TARGET.")
	}
}

// checkObjectiveNeeds: what an objective needs besides bidding: frequency_cap only where allowed, an app
// store identifier for the app objectives, categories for PREROLL_VIEWS.
func (c *ruleConfig) checkObjectiveNeeds(diags *diag.Diagnostics) {
	if !known(c.Objective) {
		return
	}
	objective := c.Objective.ValueString()
	rule := objectiveRules[objective]
	if !c.FrequencyCap.IsNull() && !c.FrequencyCap.IsUnknown() && !rule.frequencyCap {
		fw.AddAttrError(diags, path.Root("frequency_cap"), "frequency_cap not allowed", fmt.Sprintf(
			"frequency_cap is only for the objectives REACH, ENGAGEMENTS, VIDEO_VIEWS and PREROLL_VIEWS, not %s.", objective))
	}
	if rule.app && c.Android.IsNull() && c.IOS.IsNull() {
		fw.AddAttrError(diags, path.Root("objective"), "Missing app store identifier", fmt.Sprintf(
			"objective %s promotes an app: set android_app_store_identifier or ios_app_store_identifier.", objective))
	}
	if objective == "PREROLL_VIEWS" && c.Categories.IsNull() {
		fw.AddAttrError(diags, path.Root("categories"), "PREROLL_VIEWS needs categories",
			"objective PREROLL_VIEWS needs categories, IAB category codes such as IAB3 (the pre-roll guide sets them on every pre-roll line item).")
	}
}
