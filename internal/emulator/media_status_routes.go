package emulator

import (
	"net/http"
	"regexp"
)

var mediaIDPattern = regexp.MustCompile(`^[0-9]{1,19}$`)

// mediaStatusRoutes serves the STATUS command of the upload host (spec item 21), in user context only.
// The emulator serves every host on one address, so upload_url is the emulator's address. Only STATUS is
// implemented: media are added through AddUploadedMedia.
func mediaStatusRoutes() []route {
	return []route{{
		method: http.MethodGet, pattern: "/1.1/media/upload.json",
		schemes: schemeOAuth1User | schemeOAuth2User,
		params:  []string{"command", "media_id"},
		handle:  (*Server).mediaStatus,
	}}
}

// mediaStatus answers the processing status of a media item the caller uploaded. A media item of
// another user answers as an unknown one does (404), so that ids cannot be probed.
func (s *Server) mediaStatus(c *call) (reply, *apiError) {
	switch cmd := c.params.Get("command"); {
	case cmd == "":
		return v11Error(http.StatusBadRequest, v11CodeMissingParameter, "command parameter is missing"), nil
	case cmd != "STATUS":
		return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, "command must be STATUS on GET (case sensitive)"), nil
	}
	id := c.params.Get("media_id")
	switch {
	case id == "":
		return v11Error(http.StatusBadRequest, v11CodeMissingParameter, "media_id parameter is missing"), nil
	case !mediaIDPattern.MatchString(id):
		return v11Error(http.StatusBadRequest, v11CodeInvalidParameter, "media_id must be the id returned by INIT (digits)"), nil
	}
	m := s.core.content.media[id]
	if m == nil || m.OwnerID != c.userID {
		return v11Error(http.StatusNotFound, v11CodeNotFound, "media "+id+" does not exist"), nil
	}
	return reply{raw: m.status(s.opts.Now())}, nil
}
