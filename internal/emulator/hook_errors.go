package emulator

import "errors"

// The errors the test hooks of every family wrap; tests tell them apart with errors.Is.

// ErrNotFound is wrapped by a test hook when what it names (an account, catalog, entity, user,
// post, webhook or subscription) does not exist.
var ErrNotFound = errors.New("not found")

// ErrConflict is wrapped by a test hook when what it would add exists already (an id, a
// subscription), or would break a rule the service keeps: one live app event provider
// configuration per account, one scheduled feed per user, one FULL promotable user per account.
var ErrConflict = errors.New("already exists")
