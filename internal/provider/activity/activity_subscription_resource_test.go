package activity_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/compare"
	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/plancheck"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

const subRes = "adsapi_activity_subscription.test"

// subConfig is one subscription; filter is the HCL body of the filter object.
func subConfig(eventType, filter, extra string) string {
	return fmt.Sprintf(`
resource "adsapi_activity_subscription" "test" {
  event_type = %q
  filter = {
    %s
  }
  %s
}
`, eventType, filter, extra)
}

var demoFilter = fmt.Sprintf(`user_id = %q`, emulator.DemoUserID)

func TestAccActivitySubscription_lifecycle(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	withTag := func(tag string) string {
		return env.CoreConfig(subConfig("follow.follow", demoFilter+"\n    direction = \"inbound\"", `tag = "`+tag+`"
  webhook_id = "`+emulator.DemoWebhookID+`"`))
	}
	first, second := withTag("tf-acc-test-followers"), withTag("tf-acc-test-new followers")
	untagged := env.CoreConfig(subConfig("follow.follow", demoFilter+"\n    direction = \"inbound\"", `webhook_id = "`+emulator.DemoWebhookID+`"`))
	var firstID, id string
	same := statecheck.CompareValue(compare.ValuesSame())
	gone := func(id *string) acctest.EmulatorStateCheck {
		return func() error {
			if _, ok := env.Srv.ActivitySubscription(*id); ok {
				return fmt.Errorf("activity subscription %s is still at the service", *id)
			}
			return nil
		}
	}
	serviceTag := func(want string) acctest.EmulatorStateCheck {
		return func() error {
			if got, ok := env.Srv.ActivitySubscription(id); !ok || got.Tag != want {
				return fmt.Errorf("service holds %+v (found %t), want tag %q", got, ok, want)
			}
			return nil
		}
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy:             acctest.DestroyCheck(gone(&id)),
		Steps: []resource.TestStep{
			{
				PreConfig: env.ResetRequests,
				Config:    first,
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("POST", 1), env.ExpectRequests("GET", 0),
					acctest.CaptureID(subRes, &id), acctest.CaptureID(subRes, &firstID),
					acctest.EmulatorStateCheck(func() error {
						got, ok := env.Srv.ActivitySubscription(id)
						if !ok || got.Tag != "tf-acc-test-followers" || got.Direction != "inbound" || got.WebhookID != emulator.DemoWebhookID {
							return fmt.Errorf("service holds %+v (found %t)", got, ok)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("filter"), knownvalue.ObjectExact(map[string]knownvalue.Check{
						"user_id": knownvalue.StringExact(emulator.DemoUserID), "direction": knownvalue.StringExact("inbound"),
						"keyword": knownvalue.Null(), "qualifiers": knownvalue.Null(),
					})),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("created_at"), knownvalue.NotNull()),
					same.AddStateValue(subRes, tfjsonpath.New("id")),
				},
			},
			env.UnchangedStep(first, 1), // one list page
			{ // a new tag changes in place: one PUT, same id
				PreConfig: env.ResetRequests,
				Config:    second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(subRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("PUT", 1), env.ExpectRequests("POST", 0), env.ExpectRequests("DELETE", 0),
					serviceTag("tf-acc-test-new followers"),
					same.AddStateValue(subRes, tfjsonpath.New("id")),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("tag"), knownvalue.StringExact("tf-acc-test-new followers")),
				},
			},
			env.UnchangedStep(second, 1),
			{ // edited outside Terraform: the plan shows the tag's drift and the apply puts it back in place
				PreConfig: func() {
					if err := env.Srv.SetActivitySubscriptionTag(id, "edited"); err != nil {
						t.Fatal(err)
					}
					env.ResetRequests()
				},
				Config: second,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(subRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{env.ExpectRequests("PUT", 1), serviceTag("tf-acc-test-new followers")},
			},
			{ResourceName: subRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
			acctest.ImportBlockStep(subRes, second, acctest.FixedImportID(&id)),
			{ResourceName: subRes, ImportState: true, ImportStateId: "sub-1", ExpectError: acctest.ExpectError(`import id "sub-1" is malformed: expected the subscription's id, 1 to 19 digits`)},
			{ // the service takes no empty tag: removing it replaces the subscription
				PreConfig: env.ResetRequests,
				Config:    untagged,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(subRes, plancheck.ResourceActionDestroyBeforeCreate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectRequests("DELETE", 1), env.ExpectRequests("POST", 1), env.ExpectRequests("PUT", 0),
					acctest.CaptureID(subRes, &id), gone(&firstID),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("tag"), knownvalue.Null()),
				},
			},
			env.RecreatedStep(subRes, untagged, &id, env.Srv.DeleteActivitySubscription),
		},
	})
}

