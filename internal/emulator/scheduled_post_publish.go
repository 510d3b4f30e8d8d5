package emulator

import (
	"cmp"
	"slices"
)

// maxPostImages is how many images one post carries; a GIF or a video comes alone.
const maxPostImages = 4

// publishDue publishes every waiting scheduled post whose scheduled_at has come on the entity clock
// (Options.Now), oldest first, as the service does by itself. The emulator has no timer: this runs
// before each request is handled and in the hooks that read the state, so that whoever looks sees
// what the service would show. Callers hold s.mu.
func (s *Server) publishDue() {
	now := s.opts.Now()
	type due struct {
		a *account
		p *ScheduledPost
	}
	var found []due
	for _, a := range s.accounts {
		for _, p := range a.scheduledPosts {
			if p.waiting() && !now.Before(p.ScheduledAt) {
				found = append(found, due{a, p})
			}
		}
	}
	slices.SortFunc(found, func(x, y due) int {
		return cmp.Or(x.p.ScheduledAt.Compare(y.p.ScheduledAt), compareIDs(x.p.ID, y.p.ID))
	})
	for _, d := range found {
		s.publish(d.a, d.p)
	}
}

// publish runs the checks of an ordinary post on p and, when they pass, publishes it at its
// scheduled_at: the service publishes on time (the spec allows up to a second late), so that is the
// post's creation time and p's completed_at whenever the emulator notices. A promoted-only post
// (nullcast) is kept with the account, where promoted posts find it; an organic one joins the
// timelines and is a post.create event of the activity log, which activity streams and webhooks
// receive; the scheduled promoted posts naming p promote it (promoteScheduled). A post that fails
// its checks is FAILED and nothing is published. Callers hold s.mu.
func (s *Server) publish(a *account, p *ScheduledPost) {
	p.UpdatedAt = p.ScheduledAt
	if !publishable(p, a) {
		p.Status = ScheduledPostFailed
		return
	}
	post := &corePost{ID: s.newDecimalID(), AuthorID: p.UserID, Text: p.Text, CreatedAt: p.ScheduledAt, Lang: "en"}
	post.ConversationID = post.ID
	if p.Nullcast {
		a.nullcastPosts[post.ID] = post
	} else {
		s.addCorePost(post)
		s.recordActivity("post.create", post.AuthorID, "", s.postView(post, postActivityFields, false))
	}
	for _, k := range p.MediaKeys {
		m := a.media[k]
		m.Posted = true
		a.media[k] = m
	}
	p.Status, p.PostID, p.CompletedAt = ScheduledPostSuccess, post.ID, p.ScheduledAt
	s.promoteScheduled(a, p, post)
}

// publishable holds the checks of an ordinary post that the spec defers to publication: its media
// are in the account's library and make up to 4 images, or 1 GIF, or 1 video (an image and a GIF
// together fail, the spec's example); its card is a live card of the account.
func publishable(p *ScheduledPost, a *account) bool {
	if p.CardURI != "" && !a.hasCardURI(p.CardURI) {
		return false
	}
	images := 0
	for _, k := range p.MediaKeys {
		m, ok := a.media[k]
		if !ok {
			return false
		}
		if m.Type == MediaImage {
			images++
		}
	}
	if images != len(p.MediaKeys) {
		return len(p.MediaKeys) == 1
	}
	return images <= maxPostImages
}

// addCorePost adds a published post to the core state, keeping postOrder oldest first. Callers hold
// s.mu.
func (s *Server) addCorePost(p *corePost) {
	s.core.posts[p.ID] = p
	s.core.postOrder = append(s.core.postOrder, p.ID)
	slices.SortStableFunc(s.core.postOrder, func(x, y string) int {
		return s.core.posts[x].CreatedAt.Compare(s.core.posts[y].CreatedAt)
	})
}
