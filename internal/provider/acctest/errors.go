package acctest

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// ErrorLacking checks the one error a test case must end with: it matches a pattern and contains
// none of the given phrases. ExpectError can only say what an error contains; a message that must
// not promise something (such as "may have been created") needs this. Use Check as the TestCase's
// ErrorCheck, with no ExpectError on the failing step, and call Verify once resource.Test returns.
type ErrorLacking struct {
	Pattern *regexp.Regexp
	Absent  []string

	mu   sync.Mutex
	seen []string
}

// Check records a step's error and lets the test case go on; Verify judges it.
func (e *ErrorLacking) Check(err error) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.seen = append(e.seen, err.Error())
	return nil
}

// Verify fails unless exactly one error was recorded, matching Pattern and lacking every Absent phrase.
func (e *ErrorLacking) Verify() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if len(e.seen) != 1 {
		return fmt.Errorf("want exactly one error, got %d: %q", len(e.seen), e.seen)
	}
	msg := e.seen[0]
	if !e.Pattern.MatchString(msg) {
		return fmt.Errorf("error does not match %s:\n%s", e.Pattern, msg)
	}
	// Terraform wraps long diagnostics: compare with every run of white space as one space.
	flat := strings.Join(strings.Fields(msg), " ")
	for _, a := range e.Absent {
		if strings.Contains(flat, a) {
			return fmt.Errorf("error must not say %q:\n%s", a, msg)
		}
	}
	return nil
}
