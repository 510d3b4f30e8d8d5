package emulator

import (
	"time"
)

// Users of the core platform endpoints besides the demo and other users: the developer
// account the spec's examples name, the platform's own account, and two accounts the demo
// user blocks and mutes.
const (
	DevelopersUserID = "2244994945"
	PlatformUserID   = "783214"
	// BlockedUserID is blocked by the demo user; MutedUserID is muted by it.
	BlockedUserID = "1600000000000000001"
	MutedUserID   = "1600000000000000002"
)

// PinnedPostID is the pinned post of DevelopersUserID.
const PinnedPostID = "1293593516040269825"

// coreState is what the core platform endpoints share: users, their posts and the relations
// between users. Each family of core endpoints keeps the rest of its state beside it.
type coreState struct {
	users map[string]*coreUser
	posts map[string]*corePost
	// postOrder lists post ids oldest first.
	postOrder []string
	// follows, mutes and blocks map a source user to its targets, oldest first.
	follows map[string][]string
	mutes   map[string][]string
	blocks  map[string][]string
	// activities is the log of what happened, oldest first, for the activity stream.
	activities []coreActivity
	// content holds collections and uploaded media (collection_state.go).
	content contentState
	// activity holds developer accounts, account-activity and activity subscriptions
	// (activity_subscription_state.go).
	activity activityState
}

// coreActivity is one event of the activity log: who acted, on what, and the event's payload.
type coreActivity struct {
	At        time.Time
	EventType string
	// ActorID is the user who acted; TargetID the user acted upon, if any.
	ActorID, TargetID string
	Payload           map[string]any
}

// recordActivity appends an event to the activity log, which the activity streams read, and
// delivers it to the webhooks that are to receive it (deliverActivity). Callers hold s.mu.
func (s *Server) recordActivity(eventType, actorID, targetID string, payload map[string]any) {
	s.core.activities = append(s.core.activities, coreActivity{
		At: s.now(), EventType: eventType, ActorID: actorID, TargetID: targetID, Payload: payload,
	})
	s.deliverActivity(len(s.core.activities) - 1)
}

// coreUser is a user of the v2 endpoints, with the fields the emulator can answer.
type coreUser struct {
	ID, Name, Username string
	CreatedAt          time.Time
	Description        string
	Location           string
	URL                string
	ProfileImageURL    string
	Protected          bool
	Verified           bool
	VerifiedType       string
	PinnedPostID       string
	Followers          int
	Following          int
	Listed             int
	Likes              int
	// Subscribers is the count of the user's Premium subscribers (subscriber_count).
	Subscribers int
	// WithheldIn lists the countries (ISO 3166-1 alpha-2) where the user is withheld (users family).
	WithheldIn []string
}

// corePost is a post of the v2 endpoints.
type corePost struct {
	ID, AuthorID, Text string
	CreatedAt          time.Time
	Lang               string
	// Mentions are the ids of the users the text mentions.
	Mentions []string
	// What the timelines show: the reply structure, the posts referenced and the public counts.
	ConversationID, InReplyToUserID string
	ReferencedPosts                 []coreReferencedPost
	Likes, Reposts, Replies, Quotes int
}

