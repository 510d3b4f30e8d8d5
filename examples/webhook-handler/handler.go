package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"maps"
	"net/http"
	"slices"
	"sync"
)

// maxBody bounds what the handler reads of a delivery: the service documents no size, and a handler must
// not be made to hold an unbounded body.
const maxBody = 10 << 20

// SignatureHeader is the header that carries a delivery's signature.
const SignatureHeader = "x-twitter-webhooks-signature"

// Handler answers the CRC (GET with crc_token) and takes deliveries (POST): a delivery whose signature
// verifies is answered 200 and its events written to Events; any other is answered 401 and dropped.
type Handler struct {
	Secret []byte
	// Events receives one JSON line per event of a verified delivery.
	Events io.Writer
	Log    *log.Logger

	mu sync.Mutex // one delivery's lines at a time in Events
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	switch r.Method {
	case http.MethodGet:
		h.crc(w, r)
	case http.MethodPost:
		h.delivery(w, r)
	default:
		w.Header().Set("Allow", "GET, POST")
		http.Error(w, "GET (the CRC) or POST (a delivery)", http.StatusMethodNotAllowed)
	}
}

// crc answers the challenge: status 200 and {"response_token": "sha256=..."} signing the crc_token.
func (h *Handler) crc(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("crc_token")
	if token == "" {
		http.Error(w, "a GET of the webhook is the service's CRC and carries crc_token", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(map[string]string{"response_token": sign(h.Secret, []byte(token))}); err != nil {
		h.Log.Printf("CRC: writing the answer: %v", err)
		return
	}
	h.Log.Printf("CRC answered")
}

// delivery verifies the signature over the exact bytes received, before any parsing, then writes each
// event of the envelope.
func (h *Handler) delivery(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		http.Error(w, fmt.Sprintf("a delivery of more than %d bytes", maxBody), http.StatusRequestEntityTooLarge)
		return
	case err != nil:
		http.Error(w, "reading the delivery", http.StatusBadRequest)
		return
	}
	if !verified(h.Secret, body, r.Header.Get(SignatureHeader)) {
		h.Log.Printf("a delivery of %d bytes whose %s does not verify: dropped", len(body), SignatureHeader)
		http.Error(w, "the signature does not verify", http.StatusUnauthorized)
		return
	}
	events, err := eventsOf(body)
	if err != nil {
		// Signed by the service, so answered 200: a retry would bring the same body again.
		h.Log.Printf("a signed delivery that is not an event envelope: %v", err)
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	enc := json.NewEncoder(h.Events)
	for _, e := range events {
		if err := enc.Encode(e); err != nil {
			h.Log.Printf("writing an event: %v", err)
			return
		}
	}
	h.Log.Printf("a signed delivery of %d event(s)", len(events))
}

// Event is one event of a delivery: the envelope's member that carried it, the subscribed user, and the
// event as the service sent it.
type Event struct {
	Kind      string          `json:"kind"`
	ForUserID string          `json:"for_user_id,omitempty"`
	Event     json.RawMessage `json:"event"`
}

// eventsOf splits an account-activity envelope into its events: every member holding an array is an event
// member (mute_events, follow_events, ...), and user_event holds one object.
func eventsOf(body []byte) ([]Event, error) {
	var envelope map[string]json.RawMessage
	if err := json.Unmarshal(body, &envelope); err != nil {
		return nil, err
	}
	var forUser string
	if raw, ok := envelope["for_user_id"]; ok {
		if err := json.Unmarshal(raw, &forUser); err != nil {
			return nil, fmt.Errorf("for_user_id: %w", err)
		}
	}
	var events []Event
	for _, kind := range slices.Sorted(maps.Keys(envelope)) {
		raw := envelope[kind]
		if kind == "user_event" {
			events = append(events, Event{Kind: kind, ForUserID: forUser, Event: raw})
			continue
		}
		var items []json.RawMessage
		if json.Unmarshal(raw, &items) != nil {
			continue // for_user_id, users, apps, user_has_blocked: not events
		}
		for _, item := range items {
			events = append(events, Event{Kind: kind, ForUserID: forUser, Event: item})
		}
	}
	return events, nil
}
