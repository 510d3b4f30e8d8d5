package adsapi

import (
	"errors"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// Failure reasons of the webhook endpoints (the service's reference), besides
// ReasonWebhookIDInvalid, which the account-activity endpoints share.
const (
	// ReasonCrcValidationFailed: the webhook did not answer the CRC correctly (a wrong token, a bad
	// status, no answer in time), or, for a replay, is marked invalid since one failed.
	ReasonCrcValidationFailed = "CrcValidationFailed"
	// ReasonURLValidationFailed: the URL breaks the rules (https, no port, reachable).
	ReasonURLValidationFailed = "UrlValidationFailed"
	// ReasonDuplicateURLFailed: the app has a webhook with this URL already.
	ReasonDuplicateURLFailed = "DuplicateUrlFailed"
	// ReasonWebhookLimitExceeded: the developer account's allowance of webhooks is used up.
	ReasonWebhookLimitExceeded = "WebhookLimitExceeded"
	// ReasonQueryParamInvalid: a replay's from_date or to_date is malformed or out of its window.
	ReasonQueryParamInvalid = "QueryParamInvalid"
	// ReasonReplayConflictError: a replay job of the webhook is still running.
	ReasonReplayConflictError = "ReplayConflictError"
)

// webhookReasons are the reasons a *WebhookError may carry.
var webhookReasons = []string{
	ReasonCrcValidationFailed, ReasonURLValidationFailed, ReasonDuplicateURLFailed, ReasonWebhookLimitExceeded,
	ReasonQueryParamInvalid, ReasonReplayConflictError, ReasonWebhookIDInvalid,
}

// WebhookError is an answer of a webhook endpoint that names one of the service's failure reasons,
// so that a caller can say what to do about each. The service documents the reasons but not how
// it answers them: the reason is found as the problem's type or at the start of its message,
// where the service (and the emulator) puts it.
type WebhookError struct {
	// Reason is one of the Reason constants of the webhook endpoints.
	Reason string
	// Detail is what the service said beside the reason: for a failed CRC, what the webhook
	// answered or why it could not be called.
	Detail string
	// Err is the error as the transport gave it, a *transport.Error within.
	Err error
}

func (e *WebhookError) Error() string { return e.Err.Error() }

func (e *WebhookError) Unwrap() error { return e.Err }

// webhookError returns err as a *WebhookError when it is an answer of the service that names a
// webhook failure reason, and as it is otherwise.
func webhookError(err error) error {
	var te *transport.Error
	if !errors.As(err, &te) {
		return err
	}
	details := append([]transport.ErrorDetail{{Code: te.Code, Message: te.Message}}, te.Errors...)
	for _, d := range details {
		for _, reason := range webhookReasons {
			if rest, ok := strings.CutPrefix(d.Message, reason); d.Code == reason || ok {
				return &WebhookError{Reason: reason, Detail: strings.TrimSpace(strings.TrimPrefix(rest, ":")), Err: err}
			}
		}
	}
	for _, reason := range webhookReasons {
		if HasReason(err, reason) {
			return &WebhookError{Reason: reason, Detail: te.Message, Err: err}
		}
	}
	return err
}

// IsWebhookReason reports whether err is a *WebhookError of reason.
func IsWebhookReason(err error, reason string) bool {
	var we *WebhookError
	return errors.As(err, &we) && we.Reason == reason
}
