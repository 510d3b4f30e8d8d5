package provider

import (
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// adoptByForEach is the adoption guide's pattern for Terraform below 1.14 and OpenTofu, as written
// there: a list data source, import blocks with for_each, and resources with for_each over the same map.
const adoptByForEach = `
data "adsapi_cards" "all" {}

locals {
  cards = { for c in data.adsapi_cards.all.cards : c.id => c }
}

import {
  for_each = local.cards
  to       = adsapi_card.adopted[each.key]
  id       = "${data.adsapi_cards.all.account_id}/${each.key}"
}

resource "adsapi_card" "adopted" {
  for_each   = local.cards
  name       = each.value.name
  components = each.value.components
  slides     = each.value.slides
}

data "adsapi_poll_cards" "all" {}

locals {
  polls = { for p in data.adsapi_poll_cards.all.poll_cards : p.id => p }
}

import {
  for_each = local.polls
  to       = adsapi_poll_card.adopted[each.key]
  id       = "${data.adsapi_poll_cards.all.account_id}/${each.key}"
}

resource "adsapi_poll_card" "adopted" {
  for_each            = local.polls
  name                = each.value.name
  duration_in_minutes = each.value.duration_in_minutes
  first_choice        = each.value.first_choice
  second_choice       = each.value.second_choice
  third_choice        = each.value.third_choice
  fourth_choice       = each.value.fourth_choice
}
`

// TestAdoptWithImportForEach adopts cards of every shape and poll cards the way the adoption guide gives
// for Terraform below 1.14 and for OpenTofu (import blocks with for_each need Terraform 1.7 or OpenTofu 1.7):
// the plan imports every object and changes none, the apply writes nothing, and the plan after it is empty.
// terraform-plugin-testing cannot hold resources with for_each in its state checks, so the CLI runs here.
func TestAdoptWithImportForEach(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	run := newCLIRun(t)
	run.requireVersion(t, "1.7.0")
	srv := emulator.New(emulator.Options{})
	ts := httptest.NewServer(srv)
	t.Cleanup(ts.Close)
	account := emulator.DemoAccountID
	for n, shape := range cardSeeds() {
		if _, err := srv.SeedCard(account, shape(n)); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []emulator.PollCard{
		{Name: "Favourite season", FirstChoice: "Spring", SecondChoice: "Summer", ThirdChoice: "Autumn", DurationInMinutes: 60},
		{Name: "Yes or no", FirstChoice: "Yes", SecondChoice: "No", DurationInMinutes: 1440},
	} {
		if _, err := srv.SeedPollCard(account, p); err != nil {
			t.Fatal(err)
		}
	}
	const objects = 6 // the four card shapes and two polls
	writeFile(t, filepath.Join(run.dir, "main.tf"), providerBlocks(ts.URL)+adoptByForEach)
	tf := func(args ...string) (string, error) { return run.in(t, run.dir, args...) }
	out, err := tf("plan", "-no-color", "-input=false")
	if err != nil || !strings.Contains(out, "Plan: 6 to import, 0 to add, 0 to change, 0 to destroy.") {
		t.Fatalf("the plan does not import the %d objects and change nothing (%v):\n%s", objects, err, tail(out))
	}
	srv.ResetRequests()
	if out, err := tf("apply", "-no-color", "-input=false", "-auto-approve"); err != nil ||
		!strings.Contains(out, "Resources: 6 imported, 0 added, 0 changed, 0 destroyed.") {
		t.Fatalf("the apply does not import the %d objects alone (%v):\n%s", objects, err, tail(out))
	}
	if out, err := tf("plan", "-no-color", "-input=false", "-detailed-exitcode"); err != nil {
		t.Fatalf("the plan after the adoption is not empty (%v):\n%s", err, tail(out))
	}
	if w := writes(srv); w != 0 {
		t.Errorf("the adoption sent %d writes", w)
	}
}
