package activity

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// eventTypes are the activity event types the service knows (42).
var eventTypes = []string{
	"profile.update.bio", "profile.update.profile_picture", "profile.update.banner_picture",
	"profile.update.screenname", "profile.update.geo", "profile.update.url",
	"profile.update.verified_badge", "profile.update.affiliate_badge", "profile.update.handle",
	"news.new", "follow.follow", "follow.unfollow", "spaces.start", "spaces.end",
	"broadcast.start", "broadcast.end", "broadcast.chat", "chat.received", "chat.sent",
	"chat.conversation.join", "chat.conversation_join", "chat.conversation.member_added",
	"chat.conversation.member_removed", "chat.conversation.admin_added",
	"chat.conversation.admin_removed", "chat.update.group_name", "chat.update.restrictions",
	"dm.sent", "dm.received", "dm.indicate_typing", "dm.read", "post.create", "post.delete",
	"post.mention.create", "post.reply.create", "post.quote.create", "post.repost.create",
	"like.create", "mute.mute", "mute.unmute", "block.block", "block.unblock",
}

// family is the part of an event type before its first dot.
func family(eventType string) string {
	f, _, _ := strings.Cut(eventType, ".")
	return f
}

// scopeOf is the OAuth 2.0 scope an event type's family needs (the spec's table).
func scopeOf(eventType string) string {
	switch family(eventType) {
	case "chat", "dm":
		return "dm.read"
	case "like":
		return "like.read"
	case "mute":
		return "mute.read"
	case "block":
		return "block.read"
	case "subscriptions":
		return "follows.read"
	}
	return "post.read"
}

// actorOnly reports whether subscriptions of the event type must filter on the authenticated user.
func actorOnly(eventType string) bool {
	switch family(eventType) {
	case "mute", "block", "subscriptions":
		return true
	}
	return false
}

// qualifierFamilies are the event families whose filter takes qualifiers: chat, follow (and
// unfollow) and like events, as the description names them, and subscriptions events (the spec's
// rule 3).
var qualifierFamilies = []string{"chat", "follow", "like", "subscriptions"}

// noDirection reports whether the event type's family takes no filter.direction.
func noDirection(eventType string) bool {
	f := family(eventType)
	return f == "mute" || f == "block"
}

// utcTimeValidator checks an RFC 3339 date-time in UTC, such as 2024-01-02T03:04:05Z.
type utcTimeValidator struct{}

func (utcTimeValidator) Description(context.Context) string {
	return "must be an RFC 3339 date-time in UTC, such as 2024-01-02T03:04:05Z"
}
func (v utcTimeValidator) MarkdownDescription(ctx context.Context) string { return v.Description(ctx) }
func (v utcTimeValidator) ValidateString(ctx context.Context, req validator.StringRequest, resp *validator.StringResponse) {
	if req.ConfigValue.IsNull() || req.ConfigValue.IsUnknown() {
		return
	}
	s := req.ConfigValue.ValueString()
	if _, err := time.Parse(time.RFC3339, s); err != nil || !strings.HasSuffix(s, "Z") {
		resp.Diagnostics.AddAttributeError(req.Path, "Invalid date-time", fmt.Sprintf("Attribute %s %s; got %q.", req.Path, v.Description(ctx), s))
	}
}

// maxWait bounds the wait of a stream read, so that a plan cannot hang for long.
const maxWait = 10 * time.Minute
