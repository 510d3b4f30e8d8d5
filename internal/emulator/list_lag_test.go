package emulator

import (
	"net/http"
	"net/url"
	"testing"
	"time"
)

// Under ListLag a new card is missing from the lists that do not name it until the lag is over; a list
// by its id and its single GET show it at once.
func TestListLagHidesNewObjectsFromUnnamedLists(t *testing.T) {
	t.Parallel()
	const lag = 300 * time.Millisecond
	f := newFixture(t, Options{ListLag: lag})
	path := "/12/accounts/" + DemoAccountID + "/cards/poll"
	res := f.do(apiCall{method: "POST", path: path, form: textPoll("lagging")})
	res.wantStatus(t, http.StatusCreated)
	id, _ := res.object(t)["id"].(string)
	listed := func(q url.Values) bool {
		for _, p := range f.do(apiCall{method: "GET", path: path, query: q}).list(t) {
			if p["id"] == id {
				return true
			}
		}
		return false
	}
	if listed(nil) {
		t.Fatal("the list shows the poll card at once, within the lag")
	}
	if !listed(url.Values{"card_ids": {id}}) {
		t.Error("a list naming the poll card by id does not show it")
	}
	f.do(apiCall{method: "GET", path: path + "/" + id}).wantStatus(t, http.StatusOK)
	time.Sleep(lag)
	if !listed(nil) {
		t.Error("the list does not show the poll card after the lag")
	}
}
