package transport

import "fmt"

// AnswerTooLargeError is an answer longer than the client reads of one (maxResponseBytes): its first
// bytes were read, the rest was not, and nothing is taken from it. It is not sent again: the same request
// would bring the same answer. A write it answers may have been carried out (MayHaveActed).
type AnswerTooLargeError struct {
	Method, Path string
	Status       int
	// Cap is how many bytes the client reads of one answer.
	Cap int
}

func (e *AnswerTooLargeError) Error() string {
	return fmt.Sprintf("%s %s: the answer (HTTP %d) is longer than the %d MiB the provider reads of one answer, so it "+
		"was not read to its end and nothing was taken from it. A list answers less with a smaller page or narrower "+
		"filters; a single object's answer of that size suggests that the address is not the service's: check the "+
		"provider's address settings", e.Method, e.Path, e.Status, e.Cap>>20)
}
