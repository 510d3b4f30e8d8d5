package emulator

import (
	"strconv"
	"time"
)

// Uploaded media seeded at start, owned by DemoUserID.
const (
	// DemoUploadedImageMediaID is an image that needs no processing: its STATUS has no processing_info.
	DemoUploadedImageMediaID = "710511363345354752"
	// DemoUploadedVideoMediaID is a video whose processing succeeds (video/mp4) DemoUploadedVideoSeconds
	// after the emulator starts: pending for one second, then in progress; STATUS asks to check again
	// after one second.
	DemoUploadedVideoMediaID = "710511363345354753"
	DemoUploadedVideoSeconds = 4
)

// MediaCourse is how the processing of an uploaded media item goes.
type MediaCourse int

const (
	// MediaNoProcessing media is usable at once; its STATUS carries no processing_info.
	MediaNoProcessing MediaCourse = iota
	// MediaProcessingSucceeds media goes pending, in_progress, then succeeded.
	MediaProcessingSucceeds
	// MediaProcessingFails media goes pending, in_progress, then failed with an error.
	MediaProcessingFails
)

// UploadedMedia is a media item as if uploaded (INIT, APPEND, FINALIZE) at the moment AddUploadedMedia is
// called; its processing then moves on the emulator's clock (Options.Now).
type UploadedMedia struct {
	ID string
	// OwnerID is the uploading user, "" meaning DemoUserID; another user's STATUS gets 404.
	OwnerID string
	Course  MediaCourse
	// Pending and InProgress are how long each state lasts (zero: the state is skipped).
	Pending, InProgress time.Duration
	// CheckAfterSecs is answered while processing goes on; zero means 1.
	CheckAfterSecs int
	// VideoType is answered as video.video_type once succeeded ("" for none).
	VideoType string
	// Error is answered on failure; a zero value means 1 InvalidMedia "Unsupported video format".
	Error MediaProcessingError
	// ExpiresAfterSecs is how long the media stays usable from the upload; zero means 86400.
	ExpiresAfterSecs int
}

// MediaProcessingError is processing_info.error of a failed media item.
type MediaProcessingError struct {
	Code    int
	Name    string
	Message string
}

// uploadedMedia is an UploadedMedia and the time of its upload.
type uploadedMedia struct {
	UploadedMedia
	uploadedAt time.Time
}

// seedUploadedMedia stores the demo's uploaded media. Called from seedContent.
func (s *Server) seedUploadedMedia() {
	s.core.content.media = map[string]*uploadedMedia{}
	now := s.opts.Now()
	for _, m := range []UploadedMedia{
		{ID: DemoUploadedImageMediaID, Course: MediaNoProcessing},
		{ID: DemoUploadedVideoMediaID, Course: MediaProcessingSucceeds, Pending: time.Second,
			InProgress: (DemoUploadedVideoSeconds - 1) * time.Second, CheckAfterSecs: 1, VideoType: "video/mp4"},
	} {
		s.core.content.media[m.ID] = &uploadedMedia{UploadedMedia: withMediaDefaults(m), uploadedAt: now}
	}
}

func withMediaDefaults(m UploadedMedia) UploadedMedia {
	if m.OwnerID == "" {
		m.OwnerID = DemoUserID
	}
	if m.CheckAfterSecs <= 0 {
		m.CheckAfterSecs = 1
	}
	if m.Error == (MediaProcessingError{}) {
		m.Error = MediaProcessingError{Code: 1, Name: "InvalidMedia", Message: "Unsupported video format"}
	}
	if m.ExpiresAfterSecs <= 0 {
		m.ExpiresAfterSecs = 86400
	}
	return m
}

// status is the STATUS answer of m at now.
func (m *uploadedMedia) status(now time.Time) map[string]any {
	elapsed := max(now.Sub(m.uploadedAt), 0)
	id, _ := strconv.ParseUint(m.ID, 10, 64)
	out := map[string]any{"media_id": id, "media_id_string": m.ID}
	usable := func() {
		out["expires_after_secs"] = max(m.ExpiresAfterSecs-int(elapsed/time.Second), 0)
		if m.VideoType != "" {
			out["video"] = map[string]any{"video_type": m.VideoType}
		}
	}
	switch {
	case m.Course == MediaNoProcessing:
		usable()
	case elapsed < m.Pending:
		out["expires_after_secs"] = m.ExpiresAfterSecs - int(elapsed/time.Second)
		out["processing_info"] = map[string]any{"state": "pending", "check_after_secs": m.CheckAfterSecs}
	case elapsed < m.Pending+m.InProgress:
		done := int(100 * (elapsed - m.Pending) / m.InProgress)
		out["expires_after_secs"] = m.ExpiresAfterSecs - int(elapsed/time.Second)
		out["processing_info"] = map[string]any{"state": "in_progress", "check_after_secs": m.CheckAfterSecs,
			"progress_percent": min(max(done, 1), 99)}
	case m.Course == MediaProcessingSucceeds:
		usable()
		out["processing_info"] = map[string]any{"state": "succeeded", "progress_percent": 100}
	default:
		out["processing_info"] = map[string]any{"state": "failed", "error": map[string]any{
			"code": m.Error.Code, "name": m.Error.Name, "message": m.Error.Message,
		}}
	}
	return out
}
