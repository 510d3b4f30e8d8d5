package emulator

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"
)

// signatureHeader signs every POST the emulator sends to a webhook (outbound call B).
const signatureHeader = "x-twitter-webhooks-signature"

// deliveryRetryWaits are the waits before the three retries of a delivery that was answered
// anything but 200 or not answered: 3, 27 and 242 seconds after the attempt before ended, on the
// emulator's clock (the older enterprise page's schedule, the reading of gap 5; the
// current pages give none). The event is dropped after the fourth attempt, left to a replay.
var deliveryRetryWaits = []time.Duration{3 * time.Second, 27 * time.Second, 242 * time.Second}

// maxDeliveryLog is how many attempts the delivery log keeps, the most recent: a replay finds only
// the events the log still holds.
const maxDeliveryLog = 10000

// Delivery is one attempt to deliver to a webhook, or one the emulator did not make (Dropped), as
// the delivery log (Deliveries) holds it.
type Delivery struct {
	WebhookID, URL string
	// ForUserID is the subscribed user of an account-activity delivery; SubscriptionID the
	// activity subscription of an X Activity one. A replay's completion event has neither.
	ForUserID, SubscriptionID string
	// ReplayJobID is the job that sent the event again, or whose completion event this is.
	ReplayJobID string
	// Body is the exact body sent, Signature the x-twitter-webhooks-signature header over it.
	Body      []byte
	Signature string
	// Attempt is 1 for the first delivery of an event and 2 to 4 for its retries; an event sent
	// again by a replay, and a completion event, are sent once, as attempt 1.
	Attempt int
	// At is when the attempt started, on the emulator's clock.
	At time.Time
	// Status is the webhook's answer, 0 when there was none; Error says why the attempt failed
	// (an answer other than 200, no answer within the time limit, a host the emulator may not
	// call), empty when the webhook answered 200.
	Status int
	Error  string
	// Dropped is true when the attempt was not made: the webhook was marked invalid or deleted.
	Dropped bool
}

// deliveryState is the queue of deliveries to make, their log, and what runs them. The queue and
// the log are guarded by s.mu; sending serialises whoever sends (the background sender and
// DeliverDue), so that a webhook receives its events in the order they happened.
type deliveryState struct {
	// queue holds the attempts to make, each due at a time of the emulator's clock.
	queue []*pendingDelivery
	// log holds the last maxDeliveryLog attempts, oldest first.
	log []Delivery
	// seq orders attempts due at the same time by when they were queued.
	seq uint64
	// draining is true while a background sender runs; closed once Close was called.
	draining, closed bool

	sending sync.Mutex
	senders sync.WaitGroup
	// closing ends with Close: it cancels the calls in flight.
	closing context.Context
	stop    context.CancelFunc
}

// pendingDelivery is an attempt to make: due from due, for the webhook of app.
type pendingDelivery struct {
	Delivery
	app string
	due time.Time
	seq uint64
}

func newDeliveryState() deliveryState {
	closing, stop := context.WithCancel(context.Background())
	return deliveryState{closing: closing, stop: stop}
}

// deliverySignature is the x-twitter-webhooks-signature of body: "sha256=" and the standard Base64
// of HMAC-SHA256 keyed with the app's consumer secret over the exact bytes.
func deliverySignature(consumerSecret string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(consumerSecret))
	mac.Write(body)
	return "sha256=" + base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// deliverActivity queues the deliveries of the activity at index of the log: its account-activity
// form for each user subscribed to a webhook, and its X Activity envelope, the activity stream's
// line, for each activity subscription that names a webhook and selects it. Each app's webhooks
// get their own deliveries, signed with that app's secret. The background sender starts at once;
// nothing here waits on a webhook. Callers hold s.mu.
func (s *Server) deliverActivity(index int) {
	a := s.core.activities[index]
	apps := []string{demoApp, otherApp}
	subscribed := func(userID string) bool {
		for _, app := range apps {
			for _, w := range s.core.activity.webhooks[app] {
				if slices.Contains(w.users, userID) {
					return true
				}
			}
		}
		return false
	}
	bodies := s.accountActivityBodies(a, subscribed)
	for _, app := range apps {
		for _, w := range s.appWebhooks(app) {
			for _, u := range w.users {
				if body := bodies[u]; body != nil {
					s.queueDelivery(app, w.id, Delivery{ForUserID: u, Body: body})
				}
			}
		}
		for _, sub := range s.core.activity.subscriptions[app] {
			if sub.WebhookID == "" || !activityMatches(sub, a) {
				continue
			}
			body, err := json.Marshal(map[string]any{"data": s.activityView(index, a, sub)})
			if err != nil {
				// The stream skips a line it cannot write; so does its webhook.
				continue
			}
			s.queueDelivery(app, sub.WebhookID, Delivery{SubscriptionID: sub.ID, Body: body})
		}
	}
	s.startSender()
}

// queueDelivery queues the first attempt of d to the webhook webhookID of app, due now, or logs it
// dropped when the webhook is gone or marked invalid: only valid webhooks receive deliveries.
// Callers hold s.mu.
func (s *Server) queueDelivery(app, webhookID string, d Delivery) {
	d.WebhookID, d.Attempt = webhookID, 1
	w := s.core.activity.webhooks[app][webhookID]
	if w == nil {
		s.dropDelivery(d, fmt.Sprintf("webhook %s does not exist", webhookID))
		return
	}
	d.URL, d.Signature = w.url, deliverySignature(s.consumerSecret(w.consumerKey), d.Body)
	if !w.valid {
		s.dropDelivery(d, fmt.Sprintf("webhook %s is marked invalid: it receives nothing until it passes a CRC again", webhookID))
		return
	}
	s.queueAttempt(&pendingDelivery{Delivery: d, app: app, due: s.opts.Now().UTC()})
}

// queueAttempt adds p to the queue. Callers hold s.mu.
func (s *Server) queueAttempt(p *pendingDelivery) {
	s.delivery.seq++
	p.seq = s.delivery.seq
	s.delivery.queue = append(s.delivery.queue, p)
}

// dropDelivery logs d as not made, and why. Callers hold s.mu.
func (s *Server) dropDelivery(d Delivery, why string) {
	d.At, d.Dropped, d.Error = s.opts.Now().UTC(), true, why
	s.logDelivery(d)
}

// logDelivery adds d to the log, forgetting the oldest entry when it is full. Callers hold s.mu.
func (s *Server) logDelivery(d Delivery) {
	if len(s.delivery.log) >= maxDeliveryLog {
		s.delivery.log = s.delivery.log[1:]
	}
	s.delivery.log = append(s.delivery.log, d)
}
