package main

import (
	"fmt"
	"io"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// collector follows each test of each package to its end.
type collector struct {
	// outcome is each test's final action (pass, fail, skip); why, the reason a skipped test gave.
	outcome, why map[string]string
	// last is the last line each test wrote, the reason of a skip.
	last        map[string]string
	buildFailed bool
}

func newCollector() *collector {
	return &collector{outcome: map[string]string{}, why: map[string]string{}, last: map[string]string{}}
}

// fileLine is the "name_test.go:12: " that t.Skip puts before its message.
var fileLine = regexp.MustCompile(`^\s*[\w.-]+\.go:\d+: `)

func (c *collector) add(e event) {
	if e.Test == "" {
		if e.Action == "fail" {
			c.buildFailed = c.buildFailed || !c.anyTestOf(e.Package)
		}
		return
	}
	key := e.Package + " " + e.Test
	switch e.Action {
	case "output":
		line := strings.TrimRight(e.Output, "\n")
		if fileLine.MatchString(line) {
			c.last[key] = fileLine.ReplaceAllString(line, "")
		}
	case "pass", "fail", "skip":
		c.outcome[key] = e.Action
		if e.Action == "skip" {
			c.why[key] = c.last[key]
		}
	}
}

func (c *collector) anyTestOf(pkg string) bool {
	for key := range c.outcome {
		if strings.HasPrefix(key, pkg+" ") {
			return true
		}
	}
	return false
}

// summary counts the leaf tests: a test with subtests is counted through them.
type summary struct {
	ran, failed, skipped int
	failures             []string
	skips                map[string]int
}

func (c *collector) summary() *summary {
	s := &summary{skips: map[string]int{}}
	for key, outcome := range c.outcome {
		if c.hasSubtests(key) {
			continue
		}
		switch outcome {
		case "pass":
			s.ran++
		case "fail":
			s.ran++
			s.failed++
			s.failures = append(s.failures, key)
		case "skip":
			s.skipped++
			s.skips[c.why[key]]++
		}
	}
	if c.buildFailed {
		s.failed++
		s.failures = append(s.failures, "a package did not build or failed outside its tests")
	}
	slices.Sort(s.failures)
	return s
}

func (c *collector) hasSubtests(key string) bool {
	for other := range c.outcome {
		if strings.HasPrefix(other, key+"/") {
			return true
		}
	}
	return false
}

func (s *summary) print(w io.Writer) {
	fmt.Fprintf(w, "\n==> %d tests ran (%d failed), %d skipped\n", s.ran, s.failed, s.skipped)
	for _, f := range s.failures {
		fmt.Fprintf(w, "    FAIL %s\n", f)
	}
	reasons := slices.SortedFunc(maps.Keys(s.skips), func(a, b string) int {
		if s.skips[a] != s.skips[b] {
			return s.skips[b] - s.skips[a]
		}
		return strings.Compare(a, b)
	})
	for _, why := range reasons {
		fmt.Fprintf(w, "    %4d skipped: %s\n", s.skips[why], why)
	}
}
