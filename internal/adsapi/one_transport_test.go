package adsapi

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Every request goes through the one transport loop: the client builds the http.Client that
// sends in one place (transport's call.send), which hands it to the attempt (call.try) that sends
// through it (call.open). The only other http.Client built, in newAuthTransports, never sends: it
// hands oauth1 the base transport its signer wraps (oauth1 takes only that client's Transport);
// and Config.HTTPClient only lends its Transport and Timeout. A second client that sends, such as
// the one the activity stream used to build, would skip the loop's retries, limits, logging and
// answer checks, and would have to name http.Client somewhere else in the client's packages.
func TestOneTransportLoop(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	var built, named, shortcuts []string
	for _, name := range clientSources(t) {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range f.Decls {
			where := filepath.Join(filepath.Dir(name), declName(name, decl))
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.CompositeLit:
					if isHTTP(n.Type, "Client") {
						built = append(built, where)
					}
				case *ast.SelectorExpr:
					if isHTTP(n, "Client") && !slices.Contains(named, where) {
						named = append(named, where)
					}
					for _, s := range []string{"DefaultClient", "Get", "Head", "Post", "PostForm"} {
						if isHTTP(n, s) {
							shortcuts = append(shortcuts, where+": http."+s)
						}
					}
				}
				return true
			})
		}
	}
	slices.Sort(built)
	if want := []string{"transport/call.send", "transport/newAuthTransports"}; !slices.Equal(built, want) {
		t.Errorf("http.Client built in %v, want only in %v", built, want)
	}
	slices.Sort(named)
	if want := []string{"transport/Config", "transport/call.open", "transport/call.send", "transport/call.try", "transport/newAuthTransports"}; !slices.Equal(named, want) {
		t.Errorf("http.Client named in %v, want only in %v", named, want)
	}
	if len(shortcuts) > 0 {
		t.Errorf("requests sent outside the loop: %v", shortcuts)
	}
}

// clientSources are the client's source files, its packages' included, tests left out.
func clientSources(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && d.Name() == "testdata":
			return filepath.SkipDir
		case !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go"):
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// declName names a declaration of file: a function by funcName, a type by its name.
func declName(file string, decl ast.Decl) string {
	switch d := decl.(type) {
	case *ast.FuncDecl:
		return funcName(d)
	case *ast.GenDecl:
		if len(d.Specs) == 1 {
			if ts, ok := d.Specs[0].(*ast.TypeSpec); ok {
				return ts.Name.Name
			}
		}
	}
	return file + ": package level"
}

// funcName is fn's name, after its receiver's type for a method: "call.send".
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	typ := fn.Recv.List[0].Type
	if star, ok := typ.(*ast.StarExpr); ok {
		typ = star.X
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}

// isHTTP reports whether e names http.<name>.
func isHTTP(e ast.Expr, name string) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != name {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == "http"
}
