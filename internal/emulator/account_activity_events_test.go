package emulator

import (
	"bytes"
	"net/url"
	"strings"
	"testing"
	"time"
)

// Scheduled posts that publish reach their author's webhook as post_create_events, the post in the
// older format with the entities of its text; a long one is cut to 140 characters with the whole
// post in extended_post; a promoted-only post is not delivered.
func TestPublishedPostsAreDelivered(t *testing.T) {
	t.Parallel()
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now})
	h, _ := f.subscribedWebhook()
	const text = "Hello @XDevelopers, #launch day $ADS"
	long := text + " " + strings.Repeat("more ", 60)
	at := "2018-05-11T05:09:00Z"
	for _, p := range []url.Values{
		{"scheduled_at": {at}, "text": {text}, "nullcast": {"false"}},
		{"scheduled_at": {at}, "text": {long}, "nullcast": {"false"}},
		{"scheduled_at": {at}, "text": {"promoted only"}},
	} {
		f.schedule(p)
	}
	clock.Advance(time.Hour)
	f.settled()
	got := h.posts()
	if len(got) != 2 {
		t.Fatalf("%d deliveries, want the two organic posts", len(got))
	}

	body := wantSigned(t, DemoConsumerSecret, got[0])
	post := onlyEvent(t, body, "post_create_events")
	entities, _ := post["entities"].(map[string]any)
	mention, _ := entities["user_mentions"].([]any)[0].(map[string]any)
	hashtag, _ := entities["hashtags"].([]any)[0].(map[string]any)
	symbol, _ := entities["symbols"].([]any)[0].(map[string]any)
	if body["for_user_id"] != DemoUserID || post["text"] != text || post["truncated"] != false || idStr(post["user"]) != DemoUserID ||
		post["created_at"] != "Fri May 11 05:09:00 +0000 2018" || post["extended_post"] != nil || body["user_has_blocked"] != nil {
		t.Errorf("delivery %s, want the demo user's post in the older format", got[0].body)
	}
	if mention["id_str"] != DevelopersUserID || mention["screen_name"] != "XDevelopers" || hashtag["text"] != "launch" ||
		symbol["text"] != "ADS" || !sameIndices(mention["indices"], 6, 18) || !sameIndices(hashtag["indices"], 20, 27) {
		t.Errorf("entities %v, want the mention, hashtag and cashtag of the text with their indices", entities)
	}

	post = onlyEvent(t, wantSigned(t, DemoConsumerSecret, got[1]), "post_create_events")
	extended, _ := post["extended_post"].(map[string]any)
	if post["text"] != string([]rune(long)[:140]) || post["truncated"] != true || !sameIndices(post["display_text_range"], 0, 140) ||
		extended["full_text"] != long || !sameIndices(extended["display_text_range"], 0, len([]rune(long))) {
		t.Errorf("long post %v, want its first 140 characters and the whole in extended_post", post)
	}
}

// sameIndices reports whether v is the JSON array [from, to].
func sameIndices(v any, from, to int) bool {
	a, _ := v.([]any)
	return len(a) == 2 && a[0] == float64(from) && a[1] == float64(to)
}

