# An account-activity subscription is imported by <webhook_id>/<user_id>; the user must be
# the one the provider's user-context credentials stand for.
terraform import adsapi_account_activity_subscription.me 1146654567674912769/756201191646691328
