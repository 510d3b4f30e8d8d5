package adsapi

import (
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

func TestPollCardCreateSendsQueryParameters(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":{"id":"p1","name":"poll","duration_in_minutes":"1440","first_choice":"a","second_choice":"b","third_choice":"c","card_type":"TEXT_POLLS","card_uri":"card://p1","created_at":"`+createdNow()+`"}}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	p, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", PollCardInput{
		Name: "poll", DurationInMinutes: 1440, FirstChoice: "a", SecondChoice: "b", ThirdChoice: "c",
	})
	if err != nil {
		t.Fatal(err)
	}
	if p.DurationInMinutes != (wire.FlexInt{Value: 1440, Valid: true}) || p.ThirdChoice != "c" || p.CardType != "TEXT_POLLS" {
		t.Errorf("poll card = %+v", p)
	}
	got := rec.requests()[0]
	if got.Path != "/12/accounts/acc1/cards/poll" || got.Body != "" || got.Header.Get("Content-Type") != "" {
		t.Errorf("request %s body %q content type %q, want query parameters only", got.Path, got.Body, got.Header.Get("Content-Type"))
	}
	q := parseQuery(t, got.RawQuery)
	want := map[string]string{"name": "poll", "duration_in_minutes": "1440", "first_choice": "a", "second_choice": "b", "third_choice": "c"}
	for k, v := range want {
		if q.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, q.Get(k), v)
		}
	}
	if len(q) != len(want) {
		t.Errorf("query = %v: empty fourth_choice and media_key must not be sent", q)
	}
}

func TestPollCardCreateSendsMediaKey(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, pollAnswer("p1", r))
	})
	c := newTestClient(t, rec.srv.URL, nil)
	in := pollCardInput()
	in.MediaKey = "13_991374284135137280"
	if _, err := c.PollCards.Create(ctxTimeout(t, 5*time.Second), newSession(t), "acc1", in); err != nil {
		t.Fatal(err)
	}
	if q := parseQuery(t, rec.requests()[0].RawQuery); q.Get("media_key") != in.MediaKey {
		t.Errorf("media_key = %q", q.Get("media_key"))
	}
}

func TestPollCardListQuery(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"data":[],"next_cursor":null}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	opt := PollCardListOptions{CardIDs: []string{"57i77", "57i78"}, Q: "best", ListOptions: ListOptions{SortBy: "name-asc", WithDeleted: true}}
	if _, err := c.PollCards.List(ctxTimeout(t, 5*time.Second), "acc1", opt); err != nil {
		t.Fatal(err)
	}
	q := parseQuery(t, rec.requests()[0].RawQuery)
	for k, v := range map[string]string{"card_ids": "57i77,57i78", "q": "best", "sort_by": "name-asc", "with_deleted": "true", "count": "1000"} {
		if q.Get(k) != v {
			t.Errorf("%s = %q, want %q", k, q.Get(k), v)
		}
	}
}

// An image poll answers its image as image with its display size as strings (the reference's names); a
// number sent as a JSON number is read too.
func TestPollCardDecodesImagePoll(t *testing.T) {
	t.Parallel()
	rec := newRecorder(t, func(_ int, w http.ResponseWriter, _ *http.Request) {
		writeJSON(w, 200, `{"request":{"params":{}},"data":[{"id":"p2","card_type":"IMAGE_POLLS",`+
			`"image":"https://pbs.twimg.com/media/DXYZ.jpg","image_display_width":"1200","image_display_height":628}]}`)
	})
	c := newTestClient(t, rec.srv.URL, nil)
	p, err := c.PollCards.Get(ctxTimeout(t, 5*time.Second), "acc1", "p2")
	if err != nil {
		t.Fatal(err)
	}
	if p.Image != "https://pbs.twimg.com/media/DXYZ.jpg" || p.ImageDisplayWidth != (wire.FlexInt{Value: 1200, Valid: true}) ||
		p.ImageDisplayHeight != (wire.FlexInt{Value: 628, Valid: true}) || p.VideoWidth.Valid {
		t.Errorf("poll card = %+v", p)
	}
}

// A number the answer leaves out decodes as not valid, not as zero.
func TestFlexIntAbsentFieldIsInvalid(t *testing.T) {
	t.Parallel()
	var p PollCard
	if err := json.Unmarshal([]byte(`{"id":"p1"}`), &p); err != nil {
		t.Fatal(err)
	}
	if p.DurationInMinutes.Valid || p.VideoWidth.Valid {
		t.Errorf("absent numbers decoded as valid: %+v", p)
	}
}
