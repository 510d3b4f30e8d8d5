package contract

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// exchange is one request that went through the validating layer and what the description says
// of it and of its answer.
type exchange struct {
	// op is the operation, "METHOD /path" as the description writes it; "" when none matched.
	op         string
	status     int
	requestErr error
	// responseErr is the answer's failure to validate; for a stream, of any of its lines.
	responseErr error
	// lines counts the JSON objects of a stream's answer that were validated.
	lines int
	// unvalidated says what of the answer the description could not validate, and why.
	unvalidated []string
}

func (e exchange) String() string {
	return fmt.Sprintf("%s -> %d (request: %v; answer: %v)", e.op, e.status, e.requestErr, e.responseErr)
}

// validator is the validating layer in front of the emulator: every request that reaches the
// emulator is validated against the description (path, parameters, body, credential scheme), and
// so is every answer (status, content type, body).
type validator struct {
	d    *description
	next http.Handler
	// inflight holds requests still being answered (a stream stays open until its client leaves).
	inflight sync.WaitGroup
	mu       sync.Mutex
	log      []exchange
}

func newValidator(d *description, next http.Handler) *validator {
	return &validator{d: d, next: next}
}

// exchanges returns what went through, once every request has been answered.
func (v *validator) exchanges() []exchange {
	v.inflight.Wait()
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]exchange(nil), v.log...)
}

func (v *validator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	v.inflight.Add(1)
	defer v.inflight.Done()
	ex := v.serve(w, r)
	v.mu.Lock()
	v.log = append(v.log, ex)
	v.mu.Unlock()
}

func (v *validator) serve(w http.ResponseWriter, r *http.Request) exchange {
	var ex exchange
	body, err := io.ReadAll(r.Body)
	if err != nil {
		ex.requestErr = fmt.Errorf("reading the request body: %w", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return ex
	}
	// The description's server is https://api.x.com: the router matches hosts, so the request is
	// validated as if it had been sent there.
	probe := r.Clone(r.Context())
	probe.URL.Scheme, probe.URL.Host, probe.Host = "https", "api.x.com", "api.x.com"
	probe.Body = io.NopCloser(bytes.NewReader(body))
	route, pathParams, err := v.d.router.FindRoute(probe)
	if err != nil {
		ex.requestErr = fmt.Errorf("%s %s is no operation of the description: %w", r.Method, r.URL.Path, err)
		r.Body = io.NopCloser(bytes.NewReader(body))
		v.next.ServeHTTP(w, r)
		return ex
	}
	ex.op = r.Method + " " + route.Path
	in := &openapi3filter.RequestValidationInput{Request: probe, PathParams: pathParams, Route: route,
		Options: &openapi3filter.Options{AuthenticationFunc: authenticate, MultiError: true}}
	ex.requestErr = openapi3filter.ValidateRequest(r.Context(), in)

	r.Body = io.NopCloser(bytes.NewReader(body))
	if streaming, _ := route.Operation.Extensions["x-twitter-streaming"].(bool); streaming {
		v.serveStream(w, r, in, &ex)
		return ex
	}
	rec := httptest.NewRecorder()
	v.next.ServeHTTP(rec, r)
	for k, vals := range rec.Header() {
		w.Header()[k] = vals
	}
	w.WriteHeader(rec.Code)
	_, _ = w.Write(rec.Body.Bytes())
	ex.status = rec.Code
	ex.responseErr = validateAnswer(in, rec.Code, rec.Header(), rec.Body.Bytes())
	return ex
}

// validateAnswer validates an answer with openapi3filter.ValidateResponse: its status must be
// described (errors fall to the default answer), its content type one of the status's, and its
// body must match that content's schema. A problem's status member must be the HTTP status (RFC
// 7807). Problem types of the live api.twitter.com host are first read as api.x.com ones.
func validateAnswer(in *openapi3filter.RequestValidationInput, status int, header http.Header, body []byte) error {
	body = normaliseProblemHost(body)
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: status, Header: header,
		Options: &openapi3filter.Options{MultiError: true, IncludeResponseStatus: true}}
	out.SetBodyBytes(body)
	err := openapi3filter.ValidateResponse(context.Background(), out)
	if strings.HasPrefix(header.Get("Content-Type"), "application/problem+json") {
		var p struct {
			Status *int `json:"status"`
		}
		if json.Unmarshal(body, &p) == nil && p.Status != nil && *p.Status != status {
			err = errors.Join(err, fmt.Errorf("the problem's status member is %d, the answer's status %d", *p.Status, status))
		}
	}
	return err
}

// liveProblemBase and problemBase are the two hosts of problem types: the service's reference says live answers
// still name api.twitter.com, and to match on the path, not the host.
const (
	liveProblemBase = "https://api.twitter.com/2/problems/"
	problemBase     = "https://api.x.com/2/problems/"
)

// normaliseProblemHost rewrites the problem types of the api.twitter.com host to api.x.com, the
// host the description's Problem names them by.
func normaliseProblemHost(body []byte) []byte {
	return bytes.ReplaceAll(body, []byte(liveProblemBase), []byte(problemBase))
}

