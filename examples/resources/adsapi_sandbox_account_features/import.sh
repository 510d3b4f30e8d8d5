# Sandbox account features are imported by the account id alone; the resource then
# manages every key the account has.
terraform import adsapi_sandbox_account_features.sandbox gq180y
