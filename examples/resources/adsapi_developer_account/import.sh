# A developer account is imported by its account_id (the adsapi_developer_account data source shows it);
# it must be the account of the user whose oauth2_access_token the provider uses.
terraform import adsapi_developer_account.me 1700000000000000001
