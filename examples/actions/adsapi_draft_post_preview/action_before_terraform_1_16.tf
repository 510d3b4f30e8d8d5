# Terraform 1.14.1 to 1.15 have no `caller`: the action names the draft that triggers it by its address.
# On Terraform 1.16 and later, write `draft_post_id = caller.id` instead.
action "adsapi_draft_post_preview" "spring" {
  config {
    draft_post_id = adsapi_draft_post.spring.id
  }
}

resource "adsapi_draft_post" "spring" {
  as_user_id = "756201191646691328"
  text       = "Spring is here: see what's new"

  lifecycle {
    action_trigger {
      events  = [after_create, after_update]
      actions = [action.adsapi_draft_post_preview.spring]
    }
  }
}
