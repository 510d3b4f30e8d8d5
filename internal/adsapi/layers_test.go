package adsapi

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// clientModule is the import path every package of the client starts with.
const clientModule = "github.com/adsapi/terraform-provider-adsapi/internal/"

// clientLayers are the client's packages, from the bottom up: the service's JSON shapes and the
// member identifiers' normalization and hashing (members, which imports nothing of the client), the
// transport (signing, retries, rate limits, the one request loop), the engines (creates, batched
// writes, shared reads) and, on top, the services, one per kind, in package adsapi itself. A
// package imports only packages of the layers below its own, so that a reader finds the transport
// without reading a service, and a new kind touches only the services. The engines are joined to
// the transport by the services (create_engine.go), not by importing it.
var clientLayers = [][]string{
	{"wire", "members"},
	{"transport"},
	{"creates", "sharedreads", "writebatch"},
	{"."},
}

// engineBuildsOn are the imports within the engines' layer: the batched writes run their creates
// through the create engine.
var engineBuildsOn = map[string][]string{"writebatch": {"creates"}}

func TestClientLayers(t *testing.T) {
	t.Parallel()
	layerOf := map[string]int{}
	for i, layer := range clientLayers {
		for _, p := range layer {
			layerOf[p] = i
		}
	}
	fset := token.NewFileSet()
	for _, name := range clientSources(t) {
		pkg := filepath.Dir(name)
		own, ok := layerOf[pkg]
		if !ok {
			t.Errorf("package %s (%s) is in no layer of clientLayers: give it its place", pkg, name)
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, spec := range f.Imports {
			path, _ := strconv.Unquote(spec.Path.Value)
			rest, internal := strings.CutPrefix(path, clientModule)
			if !internal {
				continue
			}
			imported, inClient := strings.CutPrefix(rest, "adsapi/")
			if !inClient {
				t.Errorf("%s imports %s: the client stands below the provider and the emulator", name, path)
				continue
			}
			layer, known := layerOf[imported]
			switch {
			case !known:
				t.Errorf("%s imports %s, which is in no layer", name, path)
			case layer < own, slices.Contains(engineBuildsOn[pkg], imported):
			default:
				t.Errorf("%s imports %s: %s stands in layer %d, %s in layer %d; a package imports only the layers below its own",
					name, path, pkg, own, imported, layer)
			}
		}
	}
}
