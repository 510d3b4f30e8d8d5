package emulator

import (
	"encoding/json"
	"regexp"
	"slices"
	"time"
)

// The account-activity envelope carries users and posts in the older format of the service's
// 1.1 API (webhooks-and-user-lookup.md, section 3): id as a number beside id_str, screen_name,
// created_at written like "Mon May 19 14:01:46 +0000 2025". The spec shows their full member list
// nowhere; the emulator writes the members its examples show, in their order.

// legacyTimeLayout is the older format's created_at: time.RubyDate, written in UTC ("+0000").
const legacyTimeLayout = time.RubyDate

// Long posts: over legacyLongPost characters, text holds the first legacyShortText of them and
// the whole post is in extended_post (the spec's "Long posts" paragraph).
const (
	legacyLongPost  = 280
	legacyShortText = 140
)

// legacyUser is a user in the older format, its members those of the examples' users objects.
// Location, description and url are left out when empty, as the examples leave them out.
type legacyUser struct {
	// ID is written as a JSON number: a reader that decodes it as a float loses the last digits
	// of a 19-digit id, as the spec warns; id_str is exact.
	ID                   json.Number `json:"id"`
	IDStr                string      `json:"id_str"`
	Name                 string      `json:"name,omitempty"`
	ScreenName           string      `json:"screen_name,omitempty"`
	Location             string      `json:"location,omitempty"`
	Description          string      `json:"description,omitempty"`
	URL                  string      `json:"url,omitempty"`
	Protected            bool        `json:"protected"`
	Verified             bool        `json:"verified"`
	FollowersCount       int         `json:"followers_count"`
	FriendsCount         int         `json:"friends_count"`
	StatusesCount        int         `json:"statuses_count"`
	CreatedAt            string      `json:"created_at,omitempty"`
	ProfileImageURLHTTPS string      `json:"profile_image_url_https,omitempty"`
}

// legacyUserOf is the user id in the older format: an id the emulator does not know (an activity
// a test recorded about anyone) is shown by its id alone. Callers hold s.mu.
func (s *Server) legacyUserOf(id string) legacyUser {
	u := s.core.users[id]
	if u == nil {
		return legacyUser{ID: json.Number(id), IDStr: id}
	}
	posts := 0
	for _, p := range s.core.posts {
		if p.AuthorID == id {
			posts++
		}
	}
	return legacyUser{ID: json.Number(u.ID), IDStr: u.ID, Name: u.Name, ScreenName: u.Username,
		Location: u.Location, Description: u.Description, URL: u.URL, Protected: u.Protected, Verified: u.Verified,
		FollowersCount: u.Followers, FriendsCount: u.Following, StatusesCount: posts,
		CreatedAt: u.CreatedAt.UTC().Format(legacyTimeLayout), ProfileImageURLHTTPS: u.ProfileImageURL}
}

