package emulator

import (
	"encoding/json"
	"time"
)

// scheduledPostView is a scheduled post on the wire: an empty name or card_uri is null, media_keys
// is [] when empty, completed_at and post_id are null until publication.
type scheduledPostView struct {
	ID              string   `json:"id"`
	Name            *string  `json:"name"`
	Text            string   `json:"text"`
	UserID          string   `json:"user_id"`
	Nullcast        bool     `json:"nullcast"`
	CardURI         *string  `json:"card_uri"`
	MediaKeys       []string `json:"media_keys"`
	ScheduledAt     string   `json:"scheduled_at"`
	ScheduledStatus string   `json:"scheduled_status"`
	CompletedAt     *string  `json:"completed_at"`
	PostID          *string  `json:"post_id"`
	CreatedAt       string   `json:"created_at"`
	UpdatedAt       string   `json:"updated_at"`
}

func viewScheduledPost(p *ScheduledPost) scheduledPostView {
	v := scheduledPostView{
		ID:              p.ID,
		Text:            p.Text,
		UserID:          p.UserID,
		Nullcast:        p.Nullcast,
		MediaKeys:       append([]string{}, p.MediaKeys...),
		ScheduledAt:     formatTime(p.ScheduledAt),
		ScheduledStatus: p.Status,
		CreatedAt:       formatTime(p.CreatedAt),
		UpdatedAt:       formatTime(p.UpdatedAt),
	}
	if p.Name != "" {
		v.Name = &p.Name
	}
	if p.CardURI != "" {
		v.CardURI = &p.CardURI
	}
	if p.PostID != "" {
		v.PostID = &p.PostID
	}
	if !p.CompletedAt.IsZero() {
		completed := formatTime(p.CompletedAt)
		v.CompletedAt = &completed
	}
	return v
}

// scheduledPostEcho is the request.params of the scheduled post answers, which differ from the
// other endpoints' as the spec shows them: no account_id, as_user_id as a JSON number and, in the
// answer of a delete, scheduled_post_id as one too (numbers written as sent, so that ids above 2^53
// keep their digits), and scheduled_at in UTC to the minute.
func scheduledPostEcho(c *call, numericID bool) map[string]any {
	params := echoParams(&route{listParams: []string{"media_keys"}}, c.pathParams, c.params)
	delete(params, "account_id")
	asNumber := func(name string) {
		if v, ok := params[name].(string); ok && decimalIDPattern.MatchString(v) {
			params[name] = json.Number(v)
		}
	}
	asNumber("as_user_id")
	if numericID {
		asNumber("scheduled_post_id")
	}
	// scheduled_at is echoed as the service used it, as the spec's create example shows it.
	if v, ok := params["scheduled_at"].(string); ok {
		if at, err := parseTimeParam("scheduled_at", v); err == nil {
			params["scheduled_at"] = formatTime(at.Truncate(time.Minute))
		}
	}
	return params
}

// withScheduledPostEcho is rep answered with the scheduled post echo. The envelope is written whole
// (raw), and data and list are kept so that a WrongID fault still finds the object.
func withScheduledPostEcho(c *call, rep reply, numericID bool) reply {
	env := map[string]any{"request": map[string]any{"params": scheduledPostEcho(c, numericID)}, "data": rep.data}
	if rep.list {
		env["next_cursor"] = nil
		if rep.nextCursor != "" {
			env["next_cursor"] = rep.nextCursor
		}
	}
	rep.raw = env
	return rep
}
