package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// ActivityStreamService reads the activity stream, which takes the app-only bearer token.
type ActivityStreamService struct{ c *Client }

// ActivityStreamOptions bound one read of the stream.
type ActivityStreamOptions struct {
	// BackfillMinutes (0 to 5) replays that many minutes of the past; nil sends none.
	BackfillMinutes *int
	// StartTime and EndTime (RFC 3339, UTC) bound the activities replayed and sent; "" sends none.
	StartTime, EndTime string
	// MaxItems ends the read once that many activities arrived; 0 means no bound.
	MaxItems int
	// Wait ends the read that long after it started, the connection and its retries included; 0
	// means the client's request timeout. A stream the service kept refusing until then is the
	// refusal's error.
	Wait time.Duration
}

// Activity is one streamed activity.
type Activity struct {
	EventType string                     `json:"event_type"`
	EventUUID string                     `json:"event_uuid"`
	Filter    ActivitySubscriptionFilter `json:"filter"`
	Tag       string                     `json:"tag"`
	// Payload is the activity's payload as sent (its shape depends on the event type).
	Payload json.RawMessage `json:"payload"`
	// Post is the payload decoded, for the event types whose payload is a post (PostEventTypes);
	// nil for the others.
	Post *Post `json:"-"`
}

// PostEventTypes are the event types whose payload is a post object, as the description's payload
// mapping gives them (2.168 adds the reply, the quote and the repost).
var PostEventTypes = []string{"post.create", "post.mention.create", "post.reply.create", "post.quote.create", "post.repost.create"}

// Why a read of the stream ended.
const (
	StreamEndedMaxItems = "max_items"
	StreamEndedWait     = "wait"
	StreamEndedServer   = "server"
)

// ActivityStreamRead is what one bounded read got.
type ActivityStreamRead struct {
	Activities []Activity
	// Ended is StreamEndedMaxItems, StreamEndedWait or StreamEndedServer.
	Ended string
}

// Read opens the stream and reads one JSON object per line until MaxItems activities, Wait,
// or the end of the stream, whichever comes first. Blank keep-alive lines are skipped; a line
// {"errors":[...]} ends the read with an *transport.Error, and a line that is not a JSON object of that
// shape with a *transport.MalformedAnswerError. The request goes through the client's transport loop like
// any other (openStream), within Wait: attempts that got no success are retried, and once the
// stream opens it is read once.
//
// GET /2/activity/stream
func (s *ActivityStreamService) Read(ctx context.Context, opts ActivityStreamOptions) (*ActivityStreamRead, error) {
	q := url.Values{}
	if opts.BackfillMinutes != nil {
		q.Set("backfill_minutes", strconv.Itoa(*opts.BackfillMinutes))
	}
	if opts.StartTime != "" {
		q.Set("start_time", opts.StartTime)
	}
	if opts.EndTime != "" {
		q.Set("end_time", opts.EndTime)
	}
	wait := opts.Wait
	if wait <= 0 {
		wait = s.c.t.AttemptTimeout()
	}
	rctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	out := &ActivityStreamRead{Activities: []Activity{}}
	// waitEnded is true when the read's own bound, not the caller's context, ended it.
	waitEnded := func() bool { return rctx.Err() != nil && ctx.Err() == nil }
	st, err := s.c.t.OpenStream(rctx, s.c.apiRequest(http.MethodGet, "/2/activity/stream", nil, q, nil, transport.AppBearer).Request)
	var refused *transport.Error
	switch {
	case err != nil && !errors.As(err, &refused) && waitEnded():
		// No answer within Wait: the client's own rate-limit wait, or a service that did not answer.
		out.Ended = StreamEndedWait
		return out, nil
	case err != nil:
		return nil, err
	}
	defer st.Close(ctx)
	for {
		line, err := st.Next()
		var malformed *transport.MalformedAnswerError
		switch {
		case errors.Is(err, io.EOF):
			out.Ended = StreamEndedServer
			return out, nil
		case errors.As(err, &malformed):
			return nil, err
		case err != nil && waitEnded():
			out.Ended = StreamEndedWait
			return out, nil
		case err != nil:
			return nil, st.Broken(ctx, err)
		}
		a, err := decodeActivityLine(st, line)
		if err != nil {
			return nil, err
		}
		if a == nil {
			continue
		}
		out.Activities = append(out.Activities, *a)
		if opts.MaxItems > 0 && len(out.Activities) >= opts.MaxItems {
			out.Ended = StreamEndedMaxItems
			return out, nil
		}
	}
}

// decodeActivityLine decodes a line of the stream: its activity, or nil for a line that carries
// none; an *transport.Error for a line of error entries.
func decodeActivityLine(st *transport.Stream, line []byte) (*Activity, error) {
	if line[0] != '{' {
		return nil, st.Malformed(line, "line %d of the stream is not a JSON object", st.Lines())
	}
	var item struct {
		Data   *Activity               `json:"data"`
		Errors []transport.ErrorDetail `json:"errors"`
	}
	if err := json.Unmarshal(line, &item); err != nil {
		return nil, st.Malformed(line, "line %d of the stream: %v", st.Lines(), err)
	}
	if len(item.Errors) > 0 {
		return nil, entriesError(st.Method(), st.Path(), item.Errors)
	}
	// A post event without a payload has no post to decode; one with a payload must carry a post.
	if a := item.Data; a != nil && slices.Contains(PostEventTypes, a.EventType) && wire.Kind(a.Payload) != "absent" && wire.Kind(a.Payload) != "null" {
		if wire.Kind(a.Payload) != "an object" {
			return nil, st.Malformed(line, "line %d of the stream: the payload of %s is %s, not a post", st.Lines(), a.EventType, wire.Kind(a.Payload))
		}
		if err := json.Unmarshal(a.Payload, &a.Post); err != nil {
			return nil, st.Malformed(line, "line %d of the stream: the post of %s: %v", st.Lines(), a.EventType, err)
		}
		if a.Post.ID == "" {
			return nil, st.Malformed(line, "line %d of the stream: the post of %s has no id", st.Lines(), a.EventType)
		}
	}
	return item.Data, nil
}
