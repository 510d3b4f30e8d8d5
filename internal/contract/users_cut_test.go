package contract

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// usersFile is the second cut of the description 2.167 (xdevplatform/docs openapi.json): the webhook
// configurations and the generally available user lookups of webhooks-and-user-lookup.md, with every
// component they reach, as the project's shared contract published it, copied unchanged. Its shared
// components are the base's; the one operation both cuts hold, GET /2/users/me, is the same in both.
const usersFile = "testdata/x-api-v2-2.167-webhooks-users-subset.json"

// joinUsersCut adds usersFile's operations to the base document, and the components they reach that
// the base lacks. A schema or parameter both cuts hold must be the same, and an operation both hold
// the same up to the order of its scopes: the two cuts are of one version. A security scheme both
// hold keeps the base's scopes (to which 2.168 adds; the docs' cut already lists one of them), but
// must be of the same scheme, which is what the contract checks of a credential.
func joinUsersCut(doc map[string]any) error {
	var cut map[string]any
	if err := readJSON(usersFile, &cut); err != nil {
		return err
	}
	paths, _ := doc["paths"].(map[string]any)
	for path, ops := range cut["paths"].(map[string]any) {
		item, _ := paths[path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[path] = item
		}
		for method, op := range ops.(map[string]any) {
			if base, there := item[method]; there && !reflect.DeepEqual(scopesSorted(base), scopesSorted(op)) {
				return fmt.Errorf("%s %s: the two cuts of 2.167 describe it differently", strings.ToUpper(method), path)
			}
			item[method] = op
		}
	}
	components, _ := doc["components"].(map[string]any)
	for kind, entries := range cut["components"].(map[string]any) {
		base, _ := components[kind].(map[string]any)
		if base == nil {
			return fmt.Errorf("the base has no components.%s", kind)
		}
		for name, entry := range entries.(map[string]any) {
			existing, there := base[name]
			switch {
			case !there:
				base[name] = entry
			case kind == "securitySchemes":
				if schemeOf(existing) != schemeOf(entry) {
					return fmt.Errorf("security scheme %s: %s in the base, %s in %s", name, schemeOf(existing), schemeOf(entry), usersFile)
				}
			case !reflect.DeepEqual(existing, entry):
				return fmt.Errorf("components.%s.%s: the two cuts of 2.167 differ", kind, name)
			}
		}
	}
	return nil
}

// scopesSorted is a copy of an operation with the scopes of its security requirements sorted.
func scopesSorted(op any) any {
	out := deepCopy(op)
	security, _ := out.(map[string]any)["security"].([]any)
	for _, req := range security {
		for _, scopes := range req.(map[string]any) {
			slices.SortFunc(scopes.([]any), func(a, b any) int { return strings.Compare(fmt.Sprint(a), fmt.Sprint(b)) })
		}
	}
	return out
}

// schemeOf is a security scheme's type and, for HTTP, its scheme.
func schemeOf(s any) string {
	m, _ := s.(map[string]any)
	return fmt.Sprint(m["type"], " ", m["scheme"])
}

// userLookupPaths are the paths of the generally available user lookups.
var userLookupPaths = []string{"/2/users", "/2/users/{id}", "/2/users/by", "/2/users/by/username/{username}", "/2/users/me"}

// lookupParameterSuffix names the lookups' own copies of the parameters they share with the core operations.
const lookupParameterSuffix = "OfUserLookups"

// keepLookupParameters gives the user lookups their own copies of the shared parameters, as they are
// after the changes of 2.168 and before the overlays. The spec-precedence overlay replaces the shared
// user.fields and post.fields with the core document's lists, which win on the core operations; the
// lookups take the description's names instead (webhooks-and-user-lookup.md, gap 1, in issue 31's
// reading), so the overlays must not reach them.
func keepLookupParameters(doc map[string]any) error {
	paths, _ := doc["paths"].(map[string]any)
	components, _ := doc["components"].(map[string]any)
	parameters, _ := components["parameters"].(map[string]any)
	const prefix = "#/components/parameters/"
	for _, path := range userLookupPaths {
		item, _ := paths[path].(map[string]any)
		op, _ := item["get"].(map[string]any)
		if op == nil {
			return fmt.Errorf("GET %s: not in the merged description", path)
		}
		params, _ := op["parameters"].([]any)
		for _, p := range params {
			ref, _ := p.(map[string]any)["$ref"].(string)
			name, ok := strings.CutPrefix(ref, prefix)
			if !ok {
				continue
			}
			own := name + lookupParameterSuffix
			if _, copied := parameters[own]; !copied {
				parameters[own] = deepCopy(parameters[name])
			}
			p.(map[string]any)["$ref"] = prefix + own
		}
	}
	return nil
}

// deepCopy copies a decoded JSON value.
func deepCopy(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = deepCopy(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = deepCopy(e)
		}
		return out
	}
	return v
}
