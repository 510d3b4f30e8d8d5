package main

import (
	"bytes"
	"strings"
	"testing"
)

// A go test -json stream: two packages, a parent whose subtests pass and skip, a skip with a reason, a
// failure.
const stream = `{"Action":"run","Package":"p/a","Test":"TestLife"}
{"Action":"output","Package":"p/a","Test":"TestLife","Output":"=== RUN   TestLife\n"}
{"Action":"pass","Package":"p/a","Test":"TestLife"}
{"Action":"run","Package":"p/a","Test":"TestKind"}
{"Action":"run","Package":"p/a","Test":"TestKind/identity"}
{"Action":"output","Package":"p/a","Test":"TestKind/identity","Output":"    kind.go:66: needs the emulator: looks at the kind's objects\n"}
{"Action":"skip","Package":"p/a","Test":"TestKind/identity"}
{"Action":"run","Package":"p/a","Test":"TestKind/invalidConfig"}
{"Action":"pass","Package":"p/a","Test":"TestKind/invalidConfig"}
{"Action":"pass","Package":"p/a","Test":"TestKind"}
{"Action":"pass","Package":"p/a"}
{"Action":"run","Package":"p/b","Test":"TestFaults"}
{"Action":"output","Package":"p/b","Test":"TestFaults","Output":"    faults_test.go:12: needs the emulator: injects faults\n"}
{"Action":"skip","Package":"p/b","Test":"TestFaults"}
{"Action":"run","Package":"p/b","Test":"TestOther"}
{"Action":"output","Package":"p/b","Test":"TestOther","Output":"    other_test.go:40: needs the emulator: injects faults\n"}
{"Action":"skip","Package":"p/b","Test":"TestOther"}
{"Action":"run","Package":"p/b","Test":"TestBroken"}
{"Action":"output","Package":"p/b","Test":"TestBroken","Output":"    broken_test.go:9: want 1 POST, got 2\n"}
{"Action":"fail","Package":"p/b","Test":"TestBroken"}
{"Action":"fail","Package":"p/b"}
`

func TestSummaryCountsLeafTestsAndSkipReasons(t *testing.T) {
	var passed bytes.Buffer
	s, err := read(strings.NewReader(stream), &passed)
	if err != nil {
		t.Fatal(err)
	}
	if s.ran != 3 || s.failed != 1 || s.skipped != 3 {
		t.Errorf("ran %d, failed %d, skipped %d; want 3 (TestLife, invalidConfig, TestBroken), 1, 3", s.ran, s.failed, s.skipped)
	}
	if got := s.skips["needs the emulator: injects faults"]; got != 2 {
		t.Errorf("skips for faults: %d, want 2 (%v)", got, s.skips)
	}
	if got := s.skips["needs the emulator: looks at the kind's objects"]; got != 1 {
		t.Errorf("skips for the kind: %d, want 1 (%v)", got, s.skips)
	}
	if len(s.failures) != 1 || s.failures[0] != "p/b TestBroken" {
		t.Errorf("failures %v, want [p/b TestBroken]", s.failures)
	}
	if !strings.Contains(passed.String(), "want 1 POST, got 2") {
		t.Errorf("the tests' output is not passed through: %q", passed.String())
	}
	var out bytes.Buffer
	s.print(&out)
	for _, want := range []string{"3 tests ran (1 failed), 3 skipped", "FAIL p/b TestBroken", "2 skipped: needs the emulator: injects faults"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
}

func TestSummaryFailsAPackageThatDidNotBuild(t *testing.T) {
	in := "# p/c [p/c.test]\nc_test.go:3:1: syntax error\n" + `{"Action":"fail","Package":"p/c"}` + "\n"
	s, err := read(strings.NewReader(in), &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if s.failed != 1 {
		t.Errorf("failed %d, want 1 for the package that did not build", s.failed)
	}
}
