package adsapi

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
)

// doNotReachListUsersPath adds members to, or removes them from, a do-not-reach list: under batch/, unlike
// an audience's (endpoint 19).
const doNotReachListUsersPath = "/12/batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users"

// UploadMembers adds the members next gives to a do-not-reach list of accountID, or removes them
// (change.Remove), as CustomAudiences.UploadMembers does, with the endpoint's differences: no effective_at
// (changes take effect at once: a change that names one is refused before any request), and the counts in
// a one-element data array. The spec's reading of Gap 4 takes email and phone_number members.
//
// POST /12/batch/accounts/:account_id/do_not_reach_lists/:do_not_reach_list_id/users
func (s *DoNotReachListsService) UploadMembers(ctx context.Context, accountID, listID string, change MemberChange, next MemberReader,
	progress func(UploadProgress)) (UploadProgress, error) {
	if change.EffectiveAt != "" {
		return UploadProgress{}, errors.New("a do-not-reach list takes no effective_at: its changes take effect at once")
	}
	send := func(ctx context.Context, body []byte) (memberCounts, error) {
		r := s.c.adsRequest(http.MethodPost, doNotReachListUsersPath, []string{accountID, listID}, nil, json.RawMessage(body))
		r.Idempotent = true
		env, err := s.c.do(ctx, r)
		if err != nil {
			return memberCounts{}, err
		}
		var counts []memberCounts
		if err := json.Unmarshal(env.Data, &counts); err != nil || len(counts) != 1 {
			return memberCounts{}, env.answer.Malformed("data is not an array of one object of success_count and total_count")
		}
		return counts[0], nil
	}
	return uploadMembers(ctx, operationHead(change), next, send, progress)
}
