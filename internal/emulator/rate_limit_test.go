package emulator

import (
	"net/http"
	"net/url"
	"strconv"
	"testing"
	"time"
)

// wantLimit checks the three rate-limit headers.
func (r *result) wantLimit(t *testing.T, limit, remaining int, reset time.Time) {
	t.Helper()
	got := [3]string{r.header.Get("x-rate-limit-limit"), r.header.Get("x-rate-limit-remaining"), r.header.Get("x-rate-limit-reset")}
	want := [3]string{strconv.Itoa(limit), strconv.Itoa(remaining), strconv.FormatInt(reset.Unix(), 10)}
	if got != want {
		t.Fatalf("limit, remaining, reset = %v, want %v (status %d)", got, want, r.status)
	}
}

func TestRateLimitDefaults(t *testing.T) {
	f := newFixture(t, Options{})
	f.do(apiCall{method: "GET", path: cardsPathOf(DemoAccountID)}).wantLimit(t, 2000, 1999, fixedNow.Add(15*time.Minute))
	f.do(apiCall{method: "POST", path: cardsPathOf(DemoAccountID), json: imageWebsiteCard("a")}).wantLimit(t, 450, 449, fixedNow.Add(time.Minute))
	// Poll cards share the write category of cards.
	f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: textPoll("p")}).wantLimit(t, 450, 448, fixedNow.Add(time.Minute))
	// A refused write still spends: the service did the work of refusing it.
	f.do(apiCall{method: "POST", path: pollCardsPathOf(DemoAccountID), query: url.Values{}}).wantLimit(t, 450, 447, fixedNow.Add(time.Minute))
	f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID), query: url.Values{"with_total_count": {"true"}}}).wantLimit(t, 200, 199, fixedNow.Add(15*time.Minute))
}

func TestRateLimitWindows(t *testing.T) {
	clock := newTestClock()
	f := newFixture(t, Options{Now: clock.Now, WriteLimit: 2, WriteWindow: time.Minute, ReadLimit: 2, ReadWindow: 10 * time.Minute, TotalCountLimit: 1})
	cards := cardsPathOf(DemoAccountID)

	t.Run("writes", func(t *testing.T) {
		f.createCard(imageWebsiteCard("one"))
		f.createPoll(textPoll("two"))
		res := f.do(apiCall{method: "POST", path: cards, json: imageWebsiteCard("three")})
		res.wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
		res.wantLimit(t, 2, 0, fixedNow.Add(time.Minute))
		if n := len(f.do(apiCall{method: "GET", path: cards}).list(t)); n != 1 {
			t.Fatalf("%d cards after a refused create, want 1", n)
		}
		// Each user has its own window.
		f.do(apiCall{method: "POST", path: pollCardsPathOf(OtherAccountID), creds: &otherCreds, query: textPoll("other")}).wantStatus(t, http.StatusCreated)

		clock.Advance(time.Minute)
		res = f.do(apiCall{method: "POST", path: cards, json: imageWebsiteCard("three")})
		res.wantStatus(t, http.StatusCreated)
		res.wantLimit(t, 2, 1, fixedNow.Add(2*time.Minute))
	})

	t.Run("reads are per endpoint", func(t *testing.T) {
		clock.Advance(time.Hour)
		start := clock.Now()
		f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)}).wantLimit(t, 2, 1, start.Add(10*time.Minute))
		f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)}).wantLimit(t, 2, 0, start.Add(10*time.Minute))
		f.do(apiCall{method: "GET", path: pollCardsPathOf(DemoAccountID)}).wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
		f.do(apiCall{method: "GET", path: cards}).wantStatus(t, http.StatusOK)
	})

	t.Run("with_total_count has its own smaller window", func(t *testing.T) {
		q := url.Values{"with_total_count": {"true"}}
		f.do(apiCall{method: "GET", path: pollCardsPathOf(OtherAccountID), creds: &otherCreds, query: q}).wantStatus(t, http.StatusOK)
		f.do(apiCall{method: "GET", path: pollCardsPathOf(OtherAccountID), creds: &otherCreds, query: q}).
			wantError(t, http.StatusTooManyRequests, codeTooManyRequests, "")
		f.do(apiCall{method: "GET", path: pollCardsPathOf(OtherAccountID), creds: &otherCreds}).wantStatus(t, http.StatusOK)
	})

	t.Run("requests refused before an endpoint spend nothing", func(t *testing.T) {
		clock.Advance(time.Hour)
		for range 3 {
			f.do(apiCall{method: "GET", path: cards, auth: "-"}).wantStatus(t, http.StatusUnauthorized)
		}
		f.do(apiCall{method: "GET", path: cards}).wantLimit(t, 2, 1, clock.Now().Add(10*time.Minute))
	})
}

func TestRateLimitNewFamilies(t *testing.T) {
	f := newFixture(t, Options{})
	in15 := fixedNow.Add(15 * time.Minute)
	inMinute := fixedNow.Add(time.Minute)
	// Each family writes from its own category, so every first write sees a fresh window.
	f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID), query: url.Values{"as_user_id": {DemoUserID}, "text": {"x"}}}).wantLimit(t, 450, 449, inMinute)
	f.do(apiCall{method: "POST", path: appEventProvidersPathOf(DemoAccountID), query: url.Values{"provider_advertiser_id": {"a"}}}).wantLimit(t, 450, 449, inMinute)
	f.do(apiCall{method: "POST", path: feedsPathOf(DemoProductCatalogID), query: weeklyFeed(nil)}).wantLimit(t, 450, 449, inMinute)
	f.do(apiCall{method: "POST", path: sandboxPrefix + featuresPathOf(DemoSandboxAccountID), query: url.Values{"feature_keys": {"DR_TAP"}}}).wantLimit(t, 450, 449, inMinute)
	// The preview is a write of the draft category.
	f.do(apiCall{method: "POST", path: draftPostsPathOf(DemoAccountID) + "/preview/1"}).wantLimit(t, 450, 448, inMinute)
	f.do(apiCall{method: "GET", path: promotableUsersPathOf(DemoAccountID)}).wantLimit(t, 2000, 1999, in15)
	f.do(apiCall{method: "GET", path: promotableUsersPathOf(DemoAccountID), query: url.Values{"with_total_count": {"true"}}}).wantLimit(t, 200, 199, in15)
	f.do(apiCall{method: "GET", path: appEventProvidersPathOf(DemoAccountID), query: url.Values{"with_total_count": {"true"}}}).wantLimit(t, 200, 199, in15)
	f.do(apiCall{method: "GET", path: featuresPathOf(DemoAccountID)}).wantLimit(t, 2000, 1999, in15)
}
