package emulator

import (
	"fmt"
	"maps"
	"slices"
)

// postReferenceKinds are the event types of a post made from another one (the description,
// 2.168) and the kind of reference the new post carries in referenced_posts.
var postReferenceKinds = map[string]string{
	"post.reply.create":  "replied_to",
	"post.quote.create":  "quoted",
	"post.repost.create": "reposted",
}

// postActivityFields are what a post payload of the activity stream shows of the post.
var postActivityFields = fieldSet{"author_id": true, "created_at": true, "conversation_id": true,
	"in_reply_to_user_id": true, "lang": true, "referenced_posts": true}

// RecordPostReference makes authorID reply to, quote or repost the post refPostID (eventType is
// post.reply.create, post.quote.create or post.repost.create), counts it on that post, and records
// the event with the new post as its payload; the event's target is the author of refPostID. text
// is the reply's or the quote's own text; a repost's is "RT @<handle>: " and the reposted text, as
// the service writes it. It returns the new post's id.
func (s *Server) RecordPostReference(eventType, authorID, refPostID, text string) (string, error) {
	kind, ok := postReferenceKinds[eventType]
	if !ok {
		return "", fmt.Errorf("%s is not one of %v", eventType, slices.Sorted(maps.Keys(postReferenceKinds)))
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	ref := s.core.posts[refPostID]
	if ref == nil || s.core.users[authorID] == nil {
		return "", fmt.Errorf("%s of post %s by user %s: %w", eventType, refPostID, authorID, ErrNotFound)
	}
	p := &corePost{AuthorID: authorID, Text: text, CreatedAt: s.now().UTC(), Lang: "en",
		ReferencedPosts: []coreReferencedPost{{Type: kind, ID: ref.ID}}}
	switch kind {
	case "replied_to":
		p.ConversationID, p.InReplyToUserID = ref.ConversationID, ref.AuthorID
		ref.Replies++
	case "quoted":
		ref.Quotes++
	case "reposted":
		p.Text = "RT @" + s.core.users[ref.AuthorID].Username + ": " + ref.Text
		ref.Reposts++
	}
	s.addPost(p)
	s.recordActivity(eventType, authorID, ref.AuthorID, s.postView(p, postActivityFields, false))
	return p.ID, nil
}
