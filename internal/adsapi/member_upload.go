package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"unicode/utf8"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
)

// MemberChange is what an upload does to the members it sends: add them (operation_type Update) or, with
// Remove, remove them (Delete), from EffectiveAt until ExpiresAt (ISO 8601), each sent when not "".
type MemberChange struct {
	Remove                 bool
	EffectiveAt, ExpiresAt string
}

// MemberReader gives the members of an upload in turn, answering io.EOF after the last
// (*members.Reader is one).
type MemberReader interface {
	Next() (members.Member, error)
}

// UploadProgress is where an upload stands after one of its requests: how many requests and members the
// service has applied so far.
type UploadProgress struct{ Requests, Members int }

// The service's limits on one upload request (endpoints 12 and 19): at most 2,500 operation objects, which
// an upload never nears since it sends one operation object a request, and a body of at most 5,000,000
// bytes, which decides how many members a request holds (about 64,000 hashed emails).
const (
	maxMemberBodyBytes = 5_000_000
	// memberSlack is room past the limit for the member that passes it: a row of a members file is at most
	// 1 MiB (members.Reader), its hashes shorter still.
	memberSlack = 1 << 20
	// memberCountTries is how many times a request whose counts differ from what it sent is sent: the
	// spec has such a request "treated as a failure and the whole request retried".
	memberCountTries = 3
)

// MemberUploadError is an upload that failed at one of its requests. The requests before it were applied;
// the failed one was applied whole or not at all (the service's requests are atomic), and the members
// after it were not sent. Sending members again is harmless (adding one twice, or removing one absent,
// changes nothing), so running the whole upload again finishes it.
type MemberUploadError struct {
	Request int // the failed request, counted from 1
	Applied UploadProgress
	Cause   error
}

func (e *MemberUploadError) Error() string {
	return fmt.Sprintf("request %d of the upload failed: %s. The %d requests before it were applied (%d members); "+
		"request %d was applied whole or not at all, and the members after it were not sent. Sending members again "+
		"is harmless: run the upload again to finish it.",
		e.Request, redactHashes(e.Cause.Error()), e.Applied.Requests, e.Applied.Members, e.Request)
}

func (e *MemberUploadError) Unwrap() error { return e.Cause }

// hashPattern is a hashed identifier as it would appear in a service's message.
var hashPattern = regexp.MustCompile(`[0-9A-Fa-f]{64}`)

// redactHashes keeps hashed identifiers, which are personal data too, out of an error that may quote the
// service's answer.
func redactHashes(s string) string { return hashPattern.ReplaceAllString(s, "<hash>") }

// memberCounts is the answer of one upload request: how many member objects the service received and how
// many it processed.
type memberCounts struct {
	SuccessCount *int `json:"success_count"`
	TotalCount   *int `json:"total_count"`
}

// memberSender sends one upload request of body, holding sent members, and answers the service's counts.
type memberSender func(ctx context.Context, body []byte) (memberCounts, error)

// uploadMembers sends every member of next in requests of one operation object, each as full as the
// body limit allows, checking each request's counts, and reports progress after each. head is the start of
// the operation object up to its users array (operationHead), ended by "]}}]".
func uploadMembers(ctx context.Context, head []byte, next MemberReader, send memberSender, progress func(UploadProgress)) (UploadProgress, error) {
	var done UploadProgress
	// Members are written straight into the body; the one that passes the limit is moved to pending, the
	// start of the next body. The slack holds that one without growing the body.
	body := make([]byte, 0, maxMemberBodyBytes+memberSlack)
	var pending []byte
	for end := false; !end; {
		body = append(body[:0], head...)
		count := 0
		if len(pending) > 0 {
			body, count, pending = append(body, pending...), 1, pending[:0]
		}
		for {
			m, err := next.Next()
			if errors.Is(err, io.EOF) {
				end = true
				break
			}
			if err != nil {
				return done, fmt.Errorf("reading the members after %d requests were applied (%d members): %w", done.Requests, done.Members, err)
			}
			mark := len(body)
			if count > 0 {
				body = append(body, ',')
			}
			body = appendMember(body, m)
			if len(body)+len(operationTail) > maxMemberBodyBytes {
				if count == 0 {
					return done, fmt.Errorf("member %d alone is more than the %d bytes a request holds", done.Members+1, maxMemberBodyBytes)
				}
				pending = append(pending, body[mark+1:]...) // without its comma
				body = body[:mark]
				break
			}
			count++
		}
		if count == 0 {
			break
		}
		body = append(body, operationTail...)
		if err := sendCounted(ctx, send, body, count); err != nil {
			return done, &MemberUploadError{Request: done.Requests + 1, Applied: done, Cause: err}
		}
		done.Requests++
		done.Members += count
		if progress != nil {
			progress(done)
		}
	}
	return done, nil
}

// sendCounted sends body until the service's two counts equal the members it holds, at most
// memberCountTries times.
func sendCounted(ctx context.Context, send memberSender, body []byte, sent int) error {
	var got memberCounts
	for range memberCountTries {
		var err error
		if got, err = send(ctx, body); err != nil {
			return err
		}
		if got.SuccessCount != nil && got.TotalCount != nil && *got.SuccessCount == sent && *got.TotalCount == sent {
			return nil
		}
	}
	return fmt.Errorf("the service counted %s members processed of %s received, %d sent, in each of %d tries",
		countText(got.SuccessCount), countText(got.TotalCount), sent, memberCountTries)
}

func countText(n *int) string {
	if n == nil {
		return "no"
	}
	return strconv.Itoa(*n)
}

// operationTail ends the one operation object of an upload request and the request's array.
const operationTail = "]}}]"

// operationHead is the start of an upload request up to its users array: the one operation object, its
// type and its times.
func operationHead(change MemberChange) []byte {
	op := "Update"
	if change.Remove {
		op = "Delete"
	}
	head := []byte(`[{"operation_type":"` + op + `","params":{`)
	for _, t := range [][2]string{{"effective_at", change.EffectiveAt}, {"expires_at", change.ExpiresAt}} {
		if t[1] != "" {
			head = appendJSONString(append(append(head, '"'), t[0]+`":`...), t[1])
			head = append(head, ',')
		}
	}
	return append(head, `"users":[`...)
}

// appendMember writes one member object: each type of identifier once, with every value of that type,
// the types in the order the member first holds them (2.4: "keys are identifier types, each holding an
// array of strings").
func appendMember(b []byte, m members.Member) []byte {
	b = append(b, '{')
	for i, id := range m {
		if seenBefore(m[:i], id.Kind) {
			continue
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(appendJSONString(b, id.Kind), ':', '[')
		first := true
		for _, same := range m[i:] {
			if same.Kind != id.Kind {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			b, first = appendJSONString(b, same.Value), false
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

func seenBefore(ids members.Member, kind string) bool {
	for _, id := range ids {
		if id.Kind == kind {
			return true
		}
	}
	return false
}

// appendJSONString writes s as a JSON string. Hashes and types need no escaping and take the short way; a
// partner's own id may hold anything, and takes encoding/json's.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf || c == '<' || c == '>' || c == '&' {
			quoted, _ := json.Marshal(s) // a string always encodes
			return append(b, quoted...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}
