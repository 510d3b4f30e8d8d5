package adsapi_test

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The documents TestMethodOperations finds operations in: the spec's endpoint lists, copied into
// testdata/endpoints, and the contract of the v2 endpoints, read from internal/contract's copy, and
// its part of the webhooks and user lookups, copied unchanged into testdata/endpoints.

var (
	// listNumber is an endpoint's number in its document ("12. GET ...").
	listNumber = regexp.MustCompile(`^[0-9]+\. `)
	// braced is a placeholder written {name}: a path parameter, or an address at the start.
	braced = regexp.MustCompile(`\{([a-z_]+)\}`)
)

// templatePath writes a path as the client's comments do: without its address ({base_url},
// {sandbox_ads_url}, {upload_url}) and with each {param} as :param.
func templatePath(p string) string {
	if strings.HasPrefix(p, "{") {
		if i := strings.Index(p, "}"); i > 0 {
			p = p[i+1:]
		}
	}
	return braced.ReplaceAllString(p, ":$1")
}

// specOperations reads testdata/endpoints/spec-endpoints.txt into a set of "METHOD /path".
func specOperations(t *testing.T) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("testdata/endpoints/spec-endpoints.txt")
	if err != nil {
		t.Fatal(err)
	}
	ops := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		method, path, ok := strings.Cut(listNumber.ReplaceAllString(line, ""), " ")
		if !ok || !strings.Contains(path, "/") {
			t.Fatalf("spec-endpoints.txt: %q is not METHOD PATH", line)
		}
		ops[method+" "+templatePath(path)] = true
	}
	if len(ops) < 100 {
		t.Fatalf("spec-endpoints.txt gave %d operations; the spec lists more than 150", len(ops))
	}
	return ops
}

// contractOperations reads the contract's operations: the paths of the two 2.167 cuts and the
// operations 2.168 added.
func contractOperations(t *testing.T) map[string]bool {
	t.Helper()
	ops := map[string]bool{}
	// The contract's two cuts of 2.167: the core operations, and the webhooks and user lookups.
	for _, file := range []string{"x-api-v2-2.167-subset.json", "x-api-v2-2.167-webhooks-users-subset.json"} {
		var subset struct {
			Paths map[string]map[string]json.RawMessage `json:"paths"`
		}
		readJSON(t, "../contract/testdata/"+file, &subset)
		for path, item := range subset.Paths {
			for method := range item {
				switch m := strings.ToUpper(method); m {
				case "GET", "POST", "PUT", "DELETE", "PATCH":
					ops[m+" "+templatePath(path)] = true
				}
			}
		}
	}
	var changes struct {
		Added map[string]json.RawMessage `json:"added_operations"`
	}
	readJSON(t, "../contract/testdata/x-api-v2-2.168-inscope-changes.json", &changes)
	for op := range changes.Added {
		method, path, ok := strings.Cut(op, " ")
		if !ok {
			t.Fatalf("2.168 added operation %q is not METHOD PATH", op)
		}
		ops[method+" "+templatePath(path)] = true
	}
	if len(ops) < 10 || len(changes.Added) == 0 {
		t.Fatalf("the contract gave %d operations, %d of them added by 2.168", len(ops), len(changes.Added))
	}
	return ops
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}
