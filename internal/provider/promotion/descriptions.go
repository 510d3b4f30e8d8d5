package promotion

// Descriptions that the resources and their list resources share.
const (
	descAccountID = "Ads account of the line item. Defaults to the provider's `account_id`; changing it (or the provider " +
		"default it comes from) replaces the resource."
	descLineItemID     = "Id of the line item, such as `8v7jo`."
	descTargetingType  = "Targeting type, one of the spec's table: `LOCATION`, `AGE`, `BROAD_KEYWORD`, `TV_SHOW`..."
	descTargetingValue = "The value targeted: a catalogue item's `targeting_value` (locations, interests, TV shows...), " +
		"an age bucket such as `AGE_18_TO_34`, a gender (`1` male, `2` female), the keyword itself, a user id..."
	descOperatorType = "`EQ` (target), `NE` (exclude), `GTE` or `LT` (`NETWORK_ACTIVATION_DURATION` only, which takes " +
		"nothing else). `APP_LIST` and `CONTENT_PUBLISHER_USER` take `NE` only. Defaults to `EQ`, as at the service."
	descPromotedPostID = "The promoted post's own id, such as `1efwlo` (not the post's)."
	descPostID         = "Id of the published post to promote: a decimal number such as `1460323737035677698`."
	descEntityStatus   = "Status of the promoted post, such as `ACTIVE` (the service does not list its values)."
	descApprovalStatus = "Review status of the promoted post, such as `ACCEPTED` (the service does not list its values)."
)
