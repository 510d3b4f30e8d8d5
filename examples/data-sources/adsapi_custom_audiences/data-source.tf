# The audiences other accounts have shared with this one.
data "adsapi_custom_audiences" "shared" {
  permission_scope = "SHARED"
}

# The account's own audiences whose name begins with "Newsletter".
data "adsapi_custom_audiences" "newsletter" {
  q = "Newsletter"
}
