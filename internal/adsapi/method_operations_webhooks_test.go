package adsapi_test

import (
	"maps"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// The rows of operationCalls for the webhook configurations and replays. Nothing answers the CRC
// of the created webhook, nor of the demo webhook, whose host the emulator never calls: the calls
// are refused, after their request was sent.
func init() {
	maps.Copy(operationCalls, map[string]func(k caller) error{
		"WebhooksService.Create":   func(k caller) error { return e1(k.c.Webhooks.Create(k.ctx, k.cs, "http://127.0.0.1:1/events")) },
		"WebhooksService.Delete":   func(k caller) error { return e1(k.c.Webhooks.Delete(k.ctx, missing)) },
		"WebhooksService.Get":      func(k caller) error { return e2(k.c.Webhooks.Get(k.ctx, emulator.DemoWebhookID)) },
		"WebhooksService.List":     func(k caller) error { return e1(k.c.Webhooks.List(k.ctx)) },
		"WebhooksService.Validate": func(k caller) error { return e1(k.c.Webhooks.Validate(k.ctx, emulator.DemoWebhookID)) },
		"WebhooksService.Replay": func(k caller) error {
			return e1(k.c.Webhooks.Replay(k.ctx, adsapi.WebhookReplayInput{WebhookID: emulator.DemoWebhookID,
				From: time.Now().Add(-time.Hour), To: time.Now()}))
		},
	})
}
