output "website_card_uri" {
  description = "URI to attach the website card to a post."
  value       = adsapi_card.website.card_uri
}

output "app_carousel_card_uri" {
  description = "URI to attach the app carousel card to a post."
  value       = adsapi_card.app_carousel.card_uri
}

output "collection_card_uri" {
  description = "URI to attach the multi-destination carousel card to a post."
  value       = adsapi_card.collection.card_uri
}

output "poll_card_uri" {
  description = "URI to attach the poll card to a post."
  value       = adsapi_poll_card.favourite_season.card_uri
}

output "media_poll_card_uri" {
  description = "URI to attach the media poll card to a post."
  value       = adsapi_poll_card.jacket.card_uri
}

output "poll_card_end_time" {
  description = "When the poll closes; its clock started when it was created."
  value       = adsapi_poll_card.favourite_season.end_time
}

output "spring_card_types" {
  description = "Card types of the cards whose name starts with \"spring\", as the service derived them."
  value       = { for card in data.adsapi_cards.spring.cards : card.name => card.card_type }
}

output "targeting_values" {
  description = "Targeting values of Los Angeles and of English, ready for a line item."
  value = {
    location = data.adsapi_targeting_locations.los_angeles.targeting_values[0]
    language = data.adsapi_targeting_languages.english.targeting_values[0]
  }
}

output "draft_post" {
  description = "The draft post as read back, and how many drafts the demo user has."
  value = {
    id       = data.adsapi_draft_post.spring.id
    card_uri = data.adsapi_draft_post.spring.card_uri
    drafts   = length(data.adsapi_draft_posts.all.draft_posts)
    preview  = adsapi_draft_post_preview.spring.message
  }
}

output "features" {
  description = "Features of the demo account, and of the sandbox account after the resource added its keys."
  value = {
    demo    = data.adsapi_account_features.demo.features
    sandbox = data.adsapi_account_features.sandbox.features
  }
}

output "promotable_users" {
  description = "The account's FULL promotable user, and every promotable user's type."
  value = {
    full = data.adsapi_promotable_user.own.user_id
    all  = { for u in data.adsapi_promotable_users.all.promotable_users : u.id => u.promotable_user_type }
  }
}

output "app_event_provider" {
  description = "The provider name the service set for the configuration, and how many configurations the account has had."
  value = {
    provider_name = data.adsapi_app_event_provider_configuration.measurement.provider_name
    all           = length(data.adsapi_app_event_provider_configurations.all.app_event_provider_configurations)
  }
}

output "scheduled_feeds" {
  description = "The feeds of the demo user's product catalog, by id."
  value       = { for f in data.adsapi_scheduled_feeds.products.scheduled_feeds : f.id => "${f.frequency} ${f.repeat} ${f.start_time} ${f.time_zone}" }
}
