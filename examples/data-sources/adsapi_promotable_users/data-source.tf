# Every promotable user of the account, newest first, deleted ones included.
data "adsapi_promotable_users" "all" {
  sort_by      = "created_at-desc"
  with_deleted = true
}

output "reposts_only_user_ids" {
  value = [for u in data.adsapi_promotable_users.all.promotable_users : u.user_id if u.promotable_user_type == "REPOSTS_ONLY"]
}
