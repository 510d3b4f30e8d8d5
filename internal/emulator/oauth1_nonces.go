package emulator

import (
	"container/heap"
	"sync"
	"time"
)

// nonceKey is one nonce of one app. RFC 5849 lets a service refuse a nonce it saw with the same
// timestamp and credentials; the emulator is stricter and refuses a nonce its app already sent at
// any timestamp still in the window, so that a replay with a new timestamp but an old
// signature is refused by the nonce too, not only by the signature.
type nonceKey struct {
	consumerKey, nonce string
}

// seenNonces remembers the nonces of the OAuth 1.0a requests whose signature was good, each until
// its oauth_timestamp leaves the accepted window: from then on a replay is refused by the
// timestamp check anyway, so the nonce can be forgotten and memory holds at most one window of
// requests.
type seenNonces struct {
	mu sync.Mutex
	// until is when each remembered nonce may be forgotten.
	until map[nonceKey]time.Time
	// byExpiry holds the same entries, soonest forgotten first.
	byExpiry nonceHeap
}

func newSeenNonces() *seenNonces {
	return &seenNonces{until: map[nonceKey]time.Time{}}
}

// use records key, sent with the timestamp signedAt, and reports whether it is new; false means
// a replay. now is the wall clock, which the timestamp check uses too.
func (n *seenNonces) use(key nonceKey, signedAt, now time.Time) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.forget(now)
	if _, seen := n.until[key]; seen {
		return false
	}
	until := signedAt.Add(maxClockSkew)
	n.until[key] = until
	heap.Push(&n.byExpiry, nonceEntry{key: key, until: until})
	return true
}

// forget drops the nonces whose timestamp the timestamp check now refuses.
func (n *seenNonces) forget(now time.Time) {
	for len(n.byExpiry) > 0 && now.Sub(n.byExpiry[0].until) > 0 {
		e := heap.Pop(&n.byExpiry).(nonceEntry)
		delete(n.until, e.key)
	}
}

type nonceEntry struct {
	key   nonceKey
	until time.Time
}

// nonceHeap is a container/heap of nonces by the time they may be forgotten.
type nonceHeap []nonceEntry

func (h nonceHeap) Len() int           { return len(h) }
func (h nonceHeap) Less(i, j int) bool { return h[i].until.Before(h[j].until) }
func (h nonceHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *nonceHeap) Push(x any)        { *h = append(*h, x.(nonceEntry)) }
func (h *nonceHeap) Pop() any {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}
