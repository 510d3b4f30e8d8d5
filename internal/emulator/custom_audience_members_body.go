package emulator

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"
)

// The limits of a member upload (endpoint 12; Gap 2 reads the 2,500 as operation objects).
const (
	maxMemberOperations = 2500
	maxMemberUploadBody = 5_000_000
)

// Operation types of a member upload.
const (
	memberOpUpdate = "Update"
	memberOpDelete = "Delete"
)

// defaultMembershipMonths is how long a membership lasts when expires_at is not sent: 13 months after
// the request.
const defaultMembershipMonths = 13

// memberOperation is one operation of an upload, read and checked: the keys of its member objects, one
// after another, member i's ending at ends[i] (one slice for the operation, not one per member).
type memberOperation struct {
	remove                 bool
	effectiveAt, expiresAt int64
	keys                   []memberKey
	ends                   []int32
}

// each calls fn with the keys of each member object in turn.
func (op *memberOperation) each(fn func(keys []memberKey)) {
	start := int32(0)
	for _, end := range op.ends {
		fn(op.keys[start:end])
		start = end
	}
}

// memberOperationJSON, memberParamsJSON and memberJSON are an operation as the body carries it. Pointers
// tell a key left out from one sent empty. encoding/json matches keys regardless of case, and so does
// the upload ("EMAIL" is email).
type memberOperationJSON struct {
	OperationType *string           `json:"operation_type"`
	Params        *memberParamsJSON `json:"params"`
}

type memberParamsJSON struct {
	Users       *[]memberJSON `json:"users"`
	EffectiveAt *string       `json:"effective_at"`
	ExpiresAt   *string       `json:"expires_at"`
}

type memberJSON struct {
	Email         []string `json:"email"`
	DeviceID      []string `json:"device_id"`
	Handle        []string `json:"handle"`
	TwitterID     []string `json:"twitter_id"`
	PhoneNumber   []string `json:"phone_number"`
	PartnerUserID []string `json:"partner_user_id"`
}

// values are the member's values by identifierType.
func (m *memberJSON) values() [identifierTypes][]string {
	return [identifierTypes][]string{m.Email, m.DeviceID, m.Handle, m.TwitterID, m.PhoneNumber, m.PartnerUserID}
}

// readMemberUpload reads an upload body: a JSON array of 1 to 2,500 operations. A body that is no such
// array is refused as a whole (errRequest); an operation that is not good gets its error at its position
// in opErrors (nil for a good one), and then no operation may be applied. No error names a member's
// value: the positions say which one is at fault.
func readMemberUpload(body []byte, now time.Time, rules *memberUploadRules) (ops []memberOperation, opErrors []*apiError, errRequest *apiError) {
	ins, count, ok := decodeMemberUpload(body)
	if !ok {
		// Something does not fit the upload's shape: read the body again, operation by operation, to say
		// where.
		var raw []json.RawMessage
		if err := json.Unmarshal(body, &raw); err != nil || raw == nil {
			return nil, nil, invalidParameter("", "the request body must be a JSON array of operations")
		}
		count = len(raw)
		ins = make([]*memberOperationJSON, len(raw))
		opErrors = make([]*apiError, len(raw))
		for i, r := range raw {
			ins[i], opErrors[i] = decodeMemberOperation(r, rules)
		}
	}
	if count == 0 || count > maxMemberOperations {
		return nil, nil, invalidParameter("", "a member upload takes 1 to %d operations, got %s", maxMemberOperations, countWord(count))
	}
	if opErrors == nil {
		opErrors = make([]*apiError, len(ins))
	}
	ops = make([]memberOperation, len(ins))
	failed := false
	for i, in := range ins {
		if opErrors[i] == nil {
			ops[i], opErrors[i] = checkMemberOperation(in, now, rules)
		}
		failed = failed || opErrors[i] != nil
	}
	if !failed {
		opErrors = nil
	}
	return ops, opErrors, nil
}

