package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-log/tflog"
)

// logSubsystem names the tflog subsystem of the API client; TF_LOG_PROVIDER_ADSAPI_API sets its level alone.
const logSubsystem = "api"

// tflogLogger adapts the client's Logger interface to tflog. The client itself stays free of Terraform
// imports (internal/adsapi is reusable and testable on its own); the provider decides where its lines go.
type tflogLogger struct{}

// subsystem attaches the subsystem to the context of the RPC the line belongs to: tflog keeps loggers in
// the request context, so it cannot be set up once at Configure time.
func subsystem(ctx context.Context) context.Context {
	return tflog.NewSubsystem(ctx, logSubsystem, tflog.WithLevelFromEnv("TF_LOG_PROVIDER_ADSAPI", logSubsystem))
}

func (tflogLogger) Debug(ctx context.Context, msg string, fields map[string]any) {
	tflog.SubsystemDebug(subsystem(ctx), logSubsystem, msg, fields)
}

func (tflogLogger) Trace(ctx context.Context, msg string, fields map[string]any) {
	tflog.SubsystemTrace(subsystem(ctx), logSubsystem, msg, fields)
}

func (tflogLogger) Warn(ctx context.Context, msg string, fields map[string]any) {
	tflog.SubsystemWarn(subsystem(ctx), logSubsystem, msg, fields)
}
