package fw

import (
	"errors"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/diag"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// TestAddCreateErrorSaysWhatMayExist: only a create that may have reached the service may say that the
// entity may exist; every connection error names the address setting and its variable.
func TestAddCreateErrorSaysWhatMayExist(t *testing.T) {
	const addr = "http://127.0.0.1:9"
	for _, tc := range []struct {
		name   string
		err    error
		want   []string
		absent []string
	}{
		{
			name: "refused",
			err: &transport.ConnectionError{Method: "POST", Path: "/12/accounts/a/cards/poll", Setting: "ads_url", Address: addr,
				Attempts: 2, Err: syscall.ECONNREFUSED},
			want: []string{"Could not connect to the service at " + addr + " (ads_url, ADSAPI_ADS_URL) for POST /12/accounts/a/cards/poll after 2 attempts",
				"Check that ads_url (environment variable ADSAPI_ADS_URL)", "Nothing was created"},
			absent: []string{"may have", "request_timeout"},
		},
		{
			name: "timed out",
			err: &transport.ConnectionError{Method: "POST", Path: "/12/accounts/a/cards/poll", Setting: "ads_url", Address: addr,
				Sent: true, Timeout: true, Limit: 1500 * time.Millisecond, Attempts: 1, Err: errors.New("deadline")},
			want: []string{"did not answer POST /12/accounts/a/cards/poll within 1.5s (request_timeout, ADSAPI_REQUEST_TIMEOUT)",
				"(ads_url, ADSAPI_ADS_URL)", "may have been created", `named "Spring"`},
			absent: []string{"Nothing was created", "after 1 attempts"},
		},
		{
			name: "answer lost",
			err: &transport.ConnectionError{Method: "POST", Path: "/12/accounts/a/cards/poll", Setting: "ads_url", Address: addr,
				Sent: true, Attempts: 1, Err: errors.New("EOF")},
			want:   []string{"ended before an answer to POST /12/accounts/a/cards/poll arrived: EOF", "may have been created"},
			absent: []string{"Nothing was created"},
		},
		{
			name:   "server error",
			err:    &transport.Error{StatusCode: 500, Code: "INTERNAL_ERROR", Message: "boom", Method: "POST", Path: "/p"},
			want:   []string{"HTTP 500 INTERNAL_ERROR", "boom", "may have been created"},
			absent: []string{"Nothing was created"},
		},
		{
			name: "several candidates",
			err: &creates.AmbiguousCreateError{Kind: "poll card", IDs: []string{"4rgub", "4rguc"},
				Cause: &transport.ConnectionError{Method: "POST", Path: "/12/accounts/a/cards/poll", Setting: "ads_url",
					Address: addr, Sent: true, Attempts: 1, Err: errors.New("EOF")}},
			want:   []string{"ended before an answer", "2 identical poll cards", "acc1/4rgub, acc1/4rguc", "adopted none", "Import the one to keep"},
			absent: []string{"Nothing was created"},
		},
		{
			name:   "refused by the service",
			err:    &transport.Error{StatusCode: 400, Code: "INVALID_PARAMETER", Message: "bad", Method: "POST", Path: "/p"},
			want:   []string{"HTTP 400 INVALID_PARAMETER", "bad"},
			absent: []string{"may have", "Nothing was created"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var diags diag.Diagnostics
			creation := &Creation{diags: &diags, ImportPrefix: "acc1/"}
			creation.AddCreateError("Unable to create poll card", "poll card", "Spring", tc.err)
			if len(diags) != 1 || diags[0].Summary() != "Unable to create poll card" {
				t.Fatalf("diagnostics = %v, want one error with the summary", diags)
			}
			detail := diags[0].Detail()
			for _, w := range tc.want {
				if !strings.Contains(detail, w) {
					t.Errorf("detail lacks %q:\n%s", w, detail)
				}
			}
			for _, a := range tc.absent {
				if strings.Contains(detail, a) {
					t.Errorf("detail must not say %q:\n%s", a, detail)
				}
			}
		})
	}
}
