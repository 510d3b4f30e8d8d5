package activity_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// TestAccActivityStream_postReferences: a reply, a quote and a repost of the demo user's post come as
// post.reply.create, post.quote.create and post.repost.create (the service's description, 2.168), each
// with its post decoded into post; a follow carries no post.
func TestAccActivityStream_postReferences(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := streamEnv(t)
	const original = "1460323737035677700" // the demo user's "Summer sale starts Monday."
	ids := map[string]string{}
	for _, typ := range []string{"post.reply.create", "post.quote.create", "post.repost.create"} {
		env.Srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: typ, UserID: emulator.DemoUserID, Direction: "inbound"})
		id, err := env.Srv.RecordPostReference(typ, emulator.OtherUserID, original, "Which sizes?")
		if err != nil {
			t.Fatal(err)
		}
		ids[typ] = id
	}
	activity := func(i int, attr ...string) tfjsonpath.Path {
		p := tfjsonpath.New("activities").AtSliceIndex(i)
		for _, a := range attr {
			p = p.AtMapKey(a)
		}
		return p
	}
	post := func(i int, attr string) tfjsonpath.Path { return activity(i, "post", attr) }
	ref := func(i int, attr string) tfjsonpath.Path {
		return activity(i, "post").AtMapKey("referenced_posts").AtSliceIndex(0).AtMapKey(attr)
	}
	// The two follows of streamEnv come first, then the three posts in the order they were made.
	checks := []statecheck.StateCheck{
		statecheck.ExpectKnownValue(streamDS, tfjsonpath.New("activities"), knownvalue.ListSizeExact(5)),
		statecheck.ExpectKnownValue(streamDS, activity(0, "post"), knownvalue.Null()),
		statecheck.ExpectKnownValue(streamDS, post(2, "in_reply_to_user_id"), knownvalue.StringExact(emulator.DemoUserID)),
		statecheck.ExpectKnownValue(streamDS, post(3, "in_reply_to_user_id"), knownvalue.Null()),
		statecheck.ExpectKnownValue(streamDS, post(4, "text"), knownvalue.StringExact("RT @adsapi_demo: Summer sale starts Monday.")),
	}
	for i, typ := range []string{"post.reply.create", "post.quote.create", "post.repost.create"} {
		refType := map[string]string{"post.reply.create": "replied_to", "post.quote.create": "quoted", "post.repost.create": "reposted"}[typ]
		checks = append(checks,
			statecheck.ExpectKnownValue(streamDS, activity(2+i, "event_type"), knownvalue.StringExact(typ)),
			statecheck.ExpectKnownValue(streamDS, post(2+i, "id"), knownvalue.StringExact(ids[typ])),
			statecheck.ExpectKnownValue(streamDS, post(2+i, "author_id"), knownvalue.StringExact(emulator.OtherUserID)),
			statecheck.ExpectKnownValue(streamDS, ref(2+i, "type"), knownvalue.StringExact(refType)),
			statecheck.ExpectKnownValue(streamDS, ref(2+i, "id"), knownvalue.StringExact(original)),
		)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.CoreConfig(`
data "adsapi_activity_stream" "test" {
  backfill_minutes = 5
  max_items        = 5
  wait             = "1m"
}
`),
			ConfigStateChecks: checks,
		}},
	})
}
