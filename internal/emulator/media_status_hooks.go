package emulator

import "fmt"

// AddUploadedMedia stores a media item as if its upload had just finished (FINALIZE): its processing
// starts now on the emulator's clock and follows m.Course. Blank fields take the defaults UploadedMedia
// documents; an id already taken fails with ErrConflict.
func (s *Server) AddUploadedMedia(m UploadedMedia) error {
	if !mediaIDPattern.MatchString(m.ID) {
		return fmt.Errorf("add uploaded media %q: the id must be digits", m.ID)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.core.content.media[m.ID] != nil {
		return fmt.Errorf("add uploaded media %s: %w", m.ID, ErrConflict)
	}
	s.core.content.media[m.ID] = &uploadedMedia{UploadedMedia: withMediaDefaults(m), uploadedAt: s.opts.Now()}
	return nil
}
