package emulator

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/url"
	"path"
	"strings"
)

// answerOtherObject is resp with its data replaced by the view of another object of the same
// collection (Fault.WrongID), or resp unchanged when it names no object or there is no other.
func (s *Server) answerOtherObject(r *http.Request, resp *response) *response {
	env, ok := decodeJSONObject(resp.body)
	if !ok {
		return resp
	}
	data, _ := env["data"].(map[string]any)
	// The service answers a single card as an array of one; a list answer has a next_cursor.
	one, _ := env["data"].([]any)
	_, list := env["next_cursor"]
	if len(one) == 1 && !list {
		data, _ = one[0].(map[string]any)
	}
	id, _ := data["id"].(string)
	if id == "" {
		return resp
	}
	other := s.otherListed(r.Method, routePath(r.URL.Path), id)
	if other == nil {
		return resp
	}
	if one != nil {
		env["data"] = []any{other}
	} else {
		env["data"] = other
	}
	return withJSONBody(resp, env)
}

// otherListed is the view of the last object other than id that the list of the account
// collection of method and p shows, nil when there is none. The list is read through its own
// endpoint with no parameter, as the account's owner would read it, without spending from a
// rate-limit window.
func (s *Server) otherListed(method, p, id string) map[string]any {
	rt, _, _ := s.match(method, p)
	if rt == nil {
		return nil
	}
	collection := p
	switch {
	case isParamSegment(path.Base(rt.pattern)):
		collection = path.Dir(p)
	case method != http.MethodPost:
		return nil
	}
	list, pathParams, _ := s.match(http.MethodGet, collection)
	if list == nil || isParamSegment(path.Base(list.pattern)) {
		return nil
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	// Only an account's collections are looked in, where the advertising objects live: a
	// product catalog, the one other owner in the advertising API, holds one scheduled feed.
	a := s.accounts[pathParams["account_id"]]
	if a == nil {
		return nil
	}
	c := &call{params: url.Values{}, pathParams: pathParams, account: a, userID: a.ownerID,
		who: identity{userID: a.ownerID, scheme: schemeOAuth1User}}
	rep, e := list.handle(s, c)
	if e != nil || !rep.list {
		return nil
	}
	raw, err := json.Marshal(rep.data)
	if err != nil {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var items []map[string]any
	if dec.Decode(&items) != nil {
		return nil
	}
	for i := len(items) - 1; i >= 0; i-- {
		if other, _ := items[i]["id"].(string); other != "" && other != id {
			return items[i]
		}
	}
	return nil
}

func isParamSegment(seg string) bool {
	return strings.HasPrefix(seg, "{")
}
