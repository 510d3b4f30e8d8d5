# The values an upload sends for a member, for a pipeline of your own. These are the reference's own
# examples; their hashes are those of its member upload example.
output "handle_hash" {
  value = provider::adsapi::normalize_and_hash("handle", "@AdsAPI") # the hash of "adsapi"
}

output "email_hash" {
  value = provider::adsapi::normalize_and_hash("email", " ABC@twitter.com ") # the hash of "abc@twitter.com"
}

output "partner_user_id" {
  value = provider::adsapi::normalize_and_hash("partner_user_id", "crm-000042") # sent unhashed, as written
}

# Customer data is personal: take it from a sensitive variable, and Terraform shows neither the value nor
# its hash, in plans and in the error of a value that is not an identifier of its type.
variable "customer_email" {
  type      = string
  sensitive = true
}

output "customer_email_hash" {
  value     = provider::adsapi::normalize_and_hash("email", var.customer_email)
  sensitive = true
}
