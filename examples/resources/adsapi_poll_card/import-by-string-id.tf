# <account_id>/<poll_card_id>; a poll card id is base 36, not the number in its card_uri.
# For an image or video poll, set media_key in the resource to the key of the poll's
# image or video: the service never returns it, and Terraform records it without
# replacing the poll.
import {
  to = adsapi_poll_card.favourite_season
  id = "18ce54d4x5t/57i77"
}