// serveStream forwards a streaming answer as it comes and validates it once the stream has ended:
// an error answer as a whole, a 200 one line by line (newline-delimited JSON; blank keep-alive
// lines skipped), each line as a body of the 200 answer (content type and schema).
func (v *validator) serveStream(w http.ResponseWriter, r *http.Request, in *openapi3filter.RequestValidationInput, ex *exchange) {
	tee := &teeWriter{ResponseWriter: w, status: http.StatusOK}
	v.next.ServeHTTP(tee, r)
	ex.status = tee.status
	if tee.status != http.StatusOK {
		ex.responseErr = validateAnswer(in, tee.status, tee.Header(), tee.buf.Bytes())
		return
	}
	sc := bufio.NewScanner(&tee.buf)
	sc.Buffer(make([]byte, 0, 64<<10), 4<<20)
	var errs []error
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		ex.lines++
		note, err := v.validateStreamLine(in, tee.Header(), line)
		if err != nil {
			errs = append(errs, fmt.Errorf("line %d: %w", ex.lines, err))
		}
		if note != "" {
			ex.unvalidated = append(ex.unvalidated, note)
		}
	}
	ex.responseErr = errors.Join(append(errs, sc.Err())...)
}

// validateStreamLine validates one object of the activity stream. The description types the
// payload as a oneOf whose discriminator is "../event_type", a property of the payload's parent,
// which OpenAPI 3.0 cannot express and kin-openapi cannot follow (it looks for a payload member of
// that name). So the line is validated without its payload, and the payload against the schema the
// discriminator's mapping names for the line's event_type; an event type the mapping lacks leaves
// the payload unvalidated, which the note says.
func (v *validator) validateStreamLine(in *openapi3filter.RequestValidationInput, header http.Header, line []byte) (string, error) {
	var item map[string]any
	if err := json.Unmarshal(line, &item); err != nil {
		return "", fmt.Errorf("not a JSON object: %w", err)
	}
	var payloadErr error
	note := ""
	if data, ok := item["data"].(map[string]any); ok {
		if payload, ok := data["payload"]; ok {
			delete(data, "payload")
			eventType, _ := data["event_type"].(string)
			schema := v.payloadSchema(eventType)
			if schema == nil {
				note = fmt.Sprintf("the payload of %s: the description's payload mapping names no schema for it", eventType)
			} else {
				payloadErr = schema.VisitJSON(payload, openapi3.VisitAsResponse(), openapi3.MultiErrors())
			}
		}
	}
	rest, err := json.Marshal(item)
	if err != nil {
		return note, err
	}
	return note, errors.Join(validateAnswer(in, http.StatusOK, header, rest), payloadErr)
}

// payloadSchema is the schema the stream payload's discriminator maps eventType to; nil when
// none.
func (v *validator) payloadSchema(eventType string) *openapi3.Schema {
	ref := v.d.doc.Components.Schemas["ActivityStreamingResponsePayload"]
	if ref == nil || ref.Value == nil || ref.Value.Discriminator == nil {
		return nil
	}
	target, ok := ref.Value.Discriminator.Mapping[eventType]
	if !ok {
		return nil
	}
	name := strings.TrimPrefix(target.Ref, "#/components/schemas/")
	if s := v.d.doc.Components.Schemas[name]; s != nil {
		return s.Value
	}
	return nil
}

// teeWriter forwards a streamed answer to the client as it is written, keeping a copy.
type teeWriter struct {
	http.ResponseWriter
	status int
	buf    bytes.Buffer
}

func (t *teeWriter) WriteHeader(status int) {
	t.status = status
	t.ResponseWriter.WriteHeader(status)
}

func (t *teeWriter) Write(b []byte) (int, error) {
	t.buf.Write(b)
	return t.ResponseWriter.Write(b)
}

func (t *teeWriter) Flush() {
	if f, ok := t.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Credentials of the emulator by scheme: which bearer tokens are app-only and which stand for a
// user, as the emulator's package documentation gives them.
var (
	appTokens  = map[string]bool{emulator.DemoBearerToken: true}
	userTokens = map[string]bool{emulator.DemoOAuth2Token: true, emulator.DemoOAuth2ReadToken: true, emulator.OtherOAuth2Token: true}
)

// authenticate is the description's security check: the request must carry a credential of one
// of the schemes the operation lists. BearerToken is an app-only bearer token, OAuth2UserToken a
// bearer token that stands for a user, UserToken an OAuth 1.0a Authorization header. Scopes are
// not checked here: the description names them in the service's words (tweet.read) and the spec's
// naming rule renames them (post.read); the emulator enforces the spec's.
func authenticate(_ context.Context, in *openapi3filter.AuthenticationInput) error {
	kind, token, _ := strings.Cut(in.RequestValidationInput.Request.Header.Get("Authorization"), " ")
	bearer := strings.EqualFold(kind, "Bearer")
	var ok bool
	switch in.SecuritySchemeName {
	case "BearerToken":
		ok = bearer && appTokens[token]
	case "OAuth2UserToken":
		ok = bearer && userTokens[token]
	case "UserToken":
		ok = strings.EqualFold(kind, "OAuth")
	}
	if !ok {
		return fmt.Errorf("the request carries no %s credential", in.SecuritySchemeName)
	}
	return nil
}

// routeOf finds the description's operation of method and path, for tests that validate a body
// outside of an exchange.
func (d *description) routeOf(method, path string) (*routers.Route, map[string]string, error) {
	req := httptest.NewRequestWithContext(context.Background(), method, "https://api.x.com"+path, nil)
	return d.router.FindRoute(req)
}
