package transport

import "context"

// Logger receives the client's log lines; the provider adapts it to tflog.
// Fields never carry a credential, a signature or an Authorization header.
type Logger interface {
	Debug(ctx context.Context, msg string, fields map[string]any)
	Trace(ctx context.Context, msg string, fields map[string]any)
	Warn(ctx context.Context, msg string, fields map[string]any)
}

type discardLogger struct{}

func (discardLogger) Debug(context.Context, string, map[string]any) {}
func (discardLogger) Trace(context.Context, string, map[string]any) {}
func (discardLogger) Warn(context.Context, string, map[string]any)  {}
