package associations

// Descriptions shared by the resources, the data sources and the list resources.
const (
	descAccountID = "Ads account. Defaults to the provider's `account_id`; changing it replaces the object."
	descDeleted   = "Whether the object has been deleted (detached from its line item)."

	descTrackingTagID   = "Id of the tracking tag, assigned by the service."
	descTagLineItemID   = "Id of the line item the tag is attached to."
	descTrackingTagType = "What the URL tracks: `IMPRESSION_TAG` (an impression pixel) or `CLICK_TRACKER`."
	descTrackingTagURL  = "The measurement URL supplied by the tracking partner, such as a DoubleClick `trackimp` " +
		"address, kept as written (the provider percent-encodes it when sending it)."

	descPromotedAccountID      = "Id of the promoted account, assigned by the service."
	descPromotedLineItemID     = "Id of a line item whose `product_type` is `PROMOTED_ACCOUNT` (a follower campaign's)."
	descPromotedUserID         = "Id of the user to promote (digits: a promotable user's `user_id`, not its own `id`)."
	descPromotedEntityStatus   = "Status of the promoted account, set by the service (`ACTIVE` seen)."
	descPromotedApprovalStatus = "Review status, set by the service (`ACCEPTED` seen)."

	descCallToActionID         = "Id of the call to action, assigned by the service."
	descCallToActionLineItemID = "Id of a line item whose `objective` is `PREROLL_VIEWS`."
	descCallToAction           = "The button's text: `GO_TO`, `SEE_MORE`, `SHOP`, `VISIT_SITE` or `WATCH_NOW`."
	descCallToActionURL        = "Where a click on the button leads: an absolute `http` or `https` URL."

	descMediaCreativeID             = "Id of the media creative, assigned by the service."
	descMediaCreativeLineItemID     = "Id of the line item the account media is attached to."
	descMediaCreativeAccountMediaID = "Id of the account media to attach (see the `adsapi_account_media_items` data source)."
	descLandingURL                  = "Where a click on a display image leads: an absolute `http` or `https` URL. Required " +
		"by the service when the line item's objective is `WEBSITE_CLICKS`; ignored for `PREROLL` videos, whose " +
		"destination is the line item's pre-roll call to action."
	descMediaCreativeType           = "The account media's creative type, copied by the service (" + descCreativeTypes + ")."
	descMediaCreativeEntityStatus   = "Status of the media creative, set by the service (`ACTIVE` seen)."
	descMediaCreativeApprovalStatus = "Review status, set by the service (`ACCEPTED` seen)."

	descScheduledPromotedPostID  = "Id of the scheduled promoted post, assigned by the service."
	descScheduledLineItemID      = "Id of the line item that promotes the post once it is published."
	descScheduledPostID          = "Id of a scheduled post of the account in state `SCHEDULED` (digits, see `adsapi_scheduled_post`)."
	descScheduledPromotedPostPID = "Id of the published post, set by the service at publication; null until then."

	descAccountMediaID           = "Id of the account media, assigned by the service."
	descAccountMediaCreativeType = "The format: " + descCreativeTypes + "."
	descAccountMediaVideoID      = "A `PREROLL` video's media key (`13_...`); null for images."
	descAccountMediaURL          = "An image's address; null for videos."
	descCreativeTypes            = "`BANNER`, `BANNER_TABLET`, `INTERSTITIAL`, `INTERSTITIAL_LANDSCAPE`, " +
		"`INTERSTITIAL_LANDSCAPE_TABLET`, `INTERSTITIAL_TABLET`, `MEDIUM_RECTANGLE`, `PREROLL` or `VAST_PREROLL`"
)
