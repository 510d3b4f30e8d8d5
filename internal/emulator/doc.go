// Package emulator is an in-memory implementation of the advertising API and of the core platform
// endpoints the provider uses (/2, /labs/2, /1.1 and the upload host's media STATUS), for tests
// and offline use. It is written from the API's specification and, where that is silent, from the
// service's description of its v2 endpoints (internal/contract/testdata) and its recorded answers.
// It imports nothing from internal/adsapi or internal/provider: the client and the emulator meet
// only on the wire, so a misunderstanding of the spec cannot be shared by both sides and hide.
//
// The guide "Testing your modules offline" (docs/guides/testing-modules-offline.md) lists its seeded
// identities and data, the real windows it keeps and the flags of cmd/adsapi-emulator. What each
// endpoint accepts (schemes, scopes, parameters, its own window) is the route table of its
// family's <family>_routes.go.
//
// # Using it
//
// New returns a *Server, which is an http.Handler: tests serve it with httptest.NewServer, and
// cmd/adsapi-emulator serves it on a port. One address serves every API; the sandbox advertising
// address is the same server under the prefix /sandbox. State lives in memory behind one mutex
// and is forgotten with the Server.
//
// The zero Options give the real service's windows and the wall clock. Options.Now fixes the
// clock of timestamps and windows (OAuth 1.0a timestamps are always checked against the wall
// clock); windows reset on that clock, so a fixed clock never reopens one. WriteLimit, ReadLimit,
// TotalCountLimit, TargetingLimit and CoreReadLimit, with WriteWindow and ReadWindow, size the
// advertising API's windows; RouteWindows replaces the own window of a core endpoint (or of a
// global read: the accounts list, the placement catalogue) and NoRouteLimits lifts them all.
// AccessLog receives a line per request, and Faults fails a random share of the requests
// (RandomFaults, ParseRandomFaults). AudienceProcessing is how long a custom audience's member upload
// takes to process on the emulator's clock (at once by default). WebhookHosts, WebhookTimeout and
// WebhookCheckInterval rule the emulator's calls to webhooks: it calls loopback addresses and the
// named hosts only, and checks a webhook's CRC at registration, on PUT and, when the interval is
// set, periodically (webhook_caller.go, webhook_crc.go). The activity it sees (mutes through the
// API, published scheduled posts, and what the activity hooks record) is delivered to the valid
// webhooks its users subscribed to, signed, in the background; no answer waits on a webhook
// (webhook_delivery*.go, account_activity_events.go). Close stops the deliveries.
//
// Clients use the demo user's credentials: DemoConsumerKey, DemoConsumerSecret, DemoAccessToken
// and DemoAccessTokenSecret (OAuth 1.0a, which is verified for real), DemoBearerToken (app-only),
// DemoOAuth2Token (OAuth 2.0, every scope) and DemoOAuth2ReadToken (read scopes only). The demo
// user owns DemoAccountID and the sandbox account DemoSandboxAccountID. The Other* credentials
// belong to a second user, who owns OtherAccountID, for checks that one user cannot touch
// another's account: the audiences and measurement endpoints answer such a request 404 NOT_FOUND, as
// their spec shows, and the others 403 UNAUTHORIZED_CLIENT_APPLICATION. The other seeded ids are
// constants beside the state they name (identity.go, core_state.go and the families' files).
//
// # Test hooks
//
// Requests, ResetRequests and Count read the log of the last Options.RequestLogLimit requests
// (10,000 by default), faulted and refused ones included. InjectFault makes the next matching requests slow, fail, lose, garble or misname their answer after the
// change is committed, loop their list cursors, or stall until the client gives up, after letting the
// first Fault.After of them through (a failure part-way through a run); Fault.ShortCount answers a
// member upload that was carried out with a success_count one short of its total_count.
// SetRandomFaults replaces Options.Faults while the server runs.
//
// The hooks read the stored state, change it behind the API's back (drift) or seed it; a name that
// is missing or already taken fails with an error wrapping ErrNotFound or ErrConflict. A kind
// stored by id (from cards to scheduled posts below, ads accounts aside) declares its table beside
// its stored type in <kind>.go: where its rows live, its id and clock, and its rules (what an edit keeps, what a seed
// refuses and fills in); table.go writes the hooks over any table once, and the kind's exported
// hooks are one-liners over it. Relationships, the core platform's state and the singletons (an
// account's features, profile and limits) keep their hooks in <family>_hooks.go.
//   - cards: Card, Cards, EditCard, DeleteCard, SeedCard; poll cards: PollCard, PollCardIDs,
//     DeletePollCard, SeedPollCard;
//   - draft posts: DraftPost, DraftPostIDs, EditDraftPost, DeleteDraftPost, SeedDraftPost;
//   - app event provider configurations: AppEventProviderConfiguration,
//     AppEventProviderConfigurationIDs, EditAppEventProviderConfiguration,
//     DeleteAppEventProviderConfiguration, SeedAppEventProviderConfiguration;
//   - scheduled feeds: ScheduledFeed, ScheduledFeedIDs, EditScheduledFeed, DeleteScheduledFeed,
//     SeedScheduledFeed;
//   - web event tags: WebEventTag, WebEventTagIDs, EditWebEventTag, TrackWebEventTag (events
//     arrived: TRACKING with a last_tracked_at), DeleteWebEventTag, SeedWebEventTag;
//   - custom audiences: CustomAudience, CustomAudienceIDs, EditCustomAudience,
//     DeleteCustomAudience, SeedCustomAudience (blank fields take the service's values; a seed
//     may set the size and targetability the service computes), DemoCustomAudienceID (the demo
//     account's targetable audience, 249yj); their members: CustomAudienceMemberCount (the people
//     who count now), HasCustomAudienceMember (an identifier held, whatever its window); their permissions:
//     CustomAudiencePermission, CustomAudiencePermissionIDs (of one audience),
//     DeleteCustomAudiencePermission, SeedCustomAudiencePermission (a seed names an audience the
//     account holds and an account the emulator holds);
//   - do-not-reach lists: DoNotReachList, DoNotReachListIDs, EditDoNotReachList,
//     DeleteDoNotReachList, SeedDoNotReachList (a live seed beside a live list fails with
//     ErrConflict); their members: DoNotReachListMemberCount (the people held and not expired),
//     HasDoNotReachListMember (an email or phone_number hash held, whatever its expiry);
//   - promotable users: PromotableUser, EditPromotableUser, DeletePromotableUser,
//     SeedPromotableUser;
//   - ads accounts: AdsAccount, EditAdsAccount, SetAccountLimits, SetUserPermissions (what the
//     account's user holds, as endpoint 47 answers it; ACCOUNT_ADMIN with POST_COMPOSER until set);
//     funding instruments:
//     FundingInstrument, FundingInstrumentIDs, EditFundingInstrument, SeedFundingInstrument;
//   - campaigns: Campaign, CampaignIDs, EditCampaign, DeleteCampaign, SeedCampaign; line items:
//     LineItem, LineItemIDs, EditLineItem, DeleteLineItem, SeedLineItem;
//   - targeting criteria: TargetingCriterion, TargetingCriteria, AddTargetingCriterion (drift),
//     DeleteTargetingCriterion; promoted posts: PromotedPost, PromotedPosts, DeletePromotedPost;
//   - tracking tags: TrackingTag, TrackingTagIDs, EditTrackingTag, DeleteTrackingTag, SeedTrackingTag
//     (a seed names a line item the account holds); promoted accounts: PromotedAccount,
//     PromotedAccountIDs, DeletePromotedAccount, SeedPromotedAccount (a seed names a line item the
//     account holds); pre-roll calls to action: PrerollCallToAction, PrerollCallToActionIDs,
//     EditPrerollCallToAction, DeletePrerollCallToAction, SeedPrerollCallToAction (a seed names a
//     line item the account holds, of any objective); media creatives: MediaCreative,
//     MediaCreativeIDs, EditMediaCreative, DeleteMediaCreative, SeedMediaCreative (a seed names a line
//     item and account media the account holds); scheduled promoted posts: ScheduledPromotedPost,
//     ScheduledPromotedPostIDs, DeleteScheduledPromotedPost, SeedScheduledPromotedPost (a seed names a
//     line item and a scheduled post the account holds); account media: AccountMedia, AccountMediaIDs,
//     DeleteAccountMedia, SeedAccountMedia (besides the media library's AddMedia and
//     SeedMediaLibrary, which make them as the service does; the media seeded at start have none);
//   - scheduled posts: ScheduledPost, ScheduledPostIDs, EditScheduledPost (drift, or moving
//     scheduled_at), DeleteScheduledPost, SeedScheduledPost; they publish themselves when the
//     clock (Options.Now) reaches their scheduled_at, checked before each request and hook;
//   - account features: AccountFeatures, AddAccountFeatures, RemoveAccountFeatures; the media
//     library: AddMedia, SeedMediaLibrary, MediaLibraryItem;
//   - users: BlockedUserIDs, BlockOutOfBand; mutes: MutedUserIDs, MuteOutOfBand, UnmuteOutOfBand,
//     MuteActivities, SetMuteWindows; timelines: SeedPost;
//   - collections: Collection, CollectionPosition, AddCollection, AddCollectionEntries,
//     RemoveCollectionEntries, AddCollectablePosts; uploaded media: AddUploadedMedia;
//   - developer account: DeveloperAccountOf, DeleteDeveloperAccount; account activity:
//     AccountActivitySubscribed, SubscribeAccountActivity, DeleteAccountActivitySubscription;
//   - activity subscriptions: ActivitySubscription, ActivitySubscriptions,
//     SeedActivitySubscription, DeleteActivitySubscription, SetActivitySubscriptionTag,
//     AnswerActivitySubscriptionsFlat; the activity stream: RecordActivity, RecordFollow,
//     RecordPostReference (a reply, quote or repost and its event), SetStreamKeepAlive;
//   - webhooks: Webhook, Webhooks, SeedWebhook (registered without a CRC), SetWebhookValid,
//     DeleteWebhook, CheckWebhooksDue (the periodic CRCs due on the clock); replay jobs: ReplayJobs,
//     FinishReplayJob (ends a job by hand, ReplayJob); deliveries: DeliverDue (the retries and the
//     replay jobs due on the clock, and what the background sender has not sent yet), Deliveries
//     (the delivery log: each attempt with its webhook, body, signature, attempt number, status or
//     error, time and replay job), Close (stops them).
//
// # Choices
//
// Where neither the spec nor the service's description says, the emulator chooses. Production and
// sandbox share one state: an entity created through one address is visible through the other.
// An OAuth 1.0a nonce is remembered per app while its timestamp is in the five-minute window: a
// signed request sent again, whatever its body, is refused 401 as a replay. An access token is
// good only with the app it was issued to (the bearer and OAuth 2.0 tokens are the demo app's). A
// parameter an endpoint does not know is refused 400 naming it (INVALID_PARAMETER on the
// advertising API), and an error's parameter inside a card body is a JSON path with zero-based
// indexes ("components[1].destination.url", "slides[3][0].media_key"). A request refused before it
// reaches its endpoint (authentication, scopes, routing, an unreadable body) shows the rate-limit
// window it would have spent from without spending it. A second live app event provider
// configuration of an account is refused 400 APP_EVENT_PROVIDER_CONFIGURATION_ALREADY_EXISTS, a
// second scheduled feed of a user 400 SCHEDULED_FEED_ALREADY_EXISTS, and the scheduled feed list
// takes count (1 to 1000, default 200) and cursor. On the v2 endpoints a missing, unknown or badly
// signed credential (401), an unknown path (404), a method a path does not serve (405), a spent
// window and a third open activity stream (429) are problems of type about:blank titled with the
// status text, as the live service answers a missing credential; an OAuth 2.0 token without a scope
// the endpoint needs is refused 403 client-forbidden naming the scope; the account-activity reasons
// (WebhookIdInvalid, DuplicateSubscriptionFailed, SubscriptionLimitExceeded, SubscriptionNotFound)
// lead the detail, or the errors entry's message, of invalid-request and resource-not-found
// problems, and a batch delete of activity subscriptions reports an id the app does not have with
// the reason SubscriptionNotFound; the webhook reasons (CrcValidationFailed, UrlValidationFailed,
// DuplicateUrlFailed, WebhookLimitExceeded, QueryParamInvalid, ReplayConflictError) are answered the
// same way, with the statuses, the allowance, the loopback exception and what a replay checks
// chosen in webhook_routes.go, webhook_replay_routes.go and webhook_state.go. Deliveries take the
// readings of the issue where the spec's gaps leave a choice: three retries, 3, 27 and 242 seconds of
// the emulator's clock after a failed attempt (anything but 200, or no answer within
// Options.WebhookTimeout), and unfollows, unblocks and unmutes in follow_events, block_events and
// mute_events with a type. What else they choose is commented in account_activity_events.go (who
// an event is delivered for, user_has_blocked), account_activity_objects.go (the older format's
// members), webhook_delivery_send.go (one attempt at a time, oldest first) and
// webhook_delivery_replay.go (replayed events signed again, a completion event sent once). The
// /1.1 errors are {"errors":[{"code":<number>,"message":...}]}, with 34 not found, 38 missing
// parameter, 44 invalid parameter and 200 forbidden. A new developer account is named after its user. Activity
// subscription qualifiers are kept but not applied to what the stream delivers. The targeting
// catalogues are generated deterministically, shared read-only by every Server, and large enough
// that each kind that pages needs at least three pages at its largest count; locations match q word
// by word, as the service does (a name matches when one of its words starts with a word of q), the
// other catalogues as a substring of the name. The paged v2 lists answer meta.previous_token on
// every page but the first: a token names the boundary of the page it asks for, so that following
// previous_token back gives exactly the pages that led forward. The choices of the
// campaign-management endpoints are commented where they are made: a refused batch answers 400 with
// operation_errors (entity_batch.go), servability (campaign_view.go), the default goal, bid strategy
// and pay_by of a line item (line_item_rules.go), clearing a field with an empty value on PUT
// (campaign_params.go), and the placement catalogue without MEDIA (placements.go); the targeting
// types' values, operators and placements (targeting_criterion_types.go and _rules.go), what a
// scheduled post checks at creation and at publication and the codes of its refusals
// (scheduled_post_params.go, _publish.go, _routes.go), promoting a REPOSTS_ONLY user's post and a
// second delete (promoted_post.go, _routes.go), the media library's order and q
// (media_library_routes.go), and what the spec leaves "not shown" of promoted accounts
// (promoted_account_routes.go): a user is eligible when it is a live promotable user of the account
// (others 400 INVALID_USER_ID on user_id), a user already promoted on the line item is ignored and the
// standing promoted account answered, and a list whose line_item_ids hold no PROMOTED_ACCOUNT line item
// is refused 400 INCOMPATIBLE_LINE_ITEM. Of the audiences and measurement endpoints: a web event tag whose
// view_through_window passes its click_window is refused INVALID_PARAMETER on view_through_window,
// each tag gets a website tag id of its own, its embed_code is always the read form of the spec's
// examples, and a PUT leaves it UNVERIFIED as the spec's example does (web_event_tag_*.go); a pre-roll
// call to action (preroll_call_to_action*.go) takes call_to_action GO_TO, SEE_MORE, SHOP, VISIT_SITE or
// WATCH_NOW and any non-empty URL, its create needs all three parameters, its line item must be a live
// PREROLL_VIEWS line item (another objective is refused 400 INVALID_PARAMETER on line_item_id naming
// it) with no live call to action (a second is refused the same way, naming the one that stands), an
// unknown id is 404 NOT_FOUND, and its list sorts by created_at, updated_at, deleted, call_to_action
// and call_to_action_url. A custom audience (custom_audience*.go) is created as endpoint 8 states (an
// empty CRM audience, not targetable: PROCESSING and TOO_SMALL) and keeps that until a seed or an edit
// changes it; its name is required and unique among the account's live audiences, compared exactly
// (another is refused 400 INVALID_PARAMETER on name naming the audience that holds it, on create and on
// rename; a deleted audience's name is free); a PUT changes only what it names, clears the description
// with description= and answers is_owner instead of owner_account_id, as its example does; an unknown id
// is 404 TAILORED_AUDIENCE_NOT_FOUND; the list's permission_scope SHARED lists the audiences other
// accounts share with the account through a live permission, with the level granted as their
// permission_level and the owner's owner_account_id, q is a case-insensitive name prefix of 1 to 255
// characters, and the list sorts by created_at, updated_at, deleted, name and audience_size. An audience
// shared with an account answers its single GET too; as Gap 17 reads, READ_WRITE lets it also rename the
// audience (the PUT answers is_owner false), READ_ONLY does not, and neither deletes it (both refused 403
// ACTION_NOT_ALLOWED, inferred). Its permissions (custom_audience_permission*.go) are managed, and
// listed, by the owning account alone: an account the audience is shared with is refused 403
// ACTION_NOT_ALLOWED (inferred: the spec does not show the code), any other 404
// TAILORED_AUDIENCE_NOT_FOUND; permission_level is READ_ONLY or READ_WRITE (400 INVALID_PARAMETER
// otherwise); an account the emulator does not hold, the owner itself, or an account already granted
// the audience by a live permission is refused 400 INVALID_PARAMETER on granted_account_id (naming the
// permission that stands); accounts that name different business_ids need the owner's
// SHARE_AUDIENCE_OUTSIDE_BUSINESS (else 403 ACTION_NOT_ALLOWED), accounts without one (every seeded
// account) share freely; a revoke is a soft delete, a second one 404 NOT_FOUND; the list shows only
// live permissions (it takes no with_deleted, Gap 9) and sorts by created_at and updated_at; deleting
// an audience leaves its permissions as they are. Who targets an audience (endpoint 16,
// custom_audience_targeted_routes.go): the calling account's live line items of live campaigns with a
// live CUSTOM_AUDIENCE or CUSTOM_AUDIENCE_EXPANDED criterion naming the audience, included (EQ) or
// excluded (NE) alike, grouped by campaign, both in creation order; a line item is servable when it is
// ACTIVE and not deleted (the spec does not define it); with_active (default true) keeps the servable
// ones only, false every one, and a campaign left with none is not listed; a page holds 200 campaigns,
// never splitting one (the endpoint lists no count, and a count is refused); an audience shared with
// the account answers too, an unknown or deleted one 404 TAILORED_AUDIENCE_NOT_FOUND.
// A do-not-reach list (do_not_reach_list*.go) is created
// as endpoint 18 answers (named Do Not Reach List, not targetable: PROCESSING and TOO_SMALL, list_size
// null; an empty description is none); an account with a live list is refused 400 INVALID_PARAMETER on
// account_id naming that list, a deleted list does not count; the list (endpoint 17) takes with_deleted
// and cursor only, pages by 200 oldest first, and shows a new list at once whatever ListLag says; a
// delete is soft, a second one or an unknown id 404 NOT_FOUND; GET and PUT on a list's path are 405.
// Account media (account_media*.go) are made when an
// item enters the media library: an AMPLIFY_VIDEO becomes PREROLL, an image of 300x250, 728x90,
// 480x320, 768x1024 or 1024x768 becomes MEDIUM_RECTANGLE, BANNER_TABLET, INTERSTITIAL_LANDSCAPE,
// INTERSTITIAL_TABLET or INTERSTITIAL_LANDSCAPE_TABLET (no size makes BANNER, INTERSTITIAL or
// VAST_PREROLL), and their list sorts by created_at, updated_at, deleted and creative_type. A media
// creative (media_creative*.go) needs account_media_id and line_item_id, a live line item (else 404
// LINE_ITEM_NOT_FOUND) and live account media (else 404 ACCOUNT_MEDIA_NOT_FOUND); a WEBSITE_CLICKS
// line item without a landing_url is refused 400 MISSING_PARAMETER on landing_url; any creative type
// suits any line item, one account media may be attached to one line item more than once, a
// landing_url is kept as sent (a PREROLL video's too), deleting account media or a line item leaves
// its media creatives as they are, campaign_id on the list keeps the media creatives of that
// campaign's line items (none for a campaign the account lacks), and the list sorts as account
// media's. A scheduled promoted post (scheduled_promoted_post*.go) needs line_item_id and
// scheduled_post_id (a 64-bit decimal integer, else 400 INVALID_PARAMETER), a live line item (else 404
// LINE_ITEM_NOT_FOUND) and a scheduled post of the account in state SCHEDULED: one the account lacks,
// or one published or failed, is refused 400 INVALID_PARAMETER on scheduled_post_id (the code is not
// shown); every post suits every objective, and one scheduled post may be tied to a line item more than
// once, each create a new association; publication writes the post's id into each live association
// naming the post and makes a promoted post in its line item, a deleted association is left as it was;
// a DELETE is taken before and after publication (Gap 12) and, after, leaves the promoted post; an
// unknown id is 404 NOT_FOUND; deleting the scheduled post or the line item leaves its associations as
// they are; the list sorts by created_at, updated_at and deleted.
//
// The member upload (endpoint 12, custom_audience_members*.go) is taken by the owner and by an account
// granted READ_WRITE (Gap 17), for an audience of any type; a READ_ONLY grantee is refused 403
// ACTION_NOT_ALLOWED (inferred), any other account, and a deleted audience, 404
// TAILORED_AUDIENCE_NOT_FOUND. It spends from a window of its own, 1,500 a minute per user, and not
// from the 450 writes. A body that is not a JSON array of 1 to 2,500 operations, or is over 5,000,000
// bytes, is refused 400 INVALID_PARAMETER in errors (neither code nor status is shown). Every operation
// is checked before any is applied: a refused one answers 400 with operation_errors, one entry per
// operation in request order, null for a good one and {"code", "message", "parameter"} for the first
// fault of a refused one (parameter a path inside params: "users[3].email[0]"), with request.params
// (account_id and custom_audience_id), and nothing is applied. No error names a member's value. A
// hashed identifier is 64 hexadecimal characters in either case (upper case is the same identifier as
// lower case), a partner_user_id any non-empty string, and a member object carries at least one value;
// keys are matched as encoding/json matches them, regardless of case. effective_at defaults to the
// request's time and expires_at to 13 months after the request, and expires_at must be later than
// effective_at, defaults included (400 INVALID_PARAMETER on expires_at); past windows are taken. Members
// are stored as hashes only, partner_user_id hashed too. An Update object is one person: it adds them,
// or merges into one every stored person any of its identifiers names, and sets their window (a
// refresh); a Delete object removes, at once, every person any of its identifiers names (its window is
// checked, not used), and their other identifiers name no one afterwards. A person counts while
// effective_at <= now < expires_at on the emulator's clock. An audience keeps what its create, seed or
// edit gave it until its first upload; from then on the emulator computes it, and an edit of its size
// or targetability lasts until the next request. A size it had before then counts as people not held
// one by one, who never lapse (the demo audience's 140,321). Each upload sets updated_at and is
// processed Options.AudienceProcessing after it (at once by default; a later upload prolongs the
// processing): meanwhile the audience is not targetable, answers audience_size null (2.1) and
// PROCESSING, with TOO_SMALL when it counted fewer than 100 people before the first upload still
// processing; once processed it is targetable with its size from 100 people (Gap 8), else TOO_SMALL
// with a null size.
//
// The do-not-reach member upload (endpoint 19, do_not_reach_list_members*.go) shares endpoint 12's body
// reading, limits, atomicity, operation_errors and member store, with its own rules (Gap 4's reading):
// params holds users and expires_at only; effective_at is refused 400 INVALID_PARAMETER on effective_at
// (changes take effect at once); a member object carries email and phone_number only, and another
// identifier type of 2.4 is refused on users[i].<type> (the emulator's pick: the text says emails only,
// the parameter list and example carry both), upper-case hashes taken as their lower-case spelling, as
// 12 takes them; expires_at defaults to 13 months after the request, and a sent one must be later than
// now and less than 13 months ahead (400 INVALID_PARAMETER on expires_at). It is taken by the account
// that holds the list; an unknown, deleted or other account's list is 404 NOT_FOUND. It spends from a
// window of its own, 1,500 a minute per user, apart from endpoint 12's and the 450 writes. The answer is
// the spec's: data an array of one {success_count, total_count}, request an array of one
// {params: {do_not_reach_list_id, expires_at, account_id}, operation_type} per operation, in request
// order, expires_at the default when none was sent; a refused operation is answered as endpoint 12's,
// with request.params echoing account_id and do_not_reach_list_id. Members are stored as hashes, a
// person counting from the upload until expires_at; an upload sets the list's updated_at but not its
// list_size or targetability, whose meaning on an exclusion list the spec does not show (2.9): they stay
// what the list's create, seed or edit gave them.
// the account answers too, an unknown or deleted one 404 TAILORED_AUDIENCE_NOT_FOUND. The audience
// estimate (endpoint 46, audience_estimate.go) checks each criterion as a line item's criterion is
// checked, with the same codes and parameters, against the request's other criteria in place of a line
// item's (a TV show needs a location among them, wherever it stands); the message names the criterion's
// index. There is no line item, so placements refuse nothing and the types only the batch takes are
// taken; more criteria of a type than a line item holds are refused 400 INVALID_PARAMETER on
// targeting_criteria; operator_type is what targeting criterion creation takes (GTE and LT for
// NETWORK_ACTIVATION_DURATION), although the estimate's parameter list says EQ or NE; an estimate without
// a criterion of a primary type (followers, SIMILAR_TO_FOLLOWERS_OF_USER counted among them, custom
// audiences, interests, keywords, TV shows) is refused 400 INVALID_TARGETING_TYPE on targeting_criteria.
// Its size: from 300,000,000 users, each type targeted (any operator but NE), in the order of the types'
// names, keeps a tenth of the population per distinct value (all of it from ten values: values of a type
// are alternatives, types narrow each other), then each distinct NE criterion keeps nine tenths, each
// step rounding down; that is min, and max is min and a tenth of it, rounded down. It spends from no
// rate-limit window and answers no rate-limit header (the spec states none). The authenticated user
// access (endpoint 47, authenticated_user_access.go) is an account read answering the permissions of the
// account's one user (SetUserPermissions).
package emulator
