package transport

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// Error is an answer of the service with a status of 400 or more.
type Error struct {
	StatusCode int
	// The first error of the body; Code is "" when the body was not parsable.
	Code, Message, Parameter, Details string
	// Errors holds every error of the body.
	Errors []ErrorDetail
	// Method and Path of the request; Path carries no query.
	Method, Path string
	// Hint, when set, says what the caller can do about the error: the credential settings an
	// endpoint takes after the service refused the scheme sent.
	Hint string
	// oauth1Refused marks a refused OAuth 1.0a signature (IsOAuth1SignatureRefused).
	oauth1Refused bool
}

// ErrorDetail is one entry of an error body. Entries of the v2 endpoints (Problem
// Details) are normalised: Code is the last segment of their type, Message their detail
// (or title), and Type keeps the full problem type.
type ErrorDetail struct {
	Code      string
	Message   string
	Parameter string
	Details   string
	Type      string
	// Title, Value and ResourceType come with the v2 endpoints' entries; Value and
	// ResourceType name the requested item a partial answer could not return.
	Title        string
	Value        string
	ResourceType string
	// Operation is, for an entry of a batch answer's operation_errors, the 1-based position of the
	// batch item it is about (the entries follow the order of the items); 0 for an entry about the
	// request as a whole.
	Operation int
}

// Error renders e.g. `POST /12/accounts/x/cards: 400 INVALID_PARAMETER: message (parameter: name)`.
func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s: %d", e.Method, e.Path, e.StatusCode)
	if e.Code != "" {
		b.WriteString(" " + e.Code)
	}
	msg := e.Message
	if msg == "" {
		msg = http.StatusText(e.StatusCode)
	}
	if msg != "" {
		b.WriteString(": " + msg)
	}
	if e.Parameter != "" {
		b.WriteString(" (parameter: " + e.Parameter + ")")
	}
	if len(e.Errors) > 0 && e.Errors[0].Operation > 0 {
		fmt.Fprintf(&b, " (batch item %d)", e.Errors[0].Operation)
	}
	if e.Hint != "" {
		b.WriteString(". " + e.Hint)
	}
	return b.String()
}

// IsNotFound reports whether err says the entity does not exist: a 404 other than
// ROUTE_NOT_FOUND (which means a wrong address, not a missing entity), a 403 with
// code NOT_FOUND, which the service sometimes sends for a missing entity, or a well-formed list
// that does not hold it (*NotListedError). An answer that is not what the service documents
// (*MalformedAnswerError) never is: it shows nothing missing. Nor is the 404 NOT_FOUND with which the
// audiences and measurement endpoints refuse a user without access to the account in the path
// (IsNoAccountAccess): the object may well exist, and a refresh must not drop it from state.
func IsNotFound(err error) bool {
	if nl := (*NotListedError)(nil); errors.As(err, &nl) {
		return true
	}
	var e *Error
	if !errors.As(err, &e) {
		return false
	}
	switch e.StatusCode {
	case http.StatusNotFound:
		return e.Code != "ROUTE_NOT_FOUND" && !IsNoAccountAccess(err)
	case http.StatusForbidden:
		return e.Code == "NOT_FOUND"
	}
	return false
}

// IsNoAccountAccess reports whether err is the service's refusal of a user without access to the ads
// account of the path: 404 NOT_FOUND "User <user_id> does not have access to account <account_id>", as the
// audiences and measurement endpoints answer it (that spec's Errors section). Only its message tells it
// from a missing object.
func IsNoAccountAccess(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.StatusCode == http.StatusNotFound && e.Code == "NOT_FOUND" &&
		strings.Contains(e.Message, "does not have access to account")
}

// MissingCredentialsError is returned, before any request, by a call whose auth scheme
// is not configured. Settings holds the missing provider settings in snake_case.
// Alternatives, when the endpoint accepts several schemes, are the other schemes that would
// do, each with its own missing settings.
type MissingCredentialsError struct {
	Scheme       string
	Settings     []string
	Alternatives []MissingCredentialsError
}

func (e *MissingCredentialsError) Error() string {
	msg := fmt.Sprintf("%s credentials are not configured: missing %s", e.Scheme, strings.Join(e.Settings, ", "))
	for _, alt := range e.Alternatives {
		msg += fmt.Sprintf("; or %s: missing %s", alt.Scheme, strings.Join(alt.Settings, ", "))
	}
	return msg
}

// NotListedError says that an entity does not exist because a well-formed answer of its list,
// asked for its id, does not hold it: positive evidence, which IsNotFound recognises. It is what
// a batched read gives for such an id. No request for the entity itself was sent.
type NotListedError struct {
	Kind, ID string
	// Method and Path are the list request's; Path carries no query.
	Method, Path string
}

func (e *NotListedError) Error() string {
	return fmt.Sprintf("%s %s: the service's list, asked for %s %s, does not hold it", e.Method, e.Path, e.Kind, e.ID)
}
