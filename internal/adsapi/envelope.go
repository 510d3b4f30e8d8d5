package adsapi

import (
	"bytes"
	"encoding/json"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// envelope is the common shape of every successful answer of the advertising API. Its decoders
// believe only what the service documents, so that a garbled answer (an HTML page, `{}`, `data`
// shaped otherwise) is never read as an empty list or an entity without an id: each such answer
// is a *transport.MalformedAnswerError that quotes what came.
type envelope struct {
	Data json.RawMessage `json:"data"`
	// Errors are never part of a successful answer of this API: an answer that carries some
	// beside its data did not give all that was asked for.
	Errors json.RawMessage `json:"errors"`
	// Message is the whole answer of the draft preview, which carries no data.
	Message string `json:"message"`
	// NextCursor is the advertising API's page cursor; null or absent on the last page.
	NextCursor *string `json:"next_cursor"`
	// Meta carries the v2 endpoints' page token.
	Meta struct {
		NextToken string `json:"next_token"`
	} `json:"meta"`

	// answer is what the envelope was decoded from.
	answer *transport.Answer
}

// entity is the pointer type of a kind that single-entity answers carry: it names its own id,
// which every entity the service answers has.
type entity[T any] interface {
	*T
	entityID() string
}

// decodeEnvelope decodes a, which must be a JSON object of the envelope's shape.
func decodeEnvelope(a *transport.Answer) (*envelope, error) {
	if wire.Kind(a.Body) != "an object" {
		return nil, a.Malformed("not a JSON object")
	}
	env := envelope{answer: a}
	if err := json.Unmarshal(a.Body, &env); err != nil {
		return nil, a.Malformed("%v", err)
	}
	return &env, nil
}

// next returns the token of the next page, "" on the last page.
func (e *envelope) next() string {
	if e.NextCursor != nil && *e.NextCursor != "" {
		return *e.NextCursor
	}
	return e.Meta.NextToken
}

// carriesErrors reports whether the answer holds error entries beside its data.
func (e *envelope) carriesErrors() bool { return holdsEntries(e.Errors) }

// holdsEntries reports whether errors, the errors member of an answer, holds any entry.
func holdsEntries(errors json.RawMessage) bool {
	k := wire.Kind(errors)
	return k != "absent" && k != "null" && !bytes.Equal(bytes.TrimSpace(errors), []byte("[]"))
}

// listData returns the data of a list answer. A well-formed list answer carries a data array
// (empty when nothing matches) and no errors: only such an answer shows what does not exist.
func (e *envelope) listData() (json.RawMessage, error) {
	if e.carriesErrors() {
		return nil, e.answer.Malformed("error entries beside the data")
	}
	if k := wire.Kind(e.Data); k != "an array" {
		return nil, e.answer.Malformed("data is %s, not an array", k)
	}
	return e.Data, nil
}

// decodeList decodes the items of a well-formed list answer (see listData).
func decodeList[T any](e *envelope) ([]T, error) {
	data, err := e.listData()
	if err != nil {
		return nil, err
	}
	return decodeItems[T](e.answer, data)
}

// decodeItems decodes data, the array of a list answer a.
func decodeItems[T any](a *transport.Answer, data json.RawMessage) ([]T, error) {
	items := []T{}
	if err := json.Unmarshal(data, &items); err != nil {
		return nil, a.Malformed("%v", err)
	}
	return items, nil
}

// decodeOne decodes the entity of a single-entity answer, which the service sends as an object
// or as an array of one (a single card GET does the latter). The entity must carry an id, and
// want's when want is not "": an answer about another entity says nothing of this one.
func decodeOne[T any, P entity[T]](e *envelope, want string) (*T, error) {
	if e.carriesErrors() {
		return nil, e.answer.Malformed("error entries beside the data")
	}
	data := e.Data
	if wire.Kind(data) == "an array" {
		var items []json.RawMessage
		if err := json.Unmarshal(data, &items); err != nil {
			return nil, e.answer.Malformed("%v", err)
		}
		if len(items) != 1 {
			return nil, e.answer.Malformed("data holds %d entities, not one", len(items))
		}
		data = items[0]
	}
	if k := wire.Kind(data); k != "an object" {
		return nil, e.answer.Malformed("data is %s, not an entity", k)
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, e.answer.Malformed("%v", err)
	}
	switch id := P(&v).entityID(); {
	case id == "":
		return nil, e.answer.Malformed("the entity in data has no id")
	case want != "" && id != want:
		return nil, e.answer.Malformed("the entity in data is %s, not %s", id, want)
	}
	return &v, nil
}
