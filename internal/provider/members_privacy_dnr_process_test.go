package provider

import (
	"fmt"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestDoNotReachListMembersPrivacy runs the do-not-reach members action as its page says, with the real
// CLI and TRACE logs, as TestCustomAudienceMembersPrivacy runs the audience's: a terraform_data made with
// the list, and replaced when the file changes, uploads a CSV file through the action's trigger, then the
// action is invoked again. Every member reaches the service, and no member identifier, as written,
// normalized or hashed, appears in the apply's or the plan's output, in the state, or in the TRACE log.
func TestDoNotReachListMembersPrivacy(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.14.1")
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)

	// Made-up people: each row one person, an email and a phone number.
	people := [][2]string{{"Ada.Lovelace@example.com", "+442071234567"}, {"grace@example.org", "+12025550143"}, {"alan@example.net", "+441632960961"}}
	var csv strings.Builder
	csv.WriteString("email,phone_number\n")
	var secrets []string
	for _, p := range people {
		fmt.Fprintf(&csv, "%s,%s\n", p[0], p[1])
		email, phone := hashOf(t, members.Email, p[0]), hashOf(t, members.PhoneNumber, p[1])
		secrets = append(secrets, p[0], strings.ToLower(p[0]), p[1], email, phone)
	}
	work := filepath.Join(run.dir, "work")
	writeFile(t, filepath.Join(work, "members.csv"), csv.String())
	writeFile(t, filepath.Join(work, "main.tf"), providerBlocks(ts.URL)+`
resource "adsapi_do_not_reach_list" "x" {
  description = "tf-acc-test-members privacy"
}
action "adsapi_do_not_reach_list_members" "x" {
  config {
    do_not_reach_list_id = adsapi_do_not_reach_list.x.id
    file                 = "${path.module}/members.csv"
  }
}
resource "terraform_data" "members" {
  triggers_replace = [adsapi_do_not_reach_list.x.id, filesha256("${path.module}/members.csv")]
  lifecycle {
    action_trigger {
      events  = [after_create]
      actions = [action.adsapi_do_not_reach_list_members.x]
    }
  }
}
output "list_id" {
  value = adsapi_do_not_reach_list.x.id
}
`)
	trace := filepath.Join(run.dir, "trace.log")
	tf := tracedRun(t, run, work, trace)
	outputs := []string{tf("apply", "-auto-approve", "-input=false", "-no-color")}
	id := strings.TrimSpace(tf("output", "-raw", "list_id"))
	if n := srv.DoNotReachListMemberCount(emulator.DemoAccountID, id); n != len(people) {
		t.Fatalf("the list holds %d members after the apply, want %d", n, len(people))
	}
	invoked := tf("apply", "-invoke=action.adsapi_do_not_reach_list_members.x", "-auto-approve", "-input=false", "-no-color")
	if !strings.Contains(invoked, fmt.Sprintf("3 members added to do-not-reach list %s of ads account %s in 1 request", id, emulator.DemoAccountID)) {
		t.Errorf("the invoke does not report the upload:\n%s", invoked)
	}
	if n := srv.DoNotReachListMemberCount(emulator.DemoAccountID, id); n != len(people) {
		t.Errorf("the list holds %d members after uploading them again, want %d: adding twice changes nothing", n, len(people))
	}
	outputs = append(outputs, invoked, tf("plan", "-no-color"), tf("show", "-json"))

	expectNoMemberIdentifiers(t, work, trace, "/do_not_reach_lists/"+id+"/users", map[string]string{
		"apply output": outputs[0], "invoke output": outputs[1], "plan output": outputs[2], "show -json": outputs[3],
	}, secrets)
}
