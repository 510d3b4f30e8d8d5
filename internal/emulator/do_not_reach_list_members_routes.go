package emulator

import (
	"net/http"
	"time"
)

const doNotReachListUsersPath = "/12/batch/accounts/{account_id}/do_not_reach_lists/{do_not_reach_list_id}/users"

// doNotReachListMemberRoutes is the route table of the do-not-reach member upload (endpoint 19): endpoint
// 12's body limit and a window of the same size, 1,500 a minute, of its own (the spec gives both uploads
// the limit, not one shared window), spending from the member uploads' category, not the 450 writes.
func doNotReachListMemberRoutes() []route {
	return []route{
		{method: http.MethodPost, pattern: doNotReachListUsersPath, schemes: schemeOAuth1User, write: true, category: categoryMemberUpload,
			jsonBody: true, maxBody: maxMemberUploadBody, limit: &routeLimit{requests: memberUploadLimit, window: memberUploadWindow},
			handle: (*Server).uploadDoNotReachListMembers},
	}
}

// doNotReachUploadEcho is an entry of the answer's request array: one per operation, echoing the list,
// the operation's expiry and the account, not its users, in the order of the spec's example.
type doNotReachUploadEcho struct {
	Params        doNotReachUploadEchoParams `json:"params"`
	OperationType string                     `json:"operation_type"`
}

type doNotReachUploadEchoParams struct {
	DoNotReachListID string `json:"do_not_reach_list_id"`
	ExpiresAt        string `json:"expires_at"`
	AccountID        string `json:"account_id"`
}

// uploadDoNotReachListMembers answers endpoint 19 as endpoint 12 answers, with its own rules
// (doNotReachUploadRules): the body is read whole and every operation checked before any is applied, a
// bad body refused in errors, a bad operation in operation_errors at its position (request.params then
// echoes account_id and do_not_reach_list_id, as endpoint 12's errors do), 400 either way and nothing
// applied. An unknown or deleted list is 404 NOT_FOUND, the spec's answer where it shows no code. The
// success answer is the spec's: data a one-element array of the counts, request an array of one entry
// per operation with its expires_at, the default written out when none was sent.
func (s *Server) uploadDoNotReachListMembers(c *call) (reply, *apiError) {
	id := c.pathParams["do_not_reach_list_id"]
	l := c.account.doNotReachLists[id]
	if l == nil || l.Deleted {
		return reply{}, notFound("do-not-reach list", id)
	}
	now := s.now()
	ops, opErrors, err := readMemberUpload(c.body, now, doNotReachUploadRules)
	if err != nil {
		return reply{}, err
	}
	if opErrors != nil {
		return operationErrorsReply(opErrors, map[string]any{"account_id": c.account.id, "do_not_reach_list_id": l.ID}), nil
	}

	total := applyMemberOperations(doNotReachMembersOf(c.account, l), ops)
	l.UpdatedAt = now
	echo := make([]doNotReachUploadEcho, len(ops))
	for i, op := range ops {
		opType := memberOpUpdate
		if op.remove {
			opType = memberOpDelete
		}
		echo[i] = doNotReachUploadEcho{OperationType: opType, Params: doNotReachUploadEchoParams{
			DoNotReachListID: l.ID, ExpiresAt: formatTime(time.Unix(op.expiresAt, 0)), AccountID: c.account.id}}
	}
	return reply{raw: map[string]any{"data": []memberUploadCounts{{SuccessCount: total, TotalCount: total}}, "request": echo}}, nil
}
