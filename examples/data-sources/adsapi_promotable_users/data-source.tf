# Every promotable user of the account, newest first, deleted ones included.
data "adsapi_promotable_users" "all" {
  sort_by      = "created_at-desc"
  with_deleted = true
}

# The user ids of each type: the account may promote any content of a FULL user, and the content of a
# REPOSTS_ONLY user once that user has given permission (the service promotes a nullcast repost).
output "user_ids_by_type" {
  value = {
    for type in ["FULL", "REPOSTS_ONLY"] :
    type => [for u in data.adsapi_promotable_users.all.promotable_users : u.user_id if u.promotable_user_type == type]
  }
}
