// Package members normalizes and hashes the identifiers of custom audience and do-not-reach list members
// as section 2.4 of the audiences specification says, before anything leaves the user's machine, and reads
// them from the two file forms an upload takes (Reader). It is pure: no requests, no opening of files,
// nothing of the client, so that the upload and the provider function normalize alike.
//
// The values are personal data (emails, phone numbers, device ids). No error of this package quotes the
// value it refuses, nor the identifier type it was given, which a caller may have swapped with the value:
// errors say what is wrong in general terms, and a caller names the place (a line of a file, an argument).
package members
