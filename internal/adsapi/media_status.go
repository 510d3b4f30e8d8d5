package adsapi

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// MediaStatusService reads the processing status of uploaded media on the upload host
// (/1.1/media/upload.json?command=STATUS), in user context.
type MediaStatusService struct {
	c *Client
	// sleep waits between polls; nil means the real wait. Tests replace it (export_test.go).
	sleep func(context.Context, time.Duration) error
}

// States of media processing.
const (
	MediaStatePending    = "pending"
	MediaStateInProgress = "in_progress"
	MediaStateSucceeded  = "succeeded"
	MediaStateFailed     = "failed"
)

// defaultCheckAfter is the wait between polls when a pending answer gives no check_after_secs.
const defaultCheckAfter = 2 * time.Second

const mediaUploadPath = "/1.1/media/upload.json"

// MediaStatus is the answer of STATUS (and of FINALIZE): the media's ids, how long it stays usable, its
// video type and its processing_info, which is absent when the media needs no processing.
type MediaStatus struct {
	MediaID          wire.FlexString `json:"media_id"`
	MediaIDString    string          `json:"media_id_string"`
	ExpiresAfterSecs *int64          `json:"expires_after_secs"`
	Size             *int64          `json:"size"`
	Video            *MediaVideo     `json:"video"`
	ProcessingInfo   *ProcessingInfo `json:"processing_info"`
}

// MediaVideo describes a processed video.
type MediaVideo struct {
	VideoType string `json:"video_type"`
}

// ProcessingInfo is where the service is with the media. CheckAfterSecs is absent once the state is final,
// ProgressPercent is optional, Error is filled on failure.
type ProcessingInfo struct {
	State           string                `json:"state"`
	CheckAfterSecs  *int64                `json:"check_after_secs"`
	ProgressPercent *int64                `json:"progress_percent"`
	Error           *MediaProcessingError `json:"error"`
}

// State is the processing state; media without processing_info needs no processing, so it has succeeded.
func (m *MediaStatus) State() string {
	if m.ProcessingInfo == nil || m.ProcessingInfo.State == "" {
		return MediaStateSucceeded
	}
	return m.ProcessingInfo.State
}

// ProgressPercent is the progress the service gave, 100 for media that needs no processing, nil when
// the answer gave none.
func (m *MediaStatus) ProgressPercent() *int64 {
	if m.ProcessingInfo == nil {
		hundred := int64(100)
		return &hundred
	}
	return m.ProcessingInfo.ProgressPercent
}

// Final reports whether processing is over, one way or the other.
func (m *MediaStatus) Final() bool {
	s := m.State()
	return s == MediaStateSucceeded || s == MediaStateFailed
}

// MediaProcessingError is the service's reason for a failed processing, e.g. 1 InvalidMedia
// "Unsupported video format". As an error it names the media.
type MediaProcessingError struct {
	MediaID string `json:"-"`
	Code    int64  `json:"code"`
	Name    string `json:"name"`
	Message string `json:"message"`
}

func (e *MediaProcessingError) Error() string {
	return fmt.Sprintf("processing of media %s failed: code %d %s: %s", e.MediaID, e.Code, e.Name, e.Message)
}

// MediaWaitTimeoutError is returned by Wait when processing is still going on after the timeout.
type MediaWaitTimeoutError struct {
	MediaID string
	Timeout time.Duration
	Last    *MediaStatus
}

func (e *MediaWaitTimeoutError) Error() string {
	msg := fmt.Sprintf("media %s is still %s after waiting %s", e.MediaID, e.Last.State(), e.Timeout)
	if p := e.Last.ProgressPercent(); p != nil {
		msg += fmt.Sprintf(" (%d%% done)", *p)
	}
	return msg
}

// Get asks for the processing status once, whatever the state.
//
// It sends command=STATUS and media_id.
//
// GET {upload_url}/1.1/media/upload.json
func (s *MediaStatusService) Get(ctx context.Context, mediaID string) (*MediaStatus, error) {
	q := url.Values{"command": {"STATUS"}, "media_id": {mediaID}}
	b, err := s.c.doRaw(ctx, s.c.uploadRequest(http.MethodGet, mediaUploadPath, q, transport.OAuth2User, transport.OAuth1User))
	if err != nil {
		return nil, err
	}
	var st MediaStatus
	if err := json.Unmarshal(b, &st); err != nil {
		return nil, fmt.Errorf("GET %s: decoding answer: %w", mediaUploadPath, err)
	}
	return &st, nil
}

// Wait polls the processing status, waiting check_after_secs between polls, until the state is
// succeeded or failed, or until timeout has been spent waiting. A failure returns the last status and a
// *MediaProcessingError; a timeout the last status and a *MediaWaitTimeoutError.
//
// It sends command=STATUS and media_id.
//
// GET {upload_url}/1.1/media/upload.json
func (s *MediaStatusService) Wait(ctx context.Context, mediaID string, timeout time.Duration) (*MediaStatus, error) {
	sleepFn := s.sleep
	if sleepFn == nil {
		sleepFn = transport.Sleep
	}
	var waited time.Duration
	for {
		st, err := s.Get(ctx, mediaID)
		if err != nil {
			return nil, err
		}
		switch st.State() {
		case MediaStateSucceeded:
			return st, nil
		case MediaStateFailed:
			e := &MediaProcessingError{MediaID: mediaID}
			if st.ProcessingInfo.Error != nil {
				*e = *st.ProcessingInfo.Error
				e.MediaID = mediaID
			}
			return st, e
		}
		d := defaultCheckAfter
		if c := st.ProcessingInfo.CheckAfterSecs; c != nil && *c > 0 {
			d = time.Duration(*c) * time.Second
		}
		if waited+d > timeout {
			return st, &MediaWaitTimeoutError{MediaID: mediaID, Timeout: timeout, Last: st}
		}
		if err := sleepFn(ctx, d); err != nil {
			return st, fmt.Errorf("waiting for the processing of media %s: %w", mediaID, err)
		}
		waited += d
	}
}
