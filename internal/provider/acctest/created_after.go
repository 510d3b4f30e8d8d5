package acctest

import (
	"time"

	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
)

// CreatedAround are the times the created_after tests of the list data sources make their objects at:
// a second before created_after = "2025-06-01T12:00:00Z" (left out), at it and later (listed).
var CreatedAround = []time.Time{
	time.Date(2025, time.June, 1, 11, 59, 59, 0, time.UTC),
	time.Date(2025, time.June, 1, 12, 0, 0, 0, time.UTC),
	time.Date(2025, time.June, 2, 8, 0, 0, 0, time.UTC),
}

// ObjectWithID checks that a listed object has the id id, whatever else it holds.
func ObjectWithID(id string) knownvalue.Check {
	return knownvalue.ObjectPartial(map[string]knownvalue.Check{"id": knownvalue.StringExact(id)})
}
