package emulator

import (
	"encoding/json"
	"slices"
	"strconv"
)

// accountActivityKind says how an event of the activity log reaches the account-activity webhooks
// (webhooks-and-user-lookup.md, section 3): the envelope member that carries it, the type written
// in the event, and whether it is delivered for the acting user alone.
type accountActivityKind struct {
	member, typ string
	actorOnly   bool
}

// Envelope members of the events the emulator sees.
const (
	memberPostCreate = "post_create_events"
	memberPostDelete = "post_delete_events"
	memberFollow     = "follow_events"
	memberBlock      = "block_events"
	memberMute       = "mute_events"
)

// accountActivityKinds are the events of the log that have an account-activity form. Unfollows,
// blocks and mutes travel in follow_events, block_events and mute_events with a type, as every
// example of the spec shows (the field table's unfollow_events, unblock_events and unmute_events
// are not used: gap 8, the reading). The current pages deliver follows, blocks and mutes
// "by or of" the user, the older enterprise page unfollows, blocks and mutes "by user" only: the
// emulator keeps the narrower reading, which tells no one that they were muted or blocked, as the
// activity subscriptions of mute and block events also filter on their own user (actorOnly). Posts
// reach their author and the users a reply, quote or repost is about or that they mention; a
// deletion, its author. Likes, direct messages and the revocation of an app are not modelled.
var accountActivityKinds = map[string]accountActivityKind{
	"post.create":         {member: memberPostCreate},
	"post.reply.create":   {member: memberPostCreate},
	"post.quote.create":   {member: memberPostCreate},
	"post.repost.create":  {member: memberPostCreate},
	"post.mention.create": {member: memberPostCreate},
	"post.delete":         {member: memberPostDelete, actorOnly: true},
	"follow.follow":       {member: memberFollow, typ: "follow"},
	"follow.unfollow":     {member: memberFollow, typ: "unfollow", actorOnly: true},
	"block.block":         {member: memberBlock, typ: "block", actorOnly: true},
	"block.unblock":       {member: memberBlock, typ: "unblock", actorOnly: true},
	"mute.mute":           {member: memberMute, typ: "mute", actorOnly: true},
	"mute.unmute":         {member: memberMute, typ: "unmute", actorOnly: true},
}

// accountActivityEnvelope is the body of one account-activity delivery: the user it is for and one
// event. The members are written in the order of the spec's examples.
type accountActivityEnvelope struct {
	ForUserID string `json:"for_user_id"`
	// UserHasBlocked is set on a post delivered to another user than its author: the mention
	// example's string "false" (the field table's boolean is_blocked_by is not used, gap 9).
	UserHasBlocked   string            `json:"user_has_blocked,omitempty"`
	PostCreateEvents []legacyPost      `json:"post_create_events,omitempty"`
	FollowEvents     []followEvent     `json:"follow_events,omitempty"`
	BlockEvents      []relationEvent   `json:"block_events,omitempty"`
	MuteEvents       []relationEvent   `json:"mute_events,omitempty"`
	PostDeleteEvents []postDeleteEvent `json:"post_delete_events,omitempty"`
}

// followEvent is an item of follow_events; its example writes the target before the source.
type followEvent struct {
	Type             string     `json:"type"`
	CreatedTimestamp string     `json:"created_timestamp"`
	Target           legacyUser `json:"target"`
	Source           legacyUser `json:"source"`
}

// relationEvent is an item of block_events or mute_events.
type relationEvent struct {
	Type             string     `json:"type"`
	CreatedTimestamp string     `json:"created_timestamp"`
	Source           legacyUser `json:"source"`
	Target           legacyUser `json:"target"`
}

// postDeleteEvent is an item of post_delete_events: the deleted post and its author, and when, in
// epoch milliseconds written as a string as the example does.
type postDeleteEvent struct {
	Status struct {
		ID     string `json:"id"`
		UserID string `json:"user_id"`
	} `json:"status"`
	TimestampMS string `json:"timestamp_ms"`
}

// accountActivityBodies are the bodies of activity a's account-activity deliveries for the users
// that subscribed wants, by user; nil when a has no account-activity form or concerns none of them.
// A post event whose post the emulator does not hold (an activity a test recorded with a payload of
// its own, a promoted-only post) has none. Callers hold s.mu.
func (s *Server) accountActivityBodies(a coreActivity, subscribed func(userID string) bool) map[string][]byte {
	kind, ok := accountActivityKinds[a.EventType]
	if !ok {
		return nil
	}
	users := []string{a.ActorID}
	if !kind.actorOnly {
		users = append(users, a.TargetID)
	}
	var post *corePost
	if kind.member == memberPostCreate {
		if post = s.core.posts[activityPostID(a)]; post == nil {
			return nil
		}
		users = append(users, s.mentionedUsers(post)...)
	}
	users = slices.DeleteFunc(users, func(u string) bool { return u == "" || !subscribed(u) })
	if len(users) == 0 {
		return nil
	}
	env := accountActivityEnvelope{}
	created := strconv.FormatInt(a.At.UnixMilli(), 10)
	switch kind.member {
	case memberPostCreate:
		env.PostCreateEvents = []legacyPost{s.legacyPostOf(post)}
	case memberPostDelete:
		id := activityPostID(a)
		if id == "" {
			return nil
		}
		ev := postDeleteEvent{TimestampMS: created}
		ev.Status.ID, ev.Status.UserID = id, a.ActorID
		env.PostDeleteEvents = []postDeleteEvent{ev}
	case memberFollow:
		env.FollowEvents = []followEvent{{Type: kind.typ, CreatedTimestamp: created,
			Target: s.legacyUserOf(a.TargetID), Source: s.legacyUserOf(a.ActorID)}}
	case memberBlock, memberMute:
		ev := []relationEvent{{Type: kind.typ, CreatedTimestamp: created,
			Source: s.legacyUserOf(a.ActorID), Target: s.legacyUserOf(a.TargetID)}}
		if kind.member == memberBlock {
			env.BlockEvents = ev
		} else {
			env.MuteEvents = ev
		}
	}
	bodies := map[string][]byte{}
	for _, u := range users {
		if bodies[u] != nil {
			continue
		}
		env.ForUserID, env.UserHasBlocked = u, ""
		if post != nil && u != post.AuthorID {
			env.UserHasBlocked = strconv.FormatBool(slices.Contains(s.core.blocks[u], post.AuthorID))
		}
		body, err := json.Marshal(env)
		if err != nil {
			// An id that is not a number (one a test recorded) cannot be the older format's
			// numeric id: such an activity has no account-activity form.
			return nil
		}
		bodies[u] = body
	}
	return bodies
}

// activityPostID is the id of the post an activity's payload shows, if it shows one.
func activityPostID(a coreActivity) string {
	id, _ := a.Payload["id"].(string)
	return id
}
