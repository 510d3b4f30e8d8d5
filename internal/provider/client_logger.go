package provider

import (
	"context"
	"os"
	"strings"
	"sync"

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

// apiLogOff reports whether TF_LOG_PROVIDER_ADSAPI_API turns the subsystem off, as the provider
// binary sets it when no TF_LOG* variable asks for lines: then a line costs nothing, not even the
// subsystem logger that tflog would build for it. Read once: the environment is set before serving.
var apiLogOff = sync.OnceValue(func() bool {
	return strings.EqualFold(strings.TrimSpace(os.Getenv("TF_LOG_PROVIDER_ADSAPI_API")), "off")
})

func (tflogLogger) Debug(ctx context.Context, msg string, fields map[string]any) {
	if apiLogOff() {
		return
	}
	tflog.SubsystemDebug(subsystem(ctx), logSubsystem, msg, fields)
}

func (tflogLogger) Trace(ctx context.Context, msg string, fields map[string]any) {
	if apiLogOff() {
		return
	}
	tflog.SubsystemTrace(subsystem(ctx), logSubsystem, msg, fields)
}

func (tflogLogger) Warn(ctx context.Context, msg string, fields map[string]any) {
	if apiLogOff() {
		return
	}
	tflog.SubsystemWarn(subsystem(ctx), logSubsystem, msg, fields)
}
