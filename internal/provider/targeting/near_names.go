package targeting

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
)

// maxSuggestions is how many names a failed lookup by name offers.
const maxSuggestions = 5

// nearNames picks, from the items a lookup read, the names closest to want, best first, for a "did you
// mean". Names are compared in a loose form (case, punctuation and spacing ignored), and a name is near
// when want, give or take a few typing slips, appears in it: "Los Angeles" is near "Los Angeles, US" and
// "East Los Angeles, ...", "Los Angelse" still finds them, while "Los Gatos, ..." (which a search for the
// words "los angeles" also answers) is not near. Among near names, fewer slips come first, then names
// that begin with want, then shorter names; ties keep the service's order.
func nearNames(items []adsapi.TargetingCriterion, want string) []string {
	w := []rune(looseForm(want))
	if len(w) == 0 {
		return nil
	}
	slips := len(w) / 4
	type candidate struct {
		name        string
		slips, size int
		begins      bool // want, with those slips, begins the name
	}
	var near []candidate
	seen := map[string]bool{}
	for _, it := range items {
		if seen[it.Name] {
			continue
		}
		seen[it.Name] = true
		n := []rune(looseForm(it.Name))
		inside := editsToFind(w, n, false)
		if inside > slips {
			continue
		}
		near = append(near, candidate{name: it.Name, slips: inside, size: utf8.RuneCountInString(it.Name),
			begins: editsToFind(w, n, true) == inside})
	}
	slices.SortStableFunc(near, func(a, b candidate) int {
		if a.slips != b.slips {
			return a.slips - b.slips
		}
		if a.begins != b.begins {
			if a.begins {
				return -1
			}
			return 1
		}
		return a.size - b.size
	})
	names := make([]string, 0, min(len(near), maxSuggestions))
	for _, c := range near[:min(len(near), maxSuggestions)] {
		names = append(names, c.name)
	}
	return names
}

// looseForm lower-cases s and turns every run of characters other than letters and digits into one space,
// so that "Los Angeles, US" and "los angeles us" compare equal.
func looseForm(s string) string {
	return strings.Join(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ")
}

// editsToFind is the fewest single-character insertions, deletions and substitutions that turn w into a
// part of n: anywhere in n, or at its start when atStart is set (approximate substring matching: the
// edit-distance table, with a free start in n unless atStart, and a free end).
func editsToFind(w, n []rune, atStart bool) int {
	prev := make([]int, len(n)+1)
	cur := make([]int, len(n)+1)
	for j := range prev {
		if atStart {
			prev[j] = j
		}
	}
	for i := 1; i <= len(w); i++ {
		cur[0] = i
		for j := 1; j <= len(n); j++ {
			cost := 1
			if w[i-1] == n[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return slices.Min(prev)
}
