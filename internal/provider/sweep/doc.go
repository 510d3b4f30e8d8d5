// Package sweep deletes what acceptance tests left behind on a shared ads account: the sweepers of
// terraform-plugin-testing (resource.AddTestSweepers), run by `go test ./internal/provider/sweep
// -sweep=<ads account id>` (make sweep). A run killed, timed out or failed before its destroy leaves
// objects that no state records; on the emulator they vanish with the process, on a service they stay.
//
// What is a test's. Every object a test makes carries the acceptance suite's name prefix
// (acctarget.NamePrefix) in the field the test chooses: the name where the kind has a free one, else
// the text of a draft or scheduled post (or its optional name), the provider advertiser id of an app
// event provider configuration, the tag of an activity subscription, a segment of the path of a
// webhook's or a feed's URL (the host must be one that answers). A sweeper deletes an object only when
// that field starts with the prefix, compared exactly: a person's "TF-ACC-TEST-" campaign is not the
// suite's.
//
// The one exception is the associations of a swept object: what a line item, a scheduled post or an
// audience holds that has no field of its own for a test to mark (promoted posts, targeting criteria,
// media creatives, tracking tags, promoted accounts, pre-roll calls to action, scheduled promoted posts,
// an audience's permissions). They go first, with their parent, because the service does not take them
// with it: a deleted line item's promoted posts keep deleted false yet drop out of the lists
// (campaign-management.md, States and transitions), where no later sweep would look for them; what
// deleting a scheduled post does to its ties, or an audience to its permissions, is not shown. An object with a life and a name of its own
// is never deleted for its parent's sake: an unprefixed line item of a prefixed campaign stays, as the
// campaign's delete does not need it gone (the spec shows no refusal), and a test names its line items.
//
// Order. Each sweeper names the sweepers whose objects may hang under or point at its own
// (Dependencies), so that resource.TestMain runs those first: a line item's associations before the
// line item, line items before campaigns and before the web event tags they name, targeting criteria
// before the custom audiences they target, scheduled promoted posts before scheduled posts, draft and
// scheduled posts before the cards they carry, activity subscriptions before webhooks.
//
// Left out, each for a reason:
//   - the do-not-reach list: one per account, named by the service ("Do Not Reach List"), so no test
//     can mark it, and it may be the account's real one;
//   - sandbox account features: a set of flags of the account, nothing a test names;
//   - account media: the service makes them from the media library, which no test writes;
//   - collections and their entries: the client can neither list nor delete a collection (only curate
//     entries of one made elsewhere), and an entry is a post id, nothing a test names;
//   - account-activity subscriptions: a (webhook, user) pair with nothing to mark; the service deletes
//     them with their webhook (webhooks-and-user-lookup.md), which is swept;
//   - mutes, blocks and the developer account: relations between users and the user's own account,
//     nothing a test names.
//
// Scheduled feeds live under a product catalog, not an ads account, and the API has no list of a
// user's catalogs: their sweeper looks in the catalogs named by ADSAPI_SWEEP_PRODUCT_CATALOG_IDS and
// says so when none is.
package sweep
