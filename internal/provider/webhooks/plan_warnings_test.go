package webhooks_test

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// planWarnings records the warnings of the provider's plans: terraform-plugin-testing shows a test only
// errors.
type planWarnings struct {
	mu   sync.Mutex
	seen []string
}

func newPlanWarnings() *planWarnings { return &planWarnings{} }

type warningServer struct {
	tfprotov6.ProviderServer
	w *planWarnings
}

func (s warningServer) PlanResourceChange(ctx context.Context, req *tfprotov6.PlanResourceChangeRequest) (*tfprotov6.PlanResourceChangeResponse, error) {
	resp, err := s.ProviderServer.PlanResourceChange(ctx, req)
	if resp != nil {
		s.w.mu.Lock()
		defer s.w.mu.Unlock()
		for _, d := range resp.Diagnostics {
			if d.Severity == tfprotov6.DiagnosticSeverityWarning {
				s.w.seen = append(s.w.seen, d.Summary+": "+d.Detail)
			}
		}
	}
	return resp, err
}

func (w *planWarnings) factories() map[string]func() (tfprotov6.ProviderServer, error) {
	return map[string]func() (tfprotov6.ProviderServer, error){
		"adsapi": func() (tfprotov6.ProviderServer, error) {
			s, err := acctest.ProviderFactories["adsapi"]()
			return warningServer{ProviderServer: s, w: w}, err
		},
	}
}

// expect checks that a plan warned with every part.
func (w *planWarnings) expect(parts ...string) plancheck.PlanCheck {
	return acctest.PlanCheckFunc(func(plancheck.CheckPlanRequest) error {
		w.mu.Lock()
		defer w.mu.Unlock()
		all := strings.Join(w.seen, "\n")
		for _, p := range parts {
			if !strings.Contains(all, p) {
				return fmt.Errorf("plan warnings %q lack %q", w.seen, p)
			}
		}
		return nil
	})
}
