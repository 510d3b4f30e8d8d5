package emulator

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func fundingInstrumentsPathOf(account string) string {
	return "/12/accounts/" + account + "/funding_instruments"
}

// The demo account's credit card is the spec's example instrument, field for field.
func TestFundingInstrumentAnswersTheSpecExample(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	example := decodeExample(t, `{
	 "request": {"params": {"funding_instrument_id": "lygyi", "account_id": "18ce54d4x5t"}},
	 "data": {"start_time": "2016-07-22T04:24:04Z", "description": "Visa ending in 0650",
	          "credit_limit_local_micro": 200000000, "end_time": null, "id": "lygyi",
	          "entity_status": "ACTIVE", "account_id": "18ce54d4x5t", "reasons_not_able_to_fund": [],
	          "io_header": null, "currency": "USD", "funded_amount_local_micro": 645940000,
	          "created_at": "2016-07-22T04:24:04Z", "type": "CREDIT_CARD", "able_to_fund": true,
	          "updated_at": "2017-04-05T00:25:13Z", "credit_remaining_local_micro": null,
	          "deleted": false}}`)
	res := f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID) + "/" + DemoFundingInstrumentID})
	res.wantStatus(t, http.StatusOK)
	wantFields(t, "single", res.body, example)

	// The reference also lists funding_instrument_id in the query; it must name the same one.
	f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID) + "/" + DemoFundingInstrumentID,
		query: url.Values{"funding_instrument_id": {DemoFundingInstrumentID}}}).wantStatus(t, http.StatusOK)
	f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID) + "/" + DemoFundingInstrumentID,
		query: url.Values{"funding_instrument_id": {DemoInsertionOrderID}}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "funding_instrument_id")
	f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID) + "/nope"}).
		wantError(t, http.StatusNotFound, codeFundingInstrumentNotFound, "funding_instrument_id")
	// Another account's instrument is not found through this account.
	f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID) + "/" + OtherFundingInstrumentID}).
		wantError(t, http.StatusNotFound, codeFundingInstrumentNotFound, "funding_instrument_id")
}

// Each account holds a credit card in USD, an insertion order and an expired instrument that
// cannot fund.
func TestFundingInstrumentsSeededInEveryAccount(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	for _, tc := range []struct {
		account              string
		creds                *credentials
		card, order, expired string
		orderCurrency        string
	}{
		{DemoAccountID, nil, DemoFundingInstrumentID, DemoInsertionOrderID, DemoExpiredFundingInstrumentID, "USD"},
		{DemoSandboxAccountID, nil, DemoSandboxFundingInstrumentID, DemoSandboxInsertionOrderID, DemoSandboxExpiredFundingInstrumentID, "USD"},
		{OtherAccountID, &otherCreds, OtherFundingInstrumentID, OtherInsertionOrderID, OtherExpiredFundingInstrumentID, "EUR"},
	} {
		items := f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(tc.account), creds: tc.creds}).list(t)
		byID := map[string]map[string]any{}
		for _, it := range items {
			byID[it["id"].(string)] = it
		}
		if len(items) != 3 {
			t.Errorf("%s holds %d instruments, want 3", tc.account, len(items))
		}
		card, order, expired := byID[tc.card], byID[tc.order], byID[tc.expired]
		if card["type"] != FundingCreditCard || card["currency"] != "USD" || card["able_to_fund"] != true {
			t.Errorf("%s credit card = %v", tc.account, card)
		}
		if order["type"] != FundingInsertionOrder || order["currency"] != tc.orderCurrency || order["able_to_fund"] != true || order["io_header"] == nil {
			t.Errorf("%s insertion order = %v", tc.account, order)
		}
		reasons, _ := expired["reasons_not_able_to_fund"].([]any)
		if expired["able_to_fund"] != false || len(reasons) != 1 || reasons[0] != "EXPIRED" || expired["end_time"] == nil {
			t.Errorf("%s expired instrument = %v", tc.account, expired)
		}
	}
}

func TestFundingInstrumentsFilterSortAndDeleted(t *testing.T) {
	t.Parallel()
	f := newFixture(t, Options{})
	list := func(q url.Values) *result {
		return f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID), query: q})
	}
	got := ids(list(url.Values{"funding_instrument_ids": {DemoExpiredFundingInstrumentID + "," + DemoFundingInstrumentID}}).list(t))
	if want := []string{DemoFundingInstrumentID, DemoExpiredFundingInstrumentID}; !slices.Equal(got, want) {
		t.Errorf("filtered = %v, want %v (creation order)", got, want)
	}
	// Funded amounts: credit card 645,940,000, expired order 1,000,000,000, order 5,000,000,000.
	got = ids(list(url.Values{"sort_by": {"funded_amount_local_micro-desc"}}).list(t))
	if want := []string{DemoInsertionOrderID, DemoExpiredFundingInstrumentID, DemoFundingInstrumentID}; !slices.Equal(got, want) {
		t.Errorf("funded_amount_local_micro-desc = %v, want %v", got, want)
	}
	list(url.Values{"q": {"visa"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "q")
	list(url.Values{"sort_by": {"name-asc"}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "sort_by")
	list(url.Values{"funding_instrument_ids": {manyIDs(201)}}).wantError(t, http.StatusBadRequest, codeInvalidParameter, "funding_instrument_ids")

	// An instrument deleted in the sandbox is listed only with with_deleted.
	if err := f.srv.EditFundingInstrument(DemoAccountID, DemoInsertionOrderID, func(fi *FundingInstrument) {
		fi.Deleted, fi.AbleToFund, fi.ReasonsNotAbleToFund = true, false, []string{"DELETED"}
	}); err != nil {
		t.Fatal(err)
	}
	if got := ids(list(nil).list(t)); slices.Contains(got, DemoInsertionOrderID) {
		t.Errorf("a deleted instrument is listed without with_deleted: %v", got)
	}
	if got := ids(list(url.Values{"with_deleted": {"true"}}).list(t)); !slices.Contains(got, DemoInsertionOrderID) {
		t.Errorf("a deleted instrument is missing with with_deleted: %v", got)
	}
	f.do(apiCall{method: "GET", path: fundingInstrumentsPathOf(DemoAccountID) + "/" + DemoInsertionOrderID}).
		wantError(t, http.StatusNotFound, codeFundingInstrumentNotFound, "funding_instrument_id")
}

// manyIDs is a comma-separated list of n distinct ids.
func manyIDs(n int) string {
	out := make([]string, n)
	for i := range out {
		out[i] = strconv.FormatInt(int64(i+1), 36)
	}
	return strings.Join(out, ",")
}
