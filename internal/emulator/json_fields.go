package emulator

import (
	"bytes"
	"encoding/json"
	"slices"
)

// jsonObject is a JSON object whose members are decoded one by one, so that every error can
// name the member by its path and absent members stay distinguishable from empty ones.
type jsonObject struct {
	path    string
	members map[string]json.RawMessage
}

// decodeObject reads raw as a JSON object found at path ("" for the body itself).
func decodeObject(raw json.RawMessage, path string) (jsonObject, *apiError) {
	var members map[string]json.RawMessage
	if err := json.Unmarshal(raw, &members); err != nil || members == nil {
		what := path
		if what == "" {
			what = "the request body"
		}
		return jsonObject{}, invalidParameter(path, "%s must be a JSON object", what)
	}
	return jsonObject{path: path, members: members}, nil
}

// at is the path of a member.
func (o jsonObject) at(name string) string {
	if o.path == "" {
		return name
	}
	return o.path + "." + name
}

// has reports whether the member is present and not null.
func (o jsonObject) has(name string) bool {
	raw, ok := o.members[name]
	return ok && !bytes.Equal(bytes.TrimSpace(raw), []byte("null"))
}

// onlyKnown refuses the first member (in name order) not in allowed, explaining it with
// why(name) when that returns a message.
func (o jsonObject) onlyKnown(allowed []string, why func(name string) string) *apiError {
	names := make([]string, 0, len(o.members))
	for k := range o.members {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if slices.Contains(allowed, k) {
			continue
		}
		return invalidParameter(o.at(k), "%s", why(k))
	}
	return nil
}

// str reads a required string member; empty strings count as missing.
func (o jsonObject) str(name string) (string, *apiError) {
	if !o.has(name) {
		return "", missingParameter(o.at(name))
	}
	var s string
	if err := json.Unmarshal(o.members[name], &s); err != nil {
		return "", invalidParameter(o.at(name), "%s must be a string", o.at(name))
	}
	if s == "" {
		return "", missingParameter(o.at(name))
	}
	return s, nil
}

// optStr reads an optional string member: absent gives "", present must be a non-empty
// string (an empty string would come back where the client sent nothing).
func (o jsonObject) optStr(name string) (string, *apiError) {
	if !o.has(name) {
		return "", nil
	}
	var s string
	if err := json.Unmarshal(o.members[name], &s); err != nil {
		return "", invalidParameter(o.at(name), "%s must be a string", o.at(name))
	}
	if s == "" {
		return "", invalidParameter(o.at(name), "%s must not be empty; leave it out instead", o.at(name))
	}
	return s, nil
}

// object reads a required object member.
func (o jsonObject) object(name string) (jsonObject, *apiError) {
	if !o.has(name) {
		return jsonObject{}, missingParameter(o.at(name))
	}
	return decodeObject(o.members[name], o.at(name))
}

// array reads a member that must be a JSON array.
func (o jsonObject) array(name string) ([]json.RawMessage, *apiError) {
	var items []json.RawMessage
	if err := json.Unmarshal(o.members[name], &items); err != nil {
		return nil, invalidParameter(o.at(name), "%s must be an array", o.at(name))
	}
	return items, nil
}
