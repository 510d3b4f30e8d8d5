# Find the custom audiences the account owns, to adopt them:
#   terraform query -generate-config-out=audiences.tf
list "adsapi_custom_audience" "all" {
  provider = adsapi
  limit    = 1000
}
