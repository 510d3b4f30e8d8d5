package acctest

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/terraform"
)

const card = "adsapi_card.test"

// legacyState is the state an ImportStateIdFunc gets, holding the given resources.
func legacyState(resources map[string]*terraform.ResourceState) *terraform.State {
	return &terraform.State{Modules: []*terraform.ModuleState{{Path: []string{"root"}, Resources: resources}}}
}

func TestImportIDs(t *testing.T) {
	id := "57i77"
	full := legacyState(map[string]*terraform.ResourceState{card: {Primary: &terraform.InstanceState{
		ID: id, Attributes: map[string]string{"id": id, "account_id": Account},
	}}})
	for name, c := range map[string]struct {
		f    resource.ImportStateIdFunc
		want string
	}{
		"account": {ImportID(card), Account + "/" + id},
		"parent":  {ParentImportID(card, "account_id"), Account + "/" + id},
		"bare":    {BareImportID(card), id},
		"fixed":   {FixedImportID(&id), id},
	} {
		got, err := c.f(full)
		if err != nil || got != c.want {
			t.Errorf("%s: got %q, %v; want %q", name, got, err, c.want)
		}
	}
}

// TestImportIDsMissing: an import id of a resource that is not in state, or has no id or parent, is an
// error, not a panic.
func TestImportIDsMissing(t *testing.T) {
	states := map[string]*terraform.State{
		"nil state":    nil,
		"no modules":   {},
		"not in state": legacyState(map[string]*terraform.ResourceState{"adsapi_card.other": {Primary: &terraform.InstanceState{ID: "1"}}}),
		"nil resource": legacyState(map[string]*terraform.ResourceState{card: nil}),
		"no instance":  legacyState(map[string]*terraform.ResourceState{card: {}}),
		"no id":        legacyState(map[string]*terraform.ResourceState{card: {Primary: &terraform.InstanceState{}}}),
	}
	for name, s := range states {
		for fname, f := range map[string]resource.ImportStateIdFunc{
			"ImportID": ImportID(card), "ParentImportID": ParentImportID(card, "product_catalog_id"), "BareImportID": BareImportID(card),
		} {
			if got, err := f(s); err == nil || !strings.Contains(err.Error(), card) {
				t.Errorf("%s, %s: got %q, %v; want an error naming %s", name, fname, got, err, card)
			}
		}
	}
	noParent := legacyState(map[string]*terraform.ResourceState{card: {Primary: &terraform.InstanceState{ID: "1"}}})
	if got, err := ParentImportID(card, "account_id")(noParent); err == nil {
		t.Errorf("no account_id: got %q, want an error", got)
	}
	var unset string
	if got, err := FixedImportID(&unset)(nil); err == nil {
		t.Errorf("unset fixed id: got %q, want an error", got)
	}
}

// jsonState is the request a state check gets, decoded from the JSON of `terraform show -json` with the
// given resources (each a JSON object).
func jsonState(t *testing.T, resources ...string) statecheck.CheckStateRequest {
	t.Helper()
	var req statecheck.CheckStateRequest
	body := `{"State": {"format_version": "1.0", "values": {"root_module": {"resources": [` + strings.Join(resources, ",") + `]}}}}`
	if err := json.Unmarshal([]byte(body), &req); err != nil {
		t.Fatal(err)
	}
	return req
}

// cardWith is the state resource of card with the given attribute values.
func cardWith(values string) string {
	return `{"address": "` + card + `", "type": "adsapi_card", "name": "test", "values": ` + values + `}`
}

func checkState(c statecheck.StateCheck, req statecheck.CheckStateRequest) error {
	var resp statecheck.CheckStateResponse
	c.CheckState(context.Background(), req, &resp)
	return resp.Error
}

func TestCaptureID(t *testing.T) {
	var id string
	if err := checkState(CaptureID(card, &id), jsonState(t, cardWith(`{"id": "57i77"}`))); err != nil || id != "57i77" {
		t.Errorf("got %q, %v", id, err)
	}
	var noValues statecheck.CheckStateRequest
	if err := json.Unmarshal([]byte(`{"State": {"format_version": "1.0"}}`), &noValues); err != nil {
		t.Fatal(err)
	}
	for name, req := range map[string]statecheck.CheckStateRequest{
		"no state":     {},
		"no values":    noValues,
		"not in state": jsonState(t, `{"address": "adsapi_card.other", "values": {"id": "1"}}`),
		"no id":        jsonState(t, cardWith(`{}`)),
		"empty id":     jsonState(t, cardWith(`{"id": ""}`)),
	} {
		id = "kept"
		if err := checkState(CaptureID(card, &id), req); err == nil || id != "kept" {
			t.Errorf("%s: got %q, %v; want an error and the id untouched", name, id, err)
		}
	}
}

func TestRecreatedStep(t *testing.T) {
	env := &Env{T: t}
	id := "1"
	check := env.RecreatedStep(card, "", &id, nil).ConfigStateChecks[0]
	if err := checkState(check, jsonState(t, cardWith(`{"id": "1"}`))); err == nil {
		t.Error("the same id passed as a new resource")
	}
	if err := checkState(check, jsonState(t)); err == nil {
		t.Error("a missing resource passed")
	}
	if err := checkState(check, jsonState(t, cardWith(`{"id": "2"}`))); err != nil || id != "2" {
		t.Errorf("recreated: got %q, %v", id, err)
	}
}

func TestDestroyCheckRunsEvery(t *testing.T) {
	ran := 0
	fail := func(msg string) EmulatorStateCheck {
		return func() error { ran++; return errors.New(msg) }
	}
	err := DestroyCheck(fail("first"), func() error { ran++; return nil }, fail("third"))(nil)
	if ran != 3 || err == nil || !strings.Contains(err.Error(), "first") || !strings.Contains(err.Error(), "third") {
		t.Errorf("ran %d checks, error %v; want all three run and both failures", ran, err)
	}
}
