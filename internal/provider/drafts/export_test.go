package drafts

// DraftLabel exposes draftLabel to the unit tests of package drafts_test.
var DraftLabel = draftLabel
