package adsapi

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// The example answers of endpoints 18 to 33 of the campaign management spec, copied verbatim into
// testdata/campaign-management (named by endpoint number), each decoded through the method of its
// endpoint, or, for a create or batch answer that the create engine would not believe at another date,
// through the decoders that method uses; and the example request of the targeting batch, which Batch
// sends as it is.

const specExamplesDir = "testdata/campaign-management"

func specExample(t *testing.T, file string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(specExamplesDir, file))
	if err != nil {
		t.Fatalf("reading spec example: %v", err)
	}
	return b
}

// specServer answers every request with the spec's example file.
func specServer(t *testing.T, file string) (*Client, *recorder) {
	t.Helper()
	body := string(specExample(t, file))
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
	return newTestClient(t, rec.srv.URL, nil), rec
}

// specAnswer decodes the envelope of a spec example as the answer of method path.
func specAnswer(t *testing.T, file, method, path string) *envelope {
	t.Helper()
	env, err := decodeEnvelope(&transport.Answer{Method: method, Path: path, Status: 200, Body: specExample(t, file)})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return env
}

func TestSpecExamplesTargetingCriteria(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	c, _ := specServer(t, "18_targeting_criteria_list.json")
	list, err := c.LineItemTargeting.List(ctx, "18ce54d4x5t", LineItemTargetingListOptions{LineItemIDs: []string{"8u94t"}})
	if err != nil || len(list) != 1 {
		t.Fatalf("18: %+v, %v", list, err)
	}
	if want := (LineItemCriterion{ID: "dpl3a6", LineItemID: "8u94t", Name: "Custom audience targeting", OperatorType: "EQ",
		TargetingType: "CUSTOM_AUDIENCE", TargetingValue: "249yj", CreatedAt: "2017-05-26T03:29:35Z", UpdatedAt: "2017-05-26T03:29:35Z"}); list[0] != want {
		t.Errorf("18: %+v", list[0])
	}

	c, _ = specServer(t, "19_targeting_criterion_get.json")
	got, err := c.LineItemTargeting.Get(ctx, "18ce54d4x5t", "eijd4y", "")
	if err != nil || got.Name != "🤖" || got.TargetingValue != "🤖" || got.TargetingType != "BROAD_KEYWORD" || got.LineItemID != "619jl" || got.OperatorType != "" {
		t.Errorf("19: %+v, %v", got, err)
	}

	created, err := decodeOne[LineItemCriterion](specAnswer(t, "20_targeting_criterion_create.json", "POST", "/12/accounts/18ce54d4x5t/targeting_criteria"), "")
	if err != nil || created.ID != "fbyjlr" || created.TargetingValue != "technology" {
		t.Fatalf("20: %+v, %v", created, err)
	}
	spec := (&LineItemTargetingService{}).createSpec("18ce54d4x5t", LineItemCriterionInput{LineItemID: "619jl", TargetingType: "BROAD_KEYWORD", TargetingValue: "technology"})
	if missing := spec.Missing(created); len(missing) != 0 {
		t.Errorf("20: the create answer lacks %v, which the create engine requires", missing)
	}

	batch, err := decodeList[LineItemCriterion](specAnswer(t, "21_targeting_criteria_batch_answer.json", "POST", "/12/batch/accounts/18ce54d4x5t/targeting_criteria"))
	if err != nil || len(batch) != 2 || batch[0].LocationType != "CITY" || batch[0].ID != "al7vt2" || !batch[1].Deleted {
		t.Fatalf("21: %+v, %v", batch, err)
	}
	b := &targetingBatch{ops: []TargetingOperation{CreateCriterion(LineItemCriterionInput{}), DeleteCriterion("al2rua")}, results: make([]*LineItemCriterion, 2)}
	if unproven := b.takeDeleteAnswers([]int{0, 1}, batch); len(unproven) != 0 || b.results[1].ID != "al2rua" {
		t.Errorf("21: the delete's answer does not prove it done (unproven %v)", unproven)
	}

	// The example request, sent by Batch from the same operations: the body is the example's.
	st, rec := newCriteriaStub(t)
	st.add(LineItemCriterion{ID: "al2rua", LineItemID: "6f9an", TargetingType: "BROAD_KEYWORD", TargetingValue: "accounts", CreatedAt: "2016-11-11T17:50:19Z"})
	if _, err := newTestClient(t, rec.srv.URL, nil).LineItemTargeting.Batch(ctx, newSession(t), "18ce54d4x5t", "6f9an", []TargetingOperation{
		CreateCriterion(LineItemCriterionInput{TargetingType: "LOCATION", TargetingValue: "5122804691e5fecc"}), DeleteCriterion("al2rua"),
	}); err != nil {
		t.Fatalf("21: Batch: %v", err)
	}
	var sent, example any
	if json.Unmarshal([]byte(rec.requests()[0].Body), &sent) != nil || json.Unmarshal(specExample(t, "21_targeting_criteria_batch_request.json"), &example) != nil ||
		!reflect.DeepEqual(sent, example) {
		t.Errorf("21: Batch sent %s, want the example's body", rec.requests()[0].Body)
	}

	c, _ = specServer(t, "22_targeting_criterion_delete.json")
	deleted, err := c.LineItemTargeting.Delete(ctx, "18ce54d4x5t", "dpl3a6")
	if err != nil || !deleted.Deleted || deleted.UpdatedAt != "2017-08-30T18:38:58Z" {
		t.Errorf("22: %+v, %v", deleted, err)
	}
}

