# Send the draft's preview to the devices of the authenticated user, and again after every edit of the
# draft. Destroying this resource sends nothing.
#
# On Terraform 1.14.1 or later, the adsapi_draft_post_preview action is the better fit: triggered from the
# draft's lifecycle (after_create, after_update) or run with `terraform apply -invoke`, it sends the preview
# each time and keeps nothing in the state. This resource is the way on OpenTofu and older Terraform.
resource "adsapi_draft_post_preview" "spring" {
  draft_post_id = adsapi_draft_post.spring.id
  triggers = {
    updated_at = adsapi_draft_post.spring.updated_at
  }
}

output "preview_message" {
  value = adsapi_draft_post_preview.spring.message
}
