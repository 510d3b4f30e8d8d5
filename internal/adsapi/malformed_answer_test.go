package adsapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// malformedListBodies are successful answers of a list that are not well-formed list answers.
var malformedListBodies = []string{
	`{}`,
	`{"data":null}`,
	`{"data":{}}`,
	`{"data":"cards"}`,
	`{"data":[],"errors":[{"code":"INTERNAL_ERROR","message":"partial"}]}`,
	`[]`,
	`<html><body>502 Bad Gateway</body></html>`,
	``,
}

// wantMalformed checks that err is a *MalformedAnswerError of method path whose message quotes the
// start of body, and that nothing takes it for a missing entity.
func wantMalformed(t *testing.T, err error, method, path, body string) {
	t.Helper()
	var m *transport.MalformedAnswerError
	if !errors.As(err, &m) {
		t.Fatalf("err = %v, want a *MalformedAnswerError", err)
	}
	if transport.IsNotFound(err) {
		t.Errorf("IsNotFound(%v) = true, want false: a malformed answer shows nothing missing", err)
	}
	if m.Method != method || m.Path != path || m.Status != http.StatusOK {
		t.Errorf("error names %s %s %d, want %s %s 200", m.Method, m.Path, m.Status, method, path)
	}
	quote := "the body is empty"
	if body != "" {
		quote = "the answer begins: " + body
	}
	if !strings.Contains(err.Error(), quote) {
		t.Errorf("error %q does not quote the body (%q)", err, quote)
	}
}

