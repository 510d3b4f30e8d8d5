package contract

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// changesFile is what the service's description 2.168 changes of the in-scope operations, member by
// member against 2.167, as the project's shared contract published it: copied into testdata unchanged,
// and applied to the base by applyChanges before the overlays.
const changesFile = "testdata/x-api-v2-2.168-inscope-changes.json"

// changes is the shape of changesFile. Its keys are dotted paths into the entry they change (a
// segment inside a list picks the item of that name, as parameters are named); a path that ends in
// " added" adds its values to a list, or its members to an object, instead of replacing it. In
// added_operations, "$Name" stands for a reference to the schema Name.
type changes struct {
	AddedOperations        map[string]addedOperation `json:"added_operations"`
	ChangedOperations      map[string]map[string]any `json:"changed_operations"`
	AddedSchemas           map[string]any            `json:"added_schemas"`
	ChangedSchemas         map[string]map[string]any `json:"changed_schemas"`
	ChangedParameters      map[string]map[string]any `json:"changed_parameters"`
	ChangedSecuritySchemes map[string]any            `json:"changed_security_schemes"`
	UnchangedOperations    []string                  `json:"unchanged_operations"`
	UnchangedComponents    []string                  `json:"unchanged_components"`
	Source                 map[string]any            `json:"x-source"`
}

// addedOperation is an operation 2.168 adds, in the changes file's short form: a content map names
// its schema as "$Name".
type addedOperation struct {
	OperationID string                `json:"operationId"`
	Security    []map[string][]string `json:"security"`
	Parameters  []any                 `json:"parameters"`
	RequestBody *struct {
		Required bool              `json:"required"`
		Content  map[string]string `json:"content"`
	} `json:"requestBody"`
	Responses map[string]map[string]string `json:"responses"`
}

// operation is the OpenAPI operation the short form stands for.
func (o addedOperation) operation() map[string]any {
	op := map[string]any{"operationId": o.OperationID, "security": o.Security, "parameters": o.Parameters}
	if op["parameters"] == nil {
		op["parameters"] = []any{}
	}
	if o.RequestBody != nil {
		op["requestBody"] = map[string]any{"required": o.RequestBody.Required, "content": contentOf(o.RequestBody.Content)}
	}
	responses := map[string]any{}
	for status, content := range o.Responses {
		// OpenAPI requires a description; these are the ones every 2.167 operation uses.
		description := "The request has failed."
		if strings.HasPrefix(status, "2") {
			description = "The request has succeeded."
		}
		responses[status] = map[string]any{"description": description, "content": contentOf(content)}
	}
	op["responses"] = responses
	return op
}

// contentOf expands {"media type": "$Name"} into a content map of schema references.
func contentOf(short map[string]string) map[string]any {
	out := map[string]any{}
	for mediaType, ref := range short {
		out[mediaType] = map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/" + strings.TrimPrefix(ref, "$")}}
	}
	return out
}

// applyChanges applies the changes of changesFile to the base document, in place.
func applyChanges(doc map[string]any) error {
	var ch changes
	if err := readJSON(changesFile, &ch); err != nil {
		return err
	}
	paths, _ := doc["paths"].(map[string]any)
	components, _ := doc["components"].(map[string]any)
	schemas, _ := components["schemas"].(map[string]any)
	parameters, _ := components["parameters"].(map[string]any)
	securitySchemes, _ := components["securitySchemes"].(map[string]any)
	for key, op := range ch.AddedOperations {
		method, path, _ := strings.Cut(key, " ")
		item, _ := paths[path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[path] = item
		}
		if item[strings.ToLower(method)] != nil {
			return fmt.Errorf("%s: 2.168 adds an operation the base already has", key)
		}
		item[strings.ToLower(method)] = op.operation()
	}
	for name, s := range ch.AddedSchemas {
		if schemas[name] != nil {
			return fmt.Errorf("schema %s: 2.168 adds a schema the base already has", name)
		}
		schemas[name] = s
	}
	for key, edits := range ch.ChangedOperations {
		method, path, _ := strings.Cut(key, " ")
		item, _ := paths[path].(map[string]any)
		op, _ := item[strings.ToLower(method)].(map[string]any)
		if err := patchAll(key, op, edits); err != nil {
			return err
		}
	}
	for name, edits := range ch.ChangedSchemas {
		s, _ := schemas[name].(map[string]any)
		if err := patchAll("schema "+name, s, edits); err != nil {
			return err
		}
	}
	for name, edits := range ch.ChangedParameters {
		p, _ := parameters[name].(map[string]any)
		if err := patchAll("parameter "+name, p, edits); err != nil {
			return err
		}
	}
	return patchAll("securitySchemes", securitySchemes, ch.ChangedSecuritySchemes)
}

// patchAll applies every edit of one entry, in a fixed order.
func patchAll(entry string, target map[string]any, edits map[string]any) error {
	if target == nil {
		return fmt.Errorf("%s: 2.168 changes an entry the base does not have", entry)
	}
	for _, key := range slices.Sorted(maps.Keys(edits)) {
		if err := patch(target, key, edits[key]); err != nil {
			return fmt.Errorf("%s: %s: %w", entry, key, err)
		}
	}
	return nil
}

// patch applies one edit: it sets the member at the dotted path key, or, when key ends in " added",
// adds value's items to the list there or value's members (or, for a list value, its names with
// empty descriptions, as OAuth scopes are) to the object there. Every segment but the last must
// exist: an edit that does not meet the base is an error, not a new branch.
func patch(target map[string]any, key string, value any) error {
	path, add := strings.CutSuffix(key, " added")
	segments := strings.Split(path, ".")
	parent := any(target)
	for _, seg := range segments[:len(segments)-1] {
		next, err := child(parent, seg)
		if err != nil {
			return err
		}
		parent = next
	}
	last := segments[len(segments)-1]
	obj, ok := parent.(map[string]any)
	if !ok {
		return fmt.Errorf("the parent of %s is no object", last)
	}
	if !add {
		obj[last] = value
		return nil
	}
	switch existing := obj[last].(type) {
	case []any:
		extra, ok := value.([]any)
		if !ok {
			return fmt.Errorf("adding %T to a list", value)
		}
		for _, v := range extra {
			if slices.Contains(existing, v) {
				return fmt.Errorf("%v is there already", v)
			}
		}
		obj[last] = append(existing, extra...)
	case map[string]any:
		switch extra := value.(type) {
		case map[string]any:
			for k, v := range extra {
				if _, there := existing[k]; there {
					return fmt.Errorf("%s is there already", k)
				}
				existing[k] = v
			}
		case []any:
			for _, name := range extra {
				k := fmt.Sprint(name)
				if _, there := existing[k]; there {
					return fmt.Errorf("%s is there already", k)
				}
				existing[k] = ""
			}
		default:
			return fmt.Errorf("adding %T to an object", value)
		}
	default:
		return fmt.Errorf("%s is neither a list nor an object", last)
	}
	return nil
}

// child is the member seg of an object, or the item named seg of a list.
func child(parent any, seg string) (any, error) {
	switch p := parent.(type) {
	case map[string]any:
		if v, ok := p[seg]; ok {
			return v, nil
		}
	case []any:
		for _, item := range p {
			if m, ok := item.(map[string]any); ok && m["name"] == seg {
				return m, nil
			}
		}
	}
	return nil, fmt.Errorf("no %s in the base", seg)
}
