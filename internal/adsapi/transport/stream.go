package transport

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"time"
)

// MaxStreamLine bounds one line of a streamed answer.
const MaxStreamLine = 4 << 20

// Stream is the open, successful answer of a streamed call, read by the caller line by line
// as it comes. Everything before it went through the transport loop as any call does: signing,
// the rate-limit window, retries, logging, and the decoding of an error answer into *Error.
type Stream struct {
	k      *call
	status int
	body   io.ReadCloser
	r      *bufio.Reader
	lines  int // lines read so far, blank ones included: the number of the last line
	opened time.Time
}

// OpenStream sends the GET r through the transport loop and returns its successful answer,
// unread. Attempts that got no success (a 429, a 5xx, a connection that failed) are retried as
// for any read, since nothing of the stream has been read then. Once it opens, the stream is
// read once: sending the request again would replay activities already read (with a backfill)
// or lose those sent in between (without one), so a connection that breaks ends the read.
//
// A stream's attempt has no time limit of its own (attemptLimit): ctx must carry the deadline
// that ends the read. When ctx ends while the loop waits to send again after the service refused
// the stream, that refusal is the error: it says why the stream never opened. Other errors are
// those of Send; the caller closes the answer.
func (t *Transport) OpenStream(ctx context.Context, r Request) (*Stream, error) {
	o, err := t.prepare(r)
	if err != nil {
		return nil, err
	}
	o.k.stream = true
	status, b, err := o.k.send(ctx, o.u, o.body, o.contentType)
	if err != nil && ctx.Err() != nil && o.k.refusal != nil {
		return nil, o.answerError(o.k.refusal.Status, o.k.refusal.Body)
	}
	if err != nil {
		return nil, err
	}
	if status >= http.StatusMultipleChoices {
		return nil, o.answerError(status, b)
	}
	return &Stream{k: o.k, status: status, body: o.k.opened, r: bufio.NewReader(o.k.opened), opened: time.Now()}, nil
}

// Method is the stream request's method.
func (s *Stream) Method() string { return s.k.method }

// Path is the stream request's path, without its query.
func (s *Stream) Path() string { return s.k.path }

// Lines is how many lines have been read, blank ones included: the number of the last line.
func (s *Stream) Lines() int { return s.lines }

// attemptLimit bounds one attempt, from connecting to the last byte of its answer. A stream has
// no bound of its own: it is read for as long as its caller's context allows.
func (k *call) attemptLimit() time.Duration {
	if k.stream {
		return 0
	}
	return k.t.attemptTimeout
}

// Next returns the next line that is not blank (blank lines keep the connection alive), without
// the space around it. It returns io.EOF once the service has ended the answer, a
// *MalformedAnswerError for a line longer than MaxStreamLine, and the transport's error when the
// connection broke, a line cut short by it included.
func (s *Stream) Next() ([]byte, error) {
	for {
		line, err := s.readLine()
		if err != nil && !errors.Is(err, io.EOF) {
			return nil, err
		}
		if t := bytes.TrimSpace(line); len(t) > 0 {
			return t, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// readLine reads up to the next newline or the end of the answer; the line is the caller's.
func (s *Stream) readLine() ([]byte, error) {
	var line []byte
	for {
		chunk, err := s.r.ReadSlice('\n')
		if len(line)+len(chunk) > MaxStreamLine {
			return nil, s.Malformed(append(line, chunk...), "line %d of the stream is longer than %d bytes", s.lines+1, MaxStreamLine)
		}
		line = append(line, chunk...)
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if len(line) > 0 {
			s.lines++
		}
		return line, err
	}
}

// Malformed is the error of a line that is not what the service documents; it quotes the line.
func (s *Stream) Malformed(line []byte, format string, args ...any) *MalformedAnswerError {
	a := &Answer{Method: s.k.method, Path: s.k.path, Status: s.status, Body: line}
	return a.Malformed(format, args...)
}

// Broken describes a read of the answer that failed in the transport: the connection ended
// after the stream opened, which the caller's own context ending is not (see connectionError).
func (s *Stream) Broken(ctx context.Context, err error) error {
	return s.k.connectionError(ctx, withoutURL(err))
}

// Close ends the read and logs how long the stream was open and how much of it was read.
func (s *Stream) Close(ctx context.Context) {
	_ = s.body.Close()
	s.k.t.logger.Debug(ctx, "stream closed", map[string]any{
		"method": s.k.method, "path": s.k.path, "status": s.status, "attempt": s.k.attempt,
		"lines": s.lines, "duration_ms": time.Since(s.opened).Milliseconds(),
	})
}
