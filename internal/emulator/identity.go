package emulator

import "time"

// Credentials and ids of the demo user, who owns DemoAccountID. Its OAuth 1.0a access token has
// the service's form, "<user id>-<secret part>": clients read the user id from it.
const (
	DemoConsumerKey       = "demo-consumer-key"
	DemoConsumerSecret    = "demo-consumer-secret"
	DemoAccessToken       = "756201191646691328-demo-access-token"
	DemoAccessTokenSecret = "demo-access-token-secret"
	// DemoBearerToken is the demo app's app-only token, for the core platform endpoints.
	DemoBearerToken = "demo-bearer-token"
	// DemoOAuth2Token is an OAuth 2.0 user token of DemoUserID with every scope.
	DemoOAuth2Token = "demo-oauth2-token"
	// DemoOAuth2ReadToken is an OAuth 2.0 user token of DemoUserID with the scopes
	// post.read, users.read, like.read and follows.read only.
	DemoOAuth2ReadToken = "demo-oauth2-token-read"
	DemoUserID          = "756201191646691328"
	DemoAccountID       = "18ce54d4x5t"
	// DemoSandboxAccountID is the demo user's second account: a sandbox account with no
	// features, for moving resources between accounts and for sandbox feature writes.
	DemoSandboxAccountID = "gq180y"
)

// Credentials and ids of a second user, who owns OtherAccountID, so that tests can check
// that one user cannot touch another user's account.
const (
	OtherConsumerKey       = "other-consumer-key"
	OtherConsumerSecret    = "other-consumer-secret"
	OtherAccessToken       = "1191646691328756202-other-access-token"
	OtherAccessTokenSecret = "other-access-token-secret"
	// OtherOAuth2Token is an OAuth 2.0 user token of OtherUserID with every scope.
	OtherOAuth2Token = "other-oauth2-token"
	OtherUserID      = "1191646691328756202"
	OtherAccountID   = "5gvk9h"
)

// Media keys seeded into the libraries at start.
const (
	// DemoImageKey and DemoImage2Key are 1200x628 images (1.91:1, valid for polls).
	DemoImageKey  = "3_1073727809120419840"
	DemoImage2Key = "3_1075096386931052545"
	// DemoSquareImageKey is an 800x800 image: card media, but the wrong ratio for polls.
	DemoSquareImageKey = "3_908573900237180932"
	// DemoVideoKey and DemoVideo2Key are 16:9 videos.
	DemoVideoKey  = "13_950589518557540353"
	DemoVideo2Key = "13_991374284135137280"
	// DemoGIFKey is an animated GIF: in the library, but neither card nor poll media.
	DemoGIFKey = "16_1034567890123456789"
	// OtherImageKey is a 1200x628 image in OtherAccountID's library only.
	OtherImageKey = "3_1100000000000000001"
)

// Handles of the two users: their usernames on the core platform endpoints, and the names the
// draft preview's message gives them.
const (
	DemoHandle  = "adsapi_demo"
	OtherHandle = "adsapi_other"
)

// Promotable users seeded at start. Every account's FULL user is its owner; the demo
// account can also promote DemoRepostsOnlyUserID's posts.
const (
	DemoPromotableUserID            = "l310s"
	DemoRepostsOnlyPromotableUserID = "l310t"
	DemoRepostsOnlyUserID           = "783214"
	DemoSandboxPromotableUserID     = "l310u"
	OtherPromotableUserID           = "l310v"
)

// DemoAppEventProviderName is the provider_name of the demo app (DemoConsumerKey), an app event
// provider. The other app is none: its POST of a configuration answers 404
// NO_PROVIDER_AVAILABLE_FOR_THIS_CLIENT_APPLICATION.
const DemoAppEventProviderName = "adsapi-demo-measurement"

// seededAt is the creation time of the seeded promotable users, as in the recorded answer.
var seededAt = time.Date(2016, 7, 21, 22, 42, 9, 0, time.UTC)

// FeaturePromotedMediaPolls is the account feature that media polls need.
const FeaturePromotedMediaPolls = "PROMOTED_MEDIA_POLLS"

type consumer struct {
	secret string
	// eventProvider is the provider_name of the app's app event provider configurations;
	// empty when the app is not a provider.
	eventProvider string
}

// accessToken is an OAuth 1.0a access token: its secret, its user and consumerKey, the app it was
// issued to, the only one whose signature it is good with.
type accessToken struct {
	secret      string
	userID      string
	consumerKey string
}

