package emulator

// postView is a post as an answer shows it: id and text always, with edit_history_post_ids as
// the v2 endpoints add by default, and the selected fields the emulator knows. labs answers
// (the pinned posts of a lookup) carry only what post.fields selects. Callers hold s.mu.
func (s *Server) postView(p *corePost, fields fieldSet, labs bool) map[string]any {
	v := map[string]any{"id": p.ID, "text": p.Text}
	if !labs || fields["edit_history_post_ids"] {
		v["edit_history_post_ids"] = []string{p.ID}
	}
	if fields["author_id"] {
		v["author_id"] = p.AuthorID
	}
	if fields["created_at"] {
		v["created_at"] = p.CreatedAt.UTC().Format(userTimeLayout)
	}
	if fields["conversation_id"] && p.ConversationID != "" {
		v["conversation_id"] = p.ConversationID
	}
	if fields["in_reply_to_user_id"] && p.InReplyToUserID != "" {
		v["in_reply_to_user_id"] = p.InReplyToUserID
	}
	if fields["lang"] && p.Lang != "" {
		v["lang"] = p.Lang
	}
	if fields["possibly_sensitive"] {
		v["possibly_sensitive"] = false
	}
	if fields["reply_settings"] {
		v["reply_settings"] = "everyone"
	}
	if fields["referenced_posts"] && len(p.ReferencedPosts) > 0 {
		refs := make([]any, 0, len(p.ReferencedPosts))
		for _, r := range p.ReferencedPosts {
			refs = append(refs, map[string]any{"type": r.Type, "id": r.ID})
		}
		v["referenced_posts"] = refs
	}
	if fields["public_metrics"] {
		v["public_metrics"] = map[string]any{
			"like_count": p.Likes, "reply_count": p.Replies, "repost_count": p.Reposts, "quote_count": p.Quotes,
			"bookmark_count": 0, "impression_count": 10 * (p.Likes + p.Reposts + p.Replies + p.Quotes + 1),
		}
	}
	if fields["entities"] {
		if e := s.postEntities(p, labs); len(e) > 0 {
			v["entities"] = e
		}
	}
	return v
}

// postEntities are a post's hashtags, cashtags and mentions; a mention of a known user carries
// its id. Callers hold s.mu.
func (s *Server) postEntities(p *corePost, labs bool) map[string]any {
	e := textEntities(p.Text, labs)
	mentions, _ := e["mentions"].([]any)
	for _, m := range mentions {
		item, _ := m.(map[string]any)
		name, _ := item["username"].(string)
		for _, u := range s.core.users {
			if u.Username == name {
				item["id"] = u.ID
			}
		}
	}
	return e
}
