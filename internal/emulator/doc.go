// Package emulator is an in-memory implementation of the advertising API, written from the
// spec (shared/spec/advertising-api.md) and shared/API-NOTES.md, for tests and offline use.
//
// It deliberately imports nothing from internal/adsapi or internal/provider: the client and
// the emulator meet only on the wire, so a misunderstanding of the spec cannot be shared by
// both sides and hide.
//
// # Running it
//
// New returns a *Server, which is an http.Handler; tests serve it with httptest.NewServer,
// and cmd/adsapi-emulator serves it on a port. State lives in memory behind one mutex and is
// forgotten when the Server is dropped.
//
// # Addresses
//
// One address serves every API family (/12, /11, /2, /labs/2, /1.1). The sandbox advertising
// address is the same server under the prefix /sandbox (so /sandbox/12/accounts/... is the
// sandbox). Production and sandbox share one state: an entity created through one prefix is
// visible through the other, and the out-of-band helpers need no environment argument.
//
// Implemented so far: cards (/12/accounts/:account_id/cards), poll cards
// (/12/accounts/:account_id/cards/poll), draft posts (/12/accounts/:account_id/draft_posts),
// app event provider configurations (/11/accounts/:account_id/app_event_provider_configurations),
// scheduled feeds (/12/product_catalogs/:product_catalog_id/scheduled_feeds), promotable users
// (/12/accounts/:account_id/promotable_users) and account features
// (/12/accounts/:account_id/features), and the twelve targeting catalogues
// (/12/targeting_criteria/<kind>); and the core platform API: the authenticated user
// (/2/users/me, which the spec does not show but the real service has), the developer account
// (/2/account), account-activity subscriptions (/2/account_activity/...), activity
// subscriptions and the stream (/2/activity/subscriptions, /2/activity/stream), user lookup
// (/labs/2/users), blocked and muted users, mutes and timelines (/2/users/:id/...), collection
// curation and entries (/1.1/collections/entries...), media STATUS (/1.1/media/upload.json, on
// the same address as the upload host) and trend locations (/1.1/trends/available.json). Any
// other path answers 404 ROUTE_NOT_FOUND; a known path with a method it does not serve answers
// 405 METHOD_NOT_ALLOWED with an Allow header.
//
// # Core platform answers
//
// /2 and /labs/2 answer {"data", "includes", "errors", "meta"} without the advertising envelope,
// in the shapes of the service's description of the v2 endpoints (internal/contract/testdata: 2.167
// with the 2.168 changes API-NOTES lists; where the spec is explicit, the spec's, such as its
// user.fields and post.fields lists and the blocking expansions), and their errors as RFC 7807
// Problem Details (application/problem+json, problem.go). The kinds are the description's, with type
// https://api.x.com/2/problems/<kind>:
//   - invalid-request (400): a refused parameter or body. About one parameter it takes the live
//     shape API-NOTES records: detail "One or more parameters to your request was invalid.",
//     errors [{"parameters":{"<name>":["<value>"]},"message":...}], and the description's
//     parameter and value members;
//   - resource-not-found (404), with resource_type and resource_id, as the description requires;
//   - not-authorized-for-resource (403, resource_type user): acting for a user other than the
//     authenticated one;
//   - unsupported-authentication (403, title "Unsupported Authentication"): a valid credential of
//     a scheme the endpoint does not take, the detail naming the accepted schemes, as the live
//     service answers it (API-NOTES); advertising and 1.1 endpoints keep their 401;
//   - internal-error (500).
//
// The emulator's choices where neither the description nor API-NOTES says: a missing, unknown or
// badly signed credential (401), an unknown /2 path (404), a method a path does not serve (405), a
// spent window and a third open activity stream (429) are problems of type about:blank titled with
// the status text, as the live service answers a missing credential; an OAuth 2.0 token without a
// scope the route needs is refused 403 client-forbidden naming the scope, a kind the description
// does not know; the account-activity reasons API-NOTES names (WebhookIdInvalid,
// DuplicateSubscriptionFailed, SubscriptionLimitExceeded, SubscriptionNotFound) lead the detail (or
// the errors entry's message) of invalid-request (400, 409, 403) and resource-not-found (404,
// resource_type subscription) problems. /1.1 answers bare bodies and errors as
// {"errors":[{"code":<number>,"message":...}]} (34 not found, 38 missing parameter, 44 invalid
// parameter, 200 forbidden). Each route accepts the schemes of the spec's table, else the
// description's; scopes are the description's, with tweet.read written post.read under the spec's
// naming rule. DemoOAuth2Token holds every scope, DemoOAuth2ReadToken only post.read, users.read,
// like.read and follows.read. Every OAuth 2.0 token and DemoBearerToken act for the demo app.
//
// Seeded: the users of core_state.go (DevelopersUserID with the pinned post PinnedPostID,
// PlatformUserID, BlockedUserID blocked and MutedUserID muted by the demo user, a withheld user),
// posts that mention the demo user, the demo user's follows; the demo app's webhook
// 1146654567674912769; a developer account for the other user only; the demo user's collection
// custom-388061495298244609; uploaded media that needs no processing and a video that succeeds on
// the clock; Worldwide, six countries and eight towns as trend locations. Mutes record mute.mute
// and mute.unmute activities; the stream writes one JSON line per recorded activity that matches a
// live subscription of the app, replaying from start_time or backfill_minutes, then stays open with
// keep-alive lines until the client leaves or end_time passes; its event_uuid is the description's
// ActivityEventId (digits). The timelines take the description's parameters (since_id, until_id,
// exclude, the includes' field lists and its expansions).
//
// The developer account answers the 2.168 shapes: GET data{account_id, name, created_at}, POST
// data{account_id, created}; POST takes only metadata (at most 64 characters), kept when it creates
// the account. The description does not say where an account's name comes from: the emulator names it
// after its user. Activity subscriptions answer a create as data.subscription (or, after
// AnswerActivitySubscriptionsFlat, as the activity quickstart's flat data), store and answer the
// deprecated chat.conversation_join as chat.conversation.join, take filter.qualifiers (a map of
// strings) for chat, follow, like and subscriptions events only, change tag and webhook_id through
// PUT /2/activity/subscriptions/{id}, and answer a batch delete per id: data lists those deleted,
// errors those the app does not have, with the reason SubscriptionNotFound (the description names no
// reasons; the emulator borrows the account-activity one). Qualifiers are kept, not applied to what
// the stream delivers: their predicates are not described.
//
// Endpoints with windows of their own keep the real ones (API-NOTES), per user for user context
// and per app for the app-only token, per 15 minutes: mutes 15 reads and 50 writes, blocking 15
// reads, user posts 900 (10,000 per app), mentions 300 (450 per app), the home timeline 180, the
// activity stream 450 connections with at most 2 open at once, activity subscriptions 500 on each
// endpoint, user lookup 900, trend locations 75.
// Options.RouteWindows replaces any of them (and SetMuteWindows the mute ones) for a test that
// needs more requests than a real window; Options.NoRouteLimits lifts them all.
//
// # Identity
//
// The demo user DemoUserID (handle DemoHandle) owns the ads account DemoAccountID (features
// PROMOTED_MEDIA_POLLS, CONVERSATION_CARD, REACH_FREQUENCY_CAP) and the sandbox account
// DemoSandboxAccountID (no features); its OAuth 1.0a credentials are DemoConsumerKey,
// DemoConsumerSecret, DemoAccessToken and DemoAccessTokenSecret. OtherUserID owns
// OtherAccountID (no features), with its own Other* credentials. A user acting on an account
// it does not own gets 403 UNAUTHORIZED_CLIENT_APPLICATION; an account id that does not exist
// gets 403 ACCOUNT_NOT_FOUND. The demo media library holds DemoImageKey, DemoImage2Key
// (1200x628), DemoSquareImageKey (800x800), DemoVideoKey, DemoVideo2Key and DemoGIFKey; the
// other account's library holds OtherImageKey; the sandbox account's DemoImageKey and
// DemoVideoKey.
//
// Promotable users: every account has exactly one FULL user, its owner
// (DemoPromotableUserID, DemoSandboxPromotableUserID, OtherPromotableUserID); the demo
// account also has the REPOSTS_ONLY user DemoRepostsOnlyPromotableUserID (user
// DemoRepostsOnlyUserID). Product catalogs: DemoProductCatalogID belongs to the demo user,
// OtherProductCatalogID to the other user; a catalog of another user answers 403
// UNAUTHORIZED_CLIENT_APPLICATION, an unknown one 404 NOT_FOUND. The demo app (DemoConsumerKey)
// is an app event provider named DemoAppEventProviderName; the other app is none, so its
// POST of a configuration answers 404 NO_PROVIDER_AVAILABLE_FOR_THIS_CLIENT_APPLICATION.
//
// # Authentication
//
// Each route declares the schemes it accepts. The advertising endpoints accept OAuth 1.0a
// user context only, verified for real (RFC 5849, HMAC-SHA1) over the method, the base URL
// as the request arrived (http unless TLS, host from the Host header, default port dropped),
// and the query, form-body and oauth_* header parameters; a JSON body is not signed. A
// timestamp more than five minutes from the wall clock is refused, whatever Options.Now
// says. Nonces are not remembered, so a client that re-sends a signed request is not
// refused for replaying it. Any failure answers 401 UNAUTHORIZED_ACCESS. DemoBearerToken
// (app-only) and DemoOAuth2Token / OtherOAuth2Token (user context, every scope) are
// recognized for the core endpoints of later slices; the advertising endpoints refuse them.
//
// # Answers
//
// Success: {"request":{"params":{...}},"data":...} plus "next_cursor" (string or null) on
// lists and "total_count" when with_total_count=true. A create answers 201, everything else
// 200. A card's single GET, PUT and DELETE answer data as an array of one, as the real
// service does; a card's create answers an object, and so do the other single-entity answers
// (the spec shows no array form for them). request.params echoes the path parameters and the
// query or form parameters, comma-separated id lists as arrays; a tv_shows answer echoes its
// locale as an object ({"countryCode":"US","languageCode":"en"}), as the real service does.
// Cursors are opaque strings.
//
// Errors: {"errors":[{"code":...,"message":...,"parameter":...}],"request":{"params":{...}}}
// with the statuses of API-NOTES.md. The parameter names the offending input as a path into
// the request: a query or top-level name ("name", "count", "media_key"), and inside a card
// body a JSON path with zero-based indexes, such as "components[1].destination.url",
// "components[0].media_keys[2]" or "slides[3][0].media_key". Errors that concern no single
// input (authentication, routing) carry no parameter.
//
// Unknown parameters are refused with 400 INVALID_PARAMETER naming them, so that a client
// sending a misspelled or unsupported parameter finds out at once.
//
// Cards: create and update accept only a JSON body with Content-Type application/json;
// anything in the query string or a form body is refused with 400 INVALID_PARAMETER.
// Components come back in the order given, with a read-only media_metadata object keyed by
// media key ({type, url, width, height}); fields the client did not send stay absent, and
// empty strings are refused on input. Card ids are large decimal strings and card_uri is
// card://<id>. Cards are soft deleted.
//
// Poll cards: parameters come in the query string or a form body. Numbers are answered as
// strings. Ids are short base-36 strings and card_uri carries a different, large decimal
// id, as in the real service's recorded answers. Image polls carry image (the image's
// address), image_display_width and image_display_height (pixels, as strings), the names of
// the service's reference pages; video polls carry video_width, video_height,
// video_poster_width and video_poster_height as aspect numbers ("16" and "9" for 1280x720), as
// the recorded answer does. Poll cards are hard deleted.
//
// Draft posts: parameters in the query string or a form body; as_user_id must be a live
// promotable user of the account (400 INVALID_PARAMETER otherwise), and so must the list's
// user_id filter, which defaults to the account's FULL user. text is required when no
// media_keys are given: a blank draft (no text, or only spaces, and no media_keys) is refused
// with 400 POST_CANNOT_BE_BLANK on text (the reference's TWEET_CANNOT_BE_BLANK under the
// spec's naming rule), on create and on an update that would leave the draft blank;
// media_keys are up to 4 images, or 1 animated GIF, or 1 video from the account's library,
// never mixed (400 INVALID_MEDIA);
// card_uri must be card://<id> of a live card or poll card of the account (400
// INVALID_PARAMETER); name is at most 80 characters. PUT takes the same parameters but
// as_user_id; an empty value clears card_uri, media_keys, name or text. Answers carry name
// and card_uri as null when unset, except that a card_uri cleared by PUT comes back as "" (as
// the real service may answer), and media_keys as [] when empty. DELETE is permanent and
// answers the draft with "status":"DELETED". The preview answers {"request":...,"message":...}
// without data. The list takes count (1 to 200, default 100) and cursor, in creation order.
//
// App event provider configurations (version 11): POST takes provider_advertiser_id only;
// provider_name comes from the calling app and provider_advertiser_identifier repeats the
// advertiser id. A second live configuration on one account is refused with 400
// APP_EVENT_PROVIDER_CONFIGURATION_ALREADY_EXISTS (parameter provider_advertiser_id; the
// message names the existing id): the service documents no code for this, so the code is the
// emulator's choice. GET by id answers "data_type":"app_event_provider_configuration"; a
// missing one answers 404 APP_EVENT_PROVIDER_CONFIGURATION_NOT_FOUND. Soft deleted; there is
// no PUT.
//
// Scheduled feeds: no single GET. POST requires feed_url (absolute http or https),
// feed_format (CSV, TSV, XML), frequency (HOURLY, DAILY, WEEKLY), start_time (HH:MM, 00:00 to
// 23:59) and time_zone (an IANA name from the embedded database; "Local" is refused); repeat
// is a day name for WEEKLY, one of 1, 2, 3, 4, 6, 8, 12 for HOURLY and absent for DAILY. PUT
// changes any subset and the result must still satisfy these rules; an empty repeat clears it
// (needed to move a feed to DAILY), any other empty parameter is refused. One feed per user:
// a second is refused with 400 SCHEDULED_FEED_ALREADY_EXISTS (the emulator's choice of code).
// The list takes count (1 to 1000, default 200) and cursor although the spec lists no
// parameters. Timestamps carry milliseconds; repeat is null for DAILY feeds. DELETE is
// permanent and answers the feed.
//
// Promotable users are read-only; their answers carry "data_type":"promotable_user", and a
// missing one answers 404 PROMOTABLE_USER_NOT_FOUND.
//
// Features: GET answers the account's keys as an array of strings with
// "data_type":"features", on both addresses; its feature_keys filter accepts the 22 writable
// keys, the spec's three filter keys and the keys seen in answers. POST and DELETE take
// feature_keys from the spec's 22 and answer the account's whole list; on the production
// address they answer 403 ACTION_NOT_ALLOWED, and on the sandbox address an account that is
// not a sandbox account answers the same.
//
// Targeting catalogues are generated deterministically on first use and shared, read-only,
// by every Server: they contain every item of the recorded answers and are large enough that
// each kind that pages (conversations, events, interests, languages, locations,
// network_operators, tv_shows) needs at least three pages at its largest count; tv_shows are
// computed per market (4,000 in each of the 17 tv_markets) rather than stored. q matches a
// case-insensitive substring of the name. tv_shows needs the locale of a TV market and
// refuses others with 400 INVALID_TV_SHOW_LOCATIONS; its items carry genre and locales
// ([{"language":"en","country":"US"}], the market's). devices and platform_versions carry
// os_type as iOS or Android (the reference's casing), while app_store_categories items and its
// os_type parameter use IOS and ANDROID. events covers 2017 to 2035, start_time defaults to
// Options.Now, and times are UTC.
//
// Lists default to creation order (created_at ascending, then id); sort_by accepts
// created_at, updated_at, name and id, each with -asc or -desc.
//
// # Rate limits
//
// Every answer carries x-rate-limit-limit, x-rate-limit-remaining and x-rate-limit-reset
// (epoch seconds, from Options.Now). Writes (POST/PUT/DELETE) share one window per user and
// category (cards and poll cards are the category "cards"; draft posts, app event provider
// configurations, product catalogs and features have one each): Options.WriteLimit per
// Options.WriteWindow, default 450 per minute. Reads have one window per user and endpoint:
// Options.ReadLimit per Options.ReadWindow, default 2000 per 15 minutes; a list read with
// with_total_count=true spends from its own window of Options.TotalCountLimit (default 200)
// instead. The targeting catalogues but tv_markets and tv_shows share one read window per
// user, Options.TargetingLimit (default 400) per Options.ReadWindow; the two TV catalogues
// keep a window each. A spent window answers 429 TOO_MANY_REQUESTS and does nothing. Requests refused
// before reaching an endpoint (401, 404, 405) show the window they would have spent from
// without spending it. Because resets follow Options.Now, a fixed clock never reopens a
// window.
//
// # Test hooks
//
// Requests, ResetRequests and Count expose a log of every request (faulted and refused ones
// included). Out of band (drift), failing with ErrNotFound or ErrConflict:
//   - cards: Card, EditCard, DeleteCard (soft), SeedCard; poll cards: PollCard,
//     DeletePollCard, SeedPollCard;
//   - draft posts: DraftPost, EditDraftPost, DeleteDraftPost (permanent), SeedDraftPost;
//   - app event provider configurations: AppEventProviderConfiguration,
//     EditAppEventProviderConfiguration, DeleteAppEventProviderConfiguration (soft),
//     SeedAppEventProviderConfiguration (ErrConflict for a second live one);
//   - scheduled feeds: ScheduledFeed, EditScheduledFeed, DeleteScheduledFeed (permanent),
//     SeedScheduledFeed (ErrConflict for a second feed of the same user);
//   - promotable users: PromotableUser, EditPromotableUser, DeletePromotableUser (soft),
//     SeedPromotableUser (REPOSTS_ONLY only: the FULL user can be neither added nor deleted);
//   - media and features: AddMedia, AccountFeatures, AddAccountFeatures,
//     RemoveAccountFeatures.
//
// Core platform hooks: RecordActivity, RecordFollow, SetStreamKeepAlive, DeleteDeveloperAccount,
// DeleteAccountActivitySubscription, SubscribeAccountActivity, SeedActivitySubscription,
// DeleteActivitySubscription, SetActivitySubscriptionTag, AnswerActivitySubscriptionsFlat;
// MutedUserIDs, BlockedUserIDs, MuteOutOfBand, UnmuteOutOfBand, MuteActivities, SeedPost,
// SetMuteWindows; Collection, CollectionPosition, AddCollection, AddCollectionEntries,
// RemoveCollectionEntries, AddCollectablePosts, AddUploadedMedia. Cards lists an account's live
// cards.
//
// InjectFault makes the next matching requests slow, fail, lose their answer after the
// change is committed, or stall unanswered until the client gives up, for every endpoint above;
// Options.Faults fails a random share of all requests (RandomFaults). Options shrinks the rate-limit windows and
// fixes the clock.
package emulator