// Replies, follows, unfollows, blocks and deletions reach the users the spec's event list names,
// in the envelope members of its examples: a reply to the user with user_has_blocked, a follow of
// the user (target written first), an unfollow, block and deletion by the user; an unfollow of the
// user is not delivered to them.
func TestAccountActivityEventShapes(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h, _ := f.subscribedWebhook()
	const original = "1460323737035677700" // the demo user's "Summer sale starts Monday."
	reply, err := f.srv.RecordPostReference("post.reply.create", OtherUserID, original, "@adsapi_demo Which sizes?")
	if err != nil {
		t.Fatal(err)
	}
	f.srv.RecordFollow(OtherUserID, DemoUserID)
	f.srv.RecordActivity("follow.unfollow", OtherUserID, DemoUserID, nil)
	f.srv.RecordActivity("follow.unfollow", DemoUserID, OtherUserID, nil)
	f.srv.RecordActivity("block.block", DemoUserID, OtherUserID, nil)
	f.srv.RecordActivity("post.delete", DemoUserID, "", map[string]any{"id": original})
	f.settled()
	got := h.posts()
	if len(got) != 5 {
		t.Fatalf("%d deliveries, want the reply, the follow, the demo user's unfollow, block and deletion", len(got))
	}

	body := wantSigned(t, DemoConsumerSecret, got[0])
	post := onlyEvent(t, body, "post_create_events")
	if body["user_has_blocked"] != "false" || post["id_str"] != reply || post["in_reply_to_status_id_str"] != original ||
		post["in_reply_to_user_id_str"] != DemoUserID || post["in_reply_to_screen_name"] != DemoHandle || idStr(post["user"]) != OtherUserID {
		t.Errorf("reply delivery %s, want the other user's reply to the demo user's post", got[0].body)
	}
	if !bytes.Contains(got[1].body, []byte(`"follow_events":[{"type":"follow","created_timestamp":"`)) ||
		!bytes.Contains(got[1].body, []byte(`},"source":{"id":`+OtherUserID)) {
		t.Errorf("follow delivery %s, want type follow, the target before the other user as source", got[1].body)
	}
	for i, want := range []struct{ member, typ string }{{"follow_events", "unfollow"}, {"block_events", "block"}} {
		ev := onlyEvent(t, wantSigned(t, DemoConsumerSecret, got[2+i]), want.member)
		if ev["type"] != want.typ || idStr(ev["source"]) != DemoUserID || idStr(ev["target"]) != OtherUserID {
			t.Errorf("%s delivery %v, want type %s by the demo user of the other", want.member, ev, want.typ)
		}
	}
	deletion := onlyEvent(t, wantSigned(t, DemoConsumerSecret, got[4]), "post_delete_events")
	status, _ := deletion["status"].(map[string]any)
	if status["id"] != original || status["user_id"] != DemoUserID || deletion["timestamp_ms"] != "1526011793000" {
		t.Errorf("deletion %v, want the post, its author and the time in epoch milliseconds as a string", deletion)
	}
}

// An activity subscription that names a webhook has the events it selects delivered there in the
// X Activity envelope, the activity stream's line, signed; one without a webhook sends nothing.
func TestActivitySubscriptionWebhookGetsTheActivityEnvelope(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	h := newCRCHandler(t, DemoConsumerSecret)
	id := f.registered(h.url("/activity"))["id"].(string)
	sub := f.srv.SeedActivitySubscription(ActivitySubscription{EventType: "mute.mute", UserID: DemoUserID, Tag: "mutes", WebhookID: id})
	f.srv.SeedActivitySubscription(ActivitySubscription{EventType: "mute.unmute", UserID: DemoUserID})
	f.mute(DevelopersUserID)
	f.unmute(DevelopersUserID)
	log := f.settled()
	got := h.posts()
	if len(got) != 1 || len(log) != 1 {
		t.Fatalf("%d deliveries, %d logged, want the mute alone", len(got), len(log))
	}
	data, _ := wantSigned(t, DemoConsumerSecret, got[0])["data"].(map[string]any)
	filter, _ := data["filter"].(map[string]any)
	payload, _ := data["payload"].(map[string]any)
	target, _ := payload["target"].(map[string]any)
	uuid, _ := data["event_uuid"].(string)
	if data["event_type"] != "mute.mute" || data["tag"] != "mutes" || filter["user_id"] != DemoUserID ||
		!decimalIDPattern.MatchString(uuid) || target["username"] != "XDevelopers" {
		t.Errorf("delivery %s, want the activity envelope of the mute", got[0].body)
	}
	if log[0].SubscriptionID != sub.ID || log[0].ForUserID != "" {
		t.Errorf("logged %+v, want it told by its subscription", log[0])
	}
}
