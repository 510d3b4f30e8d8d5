# Send the draft's preview to the devices of the authenticated user, and again after every edit of the
# draft. Destroying this resource sends nothing.
resource "adsapi_draft_post_preview" "spring" {
  draft_post_id = adsapi_draft_post.spring.id
  triggers = {
    updated_at = adsapi_draft_post.spring.updated_at
  }
}

output "preview_message" {
  value = adsapi_draft_post_preview.spring.message
}
