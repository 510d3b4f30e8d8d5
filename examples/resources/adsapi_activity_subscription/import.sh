# An activity subscription is imported by its id.
terraform import adsapi_activity_subscription.followers 1146654567674912770
