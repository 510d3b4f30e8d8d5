# Needs Terraform 1.14.1 or later; on OpenTofu and older Terraform, use the adsapi_draft_post_preview resource.

# Send the draft's preview to the devices of the authenticated user whenever the draft is created or edited.
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

# Or send it again at any time, without changing anything:
#   terraform apply -invoke=action.adsapi_draft_post_preview.spring
