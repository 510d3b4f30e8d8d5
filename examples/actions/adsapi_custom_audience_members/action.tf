# Upload the members of subscribers.csv (a header naming an identifier type per column, such as
# "email,phone_number", then one person a row) when the audience is created, and again whenever the file
# changes: a new hash of the file replaces terraform_data, whose creation runs the action. Only hashes
# leave this machine, and no member enters the state or the plan.
resource "adsapi_custom_audience" "subscribers" {
  name = "Newsletter subscribers"
}

action "adsapi_custom_audience_members" "subscribers" {
  config {
    custom_audience_id = adsapi_custom_audience.subscribers.id
    file               = "${path.module}/subscribers.csv"
  }
}

resource "terraform_data" "subscribers_file" {
  triggers_replace = [adsapi_custom_audience.subscribers.id, filesha256("${path.module}/subscribers.csv")]

  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_custom_audience_members.subscribers]
    }
  }
}

# Remove the people of unsubscribed.txt, one email a line, on demand:
#   terraform apply -invoke=action.adsapi_custom_audience_members.unsubscribed
action "adsapi_custom_audience_members" "unsubscribed" {
  config {
    custom_audience_id = adsapi_custom_audience.subscribers.id
    file               = "${path.module}/unsubscribed.txt"
    identifier_type    = "email"
    operation          = "remove"
  }
}