// legacyPost is a post in the older format: the members of the spec's long-post example, the reply
// and quote members of the 1.1 post object, and lang.
type legacyPost struct {
	CreatedAt            string         `json:"created_at"`
	ID                   json.Number    `json:"id"`
	IDStr                string         `json:"id_str"`
	Text                 string         `json:"text"`
	DisplayTextRange     []int          `json:"display_text_range,omitempty"`
	Truncated            bool           `json:"truncated"`
	InReplyToStatusID    *json.Number   `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string        `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *json.Number   `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string        `json:"in_reply_to_user_id_str"`
	InReplyToScreenName  *string        `json:"in_reply_to_screen_name"`
	User                 legacyUser     `json:"user"`
	IsQuoteStatus        bool           `json:"is_quote_status"`
	QuotedStatusIDStr    string         `json:"quoted_status_id_str,omitempty"`
	ExtendedPost         *legacyLong    `json:"extended_post,omitempty"`
	Entities             legacyEntities `json:"entities"`
	Lang                 string         `json:"lang,omitempty"`
}

// legacyLong is extended_post: the whole text of a long post and its entities.
type legacyLong struct {
	FullText         string         `json:"full_text"`
	DisplayTextRange []int          `json:"display_text_range"`
	Entities         legacyEntities `json:"entities"`
}

// legacyEntities are what a text holds, each with its indices in characters. The emulator knows
// no links (urls stays empty); a mention of a user it does not know is not one.
type legacyEntities struct {
	Hashtags     []legacyTag     `json:"hashtags"`
	URLs         []any           `json:"urls"`
	UserMentions []legacyMention `json:"user_mentions"`
	Symbols      []legacyTag     `json:"symbols"`
}

type legacyTag struct {
	Text    string `json:"text"`
	Indices [2]int `json:"indices"`
}

type legacyMention struct {
	ScreenName string      `json:"screen_name"`
	Name       string      `json:"name"`
	ID         json.Number `json:"id"`
	IDStr      string      `json:"id_str"`
	Indices    [2]int      `json:"indices"`
}

// legacyPostOf is p in the older format. Callers hold s.mu.
func (s *Server) legacyPostOf(p *corePost) legacyPost {
	v := legacyPost{CreatedAt: p.CreatedAt.UTC().Format(legacyTimeLayout), ID: json.Number(p.ID), IDStr: p.ID,
		Text: p.Text, User: s.legacyUserOf(p.AuthorID), Entities: s.legacyEntitiesOf(p.Text), Lang: p.Lang}
	for _, r := range p.ReferencedPosts {
		switch r.Type {
		case "replied_to":
			id := json.Number(r.ID)
			v.InReplyToStatusID, v.InReplyToStatusIDStr = &id, &r.ID
		case "quoted":
			v.IsQuoteStatus, v.QuotedStatusIDStr = true, r.ID
		}
	}
	if p.InReplyToUserID != "" {
		uid, userID := json.Number(p.InReplyToUserID), p.InReplyToUserID
		v.InReplyToUserID, v.InReplyToUserIDStr = &uid, &userID
		if u := s.core.users[userID]; u != nil {
			v.InReplyToScreenName = &u.Username
		}
	}
	if text := []rune(p.Text); len(text) > legacyLongPost {
		short := string(text[:legacyShortText])
		v.Text, v.Truncated, v.DisplayTextRange = short, true, []int{0, legacyShortText}
		v.Entities = s.legacyEntitiesOf(short)
		v.ExtendedPost = &legacyLong{FullText: p.Text, DisplayTextRange: []int{0, len(text)}, Entities: s.legacyEntitiesOf(p.Text)}
	}
	return v
}

// legacyEntitiesOf finds the hashtags, cashtags (symbols) and mentions of known users in text.
// Callers hold s.mu.
func (s *Server) legacyEntitiesOf(text string) legacyEntities {
	e := legacyEntities{Hashtags: []legacyTag{}, URLs: []any{}, UserMentions: []legacyMention{}, Symbols: []legacyTag{}}
	each := func(re *regexp.Regexp, found func(name string, indices [2]int)) {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			start := len([]rune(text[:m[0]]))
			found(text[m[2]:m[3]], [2]int{start, start + len([]rune(text[m[0]:m[1]]))})
		}
	}
	each(hashtagPattern, func(name string, at [2]int) { e.Hashtags = append(e.Hashtags, legacyTag{name, at}) })
	each(cashtagPattern, func(name string, at [2]int) { e.Symbols = append(e.Symbols, legacyTag{name, at}) })
	each(mentionPattern, func(name string, at [2]int) {
		if u := s.userByUsername(name); u != nil {
			e.UserMentions = append(e.UserMentions, legacyMention{ScreenName: u.Username, Name: u.Name, ID: json.Number(u.ID), IDStr: u.ID, Indices: at})
		}
	})
	return e
}

// mentionedUsers are the ids of the known users p mentions, in its text or as seeded, without
// repeats.
func (s *Server) mentionedUsers(p *corePost) []string {
	ids := slices.Clone(p.Mentions)
	for _, m := range s.legacyEntitiesOf(p.Text).UserMentions {
		if !slices.Contains(ids, m.IDStr) {
			ids = append(ids, m.IDStr)
		}
	}
	return ids
}
