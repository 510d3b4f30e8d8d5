# Find the account's do-not-reach list, to adopt it:
#   terraform query -generate-config-out=do_not_reach_list.tf
list "adsapi_do_not_reach_list" "current" {
  provider = adsapi
}
