# Find the users the authenticated user mutes, to adopt the mutes:
#   terraform query -generate-config-out=mutes.tf
# source_user_id defaults to the authenticated user, the only one the service answers for.
# Terraform reads 100 results per list block unless limit says more.
list "adsapi_user_mute" "mine" {
  provider = adsapi
  limit    = 1000
}
