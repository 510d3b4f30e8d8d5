# A promoted-only post (nullcast by default) that the service publishes on 1 December at 09:00 UTC.
resource "adsapi_scheduled_post" "launch" {
  text         = "Our spring collection is here."
  scheduled_at = "2026-12-01T09:00:00Z"
}

# The line item promotes the post from its publication (its id is usually adsapi_line_item.<name>.id). The
# scheduled post must still be waiting (SCHEDULED). Nothing changes in place: any change replaces the
# association. After publication, post_id holds the published post's id, and the promoted post the service
# made is an adsapi_promoted_post of the line item.
resource "adsapi_scheduled_promoted_post" "launch" {
  line_item_id      = "8xdpe"
  scheduled_post_id = adsapi_scheduled_post.launch.id
}
