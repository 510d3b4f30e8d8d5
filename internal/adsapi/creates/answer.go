package creates

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"sync"
	"time"
)

// check returns why v, a create's success answer, does not prove it is the object the request of
// window w made; nil when it does.
func (s Spec[T]) check(e *Engine, v T, w window) error {
	id := s.IDOf(v)
	untrusted := func(problem string, differs bool) error {
		return &UntrustedAnswerError{Kind: s.Kind, ID: id, Problem: problem, differs: differs}
	}
	if id == "" {
		return untrusted("names no id", false)
	}
	if s.Missing != nil {
		if missing := s.Missing(v); len(missing) > 0 {
			return untrusted("lacks what the service always sends for a "+s.Kind+" ("+strings.Join(missing, ", ")+")", false)
		}
	}
	if e.claims.claimed(s.Kind, id) {
		return untrusted("another create of this client already made or adopted", false)
	}
	if s.Contradiction != nil {
		if p := s.Contradiction(v); p != "" {
			return untrusted(p, false)
		}
	}
	if w.before[id] {
		return untrusted("names an object that was there before the create was sent", false)
	}
	since, until := w.on(e)
	if at := s.CreatedAt(v); !at.IsZero() && (at.Before(since) || at.After(until)) {
		return untrusted(fmt.Sprintf("was made at %s, outside the request's window (%s to %s on the service's clock)",
			at.Format(time.RFC3339), since.Format(time.RFC3339), until.Format(time.RFC3339)), false)
	}
	if !e.identical(s.KeyOf(v), s.Sent) {
		return untrusted("is not what was sent", true)
	}
	return nil
}

// identical is the one meaning of "the same object" for a create, for its own answer and for a
// candidate alike: the canonical forms (Spec.Sent, Spec.KeyOf) say the same wherever both say
// something. Every field and element set on both sides is equal, and lists set on both sides are as
// long. A field the service fills by default where nothing was sent, or that it leaves out of an
// answer, decides nothing; a name, a choice, a destination or a text other than the one sent shows
// another object. An answer that leaves out what the service always sends never gets here: Missing
// has refused it before.
func (e *Engine) identical(got, sent string) bool {
	if got == sent {
		return true
	}
	g, okG := e.forms.parse(got)
	s, okS := e.forms.parse(sent)
	if !okG || !okS {
		return false
	}
	return sameWhereBothSay(g, s)
}

// parsedForms keeps the decoded canonical forms a lookup compares: a lost batch of n items compares each
// with up to n candidates, and decoding each form once instead of at every comparison is what keeps that
// from costing seconds. It forgets everything when it holds formsKept, which bounds its memory.
type parsedForms struct {
	mu    sync.Mutex
	forms map[string]any
}

const formsKept = 4096

// parse decodes a canonical form; ok is false for a form that is not JSON.
func (p *parsedForms) parse(form string) (v any, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if v, ok := p.forms[form]; ok {
		return v, true
	}
	if json.Unmarshal([]byte(form), &v) != nil {
		return nil, false
	}
	if p.forms == nil || len(p.forms) >= formsKept {
		p.forms = map[string]any{}
	}
	p.forms[form] = v
	return v, true
}

func sameWhereBothSay(g, s any) bool {
	if unset(g) || unset(s) {
		return true
	}
	switch s := s.(type) {
	case map[string]any:
		g, ok := g.(map[string]any)
		if !ok {
			return false
		}
		for k, sv := range s {
			if !sameWhereBothSay(g[k], sv) {
				return false
			}
		}
		return true
	case []any:
		g, ok := g.([]any)
		if !ok || len(g) != len(s) {
			return false
		}
		for i := range s {
			if !sameWhereBothSay(g[i], s[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(g, s)
}

// unset is a JSON value that says nothing: null, false, 0, "", or an empty list or object (what a
// field left out of an answer decodes to).
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
