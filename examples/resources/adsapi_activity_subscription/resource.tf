# New followers of a user, delivered with the tag "followers". The tag and the webhook change
# in place; the event type and the filter replace the subscription.
resource "adsapi_activity_subscription" "followers" {
  event_type = "follow.follow"
  filter = {
    user_id   = "756201191646691328"
    direction = "inbound"
  }
  tag        = "followers"
  webhook_id = "1146654567674912769"
}

# Chat, follow, unfollow and like events take qualifiers: event-specific predicates.
resource "adsapi_activity_subscription" "conversation_joins" {
  event_type = "chat.conversation.join" # chat.conversation_join is its deprecated alias
  filter = {
    user_id    = "756201191646691328"
    qualifiers = { conversation_id = "1580661436132757506" }
  }
}

# Mutes are actor-only: filter.user_id must be the authenticated user, and no direction.
# With an OAuth 2.0 token it needs the mute.read scope.
resource "adsapi_activity_subscription" "mutes" {
  event_type = "mute.mute"
  filter = {
    user_id = "756201191646691328"
  }
}
