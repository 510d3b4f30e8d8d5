package acctarget

// NamePrefix begins the name of every object a test makes (or, where a kind's names are not free, the
// field the service lets the test choose), so that a person and a sweeper can tell test objects from real
// ones on a shared account. No test touches an object without it.
const NamePrefix = "tf-acc-test-"
