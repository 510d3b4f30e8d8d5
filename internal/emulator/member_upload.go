package emulator

import (
	"net/http"
	"slices"
	"time"
)

// memberUploadRules are what sets the two member uploads apart (endpoints 12 and 19), which otherwise share
// their body, limits, atomicity and operation_errors: the keys params may hold, the identifier types a
// member object may carry, and the window an operation gives its members.
type memberUploadRules struct {
	// params are the keys an operation's params may hold, users first.
	params []string
	// types are the identifier types a member object may carry, in identifierNames' order.
	types []identifierType
	// window reads an operation's times: when its members start and stop counting.
	window func(p *memberParamsJSON, now time.Time) (effective, expires time.Time, err *apiError)
}

// takes reports whether a member object may carry typ.
func (r *memberUploadRules) takes(typ identifierType) bool {
	return slices.Contains(r.types, typ)
}

// typeNames are the keys of the types a member object may carry.
func (r *memberUploadRules) typeNames() []string {
	names := make([]string, len(r.types))
	for i, t := range r.types {
		names[i] = identifierNames[t]
	}
	return names
}

// audienceUploadRules are endpoint 12's: every identifier type of 2.4, effective_at and expires_at.
var audienceUploadRules = &memberUploadRules{
	params: []string{"users", "effective_at", "expires_at"},
	types:  []identifierType{idEmail, idDeviceID, idHandle, idTwitterID, idPhoneNumber, idPartnerUserID},
	window: func(p *memberParamsJSON, now time.Time) (time.Time, time.Time, *apiError) {
		return membershipWindow(p.EffectiveAt, p.ExpiresAt, now)
	},
}

// operationErrorView is an entry of operation_errors; the spec does not show their structure
// (Gap 2), so the emulator answers an error item as the errors array writes it.
type operationErrorView struct {
	Code      string `json:"code"`
	Message   string `json:"message"`
	Parameter string `json:"parameter,omitempty"`
}

// operationErrorsReply refuses an upload one of whose operations is not good: 400 with an entry of
// operation_errors per operation, at its position (null for a good one), and echo as request.params.
func operationErrorsReply(opErrors []*apiError, echo map[string]any) reply {
	views := make([]*operationErrorView, len(opErrors))
	for i, e := range opErrors {
		if e != nil {
			views[i] = &operationErrorView{Code: e.code, Message: e.message, Parameter: e.parameter}
		}
	}
	return reply{status: http.StatusBadRequest, raw: map[string]any{"operation_errors": views, "request": map[string]any{"params": echo}}}
}

// applyMemberOperations applies checked operations to m in order, each member object as one person, and
// answers how many member objects they held: Update adds them or merges them into the stored people any
// of their identifiers names, Delete removes every person any of them names, at once.
func applyMemberOperations(m *audienceMembers, ops []memberOperation) int {
	total := 0
	for _, op := range ops {
		if op.remove {
			op.each(m.remove)
		} else {
			op.each(func(keys []memberKey) { m.update(keys, op.effectiveAt, op.expiresAt) })
		}
		total += len(op.ends)
	}
	return total
}
