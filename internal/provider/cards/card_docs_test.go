package cards

import (
	"bufio"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"text/template"

	"github.com/hashicorp/terraform-plugin-framework/resource"
	"github.com/hashicorp/terraform-plugin-framework/resource/schema"
)

// cardDocsPath is the generated page of adsapi_card, from templates/resources/card.md.tmpl.
const cardDocsPath = "../../../docs/resources/card.md"

// requiredMarker starts the description of an attribute the card needs but the schema declares Optional
// (see requiredString).
const requiredMarker = "**Required.**"

// TestCardDocsListMarkedAttributesAsRequired checks the attributes that are Optional in the schema only
// because they sit in elements of nested lists: the page must list them under "Required:".
func TestCardDocsListMarkedAttributesAsRequired(t *testing.T) {
	t.Parallel()
	groups := cardDocsGroups(t)
	for _, c := range []struct{ section, name string }{
		{"components", "type"},
		{"slides", "components"},
		{"slides.components", "type"},
	} {
		if got := groups[c.section][c.name]; got != "Required" {
			t.Errorf("Nested Schema for `%s` lists `%s` under %q, want Required", c.section, c.name, got)
		}
	}
}

// TestCardDocsAgreeWithSchema checks every attribute of the page against the resource schema: each one is
// listed once, in its section, under Required (required, or marked required), Optional or Read-Only.
func TestCardDocsAgreeWithSchema(t *testing.T) {
	t.Parallel()
	var resp resource.SchemaResponse
	newCardResource().Schema(context.Background(), resource.SchemaRequest{}, &resp)

	want := map[string]map[string]string{}
	var walk func(section string, attrs map[string]schema.Attribute)
	walk = func(section string, attrs map[string]schema.Attribute) {
		want[section] = map[string]string{}
		for name, a := range attrs {
			switch {
			case a.IsRequired() || strings.HasPrefix(a.GetMarkdownDescription(), requiredMarker):
				want[section][name] = "Required"
			case a.IsOptional():
				want[section][name] = "Optional"
			default:
				want[section][name] = "Read-Only"
			}
			if nested, ok := a.(schema.NestedAttribute); ok {
				children := map[string]schema.Attribute{}
				for n, c := range nested.GetNestedObject().GetAttributes() {
					children[n] = c.(schema.Attribute)
				}
				walk(strings.TrimPrefix(section+"."+name, "."), children)
			}
		}
	}
	walk("", resp.Schema.Attributes)

	got := cardDocsGroups(t)
	for section, attrs := range want {
		for name, group := range attrs {
			if got[section][name] != group {
				t.Errorf("section %q lists %q under %q, want %s", section, name, got[section][name], group)
			}
		}
		if len(got[section]) != len(attrs) {
			t.Errorf("section %q lists %d attributes, the schema has %d: %v", section, len(got[section]), len(attrs), got[section])
		}
	}
	if len(got) != len(want) {
		t.Errorf("the page has %d schema sections, the schema %d", len(got), len(want))
	}
}