func TestSpecExamplesPromotedPosts(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	want := PromotedPost{ID: "1efwlo", LineItemID: "96uzp", PostID: "880290790664060928", EntityStatus: "ACTIVE", ApprovalStatus: "ACCEPTED",
		CreatedAt: "2017-06-29T05:06:57Z", UpdatedAt: "2017-06-29T05:08:46Z"}
	c, _ := specServer(t, "23_promoted_posts_list.json")
	list, err := c.PromotedPosts.List(ctx, "18ce54d4x5t", PromotedPostListOptions{PromotedPostIDs: []string{"1efwlo"}})
	if err != nil || len(list) != 1 || list[0] != want {
		t.Errorf("23: %+v, %v", list, err)
	}
	c, _ = specServer(t, "24_promoted_post_get.json")
	if got, err := c.PromotedPosts.Get(ctx, "18ce54d4x5t", "1efwlo"); err != nil || *got != want {
		t.Errorf("24: %+v, %v", got, err)
	}

	made, err := decodeList[PromotedPost](specAnswer(t, "25_promoted_posts_create.json", "POST", "/12/accounts/18ce54d4x5t/promoted_posts"))
	if err != nil {
		t.Fatalf("25: %v", err)
	}
	matched := matchPromotedPosts([]string{"822333526255120384"}, made, map[string]string{})
	if len(matched) != 1 || matched[0].ID != "1e8i2k" || matched[0].LineItemID != "8v7jo" {
		t.Fatalf("25: %+v", matched)
	}
	if missing := (&PromotedPostsService{}).createSpec("18ce54d4x5t", "8v7jo", "822333526255120384", nil).Missing(matched[0]); len(missing) != 0 {
		t.Errorf("25: the create answer lacks %v", missing)
	}

	c, _ = specServer(t, "26_promoted_post_delete.json")
	if got, err := c.PromotedPosts.Delete(ctx, "18ce54d4x5t", "1gp8a5"); err != nil || !got.Deleted || got.PostID != "844796297743757315" {
		t.Errorf("26: %+v, %v", got, err)
	}
}

