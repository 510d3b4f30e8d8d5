package emulator

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

func featuresPathOf(account string) string { return "/12/accounts/" + account + "/features" }

func TestFeaturesRead(t *testing.T) {
	f := newFixture(t, Options{})
	for _, prefix := range []string{"", sandboxPrefix} {
		res := f.do(apiCall{method: "GET", path: prefix + featuresPathOf(DemoAccountID)})
		res.wantStatus(t, http.StatusOK)
		if !reflect.DeepEqual(res.body["data"], []any{"PROMOTED_MEDIA_POLLS", "CONVERSATION_CARD", "REACH_FREQUENCY_CAP"}) ||
			res.body["data_type"] != "features" {
			t.Errorf("GET %s features = %s", prefix, res.raw)
		}
	}
	filtered := f.do(apiCall{method: "GET", path: featuresPathOf(DemoAccountID),
		query: url.Values{"feature_keys": {"REACH_FREQUENCY_CAP,REACH_AND_FREQUENCY_ANALYTICS"}}})
	if !reflect.DeepEqual(filtered.body["data"], []any{"REACH_FREQUENCY_CAP"}) {
		t.Errorf("filtered = %s", filtered.raw)
	}
	none := f.do(apiCall{method: "GET", path: featuresPathOf(DemoSandboxAccountID)})
	if !reflect.DeepEqual(none.body["data"], []any{}) {
		t.Errorf("sandbox account features = %s, want []", none.raw)
	}
	f.do(apiCall{method: "GET", path: featuresPathOf(DemoAccountID), query: url.Values{"feature_keys": {"NOT_A_FEATURE"}}}).
		wantError(t, 400, codeInvalidParameter, "feature_keys")
	f.do(apiCall{method: "GET", path: featuresPathOf(OtherAccountID)}).wantError(t, 403, codeUnauthorizedClientApplication, "")
}

func TestFeaturesSandboxWrites(t *testing.T) {
	f := newFixture(t, Options{})
	sandboxPath := sandboxPrefix + featuresPathOf(DemoSandboxAccountID)
	add := url.Values{"feature_keys": {"AGE_TARGETING,DR_TAP"}}

	for _, m := range []string{"POST", "DELETE"} {
		f.do(apiCall{method: m, path: featuresPathOf(DemoSandboxAccountID), query: add}).wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	}
	if keys, _ := f.srv.AccountFeatures(DemoSandboxAccountID); len(keys) != 0 {
		t.Fatalf("a refused production write changed the features: %v", keys)
	}

	res := f.do(apiCall{method: "POST", path: sandboxPath, query: add})
	res.wantStatus(t, http.StatusOK)
	if !reflect.DeepEqual(res.body["data"], []any{"AGE_TARGETING", "DR_TAP"}) {
		t.Fatalf("POST answer = %s", res.raw)
	}
	res = f.do(apiCall{method: "POST", path: sandboxPath, form: url.Values{"feature_keys": {"DR_TAP,CPI_CHARGING"}}})
	if !reflect.DeepEqual(res.body["data"], []any{"AGE_TARGETING", "DR_TAP", "CPI_CHARGING"}) {
		t.Fatalf("second POST answer = %s, want the whole list", res.raw)
	}
	res = f.do(apiCall{method: "DELETE", path: sandboxPath, query: url.Values{"feature_keys": {"AGE_TARGETING,EVENT_TARGETING"}}})
	if !reflect.DeepEqual(res.body["data"], []any{"DR_TAP", "CPI_CHARGING"}) {
		t.Fatalf("DELETE answer = %s", res.raw)
	}
	// The sandbox shares state with production reads.
	if got := f.do(apiCall{method: "GET", path: featuresPathOf(DemoSandboxAccountID)}).body["data"]; !reflect.DeepEqual(got, []any{"DR_TAP", "CPI_CHARGING"}) {
		t.Errorf("production GET after sandbox writes = %v", got)
	}

	f.do(apiCall{method: "POST", path: sandboxPath}).wantError(t, 400, codeMissingParameter, "feature_keys")
	f.do(apiCall{method: "POST", path: sandboxPath, query: url.Values{"feature_keys": {""}}}).wantError(t, 400, codeInvalidParameter, "feature_keys")
	// PROMOTED_MEDIA_POLLS appears in answers but is not among the 22 writable keys.
	f.do(apiCall{method: "POST", path: sandboxPath, query: url.Values{"feature_keys": {"DR_TAP,PROMOTED_MEDIA_POLLS"}}}).
		wantError(t, 400, codeInvalidParameter, "feature_keys")
	f.do(apiCall{method: "POST", path: sandboxPrefix + featuresPathOf(DemoAccountID), query: add}).
		wantError(t, http.StatusForbidden, codeActionNotAllowed, "")
	f.do(apiCall{method: "DELETE", path: sandboxPrefix + featuresPathOf(OtherAccountID), query: add}).
		wantError(t, http.StatusForbidden, codeUnauthorizedClientApplication, "")
}

func TestFeatureHooks(t *testing.T) {
	f := newFixture(t, Options{})
	if err := f.srv.AddAccountFeatures(DemoSandboxAccountID, "DR_TAP", "BRAND_TPN"); err != nil {
		t.Fatal(err)
	}
	if err := f.srv.RemoveAccountFeatures(DemoSandboxAccountID, "DR_TAP", "NOT_THERE"); err != nil {
		t.Fatal(err)
	}
	got, err := f.srv.AccountFeatures(DemoSandboxAccountID)
	if err != nil || !reflect.DeepEqual(got, []string{"BRAND_TPN"}) {
		t.Fatalf("AccountFeatures = %v, %v", got, err)
	}
	if api := f.do(apiCall{method: "GET", path: featuresPathOf(DemoSandboxAccountID)}).body["data"]; !reflect.DeepEqual(api, []any{"BRAND_TPN"}) {
		t.Errorf("GET after out-of-band change = %v", api)
	}
	if _, err := f.srv.AccountFeatures("nope"); err == nil {
		t.Error("AccountFeatures of a missing account succeeded")
	}
}