// seedCore fills the core state: five users, posts by most of them (mentions of the demo
// user and a pinned post among them), the demo user's follows, one block and one mute.
func (s *Server) seedCore() {
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 15, 4, 5, 0, time.UTC) }
	users := []*coreUser{
		{ID: DemoUserID, Name: "Ads API Demo", Username: DemoHandle, CreatedAt: day(2016, time.July, 21),
			Description: "The emulator's demo advertiser.", Location: "Internet", Followers: 120, Following: 2, Likes: 9},
		{ID: OtherUserID, Name: "Ads API Other", Username: OtherHandle, CreatedAt: day(2019, time.November, 27),
			Description: "Another advertiser, for ownership checks.", Followers: 3, Following: 0},
		{ID: DevelopersUserID, Name: "Developers", Username: "XDevelopers", CreatedAt: day(2013, time.December, 14),
			Description: "The voice of the developer platform.", Location: "127.0.0.1", URL: "https://t.co/3ZX3TNiZCY",
			Verified: true, VerifiedType: "business", PinnedPostID: PinnedPostID,
			Followers: 570842, Following: 2048, Listed: 1672, Likes: 2125, Subscribers: 1520},
		{ID: PlatformUserID, Name: "X", Username: "X", CreatedAt: day(2007, time.February, 20),
			Description: "what's happening?!", Location: "everywhere", URL: "https://t.co/bGTmZ9ELZd",
			Verified: true, VerifiedType: "business", Followers: 67000000, Following: 3, Listed: 88000, Likes: 6000},
		{ID: BlockedUserID, Name: "Spam Bot", Username: "spam_bot_1600", CreatedAt: day(2023, time.March, 1)},
		{ID: MutedUserID, Name: "Noisy Account", Username: "noisy_1600", CreatedAt: day(2022, time.June, 9)},
	}
	posts := []*corePost{
		{ID: "1228393702244134912", AuthorID: DevelopersUserID, Text: "What did the developer write in their Valentine's card?\n\nwhile(true) {\n    I = Love(You);\n}", CreatedAt: day(2020, time.February, 14)},
		{ID: PinnedPostID, AuthorID: DevelopersUserID, Text: "Introducing a new version of the API, rebuilt from the ground up.", CreatedAt: day(2020, time.August, 12)},
		{ID: "1362449997430542337", AuthorID: DevelopersUserID, Text: "Hello @adsapi_demo, your cards look great.", CreatedAt: day(2021, time.February, 18), Mentions: []string{DemoUserID}},
		{ID: "1372966999216984066", AuthorID: PlatformUserID, Text: "Welcome aboard, @adsapi_demo.", CreatedAt: day(2021, time.March, 19), Mentions: []string{DemoUserID}},
		{ID: "1373001119480344583", AuthorID: PlatformUserID, Text: "what's happening?!", CreatedAt: day(2021, time.March, 19)},
		{ID: "1460323737035677698", AuthorID: DemoUserID, Text: "Spring collection is live.", CreatedAt: day(2021, time.November, 15)},
		{ID: "1460323737035677699", AuthorID: DemoUserID, Text: "Thanks @XDevelopers for the docs.", CreatedAt: day(2021, time.November, 16), Mentions: []string{DevelopersUserID}},
		{ID: "1460323737035677700", AuthorID: DemoUserID, Text: "Summer sale starts Monday.", CreatedAt: day(2022, time.May, 30)},
		{ID: "1460323737035677701", AuthorID: DemoUserID, Text: "Our autumn lookbook.", CreatedAt: day(2022, time.September, 22)},
		{ID: "1500000000000000011", AuthorID: OtherUserID, Text: "A post by the other advertiser.", CreatedAt: day(2022, time.October, 2)},
		{ID: "1500000000000000012", AuthorID: DevelopersUserID, Text: "Rate limits are per endpoint; read the headers, @adsapi_demo.", CreatedAt: day(2023, time.January, 5), Mentions: []string{DemoUserID}},
	}
	s.core = coreState{
		users:   map[string]*coreUser{},
		posts:   map[string]*corePost{},
		follows: map[string][]string{DemoUserID: {DevelopersUserID, PlatformUserID}},
		mutes:   map[string][]string{DemoUserID: {MutedUserID}},
		blocks:  map[string][]string{DemoUserID: {BlockedUserID}},
	}
	for _, u := range users {
		s.core.users[u.ID] = u
	}
	for _, p := range posts {
		p.Lang = "en"
		s.core.posts[p.ID] = p
		s.core.postOrder = append(s.core.postOrder, p.ID)
	}
	s.seedContent()
	s.seedUserDetails()
	s.seedActivity()
}

// coreUserView is a user as the v2 endpoints answer it with the default fields.
func coreUserView(u *coreUser) map[string]any {
	return map[string]any{"id": u.ID, "name": u.Name, "username": u.Username}
}
