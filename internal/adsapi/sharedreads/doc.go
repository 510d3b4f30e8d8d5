// Package sharedreads is the engine of shared reads: identical reads of one client, in flight or
// done, are answered once (Group). It knows nothing of the service: keys and bodies are the
// client's.
package sharedreads
