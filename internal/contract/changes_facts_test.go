package contract

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// mergedJSON is the merged description as plain JSON, to look members up by their dotted paths.
func mergedJSON(t *testing.T) map[string]any {
	t.Helper()
	raw, err := mergedDocument()
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// lookup follows a dotted path from v, as patch does.
func lookup(v any, path string) (any, bool) {
	for seg := range strings.SplitSeq(path, ".") {
		next, err := child(v, seg)
		if err != nil {
			return nil, false
		}
		v = next
	}
	return v, true
}

// Every change of 2.168 holds in the merged description, after the overlays: no later overlay
// undoes one (the spec's user.fields list, say, must keep subscriber_count).
func TestMergedDescriptionHoldsEveryChangeOf2168(t *testing.T) {
	t.Parallel()
	var ch changes
	if err := readJSON(changesFile, &ch); err != nil {
		t.Fatal(err)
	}
	doc := mergedJSON(t)
	components := doc["components"].(map[string]any)
	check := func(entry string, target any, edits map[string]any) {
		t.Helper()
		for key, want := range edits {
			path, add := strings.CutSuffix(key, " added")
			got, ok := lookup(target, path)
			if !ok {
				t.Errorf("%s: %s is missing", entry, path)
				continue
			}
			if !add {
				if !reflect.DeepEqual(got, want) {
					t.Errorf("%s: %s = %v, want 2.168's %v", entry, path, got, want)
				}
				continue
			}
			var names []any
			switch w := want.(type) {
			case []any:
				names = w
			case map[string]any:
				for k := range w {
					names = append(names, k)
				}
			}
			for _, name := range names {
				list, _ := got.([]any)
				obj, _ := got.(map[string]any)
				_, inObj := obj[name.(string)]
				if !slices.Contains(list, name) && !inObj {
					t.Errorf("%s: %s lacks %v, which 2.168 adds", entry, path, name)
				}
			}
		}
	}
	for key, edits := range ch.ChangedOperations {
		method, path, _ := strings.Cut(key, " ")
		op, _ := lookup(doc["paths"].(map[string]any)[path], strings.ToLower(method))
		check(key, op, edits)
	}
	for name, edits := range ch.ChangedSchemas {
		check("schema "+name, components["schemas"].(map[string]any)[name], edits)
	}
	for name, edits := range ch.ChangedParameters {
		check("parameter "+name, components["parameters"].(map[string]any)[name], edits)
	}
	check("securitySchemes", components["securitySchemes"], ch.ChangedSecuritySchemes)
	for name, want := range ch.AddedSchemas {
		if got := components["schemas"].(map[string]any)[name]; !reflect.DeepEqual(got, want) {
			t.Errorf("schema %s = %v, want 2.168's %v", name, got, want)
		}
	}
	for key, op := range ch.AddedOperations {
		method, path, _ := strings.Cut(key, " ")
		got, ok := lookup(doc["paths"].(map[string]any)[path], strings.ToLower(method))
		if !ok || !reflect.DeepEqual(got, jsonRoundTrip(t, op.operation())) {
			t.Errorf("%s = %v, want 2.168's operation %s", key, got, op.OperationID)
		}
	}
}

// jsonRoundTrip is v as encoding/json decodes its encoding, to compare with decoded documents.
func jsonRoundTrip(t *testing.T, v any) any {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// The changes file is about this base: what it says it compared and found unchanged is there.
func TestChangesFileNamesTheBase(t *testing.T) {
	t.Parallel()
	var ch changes
	if err := readJSON(changesFile, &ch); err != nil {
		t.Fatal(err)
	}
	var base map[string]any
	if err := readJSON(baseFile, &base); err != nil {
		t.Fatal(err)
	}
	if len(ch.UnchangedOperations) == 0 || len(ch.UnchangedComponents) == 0 {
		t.Fatal("the changes file lists nothing as compared")
	}
	for _, key := range ch.UnchangedOperations {
		method, path, _ := strings.Cut(key, " ")
		// 2.168 as read names the user's posts /tweets; the base, under the spec's naming rule, /posts.
		path = strings.Replace(path, "/tweets", "/posts", 1)
		if _, ok := lookup(base["paths"].(map[string]any)[path], strings.ToLower(method)); !ok {
			t.Errorf("%s: compared as unchanged, but the base has no such operation", key)
		}
	}
	components := base["components"].(map[string]any)
	for _, name := range ch.UnchangedComponents {
		kind, entry := "schemas", name
		if p, ok := strings.CutPrefix(name, "parameters:"); ok {
			kind, entry = "parameters", p
		}
		if components[kind].(map[string]any)[entry] == nil {
			t.Errorf("%s: compared as unchanged, but the base has no such %s", name, kind)
		}
	}
}
