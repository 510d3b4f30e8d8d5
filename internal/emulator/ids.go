package emulator

import "strconv"

// Ids start from realistic values: card ids are large decimal numbers like the service's,
// poll card ids short base-36 strings like its recorded answers.
const (
	decimalIDBase = 1510000000000000000
	base36IDBase  = 8000000
)

// nextSeq hands out a number no other entity of this server has. Callers hold s.mu.
func (s *Server) nextSeq() uint64 {
	s.lastID++
	return s.lastID
}

// newDecimalID is a fresh large decimal id. Callers hold s.mu.
func (s *Server) newDecimalID() string {
	return strconv.FormatUint(decimalIDBase+s.nextSeq(), 10)
}

// newBase36ID is a fresh short base-36 id. Callers hold s.mu.
func (s *Server) newBase36ID() string {
	return strconv.FormatUint(base36IDBase+s.nextSeq(), 36)
}

func cardURI(decimalID string) string {
	return "card://" + decimalID
}