// TestAccActivitySubscription_aliasAndQualifiers: the deprecated chat.conversation_join comes back as
// chat.conversation.join; neither spelling plans a change against the other, and the qualifiers reach the
// service.
func TestAccActivitySubscription_aliasAndQualifiers(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	filter := demoFilter + "\n    qualifiers = { conversation_id = \"1580661436132757506\" }"
	alias := env.CoreConfig(subConfig("chat.conversation_join", filter, `tag = "tf-acc-test-joins"`))
	canonical := env.CoreConfig(subConfig("chat.conversation.join", filter, `tag = "tf-acc-test-joins"`))
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: alias,
				ConfigStateChecks: []statecheck.StateCheck{
					acctest.CaptureID(subRes, &id),
					acctest.EmulatorStateCheck(func() error {
						got, ok := env.Srv.ActivitySubscription(id)
						if !ok || got.EventType != "chat.conversation.join" || got.Qualifiers["conversation_id"] != "1580661436132757506" {
							return fmt.Errorf("service holds %+v (found %t)", got, ok)
						}
						return nil
					}),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("event_type"), knownvalue.StringExact("chat.conversation_join")),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("filter").AtMapKey("qualifiers"),
						knownvalue.MapExact(map[string]knownvalue.Check{"conversation_id": knownvalue.StringExact("1580661436132757506")})),
				},
			},
			env.UnchangedStep(alias, 1),
			{ // writing the canonical name, as the plan warning asks, is the same subscription: nothing is sent
				PreConfig: env.ResetRequests,
				Config:    canonical,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectResourceAction(subRes, plancheck.ResourceActionUpdate),
				}},
				ConfigStateChecks: []statecheck.StateCheck{
					env.ExpectWrites(0),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("event_type"), knownvalue.StringExact("chat.conversation.join")),
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("id"), knownvalue.StringFunc(func(v string) error {
						if v != id {
							return fmt.Errorf("id %s, want %s: respelling must not replace", v, id)
						}
						return nil
					})),
				},
			},
			env.UnchangedStep(canonical, 1),
			{ResourceName: subRes, ImportState: true, ImportStateVerify: true, ImportStateIdFunc: acctest.FixedImportID(&id)},
		},
	})
}

// TestAccActivitySubscription_flatAnswers: the same lifecycle against the activity quickstart's flat answers.
func TestAccActivitySubscription_flatAnswers(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	env.Srv.AnswerActivitySubscriptionsFlat(true)
	cfg := func(tag string) string {
		return env.CoreConfig(devConfig + subConfig("like.create", demoFilter, `tag = "`+tag+`"`))
	}
	var id string
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		CheckDestroy: func(*terraform.State) error {
			if subs := env.Srv.ActivitySubscriptions(); len(subs) != 0 {
				return fmt.Errorf("the service still holds %+v", subs)
			}
			return nil
		},
		Steps: []resource.TestStep{
			{Config: cfg("tf-acc-test-likes"), ConfigStateChecks: []statecheck.StateCheck{
				acctest.CaptureID(subRes, &id),
				acctest.EmulatorStateCheck(func() error {
					if got, ok := env.Srv.ActivitySubscription(id); !ok || got.Tag != "tf-acc-test-likes" {
						return fmt.Errorf("service holds %+v (found %t)", got, ok)
					}
					return nil
				}),
			}},
			env.UnchangedStep(cfg("tf-acc-test-likes"), 2), // the account (its user known from the create) and the list
			{Config: cfg("tf-acc-test-more likes"), ConfigStateChecks: []statecheck.StateCheck{
				statecheck.ExpectKnownValue(subRes, tfjsonpath.New("tag"), knownvalue.StringExact("tf-acc-test-more likes")),
				statecheck.ExpectKnownValue(subRes, tfjsonpath.New("id"), knownvalue.StringFunc(func(v string) error {
					if v != id {
						return fmt.Errorf("id %s, want %s: a tag changes in place", v, id)
					}
					return nil
				})),
			}},
			env.UnchangedStep(cfg("tf-acc-test-more likes"), 2),
		},
	})
}

// TestAccActivitySubscription_pagedRead: the subscription sits on the second list page, which the
// refresh reaches.
func TestAccActivitySubscription_pagedRead(t *testing.T) {
	acctarget.NeedsEmulator(t, "changes the service from inside (seeds objects or drift)")
	env := acctest.NewEnv(t)
	for range 1000 {
		env.Srv.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "post.create", UserID: emulator.PlatformUserID})
	}
	cfg := env.CoreConfig(subConfig("like.create", demoFilter, `tag = "tf-acc-test-likes"`))
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{Config: cfg},
			{
				PreConfig: env.ResetRequests, Config: cfg,
				ConfigPlanChecks: resource.ConfigPlanChecks{PreApply: []plancheck.PlanCheck{
					plancheck.ExpectEmptyPlan(),
					acctest.EmulatorPlanCheck(func() error {
						if n := env.Count("GET", "/2/activity/subscriptions"); n != 2 {
							return fmt.Errorf("refresh read %d pages, want 2: %s", n, env.LogString())
						}
						return nil
					}),
				}},
			},
		},
	})
}

