package adsapi

import (
	"encoding/json"
)

// The objects of the core platform's user and post endpoints. The spec writes "post" where the
// real service's field names carry the brand word "tweet" (pinned_tweet_id, tweet_count,
// includes.tweets, edit_history_tweet_ids, referenced_tweets); every such field decodes from
// both spellings, the spec's winning when both are present.

// User is a user object of the v2 and labs endpoints. Only ID, Name and Username are always
// present; the rest come when selected through user.fields.
type User struct {
	ID               string             `json:"id"`
	Name             string             `json:"name"`
	Username         string             `json:"username"`
	CreatedAt        string             `json:"created_at,omitempty"`
	Description      string             `json:"description,omitempty"`
	Location         string             `json:"location,omitempty"`
	URL              string             `json:"url,omitempty"`
	ProfileImageURL  string             `json:"profile_image_url,omitempty"`
	ProfileBannerURL string             `json:"profile_banner_url,omitempty"`
	Protected        *bool              `json:"protected,omitempty"`
	Verified         *bool              `json:"verified,omitempty"`
	VerifiedType     string             `json:"verified_type,omitempty"`
	PinnedPostID     string             `json:"pinned_post_id,omitempty"`
	MostRecentPostID string             `json:"most_recent_post_id,omitempty"`
	PublicMetrics    *UserPublicMetrics `json:"public_metrics,omitempty"`
	// SubscriberCount counts the user's Premium subscribers (user.fields=subscriber_count, 2.168);
	// nil when the answer leaves it out.
	SubscriberCount *int64        `json:"subscriber_count,omitempty"`
	Entities        *UserEntities `json:"entities,omitempty"`
	Withheld        *Withheld     `json:"withheld,omitempty"`
}