// TestMalformedListAnswersFailEveryList: each list of the advertising API fails on an answer that
// is not a well-formed list, with an error that quotes the body, after exactly one request.
func TestMalformedListAnswersFailEveryList(t *testing.T) {
	t.Parallel()
	lists := []struct {
		name, path string
		list       func(context.Context, *Client) error
	}{
		{"cards", "/12/accounts/acc1/cards", func(ctx context.Context, c *Client) error {
			_, err := c.Cards.List(ctx, "acc1", CardListOptions{})
			return err
		}},
		{"poll cards", "/12/accounts/acc1/cards/poll", func(ctx context.Context, c *Client) error {
			_, err := c.PollCards.List(ctx, "acc1", PollCardListOptions{})
			return err
		}},
		{"draft posts", "/12/accounts/acc1/draft_posts", func(ctx context.Context, c *Client) error {
			_, err := c.DraftPosts.List(ctx, "acc1", DraftPostListOptions{})
			return err
		}},
		{"app event provider configurations", "/11/accounts/acc1/app_event_provider_configurations", func(ctx context.Context, c *Client) error {
			_, err := c.AppEventProviderConfigurations.List(ctx, "acc1", AppEventProviderConfigurationListOptions{})
			return err
		}},
		{"web event tags", "/12/accounts/acc1/web_event_tags", func(ctx context.Context, c *Client) error {
			_, err := c.WebEventTags.List(ctx, "acc1", WebEventTagListOptions{})
			return err
		}},
		{"scheduled feeds", "/12/product_catalogs/pc1/scheduled_feeds", func(ctx context.Context, c *Client) error {
			_, err := c.ScheduledFeeds.List(ctx, "pc1", ScheduledFeedListOptions{})
			return err
		}},
		{"scheduled feed by id", "/12/product_catalogs/pc1/scheduled_feeds", func(ctx context.Context, c *Client) error {
			_, err := c.ScheduledFeeds.Get(ctx, "pc1", "f1")
			return err
		}},
		{"promotable users", "/12/accounts/acc1/promotable_users", func(ctx context.Context, c *Client) error {
			_, err := c.PromotableUsers.List(ctx, "acc1", PromotableUserListOptions{})
			return err
		}},
		{"features", "/12/accounts/acc1/features", func(ctx context.Context, c *Client) error {
			_, err := c.Features.List(ctx, "acc1", FeatureListOptions{})
			return err
		}},
		{"ads accounts", "/12/accounts", func(ctx context.Context, c *Client) error {
			_, err := c.AdsAccounts.List(ctx, AdsAccountListOptions{})
			return err
		}},
		{"funding instruments", "/12/accounts/acc1/funding_instruments", func(ctx context.Context, c *Client) error {
			_, err := c.FundingInstruments.List(ctx, "acc1", FundingInstrumentListOptions{})
			return err
		}},
		{"campaigns", "/12/accounts/acc1/campaigns", func(ctx context.Context, c *Client) error {
			_, err := c.Campaigns.List(ctx, "acc1", CampaignListOptions{})
			return err
		}},
		{"line items", "/12/accounts/acc1/line_items", func(ctx context.Context, c *Client) error {
			_, err := c.LineItems.List(ctx, "acc1", LineItemListOptions{})
			return err
		}},
		{"placements", "/12/line_items/placements", func(ctx context.Context, c *Client) error {
			_, err := c.Placements.List(ctx, "")
			return err
		}},
		{"targeting criteria", "/12/accounts/acc1/targeting_criteria", func(ctx context.Context, c *Client) error {
			_, err := c.LineItemTargeting.List(ctx, "acc1", LineItemTargetingListOptions{LineItemIDs: []string{"li1"}})
			return err
		}},
		{"promoted posts", "/12/accounts/acc1/promoted_posts", func(ctx context.Context, c *Client) error {
			_, err := c.PromotedPosts.List(ctx, "acc1", PromotedPostListOptions{})
			return err
		}},
		{"tracking tags", "/12/accounts/acc1/tracking_tags", func(ctx context.Context, c *Client) error {
			_, err := c.TrackingTags.List(ctx, "acc1", TrackingTagListOptions{})
			return err
		}},
		{"promoted accounts", "/12/accounts/acc1/promoted_accounts", func(ctx context.Context, c *Client) error {
			_, err := c.PromotedAccounts.List(ctx, "acc1", PromotedAccountListOptions{})
			return err
		}},
		{"pre-roll calls to action", "/12/accounts/acc1/preroll_call_to_actions", func(ctx context.Context, c *Client) error {
			_, err := c.PrerollCallToActions.List(ctx, "acc1", PrerollCallToActionListOptions{})
			return err
		}},
		{"media creatives", "/12/accounts/acc1/media_creatives", func(ctx context.Context, c *Client) error {
			_, err := c.MediaCreatives.List(ctx, "acc1", MediaCreativeListOptions{})
			return err
		}},
		{"scheduled promoted posts", "/12/accounts/acc1/scheduled_promoted_posts", func(ctx context.Context, c *Client) error {
			_, err := c.ScheduledPromotedPosts.List(ctx, "acc1", ScheduledPromotedPostListOptions{})
			return err
		}},
		{"account media", "/12/accounts/acc1/account_media", func(ctx context.Context, c *Client) error {
			_, err := c.AccountMedia.List(ctx, "acc1", AccountMediaListOptions{})
			return err
		}},
		{"custom audiences", "/12/accounts/acc1/custom_audiences", func(ctx context.Context, c *Client) error {
			_, err := c.CustomAudiences.List(ctx, "acc1", CustomAudienceListOptions{})
			return err
		}},
		{"custom audience permissions", "/12/accounts/acc1/custom_audiences/ca1/permissions", func(ctx context.Context, c *Client) error {
			_, err := c.CustomAudiencePermissions.List(ctx, "acc1", "ca1", CustomAudiencePermissionListOptions{})
			return err
		}},
		{"custom audience permission by id", "/12/accounts/acc1/custom_audiences/ca1/permissions", func(ctx context.Context, c *Client) error {
			_, err := c.CustomAudiencePermissions.Get(ctx, "acc1", "ca1", "p1")
			return err
		}},
		{"do-not-reach lists", "/12/accounts/acc1/do_not_reach_lists", func(ctx context.Context, c *Client) error {
			_, err := c.DoNotReachLists.List(ctx, "acc1", DoNotReachListListOptions{})
			return err
		}},
		{"do-not-reach list by id", "/12/accounts/acc1/do_not_reach_lists", func(ctx context.Context, c *Client) error {
			_, err := c.DoNotReachLists.Get(ctx, "acc1", "dnr1")
			return err
		}},
		{"live do-not-reach lists", "/12/accounts/acc1/do_not_reach_lists", func(ctx context.Context, c *Client) error {
			_, err := c.DoNotReachLists.Live(ctx, "acc1")
			return err
		}},
		{"scheduled posts", "/12/accounts/acc1/scheduled_posts", func(ctx context.Context, c *Client) error {
			_, err := c.ScheduledPosts.List(ctx, "acc1", ScheduledPostListOptions{})
			return err
		}},
		{"media library", "/12/accounts/acc1/media_library", func(ctx context.Context, c *Client) error {
			_, err := c.MediaLibrary.List(ctx, "acc1", MediaLibraryListOptions{})
			return err
		}},
	}
	for _, l := range lists {
		for _, body := range malformedListBodies {
			t.Run(l.name+" "+body, func(t *testing.T) {
				t.Parallel()
				rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
				c := newTestClient(t, rec.srv.URL, nil)
				err := l.list(ctxTimeout(t, 5*time.Second), c)
				wantMalformed(t, err, http.MethodGet, l.path, body)
				if n := rec.count(); n != 1 {
					t.Errorf("%d requests, want 1", n)
				}
			})
		}
	}
}