// seedIdentity fills a fresh server with the two users, their apps, tokens, accounts, media,
// promotable users and product catalogs, then the core platform's state (seedCore).
func (s *Server) seedIdentity() {
	s.consumers = map[string]consumer{
		DemoConsumerKey:  {secret: DemoConsumerSecret, eventProvider: DemoAppEventProviderName},
		OtherConsumerKey: {secret: OtherConsumerSecret},
	}
	s.accessTokens = map[string]accessToken{
		DemoAccessToken:  {secret: DemoAccessTokenSecret, userID: DemoUserID, consumerKey: DemoConsumerKey},
		OtherAccessToken: {secret: OtherAccessTokenSecret, userID: OtherUserID, consumerKey: OtherConsumerKey},
	}
	// The bearer token and every OAuth 2.0 token are the demo app's.
	s.bearerTokens = map[string]string{DemoBearerToken: DemoConsumerKey}
	s.oauth2Tokens = map[string]oauth2Grant{
		DemoOAuth2Token:     {userID: DemoUserID, consumerKey: DemoConsumerKey, scopes: scopeSet(allScopes...)},
		DemoOAuth2ReadToken: {userID: DemoUserID, consumerKey: DemoConsumerKey, scopes: scopeSet("post.read", "users.read", "like.read", "follows.read")},
		OtherOAuth2Token:    {userID: OtherUserID, consumerKey: DemoConsumerKey, scopes: scopeSet(allScopes...)},
	}

	demo := newAccount(DemoAccountID, DemoUserID)
	demo.addFeatures(FeaturePromotedMediaPolls, "CONVERSATION_CARD", "REACH_FREQUENCY_CAP")
	for _, m := range []Media{
		seedImage(DemoImageKey, 1200, 628),
		seedImage(DemoImage2Key, 1200, 628),
		seedImage(DemoSquareImageKey, 800, 800),
		seedVideo(DemoVideoKey, 8),
		seedVideo(DemoVideo2Key, 24),
		{Key: DemoGIFKey, Type: MediaAnimatedGIF, URL: "https://video.twimg.com/tweet_video/demo.mp4", Width: 480, Height: 270,
			CreatedAt: seededAt, UpdatedAt: seededAt},
	} {
		demo.media[m.Key] = m
	}

	sandbox := newAccount(DemoSandboxAccountID, DemoUserID)
	sandbox.sandbox = true
	for _, m := range []Media{seedImage(DemoImageKey, 1200, 628), seedVideo(DemoVideoKey, 8)} {
		sandbox.media[m.Key] = m
	}

	other := newAccount(OtherAccountID, OtherUserID)
	other.media[OtherImageKey] = seedImage(OtherImageKey, 1200, 628)

	s.accounts = map[string]*account{demo.id: demo, sandbox.id: sandbox, other.id: other}
	s.seedAdsAccounts()
	s.seedCustomAudiences()

	for _, p := range []PromotableUser{
		{AccountID: demo.id, ID: DemoPromotableUserID, UserID: DemoUserID, Type: PromotableUserFull},
		{AccountID: demo.id, ID: DemoRepostsOnlyPromotableUserID, UserID: DemoRepostsOnlyUserID, Type: PromotableUserRepostsOnly},
		{AccountID: sandbox.id, ID: DemoSandboxPromotableUserID, UserID: DemoUserID, Type: PromotableUserFull},
		{AccountID: other.id, ID: OtherPromotableUserID, UserID: OtherUserID, Type: PromotableUserFull},
	} {
		p.CreatedAt, p.UpdatedAt = seededAt, seededAt
		s.accounts[p.AccountID].promotableUsers[p.ID] = &p
	}

	s.catalogs = map[string]*productCatalog{
		DemoProductCatalogID:  {id: DemoProductCatalogID, ownerID: DemoUserID, feeds: map[string]*ScheduledFeed{}},
		OtherProductCatalogID: {id: OtherProductCatalogID, ownerID: OtherUserID, feeds: map[string]*ScheduledFeed{}},
	}
	s.handles = map[string]string{DemoUserID: DemoHandle, OtherUserID: OtherHandle}
	s.seedCore()
}

// handleOf is the user's handle; users the emulator does not know go by their id.
func (s *Server) handleOf(userID string) string {
	if h, ok := s.handles[userID]; ok {
		return h
	}
	return userID
}

func seedImage(key string, width, height int) Media {
	return Media{Key: key, Type: MediaImage, URL: "https://pbs.twimg.com/media/" + key + ".jpg", Width: width, Height: height,
		CreatedAt: seededAt, UpdatedAt: seededAt}
}

func seedVideo(key string, seconds int) Media {
	id := key[len("13_"):]
	return Media{
		Key:             key,
		Type:            MediaVideo,
		URL:             "https://video.twimg.com/amplify_video/vmap/" + id + ".vmap",
		HLSURL:          "https://video.twimg.com/amplify_video/" + id + "/pl/playlist.m3u8",
		PosterURL:       "https://pbs.twimg.com/amplify_video_thumb/" + id + "/img/poster.jpg",
		Width:           1280,
		Height:          720,
		PosterWidth:     1280,
		PosterHeight:    720,
		DurationSeconds: seconds,
		CreatedAt:       seededAt,
		UpdatedAt:       seededAt,
	}
}

// allScopes are the OAuth 2.0 scopes the emulator knows; the all-scope tokens hold each.
var allScopes = []string{
	"post.read", "post.write", "users.read", "follows.read", "follows.write",
	"like.read", "like.write", "mute.read", "mute.write", "block.read", "block.write",
	"dm.read", "dm.write", "developer.read", "developer.write", "offline.access",
}

func scopeSet(scopes ...string) map[string]bool {
	set := make(map[string]bool, len(scopes))
	for _, sc := range scopes {
		set[sc] = true
	}
	return set
}
