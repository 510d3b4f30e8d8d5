# The account's live do-not-reach list, made outside this configuration.
data "adsapi_do_not_reach_list" "current" {}

output "do_not_reach_list_id" {
  value = data.adsapi_do_not_reach_list.current.id
}
