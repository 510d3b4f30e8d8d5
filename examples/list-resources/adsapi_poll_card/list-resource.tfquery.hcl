# Find every poll card of the provider's ads account, to adopt them:
#   terraform query -generate-config-out=polls.tf
# A media poll's media_key is never returned: set it in the generated configuration,
# as the plan's "Media poll without media_key" warning says.
list "adsapi_poll_card" "all" {
  provider = adsapi
  limit    = 1000
}
