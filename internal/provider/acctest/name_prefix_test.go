package acctest

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctarget"
)

// notCreated ends a line whose name names nothing the test makes, which TestConfigNamesCarryPrefix then
// passes: a configuration that only plans and must fail there, or a lookup's name in a fragment that the
// test's Go code puts into a data source block.
const notCreated = "# not created"

// TestConfigNamesCarryPrefix reads every test file under internal/provider (and the Terraform files of its
// testdata) and fails, naming file and line, for a name written in a configuration that does not begin with
// acctarget.NamePrefix. Every object a test makes carries the prefix in the field the test chooses, so that
// a person and a sweeper can tell it from the other objects of the shared account a remote run works in
// (acctarget): the name, and for the kinds whose names are not free or who have none, the field that marks
// them (markedBy).
//
// What it reads: each string literal of a test file (a whole file, for .tf), as HCL, line by line, with
// the blocks it opens. An attribute inside a resource block is checked by the resource's type; an attribute
// of a fragment (a literal with no block of its own, which the test's Go code puts into one) is checked
// whatever it is.
//
// What it passes:
//   - an attribute inside a data, list or other block that makes nothing: a lookup or a filter;
//   - an empty value (""), which names nothing: every kind whose name is required refuses it at plan, and a
//     post's optional name may be empty when its text carries the prefix;
//   - a line that ends in "# not created" (notCreated);
//   - the patterns given to ExpectError, regexp.MustCompile and regexp.Compile: output, not configuration;
//   - a value that is not a literal: one that begins with a format verb or an interpolation ("%s", "${"),
//     and `name = %q` filled in by Go code. This test cannot read those; their writer prefixes them.
//
// Webhook and feed addresses, marked by a segment of their path, are not read here.
func TestConfigNamesCarryPrefix(t *testing.T) {
	var problems []string
	root := ".." // internal/provider
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir(), filepath.Base(path) == "name_prefix_test.go":
			return nil
		case strings.HasSuffix(path, "_test.go"):
			found, err := unprefixedNames(path, nil)
			problems = append(problems, found...)
			return err
		case strings.HasSuffix(path, ".tf"):
			b, err := os.ReadFile(path)
			for _, f := range unprefixedLines(string(b)) {
				problems = append(problems, fmt.Sprintf("%s:%d: %s", path, f.line+1, f.attr))
			}
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(problems) > 0 {
		t.Errorf("%d names in test configurations do not begin with %q (acctarget.NamePrefix); a line whose name "+
			"names nothing the test makes (a configuration that only plans and must fail) may end with %q:\n%s",
			len(problems), acctarget.NamePrefix, notCreated, strings.Join(problems, "\n"))
	}
}

