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
)
