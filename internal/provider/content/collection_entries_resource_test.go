package content_test

import (
	"fmt"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// postList checks post_ids: the posts, in the order given.
func postList(posts ...string) knownvalue.Check {
	checks := make([]knownvalue.Check, len(posts))
	for i, p := range posts {
		checks[i] = knownvalue.StringExact(p)
	}
	return knownvalue.ListExact(checks)
}

func TestAccCollectionEntries_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const coll = "custom-5001"
	if err := env.Srv.AddCollection(coll, emulator.DemoUserID); err != nil {
		t.Fatal(err)
	}
	first, second := env.CoreConfig(entriesConfig(coll, postA, postB)), env.CoreConfig(entriesConfig(coll, postB, postC))
	var positionB uint64
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		// destroy removes the managed posts only: postD, added outside Terraform, stays
		CheckDestroy: acctest.DestroyCheck(holds(env, coll, postD)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(entriesRes, tfjsonpath.New("id"), knownvalue.StringExact(coll)),
					statecheck.ExpectKnownValue(entriesRes, tfjsonpath.New("post_ids"), postList(postA, postB)),
					acctest.EmulatorStateCheck(holds(env, coll, postA, postB)),
					env.ExpectRequests("POST", 1),
					env.ExpectRequests("GET", 0),
					acctest.EmulatorStateCheck(func() error {
						positionB, _ = env.Srv.CollectionPosition(coll, postB)
						return nil
					}),
				},
			},
			env.UnchangedStep(first, 1),
			{ // the update removes A and adds C in one request; B is not touched (its position stays)
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(entriesRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(entriesRes, tfjsonpath.New("post_ids"), postList(postB, postC)),
					acctest.EmulatorStateCheck(holds(env, coll, postB, postC)),
					env.ExpectRequests("POST", 1),
					acctest.EmulatorStateCheck(func() error {
						if p, ok := env.Srv.CollectionPosition(coll, postB); !ok || p != positionB {
							return fmt.Errorf("post B moved from position %d to %d: it was removed and added again", positionB, p)
						}
						return nil
					}),
				},
			},
			{ResourceName: entriesRes, ImportState: true, ImportStateVerify: true, ImportStateId: coll},
			importBlockStep(second, coll),
			{ // B removed outside Terraform: the plan adds it again, and the apply does
				PreConfig: func() {
					if err := env.Srv.RemoveCollectionEntries(coll, postB); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(entriesRes, plancheck.ResourceActionUpdate),
					plancheck.ExpectKnownValue(entriesRes, tfjsonpath.New("post_ids"), postList(postB, postC)),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.EmulatorStateCheck(holds(env, coll, postB, postC)),
					env.ExpectRequests("POST", 1),
				},
			},
			{ // D added outside Terraform: not managed, so nothing to do and D stays
				PreConfig: func() {
					if err := env.Srv.AddCollectionEntries(coll, postD); err != nil {
						t.Fatal(err)
					}
				},
				Config:           second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{plancheck.ExpectEmptyPlan()}},
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(entriesRes, tfjsonpath.New("post_ids"), postList(postB, postC)),
					acctest.EmulatorStateCheck(holds(env, coll, postB, postC, postD)),
				},
			},
		},
	})
}

// TestAccCollectionEntries_manyPosts: 150 posts are added in two curate requests of at most 100, into
// the seeded demo collection, one of whose posts is listed too (an add answered duplicate is success);
// destroy removes the 150 and leaves the other seeded entry.
func TestAccCollectionEntries_manyPosts(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	posts := []string{emulator.DemoCollectionPostIDs[0]}
	for i := range 149 {
		posts = append(posts, fmt.Sprintf("19%017d", i))
	}
	env.Srv.AddCollectablePosts(emulator.DemoUserID, posts[1:]...)
	config := env.CoreConfig(entriesConfig(emulator.DemoCollectionID, posts...))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(holds(env, emulator.DemoCollectionID, emulator.DemoCollectionPostIDs[1])),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    config,
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(entriesRes, tfjsonpath.New("post_ids"), knownvalue.ListSizeExact(150)),
					acctest.EmulatorStateCheck(holds(env, emulator.DemoCollectionID, append([]string{emulator.DemoCollectionPostIDs[1]}, posts...)...)),
					acctest.EmulatorStateCheck(func() error {
						if n := env.Count("POST", curatePath); n != 2 {
							return fmt.Errorf("curate requests = %d, want 2", n)
						}
						return nil
					}),
				},
			},
			env.UnchangedStep(config, 1),
		},
	})
}