// TestMalformedBatchedListIsNoEvidence: reads batched into one list request whose answer is not a
// well-formed list, or holds an item without an id or one not asked for, all fail with that answer;
// none is told its card is missing. A well-formed answer that lacks a card is evidence for that
// card only.
func TestMalformedBatchedListIsNoEvidence(t *testing.T) {
	t.Parallel()
	bodies := append([]string{
		`{"data":[{"id":"c1"},{"name":"no id"}]}`,
		`{"data":[{"id":"c1"},{"id":"c9"}]}`,
	}, malformedListBodies...)
	for _, body := range bodies {
		t.Run(body, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
			c := newTestClient(t, rec.srv.URL, nil)
			errs := batchedCardReads(t, c, "c1", "c2", "c3")
			for id, err := range errs {
				if err == nil {
					t.Errorf("read of %s succeeded", id)
					continue
				}
				wantMalformed(t, err, http.MethodGet, "/12/accounts/acc1/cards", body)
			}
			if n := rec.count(); n != 1 {
				t.Errorf("%d requests, want the one list request", n)
			}
		})
	}
	t.Run("well-formed", func(t *testing.T) {
		t.Parallel()
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
			writeJSON(w, 200, `{"data":[{"id":"c1"},{"id":"c3"}],"next_cursor":null}`)
		})
		c := newTestClient(t, rec.srv.URL, nil)
		errs := batchedCardReads(t, c, "c1", "c2", "c3")
		var nl *transport.NotListedError
		if errs["c1"] != nil || errs["c3"] != nil || !errors.As(errs["c2"], &nl) || nl.ID != "c2" {
			t.Errorf("reads = %v, want c1 and c3 found, c2 not listed", errs)
		}
	})
}

// batchedCardReads reads ids at once through a batcher that waits for all of them, and returns each
// read's error.
func batchedCardReads(t *testing.T, c *Client, ids ...string) map[string]error {
	t.Helper()
	b := c.Cards.batcher(200*time.Millisecond, 2*time.Second)
	ctx := ctxTimeout(t, 10*time.Second)
	var mu sync.Mutex
	errs := map[string]error{}
	var wg sync.WaitGroup
	for _, id := range ids {
		wg.Go(func() {
			card, err := b.get(ctx, "acc1", id)
			if err == nil && card.ID != id {
				err = fmt.Errorf("read of %s answered card %s", id, card.ID)
			}
			mu.Lock()
			errs[id] = err
			mu.Unlock()
		})
	}
	wg.Wait()
	return errs
}

// TestSingleEntityAnswerMustNameTheEntity: a single GET answered without an entity, with an entity
// without an id or with another one fails; a POST answered so may have made something.
func TestSingleEntityAnswerMustNameTheEntity(t *testing.T) {
	t.Parallel()
	for _, body := range []string{
		`{"data":{}}`,
		`{"data":[{"name":"no id"}]}`,
		`{"data":[{"id":"c9"}]}`,
		`{"data":{"id":"c1"},"errors":[{"code":"X"}]}`,
		`{"data":[]}`,
		`{"request":{}}`,
		`<html>oops</html>`,
	} {
		t.Run(body, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
			c := newTestClient(t, rec.srv.URL, nil)
			ctx := ctxTimeout(t, 5*time.Second)
			card, err := c.Cards.Get(ctx, "acc1", "c1")
			if card != nil {
				t.Errorf("Get = %+v, want no card", card)
			}
			wantMalformed(t, err, http.MethodGet, "/12/accounts/acc1/cards/c1", body)

			_, err = doOne[Card](ctx, c, c.adsRequest(http.MethodPost, cardsPath, []string{"acc1"}, nil, nil), "")
			if body == `{"data":[{"id":"c9"}]}` {
				if err != nil {
					t.Errorf("a create's answer names an id of its own: %v", err)
				}
				return
			}
			wantMalformed(t, err, http.MethodPost, "/12/accounts/acc1/cards", body)
			if !MayHaveActed(err) {
				t.Errorf("MayHaveActed(%v) = false for a POST answered with success", err)
			}
			if !strings.Contains(err.Error(), "may have carried the request out") {
				t.Errorf("error %q does not say the service may have acted", err)
			}
		})
	}
}