// UnmarshalJSON accepts the real service's pinned_tweet_id and most_recent_tweet_id beside the
// spec's names.
func (u *User) UnmarshalJSON(b []byte) error {
	type plain User
	var v struct {
		plain
		PinnedTweetID     string `json:"pinned_tweet_id"`
		MostRecentTweetID string `json:"most_recent_tweet_id"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*u = User(v.plain)
	if u.PinnedPostID == "" {
		u.PinnedPostID = v.PinnedTweetID
	}
	if u.MostRecentPostID == "" {
		u.MostRecentPostID = v.MostRecentTweetID
	}
	return nil
}

// UserPublicMetrics are a user's public counts.
type UserPublicMetrics struct {
	FollowersCount int64 `json:"followers_count"`
	FollowingCount int64 `json:"following_count"`
	PostCount      int64 `json:"post_count"`
	ListedCount    int64 `json:"listed_count"`
	// LikeCount is nil when absent: the labs lookup does not count likes.
	LikeCount *int64 `json:"like_count,omitempty"`
}

// UnmarshalJSON accepts the real service's tweet_count for PostCount.
func (m *UserPublicMetrics) UnmarshalJSON(b []byte) error {
	type plain UserPublicMetrics
	var v struct {
		plain
		PostCount  *int64 `json:"post_count"`
		TweetCount *int64 `json:"tweet_count"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*m = UserPublicMetrics(v.plain)
	switch {
	case v.PostCount != nil:
		m.PostCount = *v.PostCount
	case v.TweetCount != nil:
		m.PostCount = *v.TweetCount
	}
	return nil
}

// UserEntities are the entities of a user's url and description.
type UserEntities struct {
	URL         *EntityGroup `json:"url,omitempty"`
	Description *EntityGroup `json:"description,omitempty"`
}

// EntityGroup holds the entities found in one text.
type EntityGroup struct {
	URLs     []URLEntity     `json:"urls,omitempty"`
	Hashtags []TagEntity     `json:"hashtags,omitempty"`
	Cashtags []TagEntity     `json:"cashtags,omitempty"`
	Mentions []MentionEntity `json:"mentions,omitempty"`
}

// URLEntity is a link inside a text; Start and End are zero-based character offsets.
type URLEntity struct {
	Start       int    `json:"start"`
	End         int    `json:"end"`
	URL         string `json:"url"`
	ExpandedURL string `json:"expanded_url,omitempty"`
	DisplayURL  string `json:"display_url,omitempty"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	UnwoundURL  string `json:"unwound_url,omitempty"`
	Status      int    `json:"status,omitempty"`
}

// TagEntity is a hashtag or cashtag. The v2 endpoints name its text tag; the labs lookup names it
// hashtag or cashtag: all three decode into Tag.
type TagEntity struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Tag   string `json:"tag"`
}

// UnmarshalJSON accepts tag, hashtag and cashtag.
func (t *TagEntity) UnmarshalJSON(b []byte) error {
	var v struct {
		Start   int    `json:"start"`
		End     int    `json:"end"`
		Tag     string `json:"tag"`
		Hashtag string `json:"hashtag"`
		Cashtag string `json:"cashtag"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	t.Start, t.End, t.Tag = v.Start, v.End, v.Tag
	if t.Tag == "" {
		t.Tag = v.Hashtag
	}
	if t.Tag == "" {
		t.Tag = v.Cashtag
	}
	return nil
}

// MentionEntity is a mention of a user inside a text.
type MentionEntity struct {
	Start    int    `json:"start"`
	End      int    `json:"end"`
	Username string `json:"username"`
	ID       string `json:"id,omitempty"`
}

// Withheld says where a user or post is withheld.
type Withheld struct {
	Copyright    *bool    `json:"copyright,omitempty"`
	CountryCodes []string `json:"country_codes"`
	Scope        string   `json:"scope,omitempty"`
}

// Post is a post object. Only ID and Text are always present (and, on the real service,
// EditHistoryPostIDs); the rest come when selected through post.fields.
type Post struct {
	ID                 string             `json:"id"`
	Text               string             `json:"text"`
	AuthorID           string             `json:"author_id,omitempty"`
	CreatedAt          string             `json:"created_at,omitempty"`
	ConversationID     string             `json:"conversation_id,omitempty"`
	InReplyToUserID    string             `json:"in_reply_to_user_id,omitempty"`
	Lang               string             `json:"lang,omitempty"`
	Source             string             `json:"source,omitempty"`
	ReplySettings      string             `json:"reply_settings,omitempty"`
	PossiblySensitive  *bool              `json:"possibly_sensitive,omitempty"`
	ReferencedPosts    []ReferencedPost   `json:"referenced_posts,omitempty"`
	EditHistoryPostIDs []string           `json:"edit_history_post_ids,omitempty"`
	PublicMetrics      *PostPublicMetrics `json:"public_metrics,omitempty"`
	Entities           *EntityGroup       `json:"entities,omitempty"`
	Attachments        *PostAttachments   `json:"attachments,omitempty"`
	Withheld           *Withheld          `json:"withheld,omitempty"`
}

// UnmarshalJSON accepts the real service's referenced_tweets and edit_history_tweet_ids.
func (p *Post) UnmarshalJSON(b []byte) error {
	type plain Post
	var v struct {
		plain
		ReferencedTweets    []ReferencedPost `json:"referenced_tweets"`
		EditHistoryTweetIDs []string         `json:"edit_history_tweet_ids"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*p = Post(v.plain)
	if p.ReferencedPosts == nil {
		p.ReferencedPosts = v.ReferencedTweets
	}
	if p.EditHistoryPostIDs == nil {
		p.EditHistoryPostIDs = v.EditHistoryTweetIDs
	}
	return nil
}

// ReferencedPost is a post that a post reposts, quotes or replies to; Type is reposted, quoted
// or replied_to (the real service writes retweeted for reposted: it is decoded as reposted).
type ReferencedPost struct {
	Type string `json:"type"`
	ID   string `json:"id"`
}

// UnmarshalJSON maps the real service's retweeted to the spec's reposted.
func (r *ReferencedPost) UnmarshalJSON(b []byte) error {
	type plain ReferencedPost
	var v plain
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	if v.Type == "retweeted" {
		v.Type = "reposted"
	}
	*r = ReferencedPost(v)
	return nil
}

// PostPublicMetrics are a post's public counts. The spec names the counts (bookmarks, views,
// likes, replies, reposts, quotes) but not the counters; these are the real service's names with
// post for tweet (repost_count decodes retweet_count too; impression_count is the views).
type PostPublicMetrics struct {
	LikeCount       int64 `json:"like_count"`
	ReplyCount      int64 `json:"reply_count"`
	RepostCount     int64 `json:"repost_count"`
	QuoteCount      int64 `json:"quote_count"`
	BookmarkCount   int64 `json:"bookmark_count"`
	ImpressionCount int64 `json:"impression_count"`
}

// UnmarshalJSON accepts retweet_count for RepostCount.
func (m *PostPublicMetrics) UnmarshalJSON(b []byte) error {
	type plain PostPublicMetrics
	var v struct {
		plain
		RepostCount  *int64 `json:"repost_count"`
		RetweetCount *int64 `json:"retweet_count"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*m = PostPublicMetrics(v.plain)
	switch {
	case v.RepostCount != nil:
		m.RepostCount = *v.RepostCount
	case v.RetweetCount != nil:
		m.RepostCount = *v.RetweetCount
	}
	return nil
}

// PostAttachments are the media, quoted media sources and polls of a post.
type PostAttachments struct {
	MediaKeys           []string `json:"media_keys,omitempty"`
	MediaSourcePostIDs  []string `json:"media_source_post_ids,omitempty"`
	PollIDs             []string `json:"poll_ids,omitempty"`
	MediaSourceTweetIDs []string `json:"media_source_tweet_ids,omitempty"`
}

// Includes are the objects an answer expands (includes). Posts decodes the real service's
// includes.tweets too.
type Includes struct {
	Users  []User          `json:"users,omitempty"`
	Posts  []Post          `json:"posts,omitempty"`
	Media  []IncludedMedia `json:"media,omitempty"`
	Places []Place         `json:"places,omitempty"`
	Polls  []Poll          `json:"polls,omitempty"`
	Topics []Topic         `json:"topics,omitempty"`
}

// UnmarshalJSON accepts includes.tweets beside includes.posts.
func (in *Includes) UnmarshalJSON(b []byte) error {
	type plain Includes
	var v struct {
		plain
		Tweets []Post `json:"tweets"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*in = Includes(v.plain)
	if in.Posts == nil {
		in.Posts = v.Tweets
	}
	return nil
}

// merge appends the objects of another page's includes.
func (in *Includes) merge(o Includes) {
	in.Users = append(in.Users, o.Users...)
	in.Posts = append(in.Posts, o.Posts...)
	in.Media = append(in.Media, o.Media...)
	in.Places = append(in.Places, o.Places...)
	in.Polls = append(in.Polls, o.Polls...)
	in.Topics = append(in.Topics, o.Topics...)
}

// IncludedMedia is an expanded media item; the labs lookup adds DurationMS, PreviewImageURL and URL.
type IncludedMedia struct {
	MediaKey        string `json:"media_key"`
	Type            string `json:"type"`
	Height          int    `json:"height,omitempty"`
	Width           int    `json:"width,omitempty"`
	DurationMS      int64  `json:"duration_ms,omitempty"`
	PreviewImageURL string `json:"preview_image_url,omitempty"`
	URL             string `json:"url,omitempty"`
}

// Place is an expanded place.
type Place struct {
	ID              string          `json:"id"`
	FullName        string          `json:"full_name"`
	Name            string          `json:"name,omitempty"`
	Country         string          `json:"country,omitempty"`
	CountryCode     string          `json:"country_code,omitempty"`
	PlaceType       string          `json:"place_type,omitempty"`
	ContainedWithin []string        `json:"contained_within,omitempty"`
	Geo             json.RawMessage `json:"geo,omitempty"`
}

// Poll is an expanded poll.
type Poll struct {
	ID              string       `json:"id"`
	DurationMinutes int          `json:"duration_minutes,omitempty"`
	EndDatetime     string       `json:"end_datetime,omitempty"`
	VotingStatus    string       `json:"voting_status,omitempty"`
	Options         []PollOption `json:"options"`
}

// PollOption is one choice of a poll.
type PollOption struct {
	Label    string `json:"label"`
	Position int    `json:"position"`
	Votes    int64  `json:"votes"`
}

// Topic is an expanded topic.
type Topic struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
}
