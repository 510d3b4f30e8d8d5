package provider

import (
	"context"

	"github.com/hashicorp/terraform-plugin-log/tflog"
)

// logSubsystem names the tflog subsystem of the API client, so TF_LOG_PROVIDER_ADSAPI_API=TRACE selects it.
const logSubsystem = "api"

// tflogLogger adapts the client's Logger interface to tflog. The client itself stays free of Terraform
// imports (internal/adsapi is reusable and testable on its own); the provider decides where its lines go.
type tflogLogger struct{}

func (tflogLogger) Debug(ctx context.Context, msg string, fields map[string]any) {
	tflog.SubsystemDebug(tflog.NewSubsystem(ctx, logSubsystem), logSubsystem, msg, fields)
}

func (tflogLogger) Trace(ctx context.Context, msg string, fields map[string]any) {
	tflog.SubsystemTrace(tflog.NewSubsystem(ctx, logSubsystem), logSubsystem, msg, fields)
}

func (tflogLogger) Warn(ctx context.Context, msg string, fields map[string]any) {
	tflog.SubsystemWarn(tflog.NewSubsystem(ctx, logSubsystem), logSubsystem, msg, fields)
}
