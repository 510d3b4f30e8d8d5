package adsapi

import (
	"context"
	"net/http"
	"net/url"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// TimelinesService reads timelines of posts: a user's own posts, the posts mentioning a user and
// the authenticated user's home timeline.
//
// The spec shows only the names and paths of these endpoints; their parameters are the
// description's (held by internal/contract): max_results, pagination_token
// (answers meta.next_token), start_time and end_time (RFC 3339, UTC), post.fields, user.fields and
// expansions, of which the client sends these (not since_id, until_id, exclude or the includes'
// media, poll and place fields).
type TimelinesService struct{ c *Client }

// maxTimelinePage is max_results of the timelines: the real service takes 5 to 100 for a user's
// posts and mentions, 1 to 100 for the home timeline.
const maxTimelinePage = 100

// TimelineOptions are the parameters of the timelines.
type TimelineOptions struct {
	FieldOptions
	// StartTime and EndTime bound the posts' creation time; zero leaves the bound out.
	StartTime, EndTime time.Time
	// Limit 0 reads every page; otherwise the timeline stops after Limit posts.
	Limit int
}

func (o TimelineOptions) query() url.Values {
	q := url.Values{}
	o.encode(q)
	if !o.StartTime.IsZero() {
		q.Set("start_time", o.StartTime.UTC().Format(time.RFC3339))
	}
	if !o.EndTime.IsZero() {
		q.Set("end_time", o.EndTime.UTC().Format(time.RFC3339))
	}
	return q
}

// PostList is a timeline: the posts, newest first, with what they expand to and the entries of
// what could not be returned (such as a user that does not exist). More says the service had
// more than the caller's limit.
type PostList struct {
	Posts    []Post
	Includes Includes
	Errors   []transport.ErrorDetail
	More     bool
}

// Posts lists the recent posts authored by userID. OAuth 2.0 (post.read, users.read), OAuth 1.0a
// or the app-only bearer token. (The real service's path segment is "tweets"; the spec writes posts.)
//
// GET /2/users/:id/posts
func (s *TimelinesService) Posts(ctx context.Context, userID string, opts TimelineOptions) (*PostList, error) {
	return s.list(ctx, "/2/users/:id/posts", userID, opts, transport.OAuth2User, transport.OAuth1User, transport.AppBearer)
}

// Mentions lists the recent posts mentioning userID. OAuth 2.0 (post.read, users.read), OAuth
// 1.0a or the app-only bearer token.
//
// GET /2/users/:id/mentions
func (s *TimelinesService) Mentions(ctx context.Context, userID string, opts TimelineOptions) (*PostList, error) {
	return s.list(ctx, "/2/users/:id/mentions", userID, opts, transport.OAuth2User, transport.OAuth1User, transport.AppBearer)
}

// HomeTimeline lists the recent posts of userID and of the accounts it follows, newest first;
// userID must be the authenticated user, so only user context is accepted.
//
// GET /2/users/:id/timelines/reverse_chronological
func (s *TimelinesService) HomeTimeline(ctx context.Context, userID string, opts TimelineOptions) (*PostList, error) {
	return s.list(ctx, "/2/users/:id/timelines/reverse_chronological", userID, opts, transport.OAuth2User, transport.OAuth1User)
}

func (s *TimelinesService) list(ctx context.Context, template, userID string, opts TimelineOptions, auths ...transport.AuthScheme) (*PostList, error) {
	r := s.c.apiRequest(http.MethodGet, template, []string{userID}, opts.query(), nil, auths...)
	p, err := collectV2Pages[Post](ctx, s.c, r, maxTimelinePage, opts.Limit)
	if err != nil {
		return nil, err
	}
	return &PostList{Posts: p.items, Includes: p.includes, Errors: p.errors, More: p.more}, nil
}
