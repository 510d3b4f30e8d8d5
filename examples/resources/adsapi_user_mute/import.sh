# A mute is imported by <source_user_id>/<target_user_id>; the source must be the authenticated user.
terraform import adsapi_user_mute.developers 756201191646691328/2244994945