func TestAccActivitySubscription_invalid(t *testing.T) {
	env := acctest.NewEnv(t)
	steps := []resource.TestStep{
		{Config: env.CoreConfig(subConfig("post.like", demoFilter, "")), ExpectError: acctest.ExpectError(`event_type.*value must be one of`)},
		{Config: env.CoreConfig(subConfig("mute.mute", demoFilter+"\n    direction = \"inbound\"", "")),
			ExpectError: acctest.ExpectError(`filter.direction: direction is not supported for mute.\* events`)},
		{Config: env.CoreConfig(subConfig("block.unblock", demoFilter+"\n    direction = \"outbound\"", "")),
			ExpectError: acctest.ExpectError(`direction is not supported for block.\* events`)},
		{Config: env.CoreConfig(subConfig("like.create", demoFilter+"\n    direction = \"sideways\"", "")),
			ExpectError: acctest.ExpectError(`filter.direction.*value must be one of: \["inbound" "outbound"\]`)},
		{Config: env.CoreConfig(subConfig("like.create", demoFilter, `tag = "`+strings.Repeat("é", 201)+`"`)),
			ExpectError: acctest.ExpectError(`Attribute tag must be between 1 and 200 characters, got: 201`)},
		{Config: env.CoreConfig(subConfig("like.create", demoFilter, `tag = ""`)),
			ExpectError: acctest.ExpectError(`Attribute tag must be between 1 and 200 characters, got: 0`)},
		{Config: env.CoreConfig(subConfig("post.create", demoFilter+"\n    qualifiers = { a = \"b\" }", "")),
			ExpectError: acctest.ExpectError(`filter.qualifiers: qualifiers narrow only chat, follow, unfollow, like and subscriptions events, not "post.create"`)},
		{Config: env.CoreConfig(subConfig("like.create", demoFilter+"\n    qualifiers = {}", "")),
			ExpectError: acctest.ExpectError(`filter.qualifiers.*map must contain at least 1 elements`)},
		{Config: env.CoreConfig(subConfig("like.create", `user_id = "@adsapi_demo"`, "")),
			ExpectError: acctest.ExpectError(`filter.user_id.*must be a user id: 1 to 19 digits`)},
		{Config: env.CoreConfig(subConfig("like.create", demoFilter, `webhook_id = "hook"`)),
			ExpectError: acctest.ExpectError(`webhook_id.*must be a webhook id`)},
		{ // a whole filter from a variable: the rule still holds
			Config: env.CoreConfig(`
variable "filter" {
  default = { user_id = "756201191646691328", direction = "inbound" }
}
resource "adsapi_activity_subscription" "test" {
  event_type = "mute.unmute"
  filter     = var.filter
}
`), ExpectError: acctest.ExpectError(`direction is not supported for mute.\* events`)},
		{Config: noBearer(env) + subConfig("like.create", demoFilter, ""),
			ExpectError: acctest.ExpectError(`Missing credentials.*bearer_token.*deletes an activity subscription only with the app-only bearer token`)},
		{Config: bearerOnly(env) + subConfig("mute.mute", demoFilter, ""),
			ExpectError: acctest.ExpectError(`Missing credentials.*mute.mute subscriptions are actor-only`)},
		{Config: env.ProviderBlock(acctest.Account) + subConfig("like.create", demoFilter, ""),
			ExpectError: acctest.ExpectError(`Missing credentials.*bearer_token`)},
	}
	for i := range steps {
		steps[i].PlanOnly = true
	}
	resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
	env.ExpectNoRequests()
}

// TestAccActivitySubscription_actorOnly: a mute subscription of another user is refused at apply before any
// POST; the authenticated user's own is created.
func TestAccActivitySubscription_actorOnly(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.CoreConfig(subConfig("mute.mute", fmt.Sprintf(`user_id = %q`, emulator.OtherUserID), `tag = "tf-acc-test-mutes"`)),
				ExpectError: acctest.ExpectError(`filter.user_id.*mute.mute subscriptions are actor-only: filter.user_id must be the authenticated user ` + emulator.DemoUserID + `, not ` + emulator.OtherUserID + `. Nothing was sent`),
			},
			{ // a step that fails runs none of its checks: the next one counts what the refused apply sent
				PreConfig: func() {
					if n := env.Count("POST", "/"); n != 0 {
						t.Errorf("the refused step sent %d POSTs", n)
					}
				},
				Config: env.CoreConfig(subConfig("mute.mute", demoFilter, `tag = "tf-acc-test-mutes"`)),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue(subRes, tfjsonpath.New("event_type"), knownvalue.StringExact("mute.mute")),
				},
			},
		},
	})
}

// TestAccActivitySubscription_missingScope: the read-only token lacks mute.read; the service refuses with
// Problem Details naming the scope, and the diagnostic says to grant it.
func TestAccActivitySubscription_missingScope(t *testing.T) {
	acctarget.NeedsEmulator(t, "reads the service's records from inside")
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config: withOAuth2(env, emulator.DemoOAuth2ReadToken) + subConfig("mute.mute", demoFilter, `tag = "tf-acc-test-mutes"`),
			ExpectError: acctest.ExpectError(`lacks the scope mute.read that mute.\* subscriptions need. Grant it.*` +
				`HTTP 403 client-forbidden.*mute.read`),
		}},
	})
	if subs := env.Srv.ActivitySubscriptions(); len(subs) != 0 {
		t.Errorf("the refused create stored %+v", subs)
	}
}
