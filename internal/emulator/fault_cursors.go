package emulator

import (
	"fmt"
	"maps"
	"net/http"
	"strconv"
	"strings"
)

// maxCursorLoops bounds the cursor loops a server keeps (Fault.EndlessCursor and
// CyclingCursor): a made-up cursor of an older loop reaches the endpoint, which refuses it.
const maxCursorLoops = 256

// cursorLoopPrefix starts every made-up cursor: "fault-loop-<loop>-page-<n>".
const cursorLoopPrefix = "fault-loop-"

// cursorLoops are the loops a server keeps; guarded by Server.mu.
type cursorLoops struct {
	last  int
	byID  map[int]*cursorLoop
	order []int
}

// cursorLoop is the page a loop answers again and again.
type cursorLoop struct {
	// path is the path as it arrived: the loop answers only there.
	path    string
	cycling bool
	// v2 loops put their cursor in meta.next_token, the others in next_cursor.
	v2     bool
	status int
	header http.Header
	body   map[string]any
}

// startCursorLoop gives resp, when it is a list answer, a made-up next cursor that starts a
// loop; other answers are returned unchanged.
func (s *Server) startCursorLoop(r *http.Request, resp *response, cycling bool) *response {
	body, ok := decodeJSONObject(resp.body)
	if !ok {
		return resp
	}
	_, adsList := body["next_cursor"]
	meta, _ := body["meta"].(map[string]any)
	_, v2List := meta["result_count"]
	if !adsList && !v2List {
		return resp
	}
	loop := &cursorLoop{path: r.URL.Path, cycling: cycling, v2: !adsList, status: resp.status,
		header: resp.header.Clone(), body: body}
	s.mu.Lock()
	id := s.loops.add(loop)
	s.mu.Unlock()
	return withJSONBody(resp, loop.page(cursorLoopToken(id, 1)))
}

// loopPage answers a request that carries a made-up cursor of a loop kept for its path, nil
// for any other request.
func (s *Server) loopPage(r *http.Request) *response {
	if !strings.Contains(r.URL.RawQuery, cursorLoopPrefix) {
		return nil
	}
	q := r.URL.Query()
	token := q.Get("cursor")
	if token == "" {
		token = q.Get("pagination_token")
	}
	id, n, ok := parseCursorLoopToken(token)
	if !ok {
		return nil
	}
	s.mu.Lock()
	loop := s.loops.byID[id]
	s.mu.Unlock()
	if loop == nil || loop.path != r.URL.Path {
		return nil
	}
	next := n + 1
	if loop.cycling {
		next = 3 - n // 1, 2, 1, 2...
	}
	return withJSONBody(&response{status: loop.status, header: loop.header.Clone()}, loop.page(cursorLoopToken(id, next)))
}

// page is the loop's page with token as its next cursor.
func (l *cursorLoop) page(token string) map[string]any {
	body := maps.Clone(l.body)
	if !l.v2 {
		body["next_cursor"] = token
		return body
	}
	meta := maps.Clone(body["meta"].(map[string]any))
	meta["next_token"] = token
	body["meta"] = meta
	return body
}

// add keeps loop under a new id, forgetting the oldest beyond maxCursorLoops.
func (ls *cursorLoops) add(loop *cursorLoop) int {
	if ls.byID == nil {
		ls.byID = map[int]*cursorLoop{}
	}
	ls.last++
	ls.byID[ls.last] = loop
	ls.order = append(ls.order, ls.last)
	if len(ls.order) > maxCursorLoops {
		delete(ls.byID, ls.order[0])
		ls.order = ls.order[1:]
	}
	return ls.last
}

func cursorLoopToken(loop, n int) string {
	return fmt.Sprintf("%s%d-page-%d", cursorLoopPrefix, loop, n)
}

func parseCursorLoopToken(token string) (loop, n int, ok bool) {
	rest, ok := strings.CutPrefix(token, cursorLoopPrefix)
	if !ok {
		return 0, 0, false
	}
	l, p, ok := strings.Cut(rest, "-page-")
	if !ok {
		return 0, 0, false
	}
	loop, err1 := strconv.Atoi(l)
	n, err2 := strconv.Atoi(p)
	return loop, n, err1 == nil && err2 == nil && n > 0
}
