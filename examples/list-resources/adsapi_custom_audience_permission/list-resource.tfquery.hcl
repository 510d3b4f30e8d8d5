# Find every permission that shares the account's audiences with other accounts, to adopt them:
#   terraform query -generate-config-out=permissions.tf
list "adsapi_custom_audience_permission" "all" {
  provider = adsapi
  limit    = 1000
}

# or those of one audience:
list "adsapi_custom_audience_permission" "subscribers" {
  provider = adsapi
  config {
    custom_audience_id = "2906h"
  }
}
