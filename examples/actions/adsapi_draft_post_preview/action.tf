# Terraform 1.16 and later: preview the draft whenever it is created or edited. `caller` is the draft whose
# action_trigger runs the action.
action "adsapi_draft_post_preview" "spring" {
  config {
    draft_post_id = caller.id
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

# Send it again at any time, without changing anything (the draft must already be in the state):
#   terraform apply -invoke=action.adsapi_draft_post_preview.spring
