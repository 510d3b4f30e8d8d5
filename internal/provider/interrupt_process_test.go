package provider

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// interruptCards is how many cards the interrupted applies make, in one resource with count.
const interruptCards = 100

// interruptLatency is how long the service takes to make each card, so that creates are in flight
// when the signal comes: long enough to catch them, short enough for a run of seconds.
const interruptLatency = time.Second

// TestCtrlCDuringCreatesLeavesNoOrphan sends one SIGINT to Terraform's process group, as a Ctrl-C in
// a terminal does, while creates are in flight at a slow service. Every card the service made must be
// in the state file, and one re-apply must make the rest, with no duplicate. Like the acceptance
// tests, it runs with TF_ACC set.
func TestCtrlCDuringCreatesLeavesNoOrphan(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	p := newProcessRun(t)
	p.emu.InjectFault(emulator.Fault{Method: http.MethodPost, PathPrefix: p.cardsPath, Latency: interruptLatency, Times: 10 * interruptCards})

	// The first wave of -parallelism creates has ended and the second is in flight.
	const signalAfter = 15
	cmd := p.terraform("apply", "-auto-approve", "-input=false", "-no-color", "-parallelism=10")
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return p.cardPosts.Load() >= signalAfter }, 60*time.Second, "creates to reach the service")
	madeAtSignal := len(p.emu.Cards(emulator.DemoAccountID))
	sentAtSignal := p.cardPosts.Load()
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	err := cmd.Wait()
	t.Logf("terraform apply after SIGINT: %v, %s after the signal; %d cards made and %d sent at the signal",
		err, time.Since(start).Round(time.Millisecond), madeAtSignal, sentAtSignal)

	inState := p.stateCardIDs()
	atService := p.serviceCardIDs()
	if len(atService) <= madeAtSignal {
		t.Errorf("the service made no card after the signal (%d before, %d after): no create was in flight, the test proved nothing",
			madeAtSignal, len(atService))
	}
	if len(inState) >= interruptCards {
		t.Errorf("the interrupted apply made all %d cards: the signal stopped nothing", len(inState))
	}
	if !slices.Equal(inState, atService) {
		t.Fatalf("after the interrupted apply the state holds %d cards and the service %d; orphans: %v\n%s",
			len(inState), len(atService), missingFrom(inState, atService), out.String())
	}

	reapply := p.terraform("apply", "-auto-approve", "-input=false", "-no-color", "-parallelism=10")
	if b, err := reapply.CombinedOutput(); err != nil {
		t.Fatalf("re-apply: %v\n%s", err, b)
	}
	inState, atService = p.stateCardIDs(), p.serviceCardIDs()
	if len(inState) != interruptCards || !slices.Equal(inState, atService) {
		t.Errorf("after the re-apply the state holds %d cards and the service %d, want %d each, the same", len(inState), len(atService), interruptCards)
	}
	if n := p.emu.Count(http.MethodPost, p.cardsPath); n != interruptCards {
		t.Errorf("the service was asked to make %d cards, want %d: a create was sent twice", n, interruptCards)
	}
}

// processRun is the built provider, an emulator behind an HTTP server, and a working directory whose
// configuration makes interruptCards cards through it.
type processRun struct {
	t         *testing.T
	tf        string
	work      string
	env       []string
	emu       *emulator.Server
	cardsPath string
	// providerHCL is the terraform and provider blocks of every working directory.
	providerHCL string
	// cardPosts counts the card creates that reached the service, as they arrive.
	cardPosts atomic.Int64
}

func newProcessRun(t *testing.T) *processRun {
	t.Helper()
	run := newCLIRun(t)
	p := &processRun{t: t, tf: run.tf, work: filepath.Join(run.dir, "work"), emu: emulator.New(emulator.Options{}),
		cardsPath: "/12/accounts/" + emulator.DemoAccountID + "/cards"}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && r.URL.Path == p.cardsPath {
			p.cardPosts.Add(1)
		}
		p.emu.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)

	p.providerHCL = providerBlocks(srv.URL)
	writeFile(t, filepath.Join(p.work, "main.tf"), p.providerHCL+fmt.Sprintf(`
variable "cards" {
  default = %d
}
resource "adsapi_card" "c" {
  count = var.cards
  name  = "tf-acc-test-Interrupted ${count.index}"
  components = [
    { type = "MEDIA", media_key = %q },
    { type = "DETAILS", title = "Spring sale", destination = { type = "WEBSITE", url = "https://example.com/${count.index}" } },
  ]
}
`, interruptCards, emulator.DemoImageKey))

	p.env = run.env()
	return p
}

// terraform returns a terraform command in the working directory, in a process group of its own (with
// the provider it starts), so that a signal can reach both as a terminal's would.
func (p *processRun) terraform(args ...string) *exec.Cmd { return p.terraformIn(p.work, args...) }

// terraformIn is terraform in another directory.
func (p *processRun) terraformIn(dir string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(p.t.Context(), p.tf, args...)
	cmd.Dir = dir
	cmd.Env = p.env
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	return cmd
}

// stateCardIDs reads the ids of the cards in the working directory's state file, sorted.
func (p *processRun) stateCardIDs() []string {
	p.t.Helper()
	b, err := os.ReadFile(filepath.Join(p.work, "terraform.tfstate"))
	if err != nil {
		p.t.Fatalf("reading the state file: %v", err)
	}
	var state struct {
		Resources []struct {
			Type      string `json:"type"`
			Instances []struct {
				Attributes struct {
					ID string `json:"id"`
				} `json:"attributes"`
			} `json:"instances"`
		} `json:"resources"`
	}
	if err := json.Unmarshal(b, &state); err != nil {
		p.t.Fatalf("the state file is not JSON (%v): %q", err, b)
	}
	var ids []string
	for _, r := range state.Resources {
		if r.Type != "adsapi_card" {
			continue
		}
		for _, in := range r.Instances {
			ids = append(ids, in.Attributes.ID)
		}
	}
	slices.Sort(ids)
	return ids
}

// serviceCardIDs lists the ids of the cards the service holds, sorted.
func (p *processRun) serviceCardIDs() []string {
	var ids []string
	for _, c := range p.emu.Cards(emulator.DemoAccountID) {
		ids = append(ids, c.ID)
	}
	slices.Sort(ids)
	return ids
}

// missingFrom returns the ids of all that have is missing.
func missingFrom(have, all []string) []string {
	var out []string
	for _, id := range all {
		if !slices.Contains(have, id) {
			out = append(out, id)
		}
	}
	return out
}

// waitFor polls cond until it holds, failing the test after limit.
func waitFor(t *testing.T, cond func() bool, limit time.Duration, what string) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited %s for %s", limit, what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
