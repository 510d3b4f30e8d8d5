package emulator

import (
	"net/http"
	"time"
)

const customAudienceUsersPath = customAudiencePath + "/users"

// Endpoint 12's own window: 1,500 uploads a minute (the spec's Rate limits), per user as the other own
// windows are kept (the guide says per account). Whether uploads also spend from the 450 writes a
// minute is not shown: they do not, and when Options.NoRouteLimits lifts the own window they spend
// from a write category of their own, never the campaign-management one.
const (
	memberUploadLimit    = 1500
	memberUploadWindow   = time.Minute
	categoryMemberUpload = "audience_member_uploads"
)

// customAudienceMemberRoutes is the route table of the member upload (endpoint 12): a JSON body of up
// to 5,000,000 bytes, in a window of its own.
func customAudienceMemberRoutes() []route {
	return []route{
		{method: http.MethodPost, pattern: customAudienceUsersPath, schemes: schemeOAuth1User, write: true, category: categoryMemberUpload,
			jsonBody: true, maxBody: maxMemberUploadBody, limit: &routeLimit{requests: memberUploadLimit, window: memberUploadWindow},
			handle: (*Server).uploadCustomAudienceMembers},
	}
}

// memberUploadCounts is the data of an upload's answer: both counts are the member objects received.
type memberUploadCounts struct {
	SuccessCount int `json:"success_count"`
	TotalCount   int `json:"total_count"`
}

// uploadCustomAudienceMembers answers endpoint 12. The owner and an account granted READ_WRITE may
// upload (Gap 17); a READ_ONLY grantee is refused 403 ACTION_NOT_ALLOWED, any other account 404
// TAILORED_AUDIENCE_NOT_FOUND, as a deleted audience. The body is read whole before anything is
// applied, so that the upload is all or nothing: a body that is not an array of 1 to 2,500 operations is
// refused in errors, an operation that is not good in operation_errors at its position (null for the
// good ones), 400 either way. Operations are then applied in order, each member object as one person:
// Update adds them or merges them into the stored people any of their identifiers names, Delete
// removes every person any of them names, at once (whether Delete honours effective_at is not shown;
// its window is checked and not used). The answer counts the member objects received.
func (s *Server) uploadCustomAudienceMembers(c *call) (reply, *apiError) {
	r, err := s.reachAudience(c, false)
	if err != nil {
		return reply{}, err
	}
	if r.grant != nil && r.grant.PermissionLevel != permissionLevelReadWrite {
		return reply{}, notOwner(r.stored, "or an account granted READ_WRITE uploads its members")
	}
	now := s.now()
	ops, opErrors, err := readMemberUpload(c.body, now, audienceUploadRules)
	if err != nil {
		return reply{}, err
	}
	echo := map[string]any{"account_id": c.account.id, "custom_audience_id": r.stored.ID}
	if opErrors != nil {
		return operationErrorsReply(opErrors, echo), nil
	}

	m := s.membersOf(r.owner, r.stored)
	s.beginProcessing(m, now)
	total := applyMemberOperations(m, ops)
	r.stored.UpdatedAt = now
	settleAudience(r.stored, m, s.opts.Now())
	return reply{data: memberUploadCounts{SuccessCount: total, TotalCount: total}}, nil
}
