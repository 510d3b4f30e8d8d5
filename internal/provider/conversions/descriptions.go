package conversions

// Descriptions shared by the resource and the data sources.
const (
	descID   = "Id of the web event tag, assigned by the service."
	descName = "Display name of the tag. The spec states no length limit and no uniqueness rule: the service decides."
	descType = "The conversion the tag counts: `ADDED_PAYMENT_INFO`, `ADD_TO_CART`, `ADD_TO_WISHLIST`, " +
		"`CHECKOUT_INITIATED`, `CONTENT_VIEW`, `CUSTOM`, `DOWNLOAD`, `PRODUCT_CUSTOMIZATION`, `PURCHASE`, `SEARCH`, " +
		"`SIGN_UP`, `SITE_VISIT`, `START_TRIAL` or `SUBSCRIBE`. The ads UI shows `SITE_VISIT` as \"Page view\" and " +
		"`SIGN_UP` as \"Lead\"."
	descClickWindow = "Post-engagement attribution window, in days: a conversion counts when it happens within this " +
		"many days after the user engaged with an ad. The API takes `1`, `7`, `14` or `30`; the 60 and 90 days and the " +
		"14-day default of the ads UI do not apply to it."
	descViewThroughWindow = "Post-view attribution window, in days: a conversion counts when it happens within this " +
		"many days after the user only saw an ad. The API takes `0` (view-through attribution off), `1`, `7`, `14` or " +
		"`30`, at most `click_window`; the 60 and 90 days and the 1-day default of the ads UI do not apply to it."
	descRetargeting  = "Whether retargeting is enabled: users who fire the tag may be gathered for website retargeting."
	descEmbedCode    = "The snippet to place on the page where the conversion happens. Opaque: kept as the service sends it."
	descWebsiteTagID = "The id the snippet reports to (its `trackPid` value)."
	descStatus       = "`UNVERIFIED` until events arrive, then `TRACKING` (the service shows it within 12 to 24 hours " +
		"of the first event). An update may put it back to `UNVERIFIED`: the spec's update example does."
	descLastTrackedAt = "When the tag last received an event (RFC 3339, UTC); null until the first one."
	descCreatedAt     = "Creation time, when the service sends one (its documented answers do not); otherwise null."
	descUpdatedAt     = "Last update time, when the service sends one (its documented answers do not); otherwise null."
	descDeleted       = "Whether the tag has been deleted."
)
