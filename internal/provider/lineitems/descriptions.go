package lineitems

import "github.com/adsapi/terraform-provider-adsapi/internal/provider/adrules"

// Descriptions of a line item, shared by the resource, the data sources and the list resource.
const (
	descID      = "Id of the line item, assigned by the service (base 36, such as `ml5vs`)."
	descAccount = "Ads account of the line item. Defaults to the provider's `account_id`; changing it, or the " +
		"provider's default when this is left out, replaces the line item."
	descCampaignID = "Campaign the line item belongs to. Every line item of a campaign has the same `objective` and " +
		"`product_type`, and a campaign holds at most 100 line items; the service checks both, since a plan sees one " +
		"resource at a time. Changing it replaces the line item."
	descName      = "Name of the line item, 1 to 255 characters. Left out, the service names it (null, or `Untitled`); once set it can be changed but not removed."
	descObjective = "What the auction optimizes for and what is charged: `APP_ENGAGEMENTS`, `APP_INSTALLS`, `REACH`, " +
		"`FOLLOWERS`, `ENGAGEMENTS`, `VIDEO_VIEWS`, `PREROLL_VIEWS` or `WEBSITE_CLICKS`. The app objectives need an " +
		"app store identifier, `PREROLL_VIEWS` needs `categories`. Changing it replaces the line item."
	descProductType = "`PROMOTED_POSTS`, `PROMOTED_ACCOUNT` or `MEDIA`. Changing it replaces the line item."
	descPlacements  = "Where the ads show: `ALL_ON_TWITTER`, `TWITTER_TIMELINE`, `TWITTER_SEARCH`, `TWITTER_PROFILE`, " +
		"`TWITTER_REPLIES`, `PUBLISHER_NETWORK`, `TAP_BANNER`, `TAP_FULL`, `TAP_FULL_LANDSCAPE`, `TAP_NATIVE` or " +
		"`TAP_MRECT`; `adsapi_line_item_placements` lists the sets each product type takes. `TWITTER_PROFILE` may not " +
		"be the only one; `REACH` needs `TWITTER_TIMELINE` (or `ALL_ON_TWITTER`); `PUBLISHER_NETWORK` needs " +
		"`advertiser_domain` and `categories`; `TWITTER_SEARCH` needs keyword targeting. Changing them replaces the line item."
	descTime = "RFC 3339 time, with any offset (`2026-12-01T09:00:00-08:00`), or a date alone (`2026-12-01`, " +
		"midnight UTC). The service answers in UTC; a time written another way that names the same instant plans no change."
	descStartTime    = "When serving begins. " + descTime
	descEndTime      = "When serving stops; left out, the line item has no end. " + descTime
	descEntityStatus = "`ACTIVE`, `PAUSED` or `DRAFT`; left out, the service decides (its default is not documented). " +
		"`DRAFT` can be set only when the line item is created."
	descBidStrategy = "`AUTO` (the service bids within the budget), `MAX` (`bid_amount_local_micro` is the highest bid) or " +
		"`TARGET` (the daily average cost stays within 20% of `bid_amount_local_micro`). `MAX` is not available with " +
		"`REACH` and `FOLLOWERS`; `TARGET` only with `REACH`, `FOLLOWERS`, `WEBSITE_CLICKS` and the app objectives. Left " +
		"out, the service picks one from the objective."
	descBidAmount = "The bid: required with `MAX` and `TARGET`, ignored with `AUTO`. Once set it can be changed but not removed." + adrules.DescMicros
	descGoal      = "What the bid optimizes for, such as `ENGAGEMENT`, `LINK_CLICKS`, `APP_INSTALLS`, `MAX_REACH`. " +
		"`APP_PURCHASES` goes with `APP_INSTALLS` only, `APP_CLICKS` and `APP_INSTALLS` with the app objectives, " +
		"`SITE_VISITS` with `WEBSITE_CLICKS` (and only at creation); `WEBSITE_CONVERSIONS` needs `primary_web_event_tag`. " +
		"Left out, the service picks one from the objective."
	descPayBy = "What is charged for: `APP_CLICK`, `IMPRESSION` or `LINK_CLICK`. It can be set for `APP_INSTALLS` line " +
		"items and the goals `APP_INSTALLS` (`APP_CLICK` or `IMPRESSION`), `LINK_CLICKS` (`LINK_CLICK`, or `IMPRESSION` " +
		"unless the bid strategy is `TARGET`) and `SITE_VISITS` (`IMPRESSION`). Left out, the service sets it from the " +
		"goal and bid strategy. Answers also show `ENGAGEMENT`, which a configuration may keep for a line item that " +
		"has it (an adopted one) but cannot set."
	descDailyBudget = "Daily budget of the line item; at most `total_budget_amount_local_micro`. A day is a day of the " +
		"account's time zone. Once set it can be changed but not removed." + adrules.DescMicros
	descTotalBudget = "Total budget of the line item; it should not exceed the campaign's total. Once set it can be " +
		"changed but not removed." + adrules.DescMicros
	descStandardDelivery = "Pacing: `true` (the service's default) spreads the daily budget over the day, `false` spends " +
		"it as fast as possible. The service cannot change it afterwards: changing it replaces the line item."
	descFrequencyCap = "Most times the ad is shown to one user within `duration_in_days`; only for `REACH`, " +
		"`ENGAGEMENTS`, `VIDEO_VIEWS` and `PREROLL_VIEWS`. Once set it can be changed but not removed."
	descDurationInDays   = "Period over which `frequency_cap` counts: `1`, `7` or `30` days. Once set it can be changed but not removed."
	descAdvertiserDomain = "The advertiser's web domain without a scheme, such as `example.com`; required with the " +
		"`PUBLISHER_NETWORK` placement."
	descCategories = "IAB category codes of the advertiser, such as `IAB3` or `IAB12-2`; required with the " +
		"`PUBLISHER_NETWORK` placement and the `PREROLL_VIEWS` objective."
	descAndroidApp = "Google Play identifier of the promoted app, such as `com.example.app`. The service adds a " +
		"targeting criterion for the app's platform."
	descIOSApp   = "Numeric part of the App Store identifier of the promoted app (`333903271` for `id333903271`)."
	descWebEvent = "Id of the main web event tag (the `id` of an [`adsapi_web_event_tag`](../resources/web_event_tag)), required with " +
		"the goal `WEBSITE_CONVERSIONS`. Set only at creation: the service's line item update takes no such parameter, so " +
		"changing it replaces the line item. Whether the tag must belong to the same account and be live is not documented: " +
		"the service decides."
	descAdvertiser = "Id of the user whose handle promotes the ads (for `PREROLL_VIEWS`); only some client applications " +
		"may set it. Left out, the service answers the account's user."
	descAudienceExpansion = "Reach users similar to those targeted: `BROAD`, `DEFINED` or `EXPANDED`; no expansion " +
		"when left out."
	descInstrument = "Funding instrument of the line item: its campaign's."
	descCurrency   = "ISO 4217 code of the currency of the amounts: the funding instrument's."
	descDeleted    = "Whether the line item was deleted (listed only with `with_deleted`)."
	descWithDraft  = "Include draft line items (`entity_status = \"DRAFT\"`) beside the others."
)
