package provider_test

import (
	"go/ast"
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

const (
	providerImport = "github.com/adsapi/terraform-provider-adsapi/internal/provider"
	createsImport  = "github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

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

// TestFamiliesLeaveTheCreateEngineToFw keeps the create engine's entry points (creates.Begin, Run,
// RunBatch, a Session of one's own) out of the families' reach: no family file, tests included,
// imports package creates, and none writes a fw.Creation of its own. A family's Create then holds
// only the session fw.Create opened, whose adoptions fw.Create reports; a session it opened itself
// would drop them.
func TestFamiliesLeaveTheCreateEngineToFw(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	files := 0
	for _, e := range entries {
		if !e.IsDir() || e.Name() == "fw" {
			continue // fw opens the sessions
		}
		paths, err := filepath.Glob(filepath.Join(e.Name(), "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range paths {
			files++
			for _, problem := range createEngineUses(t, f) {
				t.Errorf("%s: %s: a family's Create runs in fw.Create and passes creation.Session()", f, problem)
			}
		}
	}
	if files == 0 {
		t.Fatal("found no family file under internal/provider")
	}
}

// createEngineUses lists what file f does that only fw may: import package creates, or build a
// fw.Creation (a composite literal or new).
func createEngineUses(t *testing.T, f string) []string {
	t.Helper()
	parsed, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, spec := range parsed.Imports {
		if path, _ := strconv.Unquote(spec.Path.Value); path == createsImport {
			out = append(out, "imports "+path)
		}
	}
	isCreation := func(e ast.Expr) bool {
		sel, ok := e.(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Creation" {
			return false
		}
		x, ok := sel.X.(*ast.Ident)
		return ok && x.Name == "fw"
	}
	ast.Inspect(parsed, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if isCreation(n.Type) {
				out = append(out, "writes a fw.Creation literal")
			}
		case *ast.CallExpr:
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "new" && len(n.Args) == 1 && isCreation(n.Args[0]) {
				out = append(out, "calls new(fw.Creation)")
			}
		}
		return true
	})
	return out
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
