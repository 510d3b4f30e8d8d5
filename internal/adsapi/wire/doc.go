// Package wire holds the service's JSON shapes that the transport and the services both read:
// values whose type the service does not keep to (FlexString, FlexInt) and the kind of a raw
// JSON value, which every check of an answer names.
package wire
