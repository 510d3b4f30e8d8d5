package emulator

import "time"

// The demo app's id and name, as the account-activity answers show them.
const (
	DemoApplicationID = "29209120"
	// DemoAppName is the account_name of the subscription count: the demo app's name.
	DemoAppName = "adsapi-demo-app"
	// DemoProvisionedSubscriptions is the provisioned_count of the demo app: how many
	// account-activity subscriptions it may hold across its webhooks.
	DemoProvisionedSubscriptions = 15
)

// Apps of the emulator: the demo app (DemoConsumerKey, DemoBearerToken and every OAuth 2.0
// token) and the other app (OtherConsumerKey).
const (
	demoApp  = "demo"
	otherApp = "other"
)

// defaultKeepAlive is how often the activity stream sends a blank keep-alive line.
const defaultKeepAlive = 5 * time.Second

// streamPoll is how often an open stream looks for newly recorded activities.
const streamPoll = 20 * time.Millisecond

// activityState is the state of the developer-account, account-activity, activity-subscription
// and activity-stream endpoints.
type activityState struct {
	// developerAccounts maps a user id to its developer account.
	developerAccounts map[string]*DeveloperAccount
	// webhooks maps an app to its webhook configurations by id (webhook_state.go).
	webhooks map[string]map[string]*webhook
	// replays are the replay jobs, oldest first (webhook_state.go).
	replays []*ReplayJob
	// subscriptions maps an app to its activity subscriptions, oldest first.
	subscriptions map[string][]*ActivitySubscription
	// keepAlive is the period of the stream's blank keep-alive lines.
	keepAlive time.Duration
	// flatAnswers answers creates and updates of activity subscriptions as the activity quickstart
	// page shows them (a flat data) instead of the description's data.subscription.
	flatAnswers bool
}

// DeveloperAccount is a user's developer-platform account: GET /2/account answers its id
// (account_id), name and created_at (the description, 2.168). UserID is whose it is; Metadata is
// what the create that made it sent, which no answer repeats.
type DeveloperAccount struct {
	ID        string
	UserID    string
	Name      string
	Metadata  string
	CreatedAt time.Time
}

// ActivitySubscription is an activity subscription of an app.
type ActivitySubscription struct {
	ID string
	// EventType is the canonical name: a deprecated alias is stored as the type it stands for.
	EventType string
	// UserID, Keyword, Direction and Qualifiers are the filter; all but UserID may be empty.
	UserID, Keyword, Direction string
	Qualifiers                 map[string]string
	Tag, WebhookID             string
	CreatedAt, UpdatedAt       time.Time
}

// appOf is the app a caller acts through: the other app for its OAuth 1.0a consumer key,
// the demo app for everything else (its bearer token, and every OAuth 2.0 token, which the
// emulator issues to the demo app).
func appOf(who identity) string {
	if who.consumerKey == OtherConsumerKey {
		return otherApp
	}
	return demoApp
}

// seedActivity gives the other user a developer account (the demo user has none, so that
// creating one shows created=true) and the demo app its webhook (seedDemoWebhook).
func (s *Server) seedActivity() {
	s.core.activity = activityState{
		developerAccounts: map[string]*DeveloperAccount{
			OtherUserID: {ID: "1700000000000000001", UserID: OtherUserID, Name: "Ads API Other", CreatedAt: time.Date(2020, time.March, 2, 10, 0, 0, 0, time.UTC)},
		},
		webhooks:      map[string]map[string]*webhook{demoApp: {}, otherApp: {}},
		subscriptions: map[string][]*ActivitySubscription{},
		keepAlive:     defaultKeepAlive,
	}
	s.seedDemoWebhook()
}
