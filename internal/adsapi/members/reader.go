package members

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Identifier is one identifier of a member as an upload sends it: its type and its value, normalized and
// hashed (Hash).
type Identifier struct{ Kind, Value string }

// Member is one person of an upload: every identifier its line holds, in the order of the columns.
type Member []Identifier

// LineError refuses one line of a members file, naming its number (and the column, in a CSV file) and
// what is wrong in general terms: never the line's content, which is personal data.
type LineError struct {
	Line, Column int // Column is 0 in a file of one identifier a line
	Problem      string
}

func (e *LineError) Error() string {
	if e.Column > 0 {
		return fmt.Sprintf("line %d, column %d: %s", e.Line, e.Column, e.Problem)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Problem)
}

// maxLine is the longest line a reader takes: far above any identifier, or any row of them, so that a
// longer one is no members file (a binary file named by mistake), refused without holding it whole.
const maxLine = 1 << 20

// Reader reads the members of a file in one of the two forms an upload takes: one identifier of one type
// a line (NewReader with that type), or CSV whose header names an identifier type per column, several
// columns describing one person (NewReader with ""). Blank lines are skipped. Values are normalized and
// hashed as they are read: what leaves a Reader is what the service is sent. A Reader holds one line at a
// time, so a file of any length is read in bounded memory.
type Reader struct {
	lines *bufio.Scanner // one identifier a line
	kind  string
	csv   *csv.Reader // CSV with a header
	kinds []string    // the CSV columns' types
	line  int
}

// NewReader reads members from r: one identifier of type kind a line, or, when kind is "", CSV with a
// header of identifier types. It reads the header at once and refuses one that names a type of no
// identifier (naming the column and the header cell: a header is no personal data) or no column.
func NewReader(r io.Reader, kind string) (*Reader, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	// A spreadsheet's export often begins with a byte order mark, which is no part of the first value.
	if bom, err := br.Peek(3); err == nil && bytes.Equal(bom, []byte("\ufeff")) {
		_, _ = br.Discard(3)
	}
	if kind != "" {
		if _, err := lookup(kind); err != nil {
			return nil, err
		}
		s := bufio.NewScanner(br)
		s.Buffer(make([]byte, 0, 64<<10), maxLine)
		return &Reader{lines: s, kind: kind}, nil
	}
	c := csv.NewReader(br)
	c.ReuseRecord = true
	header, err := c.Read()
	switch {
	case errors.Is(err, io.EOF):
		return nil, errors.New("the file is empty: a CSV file begins with a header naming an identifier type per column")
	case err != nil:
		return nil, csvError(err)
	}
	kinds := make([]string, len(header))
	for i, cell := range header {
		kinds[i] = strings.ToLower(strings.TrimSpace(cell))
		if _, err := lookup(kinds[i]); err != nil {
			return nil, fmt.Errorf("the header's column %d, %q, is no identifier type: %w", i+1, strings.TrimSpace(cell), err)
		}
	}
	_, line := c.FieldPos(0)
	return &Reader{csv: c, kinds: kinds, line: line}, nil
}

// Columns are the identifier types a CSV file's header names, column by column, for a caller that takes
// only some types to refuse the others by column before any row is read; nil for a file of one
// identifier a line.
func (r *Reader) Columns() []string { return slices.Clone(r.kinds) }

// Next returns the next member, io.EOF after the last, or a *LineError for a line that is not one; the
// lines after a refused one can still be read. Any other error ends the file.
func (r *Reader) Next() (Member, error) {
	if r.csv != nil {
		return r.nextRow()
	}
	for r.lines.Scan() {
		r.line++
		text := r.lines.Text()
		if strings.TrimSpace(text) == "" {
			continue
		}
		v, err := Hash(r.kind, text)
		if err != nil {
			return nil, &LineError{Line: r.line, Problem: err.Error()}
		}
		return Member{{Kind: r.kind, Value: v}}, nil
	}
	if err := r.lines.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("line %d is longer than %d bytes: not a file of identifiers", r.line+1, maxLine)
		}
		return nil, err
	}
	return nil, io.EOF
}

// nextRow reads the next CSV row with a value, each non-empty cell one identifier of its column's type.
func (r *Reader) nextRow() (Member, error) {
	for {
		row, err := r.csv.Read()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return nil, io.EOF
			}
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				r.line = pe.Line
			}
			return nil, csvError(err)
		}
		r.line, _ = r.csv.FieldPos(0)
		m := make(Member, 0, len(row))
		for i, cell := range row {
			if strings.TrimSpace(cell) == "" {
				continue
			}
			v, err := Hash(r.kinds[i], cell)
			if err != nil {
				return nil, &LineError{Line: r.line, Column: i + 1, Problem: err.Error()}
			}
			m = append(m, Identifier{Kind: r.kinds[i], Value: v})
		}
		if len(m) > 0 {
			return m, nil
		}
		if len(row) > 1 { // a row of empty cells; a blank line is skipped by the CSV reader itself
			return nil, &LineError{Line: r.line, Problem: "no identifier: every cell is empty"}
		}
	}
}

// csvError is a CSV parse error without the text it quotes: the position and the kind of mistake only.
func csvError(err error) error {
	var pe *csv.ParseError
	if !errors.As(err, &pe) {
		return err
	}
	return &LineError{Line: pe.Line, Column: pe.Column, Problem: "not CSV: " + pe.Err.Error()}
}
