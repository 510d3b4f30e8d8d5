# The account's FULL promotable user: its own handle.
data "adsapi_promotable_user" "own" {}

# One promotable user by id.
data "adsapi_promotable_user" "partner" {
  id = "l310t"
}

output "own_user_id" {
  value = data.adsapi_promotable_user.own.user_id
}
