package provider

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/emulator"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// A state that the provider wrote while a large collection was a set (schema version 0) plans no change
// after the upgrade that made it a list whose order means nothing. Each test starts from a resource
// recorded from that provider (testdata/<case>/resource_v0.json, written by Terraform 1.11.4 applying
// testdata/<case>/main.tf): the objects are made anew in a fresh emulator by applying the same
// configuration with today's provider, the recorded resource takes the place of the one just written (with
// the new objects' ids), and the plan that follows upgrades it and has nothing to do, though the
// configuration lists the elements in another order than the set did; a refresh stores it as version 1,
// the elements as they were.

// TestTargetingStateOfVersion0PlansNoChange: adsapi_line_item_targeting, whose criteria were a set.
func TestTargetingStateOfVersion0PlansNoChange(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	testSetBecameList(t, "targeting_v0", "adsapi_line_item_targeting", "criteria", takeNewIDs)
}

// TestCollectionEntriesStateOfVersion0PlansNoChange: adsapi_collection_entries, whose post_ids were a set.
func TestCollectionEntriesStateOfVersion0PlansNoChange(t *testing.T) {
	acctarget.NeedsEmulator(t, "starts an emulator of its own")
	t.Parallel()
	testSetBecameList(t, "collection_entries_v0", "adsapi_collection_entries", "post_ids", func(*testing.T, map[string]any, map[string]any) {})
}

// testSetBecameList runs the case in testdata/<dir>: attr is the attribute that became a list, and fix
// gives the recorded attributes (old) the ids of the objects made anew (fresh).
func testSetBecameList(t *testing.T, dir, typ, attr string, fix func(t *testing.T, old, fresh map[string]any)) {
	run := newCLIRun(t)
	srv := httptest.NewServer(emulator.New(emulator.Options{}))
	t.Cleanup(srv.Close)
	work := filepath.Join(run.dir, "config")
	body, err := os.ReadFile(filepath.Join("testdata", dir, "main.tf"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(work, "main.tf"), providerBlocks(srv.URL)+string(body))
	tf := func(args ...string) string {
		t.Helper()
		out, err := run.in(t, work, args...)
		if err != nil {
			t.Fatalf("terraform %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	tf("apply", "-auto-approve", "-input=false", "-no-color")

	statePath := filepath.Join(work, "terraform.tfstate")
	state := readJSON(t, statePath)
	recorded := readJSON(t, filepath.Join("testdata", dir, "resource_v0.json"))
	var fresh map[string]any
	for i, r := range state["resources"].([]any) {
		if r.(map[string]any)["type"] == typ {
			fresh = instanceAttributes(r)
			state["resources"].([]any)[i] = recorded
		}
	}
	if fresh == nil {
		t.Fatalf("the apply wrote no %s into the state", typ)
	}
	if v := recorded["instances"].([]any)[0].(map[string]any)["schema_version"]; v != float64(0) {
		t.Fatalf("the recorded state is of schema version %v, want 0", v)
	}
	old := instanceAttributes(recorded)
	fix(t, old, fresh)
	writeJSON(t, statePath, state)

	out, err := run.in(t, work, "plan", "-detailed-exitcode", "-input=false", "-no-color")
	if err != nil || !strings.Contains(out, "No changes.") {
		t.Fatalf("the plan of the version 0 state: %v, want no changes:\n%s", err, out)
	}

	tf("apply", "-refresh-only", "-auto-approve", "-input=false", "-no-color")
	for _, r := range readJSON(t, statePath)["resources"].([]any) {
		if r.(map[string]any)["type"] != typ {
			continue
		}
		instance := r.(map[string]any)["instances"].([]any)[0].(map[string]any)
		if v := instance["schema_version"]; v != float64(1) {
			t.Errorf("after a refresh %s is stored as schema version %v, want 1", typ, v)
		}
		got, _ := json.Marshal(instance["attributes"].(map[string]any)[attr])
		want, _ := json.Marshal(old[attr])
		if string(got) != string(want) {
			t.Errorf("after a refresh %s is\n%s\nwant the version 0 state's, in its order:\n%s", attr, got, want)
		}
	}
}

// takeNewIDs gives the recorded targeting the ids of the objects the fresh apply made: the line item's,
// and each criterion's, found by type, value and operator.
func takeNewIDs(t *testing.T, old, fresh map[string]any) {
	t.Helper()
	for _, name := range []string{"id", "line_item_id", "account_id"} {
		old[name] = fresh[name]
	}
	key := func(d map[string]any) string {
		return d["targeting_type"].(string) + " " + d["targeting_value"].(string) + " " + d["operator_type"].(string)
	}
	ids := map[string]any{}
	for _, d := range fresh["criteria_details"].([]any) {
		ids[key(d.(map[string]any))] = d.(map[string]any)["id"]
	}
	for _, d := range old["criteria_details"].([]any) {
		detail := d.(map[string]any)
		id, ok := ids[key(detail)]
		if !ok {
			t.Fatalf("the fresh apply made no criterion %s, which the recorded state holds", key(detail))
		}
		detail["id"] = id
	}
}

func instanceAttributes(resource any) map[string]any {
	return resource.(map[string]any)["instances"].([]any)[0].(map[string]any)["attributes"].(map[string]any)
}

func readJSON(t *testing.T, path string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return v
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, path, string(b))
}
