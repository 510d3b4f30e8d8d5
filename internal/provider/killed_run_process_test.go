package provider

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// TestKilledRunIsRecoveredWithCreatedAfter kills Terraform and its provider (SIGKILL, nothing can
// be saved) while creates are in flight, then follows the steps of the guide "Lost answers, interrupted
// runs and two pipelines": restore an empty state file from terraform.tfstate.backup, find the cards
// made since the run started with adsapi_cards' created_after, import those no state holds into the
// resources they were meant for, and apply. The service must then hold exactly what state holds, with no card made twice. Like the
// acceptance tests, it runs with TF_ACC set.
func TestKilledRunIsRecoveredWithCreatedAfter(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	p := newProcessRun(t)
	p.emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: p.cardsPath, Latency: interruptLatency, Times: 10 * interruptCards})

	// A state to come back to: the first cards, applied in full.
	const first = 5
	if b, err := p.terraform("apply", "-auto-approve", "-input=false", "-no-color", fmt.Sprintf("-var=cards=%d", first)).CombinedOutput(); err != nil {
		t.Fatalf("first apply: %v\n%s", err, b)
	}

	// The service's clock is this machine's: the run's start, to the second, is the created_after.
	runStart := time.Now().UTC().Truncate(time.Second)
	before := p.cardPosts.Load()
	cmd := p.terraform("apply", "-auto-approve", "-input=false", "-no-color", "-parallelism=10")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return p.cardPosts.Load()-before >= 25 }, 60*time.Second, "creates to reach the service")
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait() // killed: its exit status says only that
	// The creates the service had received finish there, whatever became of their client.
	time.Sleep(interruptLatency + time.Second)

	statePath := filepath.Join(p.work, "terraform.tfstate")
	restored := false
	// The kill may catch Terraform rewriting the file in place: missing, empty, or cut short.
	if b, err := os.ReadFile(statePath); err != nil || !json.Valid(b) {
		restored = true
		t.Logf("the kill left terraform.tfstate missing, empty or cut short (%v, %d bytes): restoring terraform.tfstate.backup", err, len(b))
		b, err := os.ReadFile(statePath + ".backup")
		if err != nil {
			t.Fatalf("no backup to restore: %v", err)
		}
		writeFile(t, statePath, string(b))
	}
	inState := p.stateCardIDs()
	orphans := missingFrom(inState, p.serviceCardIDs())
	t.Logf("after the kill: %d cards in state, %d on the service, %d orphans", len(inState), len(p.serviceCardIDs()), len(orphans))
	if len(orphans) == 0 {
		t.Fatal("the kill orphaned no card: the test proved nothing")
	}
	// Terraform's local backend writes the state file as resources complete, so only the creates in flight,
	// at most -parallelism of them, are lost, unless the kill caught it rewriting the file: the backup then
	// holds the state the run started from, without anything the run made. The guide says both.
	made := int(p.cardPosts.Load() - before)
	switch {
	case !restored && len(orphans) > 10:
		t.Errorf("the kill orphaned %d cards, more than -parallelism (10)", len(orphans))
	case restored && len(orphans) != made:
		t.Errorf("after restoring the backup %d cards are orphans, want the %d the killed run made", len(orphans), made)
	}

	// Find what the run made, from a directory of its own.
	finder := filepath.Join(filepath.Dir(p.work), "finder")
	writeFile(t, filepath.Join(finder, "main.tf"), p.providerHCL+fmt.Sprintf(`
data "adsapi_cards" "since_run" {
  created_after = %q
}
output "since_run" {
  value = { for card in data.adsapi_cards.since_run.cards : card.id => card.name }
}
`, runStart.Format(time.RFC3339)))
	if b, err := p.terraformIn(finder, "apply", "-auto-approve", "-input=false", "-no-color").CombinedOutput(); err != nil {
		t.Fatalf("finder apply: %v\n%s", err, b)
	}
	out, err := p.terraformIn(finder, "output", "-json", "since_run").Output()
	if err != nil {
		t.Fatalf("finder output: %v", err)
	}
	var found map[string]string
	if err := json.Unmarshal(out, &found); err != nil {
		t.Fatalf("finder output %q: %v", out, err)
	}
	var imports strings.Builder
	for _, id := range orphans {
		name, ok := found[id]
		if !ok {
			t.Fatalf("created_after %s does not list orphan %s", runStart.Format(time.RFC3339), id)
		}
		index, err := strconv.Atoi(strings.TrimPrefix(name, "tf-acc-test-Interrupted "))
		if err != nil {
			t.Fatalf("orphan %s has name %q", id, name)
		}
		fmt.Fprintf(&imports, "import {\n  to = adsapi_card.c[%d]\n  id = \"%s/%s\"\n}\n", index, emulator.DemoAccountID, id)
	}
	writeFile(t, filepath.Join(p.work, "imports.tf"), imports.String())

	if b, err := p.terraform("apply", "-auto-approve", "-input=false", "-no-color", "-parallelism=10").CombinedOutput(); err != nil {
		t.Fatalf("recovering apply: %v\n%s", err, b)
	}
	inState, atService := p.stateCardIDs(), p.serviceCardIDs()
	if len(inState) != interruptCards || strings.Join(inState, ",") != strings.Join(atService, ",") {
		t.Errorf("after the recovery the state holds %d cards and the service %d, want %d each, the same", len(inState), len(atService), interruptCards)
	}
	if n := p.emu.Count(http.MethodPost, p.cardsPath); n != interruptCards {
		t.Errorf("the service was asked to make %d cards, want %d: a card was made twice", n, interruptCards)
	}
}
