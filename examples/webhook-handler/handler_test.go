package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// The spec's worked examples (webhooks-and-user-lookup.md, sections 2 and 3): a made-up secret, a CRC
// token, a delivery body of exactly 158 bytes, and their signatures.
const (
	exampleSecret    = "example-consumer-secret"
	exampleToken     = "challenge_string"
	exampleCRCAnswer = "sha256=u67W5WlNqSw3yOcw2YN3Hdv9nrHSyiqUOPgN9VUIBEM="
	exampleBody      = `{"for_user_id":"2244994945","follow_events":[{"type":"follow","created_timestamp":"1517588749178","target":{"id":"2244994945"},"source":{"id":"3001969357"}}]}`
	exampleSignature = "sha256=roSToTtfLXYofe2nJAVK72XhE96qpRSD9AQIJWIRW4U="
	newlineSignature = "sha256=4DuBYPddtiaWy0vIeFxkklTeYCCFIv6aPNV2WxqM2ss="
)

func newHandler() (*Handler, *bytes.Buffer, *bytes.Buffer) {
	var events, logs bytes.Buffer
	return &Handler{Secret: []byte(exampleSecret), Events: &events, Log: log.New(&logs, "", 0)}, &events, &logs
}

func TestSignMatchesTheSpecsExamples(t *testing.T) {
	if got := sign([]byte(exampleSecret), []byte(exampleToken)); got != exampleCRCAnswer {
		t.Errorf("CRC token's signature = %s, want %s", got, exampleCRCAnswer)
	}
	if len(exampleBody) != 158 {
		t.Fatalf("the example body has %d bytes, want the spec's 158", len(exampleBody))
	}
	if got := sign([]byte(exampleSecret), []byte(exampleBody)); got != exampleSignature {
		t.Errorf("body's signature = %s, want %s", got, exampleSignature)
	}
	if got := sign([]byte(exampleSecret), []byte(exampleBody+"\n")); got != newlineSignature {
		t.Errorf("body plus a newline: signature = %s, want %s", got, newlineSignature)
	}
}

func TestCRCAnswer(t *testing.T) {
	h, _, logs := newHandler()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/webhook?crc_token="+exampleToken, nil))
	if rec.Code != http.StatusOK || rec.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("status %d, content type %q; want 200, application/json", rec.Code, rec.Header().Get("Content-Type"))
	}
	var answer map[string]string
	if err := json.Unmarshal(rec.Body.Bytes(), &answer); err != nil || len(answer) != 1 || answer["response_token"] != exampleCRCAnswer {
		t.Errorf("answer %s (%v), want exactly {\"response_token\": %q}", rec.Body, err, exampleCRCAnswer)
	}
	if strings.Contains(logs.String(), exampleSecret) {
		t.Errorf("the log shows the secret: %s", logs)
	}

	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequestWithContext(t.Context(), http.MethodGet, "/webhook", nil))
	if rec.Code != http.StatusBadRequest {
		t.Errorf("a GET without crc_token: status %d, want 400", rec.Code)
	}
}

func deliver(t *testing.T, h *Handler, body, signature string) *httptest.ResponseRecorder {
	req := httptest.NewRequestWithContext(t.Context(), http.MethodPost, "/webhook", strings.NewReader(body))
	if signature != "" {
		req.Header.Set(SignatureHeader, signature)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestSignedDeliveryWritesItsEvents(t *testing.T) {
	h, events, _ := newHandler()
	if rec := deliver(t, h, exampleBody, exampleSignature); rec.Code != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", rec.Code, rec.Body)
	}
	var got Event
	if err := json.Unmarshal(events.Bytes(), &got); err != nil {
		t.Fatalf("events %q: %v", events, err)
	}
	if got.Kind != "follow_events" || got.ForUserID != "2244994945" || !strings.Contains(string(got.Event), `"source":{"id":"3001969357"}`) {
		t.Errorf("event %+v, want the follow of 2244994945 by 3001969357", got)
	}
}

func TestUnverifiedDeliveriesAreDropped(t *testing.T) {
	for name, tc := range map[string]struct{ body, signature string }{
		"no signature":          {exampleBody, ""},
		"a trailing newline":    {exampleBody + "\n", exampleSignature},
		"another secret's":      {exampleBody, sign([]byte("another-secret"), []byte(exampleBody))},
		"the body's hex digest": {exampleBody, "sha256=ae8493a13b5f2d76287deda724054aef65e113deaaa51483f404082562115b85"},
	} {
		t.Run(name, func(t *testing.T) {
			h, events, logs := newHandler()
			if rec := deliver(t, h, tc.body, tc.signature); rec.Code != http.StatusUnauthorized {
				t.Errorf("status %d, want 401", rec.Code)
			}
			if events.Len() != 0 {
				t.Errorf("an unverified delivery's events were written: %s", events)
			}
			if !strings.Contains(logs.String(), "does not verify") {
				t.Errorf("the log does not say why the delivery was dropped: %s", logs)
			}
		})
	}
}

func TestEventsOfAnEnvelope(t *testing.T) {
	body := `{"for_user_id":"1","mute_events":[{"type":"mute"},{"type":"unmute"}],"users":{"2":{"id":"2"}},` +
		`"user_event":{"revoke":{"date_time":"2018-05-24T09:48:12+00:00"}}}`
	got, err := eventsOf([]byte(body))
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, e := range got {
		if e.ForUserID != "1" {
			t.Errorf("event %+v lost for_user_id", e)
		}
		kinds = append(kinds, e.Kind)
	}
	if strings.Join(kinds, ",") != "mute_events,mute_events,user_event" {
		t.Errorf("events of kinds %v, want two mute_events and the user_event (users is not an event)", kinds)
	}
}

func TestOversizedDeliveryIsRefused(t *testing.T) {
	h, events, _ := newHandler()
	body := strings.Repeat("x", maxBody+1)
	req := httptest.NewRequestWithContext(t.Context(), http.MethodPost, "/webhook", io.NopCloser(strings.NewReader(body)))
	req.Header.Set(SignatureHeader, sign([]byte(exampleSecret), []byte(body)))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge || events.Len() != 0 {
		t.Errorf("status %d with %d bytes of events, want 413 and none", rec.Code, events.Len())
	}
}
