package provider_test

import (
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const providerImport = "github.com/adsapi/terraform-provider-adsapi/internal/provider"

// shared are the packages every family may import, each with the shared packages it may import itself: fw,
// the framework base, imports none; adrules, the advertising rules, builds on fw.
var shared = map[string][]string{"fw": nil, "adrules": {"fw"}}

// TestFamiliesStandAlone keeps the house in order: a family package imports fw and adrules and nothing of
// another family or of the provider itself, and neither shared package imports a family (nor fw adrules),
// so that families can grow independently.
func TestFamiliesStandAlone(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	families := 0
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "acctest" {
			continue // the test harness serves every family by design
		}
		allowed, isShared := shared[e.Name()]
		if !isShared {
			families++
			allowed = slices.Collect(maps.Keys(shared))
		}
		for _, imp := range packageImports(t, e.Name()) {
			if imp != providerImport && !strings.HasPrefix(imp, providerImport+"/") {
				continue
			}
			if !slices.Contains(allowed, strings.TrimPrefix(imp, providerImport+"/")) {
				t.Errorf("package %s imports %s: families share code only through %v", e.Name(), imp, slices.Sorted(maps.Keys(shared)))
			}
		}
	}
	if families == 0 {
		t.Fatal("found no family package under internal/provider")
	}
}

// packageImports lists the imports of the non-test Go files of dir.
func packageImports(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range parsed.Imports {
			path, err := strconv.Unquote(spec.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, path)
		}
	}
	return out
}
