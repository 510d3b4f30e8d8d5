package webhooks

import (
	"strings"
	"testing"
)

func TestWebhookURLProblem(t *testing.T) {
	long := "https://example.com/" + strings.Repeat("a", maxWebhookURL-len("https://example.com/"))
	for s, want := range map[string]string{
		"https://yourdomain.com/webhooks/twitter": "",
		long:                                "",
		long + "b":                          "it has 201 characters",
		"":                                  "it is empty",
		"http://yourdomain.com/webhook":     `write "https://yourdomain.com/webhook"`,
		"https://mydomain.com:5000/webhook": "refuses a URL with a port (5000)",
		"yourdomain.com/webhook":            "is not an absolute https URL",
		"ftp://yourdomain.com/webhook":      "is not an absolute https URL",
		// Loopback passes whatever its scheme and port: the emulator calls it.
		"http://127.0.0.1:8090/webhook":  "",
		"http://localhost:8090/webhook":  "",
		"http://[::1]:8090/webhook":      "",
		"https://127.0.0.2/webhook":      "",
		"http://127.0.0.1.example.com/x": "write",
	} {
		got := webhookURLProblem(s)
		if (want == "") != (got == "") || !strings.Contains(got, want) {
			t.Errorf("webhookURLProblem(%q) = %q, want %q", s, got, want)
		}
	}
}
