# Runs the webhook's challenge-response check again, once its handler is fixed:
#   terraform apply -invoke=action.adsapi_webhook_validate.activity
action "adsapi_webhook_validate" "activity" {
  config {
    webhook_id = adsapi_webhook.activity.id
  }
}
