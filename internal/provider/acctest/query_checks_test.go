package acctest

import (
	"context"
	"net/http"
	"testing"

	tfjson "github.com/hashicorp/terraform-json"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/querycheck"
)

func TestCapturedString(t *testing.T) {
	var v string
	check := CapturedString(&v)
	if err := check.CheckValue(""); err == nil {
		t.Error("nothing captured: an empty value passed")
	}
	v = "57i77"
	if err := check.CheckValue("57i77"); err != nil {
		t.Errorf("the captured value: %v", err)
	}
	for _, got := range []any{"57i78", nil, 57} {
		if err := check.CheckValue(got); err == nil {
			t.Errorf("%v passed as %q", got, v)
		}
	}
}

func checkQuery(c querycheck.QueryResultCheck, results ...tfjson.ListResourceFoundData) error {
	var resp querycheck.CheckQueryResponse
	c.CheckQuery(context.Background(), querycheck.CheckQueryRequest{Query: results}, &resp)
	return resp.Error
}

func TestResultIsState(t *testing.T) {
	id := "57i77"
	identity := map[string]knownvalue.Check{"account_id": knownvalue.StringExact(Account), "id": CapturedString(&id)}
	state := map[string]any{"id": id, "name": "Spring sale"}
	result := func(address, resultID string, object map[string]any) tfjson.ListResourceFoundData {
		return tfjson.ListResourceFoundData{
			Address: address, Identity: map[string]any{"account_id": Account, "id": resultID}, ResourceObject: object,
		}
	}
	other := result("list.adsapi_card.all", "57i78", map[string]any{"id": "57i78"})
	if err := checkQuery(ResultIsState("adsapi_card.all", identity, &state), other, result("list.adsapi_card.all", id, state)); err != nil {
		t.Errorf("the result that is the state: %v", err)
	}
	for name, results := range map[string][]tfjson.ListResourceFoundData{
		"no result":       {other},
		"other list":      {result("list.adsapi_card.some", id, state)},
		"other values":    {result("list.adsapi_card.all", id, map[string]any{"id": id, "name": "Winter sale"})},
		"no object":       {result("list.adsapi_card.all", id, nil)},
		"the same twice":  {result("list.adsapi_card.all", id, state), result("list.adsapi_card.all", id, state)},
		"wider identity":  {{Address: "list.adsapi_card.all", Identity: map[string]any{"account_id": Account, "id": id, "x": "1"}, ResourceObject: state}},
		"partly the same": {{Address: "list.adsapi_card.all", Identity: map[string]any{"account_id": "other", "id": id}, ResourceObject: state}},
	} {
		if err := checkQuery(ResultIsState("adsapi_card.all", identity, &state), results...); err == nil {
			t.Errorf("%s: passed", name)
		}
	}
	var uncaptured map[string]any
	if err := checkQuery(ResultIsState("adsapi_card.all", identity, &uncaptured), result("list.adsapi_card.all", id, nil)); err == nil {
		t.Error("no state captured: passed")
	}
}

func TestCaptureState(t *testing.T) {
	var got map[string]any
	if err := checkState(CaptureState(card, &got), jsonState(t, cardWith(`{"id": "57i77", "name": "n"}`))); err != nil ||
		got["id"] != "57i77" || got["name"] != "n" {
		t.Errorf("got %v, %v", got, err)
	}
	got = map[string]any{"kept": true}
	if err := checkState(CaptureState(card, &got), jsonState(t)); err == nil || got["kept"] != true {
		t.Errorf("not in state: got %v, %v; want an error and the values untouched", got, err)
	}
}

// get sends a GET to the emulator; only the request log matters, not the answer.
func get(t *testing.T, e *Env, pathAndQuery string) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), http.MethodGet, e.URL+pathAndQuery, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = resp.Body.Close()
}

func TestExpectListReads(t *testing.T) {
	e := NewEnv(t)
	cards := "/12/accounts/" + Account + "/cards"
	get(t, e, cards+"?count=200")
	get(t, e, cards+"?q=spring&count=200")
	get(t, e, cards+"/poll?count=1000")
	if err := e.ExpectListReads(cards, "count", 200, 2)(); err != nil {
		t.Errorf("two reads of the largest page: %v", err)
	}
	if err := e.ExpectListReads(cards, "count", 200, 3)(); err == nil {
		t.Error("a read below the path counted as one of the path")
	}
	if err := e.ExpectListReads(cards, "count", 1000, 2)(); err == nil {
		t.Error("pages of 200 passed as pages of 1000")
	}
	if err := e.ExpectCount("GET", cards, 3)(); err != nil {
		t.Errorf("every read under the path: %v", err)
	}
	if err := e.ExpectCount("GET", cards+"/", 0)(); err == nil {
		t.Error("the read below the path went uncounted")
	}
	for _, query := range []string{"", "?count=100", "?count=200&count=1000"} {
		e.ResetRequests()
		get(t, e, cards+query)
		if err := e.ExpectListReads(cards, "count", 200, 1)(); err == nil {
			t.Errorf("%q passed as the largest page", query)
		}
	}
}
