// Package contract holds the contract test of the v2 endpoints: the client's requests and the
// emulator's answers, held against the service's own description (testdata/). It has test files
// only: nothing of it is built into the provider.
package contract

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sync"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
)

// baseFile is the in-scope part of the description as the service published it in version 2.167,
// unchanged (the last version under a permissive licence).
const baseFile = "testdata/x-api-v2-2.167-subset.json"

// overlayFiles are applied in this order after the changes of 2.168 (changesFile). Each replaces
// or adds whole entries of paths (per method), components.schemas and components.parameters, and
// says in each entry's description where its fact comes from:
//   - where the spec is explicit and wins over the description (the service's reference says so);
//   - what the service's reference records of live answers that the description cannot express.
var overlayFiles = []string{
	"testdata/x-api-v2-spec-precedence.json",
	"testdata/x-api-v2-live-answers.json",
}

// overlay is the part of an overlay file that patches the description.
type overlay struct {
	Paths      map[string]map[string]json.RawMessage `json:"paths"`
	Components struct {
		Schemas    map[string]json.RawMessage `json:"schemas"`
		Parameters map[string]json.RawMessage `json:"parameters"`
	} `json:"components"`
}

// description is the merged description and a router over its operations.
type description struct {
	doc    *openapi3.T
	router routers.Router
}

// loadDescription loads the merged description once for every test of the package.
func loadDescription(t *testing.T) *description {
	t.Helper()
	d, err := loadOnce()
	if err != nil {
		t.Fatalf("loading the description: %v", err)
	}
	return d
}

var loadOnce = sync.OnceValues(func() (*description, error) {
	merged, err := mergedDocument()
	if err != nil {
		return nil, err
	}
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(merged)
	if err != nil {
		return nil, fmt.Errorf("kin-openapi refuses the merged document: %w", err)
	}
	if err := doc.Validate(loader.Context); err != nil {
		return nil, fmt.Errorf("the merged document is not a valid OpenAPI 3.0 description: %w", err)
	}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		return nil, fmt.Errorf("building the router: %w", err)
	}
	return &description{doc: doc, router: router}, nil
})

// mergedDocument is the base joined by the users cut (usersFile), with the changes of 2.168 and every
// overlay applied (the user lookups keeping their parameters: keepLookupParameters), as JSON. The
// patch is made on the document before kin-openapi resolves it, so that every $ref (a Problem
// inside a 2.167 answer, say) resolves to the patched entry: patching an already loaded openapi3.T
// would leave the resolved references pointing at the entries they replaced.
func mergedDocument() ([]byte, error) {
	var doc map[string]any
	if err := readJSON(baseFile, &doc); err != nil {
		return nil, err
	}
	paths, _ := doc["paths"].(map[string]any)
	components, _ := doc["components"].(map[string]any)
	schemas, _ := components["schemas"].(map[string]any)
	parameters, _ := components["parameters"].(map[string]any)
	if paths == nil || schemas == nil || parameters == nil {
		return nil, fmt.Errorf("%s lacks paths, components.schemas or components.parameters", baseFile)
	}
	if err := joinUsersCut(doc); err != nil {
		return nil, fmt.Errorf("joining %s: %w", usersFile, err)
	}
	if err := applyChanges(doc); err != nil {
		return nil, fmt.Errorf("applying %s: %w", changesFile, err)
	}
	if err := keepLookupParameters(doc); err != nil {
		return nil, err
	}
	for _, file := range overlayFiles {
		var ov overlay
		if err := readJSON(file, &ov); err != nil {
			return nil, err
		}
		for path, ops := range ov.Paths {
			item, _ := paths[path].(map[string]any)
			if item == nil {
				item = map[string]any{}
				paths[path] = item
			}
			for method, op := range ops {
				item[method] = op
			}
		}
		for name, s := range ov.Components.Schemas {
			schemas[name] = s
		}
		for name, p := range ov.Components.Parameters {
			parameters[name] = p
		}
	}
	return json.Marshal(doc)
}

func readJSON(file string, v any) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(b, v); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	return nil
}

// operations are the operations of the merged description, as "METHOD /path", sorted.
func (d *description) operations() []string {
	var out []string
	for path, item := range d.doc.Paths.Map() {
		for method := range item.Operations() {
			out = append(out, method+" "+path)
		}
	}
	slices.Sort(out)
	return out
}
