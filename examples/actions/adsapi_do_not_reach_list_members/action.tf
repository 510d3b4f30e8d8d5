# Upload the people of opted_out.csv (a header naming email or phone_number per column, then one person a
# row) to the account's do-not-reach list when the list is created, and again whenever the file changes:
# a new hash of the file replaces terraform_data, whose creation runs the action. No campaign of the
# account reaches them. Only hashes leave this machine, and no member enters the state or the plan.
resource "adsapi_do_not_reach_list" "this" {
  description = "People who asked not to be advertised to"
}

action "adsapi_do_not_reach_list_members" "opted_out" {
  config {
    do_not_reach_list_id = adsapi_do_not_reach_list.this.id
    file                 = "${path.module}/opted_out.csv"
  }
}

resource "terraform_data" "opted_out_file" {
  triggers_replace = [adsapi_do_not_reach_list.this.id, filesha256("${path.module}/opted_out.csv")]

  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_do_not_reach_list_members.opted_out]
    }
  }
}

# Take the people of reachable_again.txt, one email a line, off the list on demand:
#   terraform apply -invoke=action.adsapi_do_not_reach_list_members.reachable_again
action "adsapi_do_not_reach_list_members" "reachable_again" {
  config {
    do_not_reach_list_id = adsapi_do_not_reach_list.this.id
    file                 = "${path.module}/reachable_again.txt"
    identifier_type      = "email"
    operation            = "remove"
  }
}