// TestUpdateWithMalformedAnswer: a PUT whose answer is malformed is sent once more; when that answer
// is malformed too, the card is read and the reading returned. A well-formed answer costs one PUT.
func TestUpdateWithMalformedAnswer(t *testing.T) {
	t.Parallel()
	const good = `{"data":[{"id":"c1","name":"renamed"}]}`
	const read = `{"data":[{"id":"c1","name":"as read"}]}`
	for _, tt := range []struct {
		name     string
		puts     []string // answers of the PUTs in turn; the last repeats
		want     string   // the name Update returns
		requests string
	}{
		{"well-formed", []string{good}, "renamed", "PUT"},
		{"once malformed", []string{`{"data":{}}`, good}, "renamed", "PUT PUT"},
		{"another card", []string{`{"data":[{"id":"c2","name":"renamed"}]}`, good}, "renamed", "PUT PUT"},
		{"always malformed", []string{`<html>bad gateway</html>`}, "as read", "PUT PUT GET"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var mu sync.Mutex
			puts := 0
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
				if r.Method == http.MethodGet {
					writeJSON(w, 200, read)
					return
				}
				mu.Lock()
				body := tt.puts[min(puts, len(tt.puts)-1)]
				puts++
				mu.Unlock()
				writeJSON(w, 200, body)
			})
			c := newTestClient(t, rec.srv.URL, nil)
			card, err := c.Cards.Update(ctxTimeout(t, 5*time.Second), "acc1", "c1", CardInput{Name: "renamed"})
			if err != nil || card.ID != "c1" || card.Name != tt.want {
				t.Fatalf("Update = %+v, %v; want c1 named %q", card, err, tt.want)
			}
			var got []string
			for _, r := range rec.requests() {
				got = append(got, r.Method)
			}
			if strings.Join(got, " ") != tt.requests {
				t.Errorf("requests %v, want %s", got, tt.requests)
			}
		})
	}
	t.Run("read fails too", func(t *testing.T) {
		t.Parallel()
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, `{}`) })
		c := newTestClient(t, rec.srv.URL, nil)
		_, err := c.Cards.Update(ctxTimeout(t, 5*time.Second), "acc1", "c1", CardInput{Name: "renamed"})
		wantMalformed(t, err, http.MethodPut, "/12/accounts/acc1/cards/c1", `{}`)
		if !strings.Contains(err.Error(), "reading the card back failed too") {
			t.Errorf("error %q does not say the read failed", err)
		}
	})
}

// TestDeleteWithMalformedAnswer: a delete whose answer is garbled ends as deleted when a read finds
// the entity gone (404) or marked deleted, and fails quoting the answer when it is still there.
func TestDeleteWithMalformedAnswer(t *testing.T) {
	t.Parallel()
	const garbled = `<html>502</html>`
	for _, tt := range []struct {
		name, read string
		status     int
		ok         bool
	}{
		{"gone", `{"errors":[{"code":"NOT_FOUND","message":"no such card"}]}`, 404, true},
		{"marked deleted", `{"data":[{"id":"c1","deleted":true}]}`, 200, true},
		{"still there", `{"data":[{"id":"c1","deleted":false}]}`, 200, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
				if r.Method == http.MethodDelete {
					writeJSON(w, 200, garbled)
					return
				}
				writeJSON(w, tt.status, tt.read)
			})
			c := newTestClient(t, rec.srv.URL, nil)
			_, err := c.Cards.Delete(ctxTimeout(t, 5*time.Second), "acc1", "c1")
			if tt.ok && err != nil {
				t.Fatalf("Delete: %v", err)
			}
			if !tt.ok {
				wantMalformed(t, err, http.MethodDelete, "/12/accounts/acc1/cards/c1", garbled)
				if !strings.Contains(err.Error(), "the card is still there") {
					t.Errorf("error %q does not say the card is still there", err)
				}
			}
			if n := rec.count(); n != 2 {
				t.Errorf("%d requests, want the DELETE and one GET", n)
			}
		})
	}
	t.Run("poll card gone", func(t *testing.T) {
		t.Parallel()
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
			if r.Method == http.MethodDelete {
				writeJSON(w, 200, `{"data":{}}`)
				return
			}
			writeJSON(w, 404, `{"errors":[{"code":"NOT_FOUND","message":"gone"}]}`)
		})
		c := newTestClient(t, rec.srv.URL, nil)
		if p, err := c.PollCards.Delete(ctxTimeout(t, 5*time.Second), "acc1", "p1"); err != nil || p != nil {
			t.Fatalf("Delete = %+v, %v; want done, with no poll card", p, err)
		}
	})
}

// TestCollectionEntriesMustBeWellFormed: a page of a collection's entries shows which posts the
// collection lacks only when its response holds a timeline array.
func TestCollectionEntriesMustBeWellFormed(t *testing.T) {
	t.Parallel()
	for body, ok := range map[string]bool{
		`{"response":{"timeline":[],"position":{"was_truncated":false}}}`: true,
		`{}`:                           false,
		`{"response":{}}`:              false,
		`{"response":{"timeline":{}}}`: false,
		`<html>502</html>`:             false,
	} {
		rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) { writeJSON(w, 200, body) })
		c := newTestClient(t, rec.srv.URL, nil)
		entries, err := c.Collections.Entries(ctxTimeout(t, 5*time.Second), "custom-1")
		if ok && (err != nil || len(entries) != 0) {
			t.Errorf("Entries of %s = %v, %v; want none", body, entries, err)
		}
		if !ok {
			wantMalformed(t, err, http.MethodGet, "/1.1/collections/entries.json", body)
		}
	}
}