// cardDocsGroups reads the page's schema: for each section ("" for the top level, "slides.components" for
// "Nested Schema for `slides.components`"), the group each attribute is listed under. An attribute listed
// twice in a section fails the test.
func cardDocsGroups(t *testing.T) map[string]map[string]string {
	t.Helper()
	f, err := os.Open(cardDocsPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()

	groups := map[string]map[string]string{}
	section, group, inSchema := "", "", false
	scanner := bufio.NewScanner(f)
	for scanner.Scan() {
		line := scanner.Text()
		switch {
		case line == "## Schema":
			inSchema = true
			groups[""] = map[string]string{}
		case strings.HasPrefix(line, "## "):
			// The identity schema under "## Import" describes import, not the resource's attributes.
			inSchema = false
		case !inSchema:
		case strings.HasPrefix(line, "### Nested Schema for `"):
			section = strings.TrimSuffix(strings.TrimPrefix(line, "### Nested Schema for `"), "`")
			group = ""
			groups[section] = map[string]string{}
		case line == "### Required" || line == "Required:":
			group = "Required"
		case line == "### Optional" || line == "Optional:":
			group = "Optional"
		case line == "### Read-Only" || line == "Read-Only:":
			group = "Read-Only"
		case strings.HasPrefix(line, "- `"):
			name, _, _ := strings.Cut(strings.TrimPrefix(line, "- `"), "`")
			if prev, ok := groups[section][name]; ok {
				t.Errorf("section %q lists %q twice (under %s and %q)", section, name, prev, group)
			}
			groups[section][name] = group
		}
	}
	if err := scanner.Err(); err != nil {
		t.Fatal(err)
	}
	if groups[""] == nil {
		t.Fatalf("%s has no ## Schema section", cardDocsPath)
	}
	return groups
}

// TestCardDocsTemplateMovesMarkedAttributes renders the page's template on a schema shaped as tfplugindocs
// writes it, with the cases the card's schema does not have today: marked attributes merged into an
// existing Required group in name order, an Optional group that keeps others, one left empty, Read-Only
// groups after them, and a marked attribute at the top level (which the framework can validate, so it
// stays where the schema puts it).
func TestCardDocsTemplateMovesMarkedAttributes(t *testing.T) {
	t.Parallel()
	text, err := os.ReadFile("../../../templates/resources/card.md.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	// The functions tfplugindocs gives templates; the example and import files are not used here.
	noFile := func(...string) (string, error) { return "", errors.New("no files in this test") }
	tmpl, err := template.New("card").Funcs(template.FuncMap{
		"codefile": noFile, "tffile": noFile, "plainmarkdown": strings.TrimSpace, "trimspace": strings.TrimSpace,
		"prefixlines": func(p, s string) string { return p + s }, "split": strings.Split,
		"lower": strings.ToLower, "upper": strings.ToUpper, "title": strings.ToTitle,
	}).Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}

	const schemaMarkdown = "<!-- schema generated by tfplugindocs -->\n## Schema\n\n" +
		"### Optional\n\n" +
		"- `list` (Attributes List) **Required.** L. (see [below for nested schema](#nestedatt--list))\n\n" +
		"<a id=\"nestedatt--list\"></a>\n### Nested Schema for `list`\n\n" +
		"Required:\n\n- `c` (String) C.\n- `f` (String) F.\n\n" +
		"Optional:\n\n- `a` (String) **Required.** A.\n- `b` (String) B.\n- `d` (String) **Required.** D.\n" +
		"- `f_a` (String) **Required.** FA.\n- `inner` (Attributes) I. (see [below for nested schema](#nestedatt--list--inner))\n\n" +
		"Read-Only:\n\n- `z` (String) Z.\n\n" +
		"<a id=\"nestedatt--list--inner\"></a>\n### Nested Schema for `list.inner`\n\n" +
		"Optional:\n\n- `x` (String) **Required.** X.\n\n" +
		"Read-Only:\n\n- `y` (String) Y.\n\n\n"
	const want = "<!-- schema generated by tfplugindocs -->\n## Schema\n\n" +
		"### Optional\n\n" +
		"- `list` (Attributes List) **Required.** L. (see [below for nested schema](#nestedatt--list))\n\n" +
		"<a id=\"nestedatt--list\"></a>\n### Nested Schema for `list`\n\n" +
		"Required:\n\n- `a` (String) A.\n- `c` (String) C.\n- `d` (String) D.\n- `f` (String) F.\n- `f_a` (String) FA.\n\n" +
		"Optional:\n\n- `b` (String) B.\n- `inner` (Attributes) I. (see [below for nested schema](#nestedatt--list--inner))\n\n" +
		"Read-Only:\n\n- `z` (String) Z.\n\n" +
		"<a id=\"nestedatt--list--inner\"></a>\n### Nested Schema for `list.inner`\n\n" +
		"Required:\n\n- `x` (String) X.\n\n" +
		"Read-Only:\n\n- `y` (String) Y.\n"

	var out strings.Builder
	if err := tmpl.Execute(&out, map[string]any{
		"Name": "adsapi_card", "Type": "Resource", "RenderedProviderName": "adsapi", "Description": "D.",
		"HasExamples": false, "HasImport": false, "HasImportIDConfig": false, "HasImportIdentityConfig": false,
		"SchemaMarkdown": schemaMarkdown,
	}); err != nil {
		t.Fatal(err)
	}
	// The schema part, from its marker on: the page's prose before it (examples, notes) is not at issue here.
	_, got, found := strings.Cut(out.String(), "\n<!-- schema generated by tfplugindocs -->")
	if got = "<!-- schema generated by tfplugindocs -->" + got; !found || got != want {
		t.Errorf("schema rendered as\n%q\nwant\n%q", got, want)
	}
}
