// Command accsummary reads `go test -json` on stdin, passes each test's output through to stdout as `go
// test -v` would, and ends with the count of tests that ran, failed and were skipped, the skips grouped
// by their reason. make testacc-remote prints it. It exits 1 when a test failed or the stream held no
// test, so that a run that ran nothing cannot pass.
package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

func main() {
	s, err := read(os.Stdin, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "accsummary:", err)
		os.Exit(2)
	}
	s.print(os.Stdout)
	if s.failed > 0 || s.ran == 0 {
		os.Exit(1)
	}
}

// event is the part of a test2json event the summary uses.
type event struct {
	Action  string
	Package string
	Test    string
	Output  string
}

func read(in io.Reader, out io.Writer) (*summary, error) {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	c := newCollector()
	for sc.Scan() {
		var e event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			// go test writes build failures as plain lines.
			fmt.Fprintln(out, sc.Text())
			c.buildFailed = true
			continue
		}
		if e.Action == "output" {
			fmt.Fprint(out, e.Output)
		}
		c.add(e)
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	return c.summary(), nil
}