// TestUnprefixedNames shows that TestConfigNamesCarryPrefix can fail: what it finds in a file, and what
// it lets pass.
func TestUnprefixedNames(t *testing.T) {
	const src = "package x\n" +
		"var a = `\nresource \"adsapi_card\" \"test\" {\n  name = \"Spring sale\"\n}\n`\n" + // line 4
		"var b = `\nresource \"adsapi_card\" \"test\" {\n  name = \"tf-acc-test-Spring sale\"\n}\n`\n" +
		"var c = `name = \"Fragment\"`\n" + // line 12
		"var d = `\ndata \"adsapi_targeting_locations\" \"la\" {\n  name = \"Los Angeles, US\"\n}\n`\n" +
		"var e = `\nresource \"adsapi_draft_post\" \"d\" {\n  text = \"Hello\"\n  name = \"\"\n}\n`\n" + // line 20
		"var f = `\nresource \"adsapi_campaign\" \"c\" {\n  name = \"Too long\" " + notCreated + "\n  text = \"not a campaign's\"\n}\n`\n" +
		"var g = ExpectError(`name = \"Los Angeles, US\"`)\n" +
		"var h = `\nresource \"adsapi_card\" \"c\" {\n  name = \"%s\"\n  components = [{ type = \"MEDIA\", title = \"${var.x}\" }]\n}\n" +
		"resource \"adsapi_web_event_tag\" \"w\" {\n  name = \"step ${count.index}\"\n}\n`\n" + // line 37
		"var i = \"  text = \\\"Escaped\\\"\\n  name = \\\"tf-acc-test-x\\\"\"\n" + // line 40
		"var j = `\nresource \"adsapi_activity_subscription\" \"s\" {\n  tag = \"likes\"\n  filter = {\n    name = \"n\"\n  }\n}\n`\n" + // line 43
		"var k = `\nresource \"adsapi_app_event_provider_configuration\" \"a\" {\n  provider_advertiser_id = \"adv-1\"\n}\n`\n" // line 51
	got, err := unprefixedNames("x_test.go", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`x_test.go:4: name = "Spring sale"`,
		`x_test.go:12: name = "Fragment"`,
		`x_test.go:20: text = "Hello"`,
		`x_test.go:37: name = "step ${count.index}"`,
		`x_test.go:40: text = "Escaped"`,
		`x_test.go:43: tag = "likes"`,
		`x_test.go:51: provider_advertiser_id = "adv-1"`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("found\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// markedBy are the attributes that carry the prefix, by resource type: the name, unless the type is listed.
// A draft or scheduled post is marked by its text (and a name, when it has one); an activity subscription
// by its tag; an app event provider configuration, which the service names, by its advertiser id.
var markedBy = map[string][]string{
	"adsapi_draft_post":                       {"name", "text"},
	"adsapi_scheduled_post":                   {"name", "text"},
	"adsapi_activity_subscription":            {"tag"},
	"adsapi_app_event_provider_configuration": {"provider_advertiser_id"},
}

// fragmentAttributes are the attributes checked in a fragment, whose resource type the literal does not say.
var fragmentAttributes = []string{"name", "text", "tag", "provider_advertiser_id"}

var (
	// blockOpen is a top-level block's header: its kind and, for a resource, its type.
	blockOpen = regexp.MustCompile(`^\s*([a-z_]+)(?:\s+"([a-z0-9_]+)")?(?:\s+"[^"]*")?\s*\{`)
	// markedAttr is `<attribute> = "<value>"` at the start of a line.
	markedAttr = regexp.MustCompile(`^\s*([a-z_]+)\s*=\s*"((?:[^"\\]|\\.)*)"`)
	// quoted is an HCL string, whose braces (an interpolation's) are not the blocks'.
	quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
)

// patternCalls are the functions whose string arguments are patterns of output, not configuration.
var patternCalls = map[string]bool{"ExpectError": true, "MustCompile": true, "Compile": true}

// unprefixedNames is what TestConfigNamesCarryPrefix finds in one Go file (src, or the file at path when
// nil), as "path:line: attribute".
func unprefixedNames(path string, src []byte) ([]string, error) {
	fset := token.NewFileSet()
	var source any
	if src != nil {
		source = src
	}
	file, err := parser.ParseFile(fset, path, source, 0)
	if err != nil {
		return nil, err
	}
	patterns := map[*ast.BasicLit]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && patternCalls[calleeName(call)] {
			for _, arg := range call.Args {
				ast.Inspect(arg, func(n ast.Node) bool {
					if lit, ok := n.(*ast.BasicLit); ok {
						patterns[lit] = true
					}
					return true
				})
			}
		}
		return true
	})
	var problems []string
	ast.Inspect(file, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || patterns[lit] {
			return true
		}
		value, err := strconv.Unquote(lit.Value)
		if err != nil {
			return true
		}
		start := fset.Position(lit.Pos())
		for _, f := range unprefixedLines(value) {
			line := start.Line
			if strings.HasPrefix(lit.Value, "`") { // a raw literal spans its lines; "...\n..." stays on one
				line += f.line
			}
			problems = append(problems, fmt.Sprintf("%s:%d: %s", start.Filename, line, f.attr))
		}
		return true
	})
	return problems, nil
}

// finding is one unprefixed attribute of a configuration: its line (from 0) and its text.
type finding struct {
	line int
	attr string
}

// unprefixedLines reads one configuration, or fragment of one, as HCL and returns its unprefixed attributes.
func unprefixedLines(hcl string) []finding {
	var found []finding
	// kind and typ are the open top-level block's ("resource", "adsapi_card"); depth is how many blocks are open.
	var kind, typ string
	depth := 0
	for i, line := range strings.Split(hcl, "\n") {
		if depth == 0 {
			kind, typ = "", ""
			if m := blockOpen.FindStringSubmatch(line); m != nil {
				kind, typ = m[1], m[2]
			}
		}
		if m := markedAttr.FindStringSubmatch(line); m != nil {
			attr, value := m[1], m[2]
			var checked []string
			switch {
			case depth == 0 && kind == "": // a fragment, which Go code puts into a block
				checked = fragmentAttributes
			case depth == 1 && kind == "resource" && markedBy[typ] != nil:
				checked = markedBy[typ]
			case depth == 1 && kind == "resource":
				checked = []string{"name"}
			}
			literal := value != "" && !strings.HasPrefix(value, "%") && !strings.HasPrefix(value, "${")
			excused := strings.HasSuffix(strings.TrimSpace(line), notCreated)
			for _, a := range checked {
				if a == attr && literal && !excused && !strings.HasPrefix(value, acctarget.NamePrefix) {
					found = append(found, finding{line: i, attr: strings.TrimSpace(m[0])})
				}
			}
		}
		bare := quoted.ReplaceAllString(line, `""`)
		if j := strings.Index(bare, "#"); j >= 0 {
			bare = bare[:j]
		}
		depth = max(depth+strings.Count(bare, "{")-strings.Count(bare, "}"), 0)
	}
	return found
}

// calleeName is the name of the function a call calls: f of f(...) and of pkg.f(...).
func calleeName(call *ast.CallExpr) string {
	switch f := call.Fun.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}
