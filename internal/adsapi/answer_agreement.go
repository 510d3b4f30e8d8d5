package adsapi

import (
	"encoding/json"
	"reflect"
)

// agrees reports whether a create's answer, in its canonical form (lostCreate.keyOf), says the
// same as what was sent (lostCreate.key) wherever both say something: every field and element
// that is set on both sides is equal, and lists set on both sides are as long. A field the
// service fills by default where nothing was sent, or that a short answer leaves out, decides
// nothing; a name, a choice, a destination or a text other than the one sent shows another
// object.
func agrees(sent, answer string) bool {
	var s, a any
	if json.Unmarshal([]byte(sent), &s) != nil || json.Unmarshal([]byte(answer), &a) != nil {
		return sent == answer
	}
	return agreeValues(s, a)
}

func agreeValues(s, a any) bool {
	if unset(s) || unset(a) {
		return true
	}
	switch s := s.(type) {
	case map[string]any:
		a, ok := a.(map[string]any)
		if !ok {
			return false
		}
		for k, sv := range s {
			if !agreeValues(sv, a[k]) {
				return false
			}
		}
		return true
	case []any:
		a, ok := a.([]any)
		if !ok || len(a) != len(s) {
			return false
		}
		for i := range s {
			if !agreeValues(s[i], a[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(s, a)
}

// unset is a JSON value that says nothing: null, false, 0, "", or an empty list or object.
func unset(v any) bool {
	switch v := v.(type) {
	case nil:
		return true
	case bool:
		return !v
	case float64:
		return v == 0
	case string:
		return v == ""
	case []any:
		return len(v) == 0
	case map[string]any:
		return len(v) == 0
	}
	return false
}
