package emulator

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"
)

// Scheduled post limits (spec): name up to 80 characters; scheduled_at at most a year (365 days)
// ahead, at minute precision; at most 30 scheduled posts in one 15-minute window.
const (
	maxScheduledPostNameChars = 80
	maxScheduleAhead          = 365 * 24 * time.Hour
	scheduleSlot              = 15 * time.Minute
	maxPostsPerScheduleSlot   = 30
)

// scheduledPostUpdateParams are the parameters of an update: the user is fixed at creation.
var scheduledPostUpdateParams = []string{"card_uri", "media_keys", "name", "nullcast", "scheduled_at", "text"}

// scheduledPostParams are the parameters of a create.
var scheduledPostParams = append([]string{"as_user_id"}, scheduledPostUpdateParams...)

// mediaKeyPattern is the form of a media key: <n>_<digits>.
var mediaKeyPattern = regexp.MustCompile(`^[0-9]+_[0-9]+$`)

// decimalIDPattern is the form of the ids of users, posts and scheduled posts: a 64-bit unsigned
// integer written in decimal.
var decimalIDPattern = regexp.MustCompile(`^[0-9]{1,20}$`)

// applyScheduledPostParams copies the parameters present in params onto p, checking the form of
// each. Only the form: the spec runs the checks of an ordinary post (that the media are in the
// library and of one kind, that the card exists) at publication, where they fail the post
// (scheduled_post_publish.go), and an empty value clears card_uri, media_keys, name and text.
func (s *Server) applyScheduledPostParams(p *ScheduledPost, params url.Values) *apiError {
	if params.Has("name") {
		p.Name = params.Get("name")
		if utf8.RuneCountInString(p.Name) > maxScheduledPostNameChars {
			return invalidParameter("name", "name must be at most %d characters", maxScheduledPostNameChars)
		}
	}
	if params.Has("text") {
		p.Text = params.Get("text")
	}
	if params.Has("nullcast") {
		v := params.Get("nullcast")
		if v != "true" && v != "false" {
			return invalidParameter("nullcast", "nullcast must be true or false")
		}
		p.Nullcast = v == "true"
	}
	if params.Has("card_uri") {
		uri := params.Get("card_uri")
		if uri != "" && !cardURIPattern.MatchString(uri) {
			return invalidParameter("card_uri", "card_uri %q is not of the form card://<id>", uri)
		}
		p.CardURI = uri
	}
	if params.Has("media_keys") {
		keys := splitList(params.Get("media_keys"))
		for _, k := range keys {
			if !mediaKeyPattern.MatchString(k) {
				return invalidParameter("media_keys", "media key %q is not of the form <n>_<digits>", k)
			}
		}
		p.MediaKeys = keys
	}
	if params.Has("scheduled_at") {
		at, err := s.parseScheduledAt(params.Get("scheduled_at"))
		if err != nil {
			return err
		}
		p.ScheduledAt = at
	}
	return nil
}

// parseScheduledAt reads scheduled_at as the service reads every input time (parseTimeParam: any
// ISO 8601 offset, or a date alone at midnight UTC), in UTC with the seconds dropped (minute
// precision), at most a year ahead of the clock. A time already past is not refused: the spec
// states no such rule, and the post is published at once.
func (s *Server) parseScheduledAt(v string) (time.Time, *apiError) {
	if v == "" {
		return time.Time{}, missingParameter("scheduled_at")
	}
	at, err := parseTimeParam("scheduled_at", v)
	if err != nil {
		return time.Time{}, err
	}
	at = at.Truncate(time.Minute)
	if at.Sub(s.opts.Now()) > maxScheduleAhead {
		return time.Time{}, invalidParameter("scheduled_at", "scheduled_at may be at most one year (365 days) ahead")
	}
	return at, nil
}

// checkScheduledPost checks what depends on the whole post and on the account: a post is not blank,
// an organic one (nullcast false) is the FULL promotable user's, and its 15-minute window has room.
// The spec speaks of "the same 15-minute window around scheduled_at" without saying more: the
// emulator counts the posts of the same user whose scheduled_at falls in the same quarter of the
// clock's hour, whatever their status.
func checkScheduledPost(p *ScheduledPost, a *account) *apiError {
	if strings.TrimSpace(p.Text) == "" && len(p.MediaKeys) == 0 {
		return badRequest(codePostCannotBeBlank, "text", "a scheduled post cannot be blank: give text, media_keys or both")
	}
	if !p.Nullcast && p.UserID != a.fullUserID() {
		return invalidParameter("nullcast", "only the account's FULL promotable user may publish an organic post (nullcast=false); user %s is not", p.UserID)
	}
	slot := p.ScheduledAt.Truncate(scheduleSlot)
	n := 0
	for _, other := range a.scheduledPosts {
		if other.ID != p.ID && other.UserID == p.UserID && other.ScheduledAt.Truncate(scheduleSlot).Equal(slot) {
			n++
		}
	}
	if n >= maxPostsPerScheduleSlot {
		// The spec names the refusal but not its status; it is the request's content that the
		// caller must change (another time), so 400 rather than a 429 a client would wait out.
		return &apiError{status: http.StatusBadRequest, code: codeScheduledPostLimitExceeded, parameter: "scheduled_at",
			message: "at most 30 posts may be scheduled in the 15-minute window starting " + formatTime(slot)}
	}
	return nil
}