// TestAccCollectionEntries_unknownPost: the service refuses to add a post that does not exist; the error
// names the post and the reason, and the posts that were added are kept in state.
func TestAccCollectionEntries_unknownPost(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	const coll = "custom-5002"
	if err := env.Srv.AddCollection(coll, emulator.DemoUserID); err != nil {
		t.Fatal(err)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.CoreConfig(entriesConfig(coll, postA, "999")),
				ExpectError: acctest.ExpectError(`Unable to add posts to collection.*post 999 could not be added: not_found`),
			},
			{ // the apply was partial: A is in the collection, 999 is not
				Config:           env.CoreConfig(entriesConfig(coll, postA)),
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{acctest.EmulatorPlanCheck(holds(env, coll, postA))}},
			},
		},
	})
}

// TestAccCollectionEntries_otherUsersCollection: the other user's token may not curate the demo collection.
func TestAccCollectionEntries_otherUsersCollection(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: env.ProviderBlock(acctest.Account, fmt.Sprintf("oauth2_access_token = %q", emulator.OtherOAuth2Token)) +
				entriesConfig(emulator.DemoCollectionID, postA),
			ExpectError: acctest.ExpectError(`Unable to add posts to collection.*HTTP 403 200.*does not own collection`),
		}},
	})
	if err := holds(env, emulator.DemoCollectionID, emulator.DemoCollectionPostIDs...)(); err != nil {
		t.Error(err)
	}
}

func TestAccCollectionEntries_invalidConfig(t *testing.T) {
	env := acctest.NewEnv(t)
	step := func(config, want string) resource.TestStep {
		return resource.TestStep{Config: config, PlanOnly: true, ExpectError: acctest.ExpectError(want)}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			step(env.CoreConfig(entriesConfig("388061495298244609", postA)), `collection_id.*must be a collection id of the form custom-<digits>`),
			step(env.CoreConfig(entriesConfig("custom-", postA)), `collection_id.*custom-<digits>`),
			step(env.CoreConfig(entriesConfig(emulator.DemoCollectionID)), `post_ids.*list must contain at least 1 elements`),
			step(env.CoreConfig(entriesConfig(emulator.DemoCollectionID, "12a")), `post_ids.*must be a post id: 1 to 19 digits`),
			// a post listed twice, as two lists joined with concat make it
			step(env.CoreConfig(`
resource "adsapi_collection_entries" "test" {
  collection_id = "custom-1"
  post_ids      = concat(["`+postA+`", "`+postB+`"], ["`+postA+`"])
}`), `post_ids.*duplicate values.*`+postA),
			step(env.CoreConfig(`
variable "posts" {
  default = ["1", "not-a-post"]
}
resource "adsapi_collection_entries" "test" {
  collection_id = "custom-1"
  post_ids      = var.posts
}`), `must be a post id`),
			// no user context: the app-only bearer token cannot curate
			step(bearerOnly(env)+entriesConfig(emulator.DemoCollectionID, postA),
				`Missing credentials.*OAuth 2.0 user: set oauth2_access_token.*OAuth 1.0a user context: set consumer_key`),
			{
				Config: env.CoreConfig(entriesConfig(emulator.DemoCollectionID, postA)), ResourceName: entriesRes,
				ImportState: true, ImportStateId: "388061495298244609",
				ExpectError: acctest.ExpectError(`Import id "388061495298244609" is not a collection id: expected custom-<digits>`),
			},
		},
	})
	env.ExpectNoRequests()
}