func TestSpecExamplesScheduledPosts(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	c, rec := specServer(t, "27_scheduled_posts_list.json")
	// The example's next_cursor names a further page, which the same body would answer: one item is
	// asked for.
	list, err := c.ScheduledPosts.List(ctx, "18ce54d4x5t", ScheduledPostListOptions{ListOptions: ListOptions{Limit: 1}})
	if err != nil || len(list) != 1 || rec.count() != 1 {
		t.Fatalf("27: %+v, %v after %d requests", list, err, rec.count())
	}
	if p := list[0]; p.ID != "875828692081037312" || p.ScheduledStatus != "SUCCESS" || p.PostID != "876560168963645440" ||
		p.CompletedAt != "2017-06-18T22:00:05Z" || p.Name != "test name" || !p.Nullcast || p.MediaKeys == nil || len(p.MediaKeys) != 0 {
		t.Errorf("27: %+v", p)
	}

	c, _ = specServer(t, "28_scheduled_post_get.json")
	got, err := c.ScheduledPosts.Get(ctx, "18ce54d4x5t", "917438609065623552")
	if err != nil || got.Text != "" || got.PostID != "" || got.ScheduledStatus != "SCHEDULED" || !slices.Equal(got.MediaKeys, []string{"3_917438348871983104"}) {
		t.Errorf("28: %+v, %v", got, err)
	}

	created, err := decodeOne[ScheduledPost](specAnswer(t, "29_scheduled_post_create.json", "POST", "/12/accounts/18ce54d4x5t/scheduled_posts"), "")
	if err != nil || created.ID != "917438609065623552" || created.UserID != "756201191646691328" {
		t.Fatalf("29: %+v, %v", created, err)
	}
	spec := (&ScheduledPostsService{}).createSpec("18ce54d4x5t", ScheduledPostInput{ScheduledAt: "2018-01-01", AsUserID: "756201191646691328",
		MediaKeys: []string{"3_917438348871983104"}})
	if missing := spec.Missing(created); len(missing) != 0 || spec.KeyOf(created) != spec.Sent {
		t.Errorf("29: lacks %v; key %s, sent %s", missing, spec.KeyOf(created), spec.Sent)
	}

	c, _ = specServer(t, "30_scheduled_post_update.json")
	text := "winter solstice"
	if got, err := c.ScheduledPosts.Update(ctx, "18ce54d4x5t", "875057751231037440", ScheduledPostUpdate{Text: &text}); err != nil ||
		got.Text != text || got.ScheduledAt != "2017-12-21T00:00:00Z" {
		t.Errorf("30: %+v, %v", got, err)
	}

	// The delete's echo gives the id as a JSON number, which nothing decodes strictly.
	c, _ = specServer(t, "31_scheduled_post_delete.json")
	if got, err := c.ScheduledPosts.Delete(ctx, "18ce54d4x5t", "875064008595787776"); err != nil || got.ScheduledStatus != "DELETED" || got.Text != "hello, world" {
		t.Errorf("31: %+v, %v", got, err)
	}
}

func TestSpecExamplesMediaLibrary(t *testing.T) {
	t.Parallel()
	ctx := ctxTimeout(t, 5*time.Second)
	c, _ := specServer(t, "32_media_library_list.json")
	list, err := c.MediaLibrary.List(ctx, "18ce54d4x5t", MediaLibraryListOptions{ListOptions: ListOptions{Limit: 1}})
	if err != nil || len(list) != 1 {
		t.Fatalf("32: %+v, %v", list, err)
	}
	if i := list[0]; i.MediaKey != "3_908573900237180928" || i.MediaCategory != "POST_IMAGE" || i.MediaType != "IMAGE" || !i.Posted ||
		i.Duration.Valid || i.AspectRatio != "" || i.FileName != "coffee https://t.co/4tcPU9XUon" {
		t.Errorf("32: %+v", i)
	}
	c, _ = specServer(t, "33_media_library_get.json")
	got, err := c.MediaLibrary.Get(ctx, "18ce54d4x5t", "13_909110614026444802")
	if err != nil || got.MediaCategory != "AMPLIFY_VIDEO" || got.Duration.Value != 39973 || got.PosterMediaKey != "3_909110614026444802" ||
		got.Title != "buildings" || got.Description != "" || got.AspectRatio != "16:9" {
		t.Errorf("33: %+v, %v", got, err)
	}
}
