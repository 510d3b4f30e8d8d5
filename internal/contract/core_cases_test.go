package contract

import (
	"net/url"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
)

// contractCase is one scenario against its own emulator behind the validating layer.
type contractCase struct {
	name string
	opts emulator.Options
	run  func(t *testing.T, e *env)
}

// demoPost is a post of the demo user ("Summer sale starts Monday.") that others reply to, quote and repost.
const demoPost = "1460323737035677700"

// Every field and expansion the selections below ask for, so that the answers carry as much of
// the emulator's views as it can show.
var (
	allUserFields = []string{"created_at", "description", "entities", "location", "most_recent_post_id", "pinned_post_id",
		"profile_image_url", "protected", "public_metrics", "url", "verified", "verified_type", "withheld", "connection_status",
		"subscriber_count"}
	allPostFields = []string{"attachments", "author_id", "conversation_id", "created_at", "edit_history_post_ids", "entities",
		"in_reply_to_user_id", "lang", "possibly_sensitive", "public_metrics", "referenced_posts", "reply_settings"}
)

// coreClientCases drive the real client (internal/adsapi) through every operation of the core
// part that it has a method for: its requests are validated (path, parameters, enums, body,
// credential scheme), and so are the emulator's answers.
var coreClientCases = []contractCase{
	{name: "users/me", run: func(t *testing.T, e *env) {
		u, err := e.client(nil).Me(ctxOf(t))
		if err != nil || u.ID != emulator.DemoUserID || u.Username != emulator.DemoHandle {
			t.Fatalf("Me = %+v, %v; want the demo user", u, err)
		}
		e.wantAllValid("GET /2/users/me")
	}},
	{name: "users/me with OAuth 1.0a", run: func(t *testing.T, e *env) {
		c := e.client(func(cfg *adsapi.Config) { cfg.Transport.OAuth2AccessToken = "" })
		if u, err := c.Me(ctxOf(t)); err != nil || u.ID != emulator.DemoUserID {
			t.Fatalf("Me = %+v, %v; want the demo user", u, err)
		}
		e.wantAllValid("GET /2/users/me")
	}},
	{name: "blocking", run: func(t *testing.T, e *env) {
		list, err := e.client(nil).Users.Blocking(ctxOf(t), emulator.DemoUserID, adsapi.UserListOptions{FieldOptions: adsapi.FieldOptions{
			UserFields: allUserFields, Expansions: []string{"pinned_post_id", "most_recent_post_id"}, PostFields: allPostFields,
		}})
		if err != nil || len(list.Users) != 1 || list.Users[0].ID != emulator.BlockedUserID {
			t.Fatalf("Blocking = %+v, %v; want the seeded blocked user", list, err)
		}
		e.wantAllValid("GET /2/users/{id}/blocking")
	}},
	{name: "muting", run: func(t *testing.T, e *env) {
		e.emu.RecordFollow(emulator.DevelopersUserID, emulator.DemoUserID)
		if err := e.emu.MuteOutOfBand(emulator.DemoUserID, emulator.DevelopersUserID); err != nil {
			t.Fatal(err)
		}
		list, err := e.client(nil).Users.Muting(ctxOf(t), emulator.DemoUserID, adsapi.UserListOptions{FieldOptions: adsapi.FieldOptions{
			UserFields: allUserFields, Expansions: []string{"pinned_post_id", "most_recent_post_id", "affiliation"}, PostFields: allPostFields,
		}})
		if err != nil || len(list.Users) != 2 || list.Users[0].ID != emulator.DevelopersUserID || len(list.Includes.Posts) == 0 {
			t.Fatalf("Muting = %+v, %v; want the developers' account (with its posts included) and the seeded muted user", list, err)
		}
		if n := list.Users[0].SubscriberCount; n == nil || *n <= 0 {
			t.Errorf("the developers' subscriber_count = %v, want their count", n)
		}
		e.wantAllValid("GET /2/users/{id}/muting")
	}},
	{name: "muting, paged forward then back", run: func(t *testing.T, e *env) {
		for _, id := range []string{emulator.DevelopersUserID, emulator.PlatformUserID} {
			if err := e.emu.MuteOutOfBand(emulator.DemoUserID, id); err != nil {
				t.Fatal(err)
			}
		}
		page := func(token string) ([]string, map[string]any) {
			q := url.Values{"max_results": {"1"}}
			if token != "" {
				q.Set("pagination_token", token)
			}
			_, body := e.raw("GET", demoMuting, q, userOAuth2, nil)
			answer := mustObject(t, body)
			var ids []string
			for _, u := range answer["data"].([]any) {
				ids = append(ids, u.(map[string]any)["id"].(string))
			}
			meta, _ := answer["meta"].(map[string]any)
			return ids, meta
		}
		first, meta1 := page("")
		second, meta2 := page(meta1["next_token"].(string))
		third, meta3 := page(meta2["next_token"].(string))
		back2, metaBack := page(meta3["previous_token"].(string))
		back1, _ := page(metaBack["previous_token"].(string))
		if meta1["previous_token"] != nil || meta3["next_token"] != nil || !slices.Equal(back2, second) || !slices.Equal(back1, first) ||
			slices.Equal(first, second) || slices.Equal(second, third) {
			t.Errorf("pages %v %v %v, then back %v %v; want three pages and the same two back", first, second, third, back2, back1)
		}
		e.wantAllValid("GET /2/users/{id}/muting")
	}},
	{name: "mute and unmute", run: func(t *testing.T, e *env) {
		c := e.client(nil)
		if muting, err := c.Users.Mute(ctxOf(t), emulator.DemoUserID, emulator.PlatformUserID); err != nil || !muting {
			t.Fatalf("Mute = %v, %v", muting, err)
		}
		if muting, err := c.Users.Unmute(ctxOf(t), emulator.DemoUserID, emulator.PlatformUserID); err != nil || muting {
			t.Fatalf("Unmute = %v, %v", muting, err)
		}
		e.wantAllValid("POST /2/users/{id}/muting", "DELETE /2/users/{source_user_id}/muting/{target_user_id}")
	}},
	{name: "user posts, user context", run: func(t *testing.T, e *env) {
		list, err := e.client(nil).Timelines.Posts(ctxOf(t), emulator.DemoUserID, adsapi.TimelineOptions{
			FieldOptions: adsapi.FieldOptions{PostFields: allPostFields, UserFields: allUserFields,
				Expansions: []string{"author_id", "in_reply_to_user_id", "referenced_posts", "entities.mentions.username"}},
			StartTime: time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC), EndTime: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC),
		})
		if err != nil || len(list.Posts) != 5 || list.Posts[0].ID != emulator.ReplyPostID || len(list.Includes.Users) == 0 {
			t.Fatalf("Posts = %+v, %v; want the demo user's 5 posts, the reply first, with their users", list, err)
		}
		e.wantAllValid("GET /2/users/{id}/posts")
	}},
	{name: "user posts, app-only", run: func(t *testing.T, e *env) {
		c := e.client(func(cfg *adsapi.Config) {
			cfg.Transport.OAuth2AccessToken, cfg.Transport.ConsumerKey, cfg.Transport.ConsumerSecret, cfg.Transport.AccessToken, cfg.Transport.AccessTokenSecret = "", "", "", "", ""
		})
		list, err := c.Timelines.Posts(ctxOf(t), emulator.DevelopersUserID, adsapi.TimelineOptions{Limit: 2})
		if err != nil || len(list.Posts) != 2 || !list.More {
			t.Fatalf("Posts = %+v, %v; want 2 of the developers' posts and more", list, err)
		}
		e.wantAllValid("GET /2/users/{id}/posts")
	}},
	{name: "mentions", run: func(t *testing.T, e *env) {
		list, err := e.client(nil).Timelines.Mentions(ctxOf(t), emulator.DemoUserID, adsapi.TimelineOptions{
			FieldOptions: adsapi.FieldOptions{PostFields: allPostFields, Expansions: []string{"author_id"}, UserFields: []string{"verified_type"}},
		})
		if err != nil || len(list.Posts) != 3 || len(list.Includes.Users) != 2 {
			t.Fatalf("Mentions = %+v, %v; want the 3 seeded mentions of the demo user by 2 authors", list, err)
		}
		e.wantAllValid("GET /2/users/{id}/mentions")
	}},
	{name: "mentions of an unknown user, a partial answer", run: func(t *testing.T, e *env) {
		list, err := e.client(nil).Timelines.Mentions(ctxOf(t), "42", adsapi.TimelineOptions{})
		if err != nil || len(list.Posts) != 0 || len(list.Errors) != 1 || list.Errors[0].ResourceType != "user" {
			t.Fatalf("Mentions = %+v, %v; want no post and one errors entry about user 42", list, err)
		}
		e.wantAllValid("GET /2/users/{id}/mentions")
	}},
	{name: "home timeline", run: func(t *testing.T, e *env) {
		list, err := e.client(nil).Timelines.HomeTimeline(ctxOf(t), emulator.DemoUserID, adsapi.TimelineOptions{
			FieldOptions: adsapi.FieldOptions{PostFields: allPostFields, Expansions: []string{"referenced_posts"}},
		})
		if err != nil || len(list.Posts) != 11 || len(list.Includes.Posts) != 1 {
			t.Fatalf("HomeTimeline = %+v, %v; want the 11 posts of the demo user and its follows, and the replied-to post", list, err)
		}
		e.wantAllValid("GET /2/users/{id}/timelines/reverse_chronological")
	}},
	{name: "account-activity subscription lifecycle", run: func(t *testing.T, e *env) {
		c := e.client(nil)
		ctx := ctxOf(t)
		if already, err := c.AccountActivity.Subscribe(ctx, emulator.DemoWebhookID); err != nil || already {
			t.Fatalf("Subscribe = %v, %v", already, err)
		}
		if ok, err := c.AccountActivity.Subscribed(ctx, emulator.DemoWebhookID); err != nil || !ok {
			t.Fatalf("Subscribed = %v, %v", ok, err)
		}
		hook, err := c.AccountActivity.List(ctx, emulator.DemoWebhookID)
		if err != nil || len(hook.Subscriptions) != 1 || string(hook.Subscriptions[0].UserID) != emulator.DemoUserID {
			t.Fatalf("List = %+v, %v", hook, err)
		}
		count, err := c.AccountActivity.Count(ctx)
		if err != nil || count.SubscriptionsCountAll.Value != 1 {
			t.Fatalf("Count = %+v, %v", count, err)
		}
		if gone, err := c.AccountActivity.Unsubscribe(ctx, emulator.DemoWebhookID, emulator.DemoUserID); err != nil || gone {
			t.Fatalf("Unsubscribe = %v, %v", gone, err)
		}
		e.wantAllValid(
			"POST /2/account_activity/webhooks/{webhook_id}/subscriptions/all",
			"GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all",
			"GET /2/account_activity/webhooks/{webhook_id}/subscriptions/all/list",
			"GET /2/account_activity/subscriptions/count",
			"DELETE /2/account_activity/webhooks/{webhook_id}/subscriptions/{user_id}/all",
		)
	}},
	{name: "activity stream", run: func(t *testing.T, e *env) {
		// Event types whose payload the description maps a schema to: a follow and a profile update.
		e.emu.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "follow.follow", UserID: emulator.DemoUserID,
			Direction: "inbound", Tag: "new followers"})
		e.emu.SeedActivitySubscription(emulator.ActivitySubscription{EventType: "profile.update.bio", UserID: emulator.OtherUserID})
		e.emu.RecordFollow(emulator.OtherUserID, emulator.DemoUserID)
		e.emu.RecordActivity("profile.update.bio", emulator.OtherUserID, "", map[string]any{"before": "Another advertiser.", "after": "Still another."})
		// And the reply, the quote and the repost that 2.168 maps to a post.
		refs := []string{"post.reply.create", "post.quote.create", "post.repost.create"}
		for _, typ := range refs {
			e.emu.SeedActivitySubscription(emulator.ActivitySubscription{EventType: typ, UserID: emulator.DemoUserID, Direction: "inbound"})
			if _, err := e.emu.RecordPostReference(typ, emulator.OtherUserID, demoPost, "On it."); err != nil {
				t.Fatal(err)
			}
		}
		five := 5
		read, err := e.client(nil).ActivityStream.Read(ctxOf(t), adsapi.ActivityStreamOptions{BackfillMinutes: &five, MaxItems: 5, Wait: 10 * time.Second})
		if err != nil || len(read.Activities) != 5 || read.Activities[0].EventType != "follow.follow" ||
			read.Activities[1].EventType != "profile.update.bio" {
			t.Fatalf("Read = %+v, %v; want the follow, the profile update and the three posts", read, err)
		}
		for i, typ := range refs {
			if a := read.Activities[2+i]; a.EventType != typ || a.Post == nil || a.Post.ReferencedPosts[0].ID != demoPost {
				t.Errorf("activity %d = %+v, want %s carrying a post that refers to %s", 3+i, a, typ, demoPost)
			}
		}
		exs := e.wantAllValid("GET /2/activity/stream")
		if exs[0].lines != 5 || len(exs[0].unvalidated) != 0 {
			t.Errorf("stream: %d lines validated, unvalidated %v; want every line and its payload", exs[0].lines, exs[0].unvalidated)
		}
	}},
}
