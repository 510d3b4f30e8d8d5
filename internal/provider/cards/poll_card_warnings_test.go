package cards_test

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// warningLog records the warnings the provider sends with its plans. terraform-plugin-testing shows a test
// only errors; a warning is what tells a user that a generated configuration lost a poll's media key.
type warningLog struct {
	mu       sync.Mutex
	warnings []string
}

// factories serves the provider of acctest, recording the warnings of PlanResourceChange.
func (l *warningLog) factories() map[string]func() (tfprotov6.ProviderServer, error) {
	return map[string]func() (tfprotov6.ProviderServer, error){
		"adsapi": func() (tfprotov6.ProviderServer, error) {
			s, err := acctest.ProviderFactories["adsapi"]()
			return &warningRecorder{ProviderServer: s, log: l}, err
		},
	}
}

func (l *warningLog) reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.warnings = nil
}

// expect is a plan check: exactly the warnings matching each of parts (all of its substrings), and no other.
func (l *warningLog) expect(parts ...[]string) plancheck.PlanCheck {
	return acctest.PlanCheckFunc(func(plancheck.CheckPlanRequest) error {
		l.mu.Lock()
		defer l.mu.Unlock()
		if len(l.warnings) != len(parts) {
			return fmt.Errorf("plan warnings: got %d, want %d: %q", len(l.warnings), len(parts), l.warnings)
		}
	next:
		for _, want := range parts {
			for _, w := range l.warnings {
				if containsAll(w, want) {
					continue next
				}
			}
			return fmt.Errorf("no plan warning contains all of %q: %q", want, l.warnings)
		}
		return nil
	})
}

func containsAll(s string, parts []string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}

type warningRecorder struct {
	tfprotov6.ProviderServer
	log *warningLog
}

func (r *warningRecorder) PlanResourceChange(ctx context.Context, req *tfprotov6.PlanResourceChangeRequest) (*tfprotov6.PlanResourceChangeResponse, error) {
	resp, err := r.ProviderServer.PlanResourceChange(ctx, req)
	if resp != nil {
		r.log.mu.Lock()
		for _, d := range resp.Diagnostics {
			if d.Severity == tfprotov6.DiagnosticSeverityWarning {
				attr := ""
				if d.Attribute != nil {
					attr = d.Attribute.String()
				}
				r.log.warnings = append(r.log.warnings, fmt.Sprintf("%s: %s [%s] %s", req.TypeName, attr, d.Summary, d.Detail))
			}
		}
		r.log.mu.Unlock()
	}
	return resp, err
}
