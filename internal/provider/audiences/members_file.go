package audiences

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
)

// membersFile is the file of an upload action: its path and, when it holds one identifier a line, their
// type ("" for CSV with a header of types). only, when set, are the identifier types the upload takes (a
// do-not-reach list's email and phone_number): a CSV header naming another is refused by column.
type membersFile struct {
	path, kind string
	only       []string
}

// shownRefusals is how many refused lines a check names; the rest are counted.
const shownRefusals = 10

// open reads the file's members; the caller closes the file.
func (f membersFile) open() (*members.Reader, *os.File, error) {
	file, err := os.Open(f.path)
	if err != nil {
		return nil, nil, err
	}
	r, err := members.NewReader(file, f.kind)
	if err == nil {
		err = f.checkColumns(r.Columns())
	}
	if err != nil {
		_ = file.Close()
		return nil, nil, err
	}
	return r, file, nil
}

// checkColumns refuses the first column of a CSV header whose type the upload does not take, naming it by
// number and type (a header is no personal data).
func (f membersFile) checkColumns(columns []string) error {
	if f.only == nil {
		return nil
	}
	for i, kind := range columns {
		if !slices.Contains(f.only, kind) {
			return fmt.Errorf("the header's column %d, %q, is a type this upload does not take: it takes %s", i+1, kind, strings.Join(f.only, " and "))
		}
	}
	return nil
}

// check reads the whole file, as the upload will, and answers how many members it holds, or why it cannot
// be sent: the first refused lines by number and what is wrong with each, never their content. It holds
// one line at a time.
func (f membersFile) check() (int, error) {
	r, file, err := f.open()
	if err != nil {
		return 0, err
	}
	defer func() { _ = file.Close() }()
	count, refused := 0, 0
	var shown []string
	for {
		_, err := r.Next()
		var le *members.LineError
		switch {
		case errors.Is(err, io.EOF):
			return count, refusal(refused, shown)
		case errors.As(err, &le):
			if refused++; refused <= shownRefusals {
				shown = append(shown, le.Error())
			}
		case err != nil:
			return count, err
		default:
			count++
		}
	}
}

// refusal is the error of a file with refused lines, nil when there is none.
func refusal(refused int, shown []string) error {
	if refused == 0 {
		return nil
	}
	more := ""
	if refused > len(shown) {
		more = fmt.Sprintf("\n(and %d more)", refused-len(shown))
	}
	return fmt.Errorf("%d lines are not valid identifiers:\n%s%s", refused, strings.Join(shown, "\n"), more)
}
