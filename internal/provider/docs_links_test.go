package provider_test

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// markdownLink finds the target of a Markdown link or image.
var markdownLink = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocsLinksResolveOnTheRegistry follows every relative link of the generated pages the way a browser
// does on the registry, which serves docs/index.md at .../docs (no trailing slash) and docs/<kind>/<name>.md
// at .../docs/<kind>/<name>: each must land on a page that exists, and on a heading or anchor of it when it
// names one. It also keeps the user's documentation whole: no page sends readers to the repository's README.
func TestDocsLinksResolveOnTheRegistry(t *testing.T) {
	docs := filepath.Join(repoRoot, "docs")
	pages := map[string]string{} // registry path ("/docs/guides/x") -> page text
	err := filepath.WalkDir(docs, func(file string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(file, ".md") {
			return err
		}
		rel, err := filepath.Rel(docs, file)
		if err != nil {
			return err
		}
		b, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		url := path.Join("/docs", strings.TrimSuffix(filepath.ToSlash(rel), ".md"))
		if rel == "index.md" {
			url = "/docs"
		}
		pages[url] = string(b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) == 0 || pages["/docs"] == "" {
		t.Fatalf("found no docs/index.md under %s", docs)
	}

	links := 0
	for url, text := range pages {
		if strings.Contains(strings.ToLower(text), "readme") {
			t.Errorf("%s mentions the README: what users need belongs in docs/", url)
		}
		for _, target := range linkTargets(text) {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			links++
			page, anchor, _ := strings.Cut(target, "#")
			resolved := url
			if page != "" {
				resolved = path.Join(path.Dir(url), page)
			}
			linked, ok := pages[resolved]
			if !ok {
				t.Errorf("%s links %q, which the registry resolves to %s: no such page", url, target, resolved)
				continue
			}
			if anchor != "" && !anchors(linked)[anchor] {
				t.Errorf("%s links %q: %s has no heading or anchor %q", url, target, resolved, anchor)
			}
		}
	}
	if links == 0 {
		t.Fatal("found no relative link in docs/: the pages should link the guides")
	}
}

// linkTargets lists the link targets of a Markdown text outside its fenced code blocks.
func linkTargets(text string) []string {
	var out []string
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		for _, m := range markdownLink.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// headingSlugDrops is what a heading loses on its way to an anchor: everything but letters, digits,
// spaces, hyphens and underscores.
var (
	headingSlugDrops = regexp.MustCompile(`[^a-z0-9 _-]`)
	anchorID         = regexp.MustCompile(`<a id="([^"]+)"`)
)

// anchors lists what a link may name after "#" in a page: its headings' slugs and its explicit anchors,
// outside fenced code blocks (where "#" starts a comment).
func anchors(text string) map[string]bool {
	out := map[string]bool{}
	fenced := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		if heading, ok := strings.CutPrefix(line, "#"); ok {
			heading = strings.TrimSpace(strings.TrimLeft(heading, "#"))
			out[strings.ReplaceAll(headingSlugDrops.ReplaceAllString(strings.ToLower(heading), ""), " ", "-")] = true
		}
		for _, m := range anchorID.FindAllStringSubmatch(line, -1) {
			out[m[1]] = true
		}
	}
	return out
}
