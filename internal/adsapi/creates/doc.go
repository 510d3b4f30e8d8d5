// Package creates is the create engine: every create of an object the service numbers goes
// through it, and it alone decides whether an answer is believed, looked behind, or sent again.
//
// The API has no idempotency key. A create whose answer is lost (a timeout, a reset, a dropped
// connection, a 5xx after the request went out, an answer that proves nothing) may or may not have
// made its object; sending it again blindly can make a twin, and giving up leaves an object no
// state records. So each create is a small state machine (Run, and RunBatch for a write carrying
// several objects):
//
//	send ──answer believed──────────────────────────────▶ made (claimed)
//	  │
//	  ├─refused before the service could act────────────▶ failed (nothing made)
//	  │
//	  └─lost or not believed ─▶ wait until it can no longer land ─▶ look
//	                                                                 │
//	        ┌── one unclaimed identical object in the window ────────┼──▶ adopted (reported)
//	        ├── identical ones that cannot be told apart, or ────────┼──▶ ambiguous (nothing adopted,
//	        │   another writer at work in the same scope             │    nothing sent)
//	        ├── nothing yet: look again after each settle wait ──────┘
//	        └── nothing at the last look ─▶ send again (at most Attempts sends), unless the answer
//	            showed an object made in the window that is not what was sent: then failed.
//
// An answer is believed only when it proves it is the object this create made (Spec.check): it
// carries everything the service always sends for the kind, names an id no create of this client
// has claimed, does not contradict its id, says what was sent (covers), and, when it says when it
// was made, was made within the request's window on the service's clock.
//
// A create runs inside a Session: the value that fw.Create opens for a resource's Create (Begin) and
// ends (Opened.End), and that every create method of the client takes by value. It carries the stop
// gate (a create not yet sent when Terraform asks the provider to stop is not sent; one already sent
// finishes, within the grace) and collects the adoptions, which the opener reports. Every text a
// create shows the user is in wording.go.
package creates
