# A configuration is imported by <account_id>/<configuration_id>. When the account
# already has one, creating another fails with this command, id filled in.
terraform import adsapi_app_event_provider_configuration.measurement 18ce54d4x5t/1501234567890123456

# or by the configuration id alone when the provider block (or ADSAPI_ACCOUNT_ID) sets account_id:
terraform import adsapi_app_event_provider_configuration.measurement 1501234567890123456
