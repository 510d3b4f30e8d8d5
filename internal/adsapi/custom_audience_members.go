package adsapi

import (
	"context"
	"encoding/json"
	"net/http"
)

// customAudienceUsersPath adds members to, or removes them from, one custom audience.
const customAudienceUsersPath = "/12/accounts/:account_id/custom_audiences/:custom_audience_id/users"

// UploadMembers adds the members next gives to an audience of accountID, or removes them (change.Remove),
// streaming them in requests as full as the service takes (5,000,000 bytes of JSON body; one operation
// object each, far below the 2,500 allowed), one request at a time, and reports progress after each. Each
// request's success_count and total_count must both equal the members it sent; a request whose counts
// differ is sent again, as the spec says, and an upload that still fails is a *MemberUploadError saying
// what was applied. The values must be normalized and hashed already (package members): the client sends
// them as given, and neither it nor its errors ever quote them.
//
// The request is marked idempotent, so a lost answer or a 5xx is retried: the spec makes a member added
// twice, or removed when absent, harmless.
//
// POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/users
func (s *CustomAudiencesService) UploadMembers(ctx context.Context, accountID, audienceID string, change MemberChange, next MemberReader,
	progress func(UploadProgress)) (UploadProgress, error) {
	send := func(ctx context.Context, body []byte) (memberCounts, error) {
		r := s.c.adsRequest(http.MethodPost, customAudienceUsersPath, []string{accountID, audienceID}, nil, json.RawMessage(body))
		r.Idempotent = true
		env, err := s.c.do(ctx, r)
		if err != nil {
			return memberCounts{}, err
		}
		var counts memberCounts
		if err := json.Unmarshal(env.Data, &counts); err != nil {
			return memberCounts{}, env.answer.Malformed("data is not an object of success_count and total_count")
		}
		return counts, nil
	}
	return uploadMembers(ctx, operationHead(change), next, send, progress)
}
