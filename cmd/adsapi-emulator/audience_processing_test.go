package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/dghubble/oauth1"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// TestAudienceProcessingFlag uploads a member to a new custom audience: with -audience-processing 1h
// the audience is still PROCESSING after the upload, without it the upload is processed at once and
// the audience is only TOO_SMALL.
func TestAudienceProcessingFlag(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, `["TOO_SMALL"]`},
		{[]string{"-audience-processing", "1h"}, `["PROCESSING","TOO_SMALL"]`},
	} {
		base := startRun(t, tc.args...)
		client := oauth1.NewConfig(emulator.DemoConsumerKey, emulator.DemoConsumerSecret).
			Client(t.Context(), oauth1.NewToken(emulator.DemoAccessToken, emulator.DemoAccessTokenSecret))
		audiences := base + "/12/accounts/" + emulator.DemoAccountID + "/custom_audiences"
		status, body := post(t, client, audiences, url.Values{"name": {"processing"}})
		if status != http.StatusCreated {
			t.Fatalf("create audience: %d %s", status, body)
		}
		var created struct{ Data struct{ ID string } }
		if err := json.Unmarshal([]byte(body), &created); err != nil {
			t.Fatal(err)
		}
		audience := audiences + "/" + created.Data.ID
		hash := sha256.Sum256([]byte("someone@example.com"))
		upload := `[{"operation_type":"Update","params":{"users":[{"email":["` + hex.EncodeToString(hash[:]) + `"]}]}}]`
		if status, body := send(t, client, http.MethodPost, audience+"/users", upload); status != http.StatusOK {
			t.Fatalf("upload: %d %s", status, body)
		}
		_, body = send(t, client, http.MethodGet, audience, "")
		if !strings.Contains(body, `"reasons_not_targetable":`+tc.want) {
			t.Errorf("%v: the audience reads %s, want reasons %s", tc.args, body, tc.want)
		}
	}
}

// send sends a signed request with a JSON body (none when empty).
func send(t *testing.T, client *http.Client, method, target, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, target, bytes.NewReader([]byte(body)))
	if err != nil {
		t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	got, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, string(got)
}
