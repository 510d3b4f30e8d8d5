package members

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

// readAll reads every member of a file, collecting the refused lines apart.
func readAll(t *testing.T, text, kind string) ([]Member, []*LineError) {
	t.Helper()
	r, err := NewReader(strings.NewReader(text), kind)
	if err != nil {
		t.Fatalf("NewReader: %v", err)
	}
	var got []Member
	var refused []*LineError
	for {
		m, err := r.Next()
		var le *LineError
		switch {
		case errors.Is(err, io.EOF):
			return got, refused
		case errors.As(err, &le):
			refused = append(refused, le)
		case err != nil:
			t.Fatalf("Next: %v", err)
		default:
			got = append(got, m)
		}
	}
}

func hashOf(t *testing.T, kind, value string) string {
	t.Helper()
	h, err := Hash(kind, value)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// One identifier a line: blank lines are skipped, a Windows line end and a byte order mark are no part of
// a value, every value is hashed, and a refused line is named by its number, the reading going on.
func TestReaderOnePerLine(t *testing.T) {
	t.Parallel()
	got, refused := readAll(t, "\ufeffABC@twitter.com\r\n\n  \nnot-an-address\nedf@twitter.com", Email)
	want := []Member{
		{{Email, "4798b8bbdcf6f2a52e527f46a3d7a7c9aefb541afda03af79c74809ecc6376f3"}},
		{{Email, "5bf13d5ad4200407c5bc8b9bb578e425d05ef936fd488e3799a9d0806669223c"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("members = %v, want %v", got, want)
	}
	if len(refused) != 1 || refused[0].Line != 4 || refused[0].Column != 0 || !strings.Contains(refused[0].Error(), "line 4: not an email address") {
		t.Errorf("refused = %v, want line 4 alone", refused)
	}
	if strings.Contains(refused[0].Error(), "not-an-address") {
		t.Errorf("the refusal quotes the line: %v", refused[0])
	}
}

// CSV: the header names a type per column (case and spaces aside), a row is one person of every non-empty
// cell, and a refusal names the line and the column, never the content.
func TestReaderCSV(t *testing.T) {
	t.Parallel()
	text := "Email, handle ,phone_number\n" +
		"abc@twitter.com,@Jack,\n" +
		",,+11234567890\n" +
		"\n" +
		",,\n" +
		"jane@example.com,jane@doe,+11234567890\n" +
		"only,two\n" +
		"edf@twitter.com,,\n"
	got, refused := readAll(t, text, "")
	want := []Member{
		{{Email, hashOf(t, Email, "abc@twitter.com")}, {Handle, hashOf(t, Handle, "jack")}},
		{{PhoneNumber, hashOf(t, PhoneNumber, "+11234567890")}},
		{{Email, hashOf(t, Email, "edf@twitter.com")}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("members = %v, want %v", got, want)
	}
	var where []string
	for _, e := range refused {
		where = append(where, e.Error())
		for _, secret := range []string{"jane", "doe", "only", "two"} {
			if strings.Contains(e.Error(), secret) {
				t.Errorf("the refusal %q quotes the line", e)
			}
		}
	}
	wantWhere := []string{
		"line 5: no identifier: every cell is empty",
		"line 6, column 2: not a handle: an @ other than a leading one",
		"line 7, column 1: not CSV: wrong number of fields",
	}
	if !reflect.DeepEqual(where, wantWhere) {
		t.Errorf("refused = %q, want %q", where, wantWhere)
	}
}

// A header cell of no identifier type is refused at once, naming the column; a header is no personal data.
func TestReaderCSVHeader(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]string{
		"email,mail\nabc@twitter.com,x\n": `the header's column 2, "mail", is no identifier type`,
		"":                                "the file is empty",
	} {
		if _, err := NewReader(strings.NewReader(text), ""); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("NewReader(%q) = %v, want an error containing %q", text, err, want)
		}
	}
	r, err := NewReader(strings.NewReader(" Phone_Number ,email\n"), "")
	if err != nil || !reflect.DeepEqual(r.Columns(), []string{PhoneNumber, Email}) {
		t.Errorf("Columns of a CSV header = %v (%v), want phone_number, email", r.Columns(), err)
	}
	if r, err := NewReader(strings.NewReader("x\n"), Email); err != nil || r.Columns() != nil {
		t.Errorf("Columns of a file of one identifier a line = %v (%v), want nil", r.Columns(), err)
	}
	if _, err := NewReader(strings.NewReader("x\n"), "emails"); !errors.Is(err, ErrUnknownKind) {
		t.Errorf("NewReader with type emails: %v, want ErrUnknownKind", err)
	}
}

// partner_user_id is sent as written, and a line longer than any file of identifiers holds ends the read.
func TestReaderUnhashedAndTooLong(t *testing.T) {
	t.Parallel()
	got, _ := readAll(t, "crm-0042\n", PartnerUserID)
	if want := []Member{{{PartnerUserID, "crm-0042"}}}; !reflect.DeepEqual(got, want) {
		t.Errorf("members = %v, want %v", got, want)
	}
	r, err := NewReader(strings.NewReader("a@b.c\n"+strings.Repeat("x", maxLine+1)), Email)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Next(); err != nil {
		t.Fatalf("first line: %v", err)
	}
	if _, err := r.Next(); err == nil || !strings.Contains(err.Error(), "line 2 is longer than") {
		t.Errorf("a line of %d bytes: %v, want it refused by number", maxLine+1, err)
	}
}
