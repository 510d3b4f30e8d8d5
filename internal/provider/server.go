package provider

import (
	"context"
	"sync"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tftypes"
)

// NewServer returns the plugin protocol 6 server of the provider, for the binary and the acceptance
// tests alike: terraform-plugin-framework's server for New(version), with two requests answered
// differently. Both are performance changes that Terraform cannot tell apart from the framework's
// answers (README, Performance; make bench):
//
//   - The server does not offer to plan destroys (ServerCapabilities.PlanDestroy), so Terraform plans
//     them itself and sends no PlanResourceChange per destroyed resource. The framework offers it so
//     that a resource's ModifyPlan can act on a destroy; every ModifyPlan of this provider returns at
//     once on one (server_test.go holds them to that).
//   - A state already at the resource's schema version is upgraded here, as the framework does it
//     (decoded by the schema's type, attributes the schema no longer has dropped) but without the
//     framework's walk of the value for nested blocks, which this provider's schemas do not have.
//     Terraform asks for that upgrade for every resource in state in every provider process, before
//     anything else. Other versions, and schemas with blocks, go to the framework.
func NewServer(version string) func() tfprotov6.ProviderServer {
	framework := providerserver.NewProtocol6(New(version)())
	return func() tfprotov6.ProviderServer {
		// The framework's server answers list resources and actions too, through interfaces that
		// terraform-plugin-go keeps apart from ProviderServer for now: the wrapper must carry them on, or
		// Terraform is told the provider has neither.
		return &server{frameworkServer: framework().(frameworkServer)}
	}
}

// frameworkServer is every protocol 6 call the framework's server answers.
type frameworkServer interface {
	tfprotov6.ProviderServer
	tfprotov6.ListResourceServer
	tfprotov6.ActionServer
}

type server struct {
	frameworkServer

	schemasOnce sync.Once
	schemas     map[string]stateSchema
}

// stateSchema is what an upgrade at the current version needs of a resource's schema.
type stateSchema struct {
	version   int64
	valueType tftypes.Type
	hasBlocks bool
}

func (s *server) GetMetadata(ctx context.Context, req *tfprotov6.GetMetadataRequest) (*tfprotov6.GetMetadataResponse, error) {
	resp, err := s.frameworkServer.GetMetadata(ctx, req)
	if resp != nil {
		resp.ServerCapabilities = withoutPlanDestroy(resp.ServerCapabilities)
	}
	return resp, err
}

func (s *server) GetProviderSchema(ctx context.Context, req *tfprotov6.GetProviderSchemaRequest) (*tfprotov6.GetProviderSchemaResponse, error) {
	resp, err := s.frameworkServer.GetProviderSchema(ctx, req)
	if resp != nil {
		s.schemasOnce.Do(func() { s.schemas = stateSchemasOf(resp) })
		resp.ServerCapabilities = withoutPlanDestroy(resp.ServerCapabilities)
	}
	return resp, err
}

func withoutPlanDestroy(c *tfprotov6.ServerCapabilities) *tfprotov6.ServerCapabilities {
	if c == nil {
		return nil
	}
	out := *c
	out.PlanDestroy = false
	return &out
}

func (s *server) UpgradeResourceState(ctx context.Context, req *tfprotov6.UpgradeResourceStateRequest) (*tfprotov6.UpgradeResourceStateResponse, error) {
	if req.RawState == nil || len(req.RawState.JSON) == 0 {
		return s.frameworkServer.UpgradeResourceState(ctx, req)
	}
	sch, ok := s.resourceSchemas(ctx)[req.TypeName]
	if !ok || sch.version != req.Version || sch.hasBlocks {
		return s.frameworkServer.UpgradeResourceState(ctx, req)
	}
	value, err := req.RawState.UnmarshalWithOpts(sch.valueType, tfprotov6.UnmarshalOpts{
		ValueFromJSONOpts: tftypes.ValueFromJSONOpts{IgnoreUndefinedAttributes: true},
	})
	if err != nil {
		return s.frameworkServer.UpgradeResourceState(ctx, req) // the framework words the error
	}
	state, err := tfprotov6.NewDynamicValue(sch.valueType, value)
	if err != nil {
		return s.frameworkServer.UpgradeResourceState(ctx, req)
	}
	return &tfprotov6.UpgradeResourceStateResponse{UpgradedState: &state}, nil
}

// resourceSchemas returns the resource schemas, taken from Terraform's own GetProviderSchema request
// when it came first, or else asked of the framework once per server.
func (s *server) resourceSchemas(ctx context.Context) map[string]stateSchema {
	s.schemasOnce.Do(func() {
		resp, err := s.frameworkServer.GetProviderSchema(ctx, &tfprotov6.GetProviderSchemaRequest{})
		if err == nil {
			s.schemas = stateSchemasOf(resp)
		}
	})
	return s.schemas
}

// stateSchemasOf indexes a schema response by resource type; one with errors gives none, and every
// upgrade goes to the framework.
func stateSchemasOf(resp *tfprotov6.GetProviderSchemaResponse) map[string]stateSchema {
	out := map[string]stateSchema{}
	if resp == nil {
		return out
	}
	for _, d := range resp.Diagnostics {
		if d != nil && d.Severity == tfprotov6.DiagnosticSeverityError {
			return out
		}
	}
	for name, sch := range resp.ResourceSchemas {
		if sch == nil || sch.Block == nil {
			continue
		}
		out[name] = stateSchema{version: sch.Version, valueType: sch.ValueType(), hasBlocks: len(sch.Block.BlockTypes) > 0}
	}
	return out
}