// countWord is an operation count in an error: past the limit, the body is not read to its end.
func countWord(n int) string {
	if n > maxMemberOperations {
		return fmt.Sprintf("more than %d", maxMemberOperations)
	}
	return fmt.Sprint(n)
}

// decodeMemberUpload decodes the body strictly into the upload's shape, operation by operation, which is
// quick for a million members. It stops past 2,500 operations (count is then 2,501); ok is false when
// anything does not fit, for readMemberUpload to find out where.
func decodeMemberUpload(body []byte) (ins []*memberOperationJSON, count int, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return nil, 0, false
	}
	for dec.More() {
		if len(ins) == maxMemberOperations {
			return ins, maxMemberOperations + 1, true
		}
		var in *memberOperationJSON
		if err := dec.Decode(&in); err != nil || in == nil {
			return nil, 0, false
		}
		ins = append(ins, in)
	}
	if tok, err := dec.Token(); err != nil || tok != json.Delim(']') {
		return nil, 0, false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, 0, false
	}
	return ins, len(ins), true
}

// decodeMemberOperation decodes one operation strictly, or says where it does not fit the upload's shape
// (diagnoseMemberOperation).
func decodeMemberOperation(raw json.RawMessage, rules *memberUploadRules) (*memberOperationJSON, *apiError) {
	var in *memberOperationJSON
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil || in == nil {
		return nil, diagnoseMemberOperation(raw, rules)
	}
	return in, nil
}

// checkMemberOperation checks one decoded operation against the endpoint's rules and turns it into the
// keys it adds or removes.
func checkMemberOperation(in *memberOperationJSON, now time.Time, rules *memberUploadRules) (memberOperation, *apiError) {
	var op memberOperation
	switch {
	case in.OperationType == nil:
		return op, missingParameter("operation_type")
	case *in.OperationType == memberOpDelete:
		op.remove = true
	case *in.OperationType != memberOpUpdate:
		return op, invalidParameter("operation_type", "operation_type must be %s or %s", memberOpUpdate, memberOpDelete)
	}
	if in.Params == nil {
		return op, missingParameter("params")
	}
	p := in.Params
	effective, expires, err := rules.window(p, now)
	if err != nil {
		return op, err
	}
	op.effectiveAt, op.expiresAt = effective.Unix(), expires.Unix()
	if p.Users == nil {
		return op, missingParameter("users")
	}
	users := *p.Users
	if len(users) == 0 {
		return op, invalidParameter("users", "users holds no member object")
	}
	op.keys = make([]memberKey, 0, len(users))
	op.ends = make([]int32, len(users))
	for i := range users {
		if op.keys, err = appendMemberKeys(op.keys, &users[i], i, rules); err != nil {
			return op, err
		}
		op.ends[i] = int32(len(op.keys))
	}
	return op, nil
}

// membershipWindow is the window an operation gives its members: effective_at, by default the time of
// the request, until expires_at, by default 13 months after the request, which must be later.
func membershipWindow(effectiveAt, expiresAt *string, now time.Time) (effective, expires time.Time, err *apiError) {
	effective, expires = now, now.AddDate(0, defaultMembershipMonths, 0)
	if effectiveAt != nil {
		if effective, err = parseTimeParam("effective_at", *effectiveAt); err != nil {
			return effective, expires, err
		}
	}
	if expiresAt != nil {
		if expires, err = parseTimeParam("expires_at", *expiresAt); err != nil {
			return effective, expires, err
		}
	}
	if !expires.After(effective) {
		return effective, expires, invalidParameter("expires_at", "expires_at (%s) must be later than effective_at (%s); by default a membership expires 13 months after the request",
			formatTime(expires), formatTime(effective))
	}
	return effective, expires, nil
}

