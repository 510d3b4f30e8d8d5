package emulator

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"time"
)

// identifierType is a key of a member object (the audiences and measurement spec's 2.4).
type identifierType uint8

const (
	idEmail identifierType = iota
	idDeviceID
	idHandle
	idTwitterID
	idPhoneNumber
	idPartnerUserID
	identifierTypes
)

// identifierNames are the keys of a member object, by identifierType.
var identifierNames = [identifierTypes]string{"email", "device_id", "handle", "twitter_id", "phone_number", "partner_user_id"}

// identifierOf is the type a member object's key names; ok is false for another key.
func identifierOf(name string) (identifierType, bool) {
	for i, n := range identifierNames {
		if n == name {
			return identifierType(i), true
		}
	}
	return 0, false
}

// memberKey is one identifier of a member as the emulator stores it: the 32 bytes of its SHA-256
// hash. A hashed type's value is its hash already (64 hexadecimal characters, decoded, so that
// upper- and lower-case spellings are one key); a partner_user_id, sent as is, is hashed here, so
// that no member value is ever stored as sent.
type memberKey struct {
	typ  identifierType
	hash [32]byte
}

// keyOf is the stored key of value as a member object carries it under typ; ok is false when a hashed
// type's value is not 64 hexadecimal characters or a partner_user_id is empty (the form is all the
// emulator can check: 2.4).
func keyOf(typ identifierType, value string) (memberKey, bool) {
	k := memberKey{typ: typ}
	if typ == idPartnerUserID {
		k.hash = sha256.Sum256([]byte(value))
		return k, value != ""
	}
	if len(value) != 2*len(k.hash) {
		return k, false
	}
	_, err := hex.Decode(k.hash[:], []byte(value))
	return k, err == nil
}

// person is one member of an audience: every identifier that ever named them points here, directly or
// through the people merged into them (a union-find forest, so that merging two people costs no walk
// over their identifiers). Only a root's fields speak for the person.
type person struct {
	parent uint32
	// removed is set when a Delete removed the person: their identifiers then name no one, and an
	// Update that carries one of them adds a new person.
	removed bool
	// effectiveAt and expiresAt (Unix seconds) bound when the person counts: effectiveAt <= now < expiresAt.
	effectiveAt, expiresAt int64
}

// audienceMembers are the members of one custom audience, kept as the service keeps them: hashes
// only, one map entry of 36 bytes per identifier and a person of 24 bytes per member, so that an
// audience of a million members takes about a hundred MB.
type audienceMembers struct {
	index  [identifierTypes]map[[32]byte]uint32
	people []person
	// base counts matched people the emulator does not hold one by one: the size a seed or an edit gave
	// the audience before its first upload (the demo audience's 140,321). They never lapse.
	base int

	// The count of people who count at a time changes only when one's window opens or closes, or an
	// upload changes the people: counted holds it for the clock from countedFrom until countedUntil.
	counted                   int
	countedFrom, countedUntil int64
	countValid                bool

	// processingUntil is when the uploads received so far are processed (Options.AudienceProcessing
	// after the latest); servedCount is the count the audience had before the first of them, which
	// says whether it is TOO_SMALL meanwhile (custom_audience_processing.go).
	processingUntil time.Time
	servedCount     int
}

func newAudienceMembers(base int) *audienceMembers {
	m := &audienceMembers{base: base}
	for i := range m.index {
		m.index[i] = map[[32]byte]uint32{}
	}
	return m
}

// root is the person i belongs to now, shortening the path on the way.
func (m *audienceMembers) root(i uint32) uint32 {
	for m.people[i].parent != i {
		next := m.people[i].parent
		m.people[i].parent = m.people[next].parent
		i = next
	}
	return i
}

// holder is the person k names, if any: removed people name no one.
func (m *audienceMembers) holder(k memberKey) (uint32, bool) {
	i, ok := m.index[k.typ][k.hash]
	if !ok {
		return 0, false
	}
	r := m.root(i)
	return r, !m.people[r].removed
}

// update adds the person keys describe or, when any of them names stored people, merges them into one
// person with the keys added; the person then counts from effectiveAt until expiresAt, whatever
// window they had (an Update refreshes the membership).
func (m *audienceMembers) update(keys []memberKey, effectiveAt, expiresAt int64) {
	m.countValid = false
	target, found := uint32(0), false
	for _, k := range keys {
		r, ok := m.holder(k)
		switch {
		case !ok:
		case !found:
			target, found = r, true
		case r != target:
			// Two stored people turn out to be one: the second joins the first.
			m.people[r].parent = target
		}
	}
	if !found {
		target = uint32(len(m.people))
		m.people = append(m.people, person{parent: target})
	}
	m.people[target].effectiveAt, m.people[target].expiresAt = effectiveAt, expiresAt
	for _, k := range keys {
		m.index[k.typ][k.hash] = target
	}
}

// remove removes every stored person any of keys names.
func (m *audienceMembers) remove(keys []memberKey) {
	m.countValid = false
	for _, k := range keys {
		if r, ok := m.holder(k); ok {
			m.people[r].removed = true
		}
	}
}

// has reports whether a person not removed holds k, whatever their window.
func (m *audienceMembers) has(k memberKey) bool {
	_, ok := m.holder(k)
	return ok
}

// count is how many people count at now: the base, and the people not removed whose window holds now.
func (m *audienceMembers) count(now time.Time) int {
	t := now.Unix()
	if m.countValid && t >= m.countedFrom && t < m.countedUntil {
		return m.counted
	}
	n, next := m.base, int64(math.MaxInt64)
	for i := range m.people {
		p := &m.people[i]
		if p.parent != uint32(i) || p.removed {
			continue
		}
		if p.effectiveAt <= t && t < p.expiresAt {
			n++
		}
		// The count holds until the next window opens or closes.
		for _, edge := range [2]int64{p.effectiveAt, p.expiresAt} {
			if edge > t && edge < next {
				next = edge
			}
		}
	}
	m.counted, m.countedFrom, m.countedUntil, m.countValid = n, t, next, true
	return n
}
