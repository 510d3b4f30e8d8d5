package adsapi

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"time"
)

// maxStreamLine bounds one line of the activity stream.
const maxStreamLine = 4 << 20

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
	// Wait ends the read that long after it started (the connection included); 0 means the
	// client's request timeout.
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
}

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
// {"errors":[...]} ends the read with an *Error. The request goes through the client's auth
// transport, rate-limit waits and logging, but not its per-attempt timeout or retries: a
// stream is read for as long as Wait says, and only once.
//
// GET /2/activity/stream
func (s *ActivityStreamService) Read(ctx context.Context, opts ActivityStreamOptions) (*ActivityStreamRead, error) {
	const path = "/2/activity/stream"
	c := s.c
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
	r := c.apiRequest(http.MethodGet, path, nil, q, nil, AppBearer)
	signer, _, err := c.auth.pick(r.auths)
	if err != nil {
		return nil, &notSentError{fmt.Errorf("GET %s: %w", path, err)}
	}
	wait := opts.Wait
	if wait <= 0 {
		wait = c.attemptTimeout
	}
	rctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	req, err := http.NewRequestWithContext(rctx, http.MethodGet, r.base+path+"?"+q.Encode(), nil)
	if err != nil {
		return nil, &notSentError{fmt.Errorf("GET %s: building request: %w", path, err)}
	}
	req.Header.Set("User-Agent", c.userAgent)
	req.Header.Set("Accept", "application/json")
	k := &call{c: c, method: http.MethodGet, path: path, endpoint: http.MethodGet + " " + r.base + path,
		setting: r.setting, base: r.base, next: signer}
	hc := &http.Client{Transport: signer, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	out := &ActivityStreamRead{Activities: []Activity{}}
	// waitEnded is true when the read's own bound, not the caller's context, ended it.
	waitEnded := func() bool { return rctx.Err() != nil && ctx.Err() == nil }
	if err := k.waitSlot(rctx); err != nil {
		if waitEnded() {
			out.Ended = StreamEndedWait
			return out, nil
		}
		return nil, k.connectionError(ctx, err)
	}
	resp, err := k.open(rctx, hc, req)
	if err != nil {
		if waitEnded() {
			out.Ended = StreamEndedWait
			return out, nil
		}
		return nil, k.connectionError(ctx, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= http.StatusMultipleChoices {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, maxResponseBytes))
		return nil, decodeError(http.MethodGet, path, resp.StatusCode, bytes.TrimSpace(b))
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 0, 64<<10), maxStreamLine)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue // keep-alive
		}
		var item struct {
			Data   *Activity    `json:"data"`
			Errors []errorEntry `json:"errors"`
		}
		if err := json.Unmarshal(line, &item); err != nil {
			return nil, fmt.Errorf("GET %s: decoding line %d of the stream: %w", path, len(out.Activities)+1, err)
		}
		if len(item.Errors) > 0 {
			entries := make([]ErrorDetail, 0, len(item.Errors))
			for _, en := range item.Errors {
				entries = append(entries, en.normalise())
			}
			return nil, entriesError(http.MethodGet, path, entries)
		}
		if item.Data == nil {
			continue
		}
		out.Activities = append(out.Activities, *item.Data)
		if opts.MaxItems > 0 && len(out.Activities) >= opts.MaxItems {
			out.Ended = StreamEndedMaxItems
			return out, nil
		}
	}
	err = sc.Err()
	switch {
	case err == nil:
		out.Ended = StreamEndedServer
		return out, nil
	case waitEnded():
		out.Ended = StreamEndedWait
		return out, nil
	case errors.Is(err, bufio.ErrTooLong):
		return nil, fmt.Errorf("GET %s: a line of the stream is longer than %d bytes", path, maxStreamLine)
	}
	return nil, k.connectionError(ctx, withoutURL(err))
}
