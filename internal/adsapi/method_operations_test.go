package adsapi_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// Every exported method of the Client and of each of its services names the one operation it sends,
// as go-github's methods do: its doc comment carries exactly one line "METHOD /path", the path with
// the spec's ":param" placeholders, led by "{sandbox_ads_url}" or "{upload_url}" when the request
// goes to that address rather than the API's own. TestMethodOperations reads those lines from the
// source, finds each operation in the spec's endpoint lists (a v2 operation in the contract too),
// and calls each method against the emulator to see that every request it sends is that operation.

// operationLine is a doc comment line that names an operation; looksLikeOperation catches a line
// that means to and is not in that form ("GET /a, or GET /b", a query after the path).
var (
	operationLine      = regexp.MustCompile(`^(GET|POST|PUT|DELETE|PATCH) (\{(?:sandbox_ads_url|upload_url)\})?(/[A-Za-z0-9_:./-]*)$`)
	looksLikeOperation = regexp.MustCompile(`^(GET|POST|PUT|DELETE|PATCH) [/{.]`)
)

// operation is one named operation: method, address ("" for the API's own) and path template.
type operation struct {
	method, address, path string
}

func (o operation) String() string { return o.method + " " + o.address + o.path }

// key is the operation as the spec's lists and the contract name it: the address left out, since
// the sandbox serves the advertising API's own paths.
func (o operation) key() string { return o.method + " " + o.path }

func parseOperation(t *testing.T, line string) operation {
	t.Helper()
	m := operationLine.FindStringSubmatch(line)
	if m == nil {
		t.Fatalf("%q is not an operation line", line)
	}
	return operation{method: m[1], address: m[2], path: m[3]}
}

// sendsNothing are the Client's methods that answer from its settings alone: they name no
// operation, and the test checks that they send no request.
var sendsNothing = []string{"Client.CheckCredentials", "Client.StopGrace"}

// engineSends names, for a method whose engine sends another method's operation on every call, that
// method: a create of a kind whose answers carry no created_at lists the kind's scope before it is
// sent (creates.Spec.Before), which is the kind's List.
var engineSends = map[string][]string{
	"WebEventTagsService.Create": {"WebEventTagsService.List"},
}

func TestMethodOperations(t *testing.T) {
	t.Parallel()
	docs := methodDocs(t)
	methods := clientMethods()
	listed := specOperations(t)
	contract := contractOperations(t)

	for name := range docs {
		if !slices.Contains(methods, name) {
			t.Errorf("%s is declared but not reachable from the Client: hang its service off Client", name)
		}
	}
	for name := range operationCalls {
		if !slices.Contains(methods, name) {
			t.Errorf("operationCalls has a row for %s, which is no method of the Client or its services", name)
		}
	}
	for _, name := range methods {
		// One method at a time: each row starts its own emulator, and the cores are shared.
		t.Run(name, func(t *testing.T) {
			ops := namedOperations(t, name, docs)
			for _, op := range ops {
				checkListed(t, op, listed, contract)
			}
			call, ok := operationCalls[name]
			if !ok {
				t.Fatalf("no row in operationCalls: add one that calls %s so that what it sends is checked", name)
			}
			var also []operation
			for _, other := range engineSends[name] {
				also = append(also, namedOperations(t, other, docs)...)
			}
			checkSent(t, ops, also, call)
		})
	}
}

// namedOperations is what method name names: its doc comment's one line.
// A method that sends nothing names nothing.
func namedOperations(t *testing.T, name string, docs map[string][]string) []operation {
	t.Helper()
	if slices.Contains(sendsNothing, name) {
		if len(docs[name]) > 0 {
			t.Errorf("%s is listed as sending nothing but its comment names %q", name, docs[name])
		}
		return nil
	}
	lines, declared := docs[name]
	if !declared {
		t.Fatalf("%s is not declared on its own type (promoted?): declare it there, with its operation line", name)
	}
	var ops []operation
	for _, l := range lines {
		if !operationLine.MatchString(l) {
			t.Errorf("doc line %q names an operation in another form than %q", l, "METHOD /path")
			continue
		}
		ops = append(ops, parseOperation(t, l))
	}
	if len(ops) != 1 {
		t.Fatalf("%s names %d operations %v in its doc comment, want exactly one line %q", name, len(ops), ops, "METHOD /path")
	}
	return ops
}

// checkListed finds op in the spec's endpoint lists or, for a v2 path the spec leaves out, in the
// contract (where the spec is silent the client follows the contract); a v2 path must be in the
// contract either way.
func checkListed(t *testing.T, op operation, listed, contract map[string]bool) {
	t.Helper()
	v2 := strings.HasPrefix(op.path, "/2/")
	if v2 && !contract[op.key()] {
		t.Errorf("%s is a v2 operation the contract (internal/contract/testdata) does not describe", op)
	}
	if !listed[op.key()] && (!v2 || !contract[op.key()]) {
		t.Errorf("%s is in no endpoint list of the spec (testdata/endpoints/spec-endpoints.txt)", op)
	}
}

// methodDocs reads the package's source: for each exported method of the Client and of each
// *...Service type, the lines of its doc comment that look like an operation.
func methodDocs(t *testing.T) map[string][]string {
	t.Helper()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	docs := map[string][]string{}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, e.Name(), nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || !fd.Name.IsExported() {
				continue
			}
			recv := receiverName(fd.Recv.List[0].Type)
			if recv != "Client" && !strings.HasSuffix(recv, "Service") {
				continue
			}
			var lines []string
			if fd.Doc != nil {
				for _, l := range strings.Split(fd.Doc.Text(), "\n") {
					if looksLikeOperation.MatchString(l) {
						lines = append(lines, l)
					}
				}
			}
			docs[recv+"."+fd.Name.Name] = lines
		}
	}
	if len(docs) == 0 {
		t.Fatal("no method of the Client or a service found in the package's source")
	}
	return docs
}

// receiverName is the named type of a method's receiver ("" for a generic one).
func receiverName(e ast.Expr) string {
	if s, ok := e.(*ast.StarExpr); ok {
		e = s.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// clientMethods lists, as "Type.Method", every exported method of the Client and of each service
// it holds, promoted ones included: what a caller can call.
func clientMethods() []string {
	ct := reflect.TypeFor[*adsapi.Client]()
	var names []string
	add := func(typeName string, t reflect.Type) {
		for i := range t.NumMethod() {
			names = append(names, typeName+"."+t.Method(i).Name)
		}
	}
	add("Client", ct)
	for i := range ct.Elem().NumField() {
		f := ct.Elem().Field(i)
		if f.IsExported() && f.Type.Kind() == reflect.Pointer && strings.HasSuffix(f.Type.Elem().Name(), "Service") {
			add(f.Type.Elem().Name(), f.Type)
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}
