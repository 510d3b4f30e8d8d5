# Sports conversation topics, then one topic looked up by its exact name.
data "adsapi_targeting_conversations" "sports" {
  conversation_type = "SPORTS"
}

data "adsapi_targeting_conversations" "nfl" {
  conversation_type = "SPORTS"
  name              = "NFL"
}

output "nfl_value" {
  value = data.adsapi_targeting_conversations.nfl.targeting_values[0]
}
