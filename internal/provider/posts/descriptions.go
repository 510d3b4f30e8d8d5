package posts

// Descriptions of a scheduled post's attributes, shared by the resource, the data source and the list
// resource.
const (
	descID       = "Id of the scheduled post, assigned by the service (a 64-bit number written in decimal)."
	descAccount  = "Ads account that holds the scheduled post. Defaults to the provider's `account_id`; changing it (or the provider default) replaces the post."
	descAsUserID = "Id of the user the post is published as: a promotable user of the account whose handle granted the caller " +
		"access. Left out, the service publishes as the account's FULL promotable user, and the attribute shows that " +
		"user's id (taking it out of the configuration later changes nothing). Changing it replaces the scheduled post."
	descText = "Text of the post. Required when `media_keys` is empty: the service refuses a blank post. Removing it clears " +
		"the text (allowed only while `media_keys` are set)."
	descCardURI = "URI of a card to attach (`card://<digits>`, such as the `card_uri` of `adsapi_card` or `adsapi_poll_card`). " +
		"The service checks at publication that the card exists in the account; a post whose card is gone then fails. " +
		"Removing it detaches the card."
	descMediaKeys = "Media keys from the account's media library (`adsapi_media_library` lists them): up to 4 images " +
		"(`3_<digits>`), or 1 GIF (`16_<digits>`), or 1 video (`7_<digits>` or `13_<digits>`), never mixed. The service checks " +
		"at publication that they are in the library; a post whose media are not fails. Removing the attribute removes the media."
	descScheduledAt = "When the service publishes the post: a date and time with any offset (`2026-12-01T09:00:00-08:00`, " +
		"`2026-12-01T17:00:00Z`) or a date alone (midnight UTC), at most one year (365 days) ahead. The service keeps minutes, " +
		"not seconds, so the seconds must be `00`. It answers in UTC; a configuration that names the same instant another " +
		"way plans no change."
	descNullcast = "Whether the post is nullcast (promoted-only, not shown to followers). Defaults to `true`; `false` " +
		"publishes an organic post, which only the account's FULL promotable user may do."
	descName            = "Name of the scheduled post, at most 80 characters. Removing it clears the name."
	descUserID          = "Id of the user the post is published as."
	descScheduledStatus = "`SCHEDULED` while the post waits for `scheduled_at`; then `SUCCESS` once the service has published " +
		"it, or `FAILED` when the publication checks failed (media not in the library, media mixed, a card that is gone) " +
		"and nothing was published."
	descPostID      = "Id of the published post; null until the service publishes it."
	descCompletedAt = "When the service published the post, RFC 3339 in UTC; null until then."
)
