package transport

import "testing"

// Parts of the user information of the addresses below: distinctive, so that a leak is easy to find.
const (
	urlUser     = "alice-URLUSER"
	urlPassword = "URLPASSWORD-s3cr3t"
)

func TestRedactURL(t *testing.T) {
	t.Parallel()
	for raw, want := range map[string]string{
		"https://" + urlUser + ":" + urlPassword + "@ads.example/x": "https://ads.example/x",
		"https://" + urlUser + "@ads.example":                       "https://ads.example",
		// A password holding "/", "?" or "#" ends the parser's authority early; it is cut all the same.
		"https://" + urlUser + ":pa/ss?" + urlPassword + "@ads.example": "https://ads.example",
		urlUser + ":" + urlPassword + "@ads.example":                    "ads.example",
		"https://ads.example/12":                                        "https://ads.example/12",
		"http://127.0.0.1:8080":                                         "http://127.0.0.1:8080",
	} {
		if got := RedactURL(raw); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", raw, got, want)
		}
	}
}
