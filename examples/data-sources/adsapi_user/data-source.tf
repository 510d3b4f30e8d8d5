# One user by handle (without the @, in any case), and one by id.
data "adsapi_user" "developers" {
  username = "XDevelopers"
}

data "adsapi_user" "platform" {
  id = "783214"
}

output "developers_followers" {
  value = data.adsapi_user.developers.public_metrics.followers_count
}

output "platform_pinned_post" {
  value = data.adsapi_user.platform.pinned_post_id
}