// appendMemberKeys appends the keys of the member object at position i of users: at least one, each a
// well-formed value of a type the endpoint takes.
func appendMemberKeys(keys []memberKey, m *memberJSON, i int, rules *memberUploadRules) ([]memberKey, *apiError) {
	before := len(keys)
	for typ, values := range m.values() {
		if len(values) > 0 && !rules.takes(identifierType(typ)) {
			where := fmt.Sprintf("users[%d].%s", i, identifierNames[typ])
			return keys, invalidParameter(where, "%s: this endpoint takes no %s; a member object carries %s", where, identifierNames[typ], describe(rules.typeNames()))
		}
		for j, v := range values {
			k, ok := keyOf(identifierType(typ), v)
			if !ok {
				return keys, badMemberValue(i, identifierType(typ), j)
			}
			keys = append(keys, k)
		}
	}
	if len(keys) == before {
		return keys, invalidParameter(fmt.Sprintf("users[%d]", i), "users[%d] carries no identifier; a member object needs at least one of %s", i, strings.Join(rules.typeNames(), ", "))
	}
	return keys, nil
}

// badMemberValue refuses the j-th value of a member's identifier by its position, never by its value.
func badMemberValue(i int, typ identifierType, j int) *apiError {
	where := fmt.Sprintf("users[%d].%s[%d]", i, identifierNames[typ], j)
	if typ == idPartnerUserID {
		return invalidParameter(where, "%s is empty", where)
	}
	return invalidParameter(where, "%s is not a SHA-256 hash: 64 hexadecimal characters are expected", where)
}

// diagnoseMemberOperation says where an operation that does not fit the upload's shape goes wrong,
// reading it loosely, level by level.
func diagnoseMemberOperation(raw json.RawMessage, rules *memberUploadRules) *apiError {
	var op map[string]json.RawMessage
	if json.Unmarshal(raw, &op) != nil || op == nil {
		return invalidParameter("", "an operation must be an object with operation_type and params")
	}
	if err := onlyKeys(op, "", "operation_type", "params"); err != nil {
		return err
	}
	var opType *string
	if json.Unmarshal(op["operation_type"], &opType) != nil {
		return invalidParameter("operation_type", "operation_type must be %s or %s", memberOpUpdate, memberOpDelete)
	}
	var params map[string]json.RawMessage
	if json.Unmarshal(op["params"], &params) != nil {
		return invalidParameter("params", "params must be an object")
	}
	if err := onlyKeys(params, "", rules.params...); err != nil {
		return err
	}
	for _, name := range rules.params {
		if name == "users" {
			continue
		}
		var s *string
		if raw, ok := params[name]; ok && json.Unmarshal(raw, &s) != nil {
			return invalidParameter(name, "%s must be an ISO 8601 time", name)
		}
	}
	var users []json.RawMessage
	if json.Unmarshal(params["users"], &users) != nil {
		return invalidParameter("users", "users must be an array of member objects")
	}
	for i, u := range users {
		if err := diagnoseMember(u, i, rules); err != nil {
			return err
		}
	}
	return invalidParameter("", "the operation does not have the shape of a member upload")
}

// diagnoseMember says what is wrong with the member object at position i of users.
func diagnoseMember(raw json.RawMessage, i int, rules *memberUploadRules) *apiError {
	var member map[string]json.RawMessage
	if json.Unmarshal(raw, &member) != nil || member == nil {
		return invalidParameter(fmt.Sprintf("users[%d]", i), "users[%d] must be an object of identifier arrays", i)
	}
	if err := onlyKeys(member, fmt.Sprintf("users[%d].", i), rules.typeNames()...); err != nil {
		return err
	}
	for key, values := range member {
		var list []string
		if json.Unmarshal(values, &list) != nil {
			where := fmt.Sprintf("users[%d].%s", i, key)
			return invalidParameter(where, "%s must be an array of strings", where)
		}
	}
	return nil
}

// onlyKeys refuses the first key of obj, in sorted order, that is not one of keys; prefix leads the
// parameter it names.
func onlyKeys(obj map[string]json.RawMessage, prefix string, keys ...string) *apiError {
	for _, k := range slices.Sorted(maps.Keys(obj)) {
		if !slices.Contains(keys, k) {
			return invalidParameter(prefix+k, "%s%s is not known here; expected %s", prefix, k, describe(keys))
		}
	}
	return nil
}
