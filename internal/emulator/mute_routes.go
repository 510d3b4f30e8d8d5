package emulator

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"time"
)

// Real windows of the mute endpoints (the service's reference): 50 writes and 15 reads per 15 minutes per
// user. The emulator keeps one window per route, so POST and DELETE have 50 each. Tests that
// refresh often lift them with SetMuteWindows.
const (
	muteReadLimit  = 15
	muteWriteLimit = 50
	muteWindow     = 15 * time.Minute
)

// mutePatterns are the patterns of the mute routes, which SetMuteWindows finds them by.
const (
	mutingPattern = "/2/users/{id}/muting"
	unmutePattern = "/2/users/{source_user_id}/muting/{target_user_id}"
)

// muteRoutes is the route table of the muting list, mute and unmute. The spec shows only their names and paths;
// the bodies and answers are the service's ({"target_user_id"}, {"data":{"muting":true|false}}), the
// parameters (expansions among them) and the scopes the description's (post.read is its
// tweet.read, under the spec's naming rule).
func muteRoutes() []route {
	return []route{
		{
			method: http.MethodGet, pattern: mutingPattern,
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: []string{"mute.read", "users.read", "post.read"},
			limit:  &routeLimit{requests: muteReadLimit, window: muteWindow},
			params: []string{"max_results", "pagination_token", "user.fields", "expansions", "post.fields"},
			handle: (*Server).listMuting,
		},
		{
			method: http.MethodPost, pattern: mutingPattern, jsonBody: true,
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: []string{"mute.write", "users.read", "post.read"},
			limit:  &routeLimit{requests: muteWriteLimit, window: muteWindow},
			handle: (*Server).muteUser,
		},
		{
			method: http.MethodDelete, pattern: unmutePattern,
			schemes: schemeOAuth2User | schemeOAuth1User, scopes: []string{"mute.write", "users.read", "post.read"},
			limit:  &routeLimit{requests: muteWriteLimit, window: muteWindow},
			handle: (*Server).unmuteUser,
		},
	}
}

// listMuting answers the users the authenticated user mutes, newest first.
func (s *Server) listMuting(c *call) (reply, *apiError) {
	return s.listRelatedUsers(c, s.core.mutes, userExpansions)
}

// muteUser makes the authenticated user mute target_user_id; muting a user already muted
// succeeds and records nothing new. The body is the description's MuteUserRequest, which takes
// no other member.
func (s *Server) muteUser(c *call) (reply, *apiError) {
	source := c.pathParams["id"]
	if aerr := requireSelf(c, "id", source); aerr != nil {
		return reply{}, aerr
	}
	var body struct {
		TargetUserID *string `json:"target_user_id"`
	}
	dec := json.NewDecoder(bytes.NewReader(c.body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&body); err != nil {
		return reply{}, invalidParameter("", "the request body is not a JSON object of target_user_id alone: %v", err)
	}
	if body.TargetUserID == nil {
		return reply{}, missingParameter("target_user_id")
	}
	target := *body.TargetUserID
	if !userIDPattern.MatchString(target) {
		return reply{}, &apiError{status: http.StatusBadRequest, code: codeInvalidRequest, parameter: "target_user_id", value: target,
			message: fmt.Sprintf("The `target_user_id` value [%s] does not match ^[0-9]{1,19}$", target)}
	}
	if target == source {
		return reply{}, &apiError{status: http.StatusBadRequest, code: codeInvalidRequest, parameter: "target_user_id", value: target,
			message: "You cannot mute yourself"}
	}
	if s.core.users[target] == nil {
		return reply{}, resourceNotFound("user", "target_user_id", target, fmt.Sprintf("Could not find user with target_user_id: [%s].", target))
	}
	if !slices.Contains(s.core.mutes[source], target) {
		s.core.mutes[source] = append(s.core.mutes[source], target)
		s.recordActivity("mute.mute", source, target, s.muteActivityPayload(source, target))
	}
	return reply{raw: map[string]any{"data": map[string]any{"muting": true}}}, nil
}

// unmuteUser makes the authenticated user stop muting the target; unmuting a user not muted
// succeeds and records nothing.
func (s *Server) unmuteUser(c *call) (reply, *apiError) {
	source, target := c.pathParams["source_user_id"], c.pathParams["target_user_id"]
	if aerr := requireSelf(c, "source_user_id", source); aerr != nil {
		return reply{}, aerr
	}
	if !userIDPattern.MatchString(target) {
		return reply{}, invalidParameter("target_user_id", "The `target_user_id` value [%s] does not match ^[0-9]{1,19}$", target)
	}
	if i := slices.Index(s.core.mutes[source], target); i >= 0 {
		s.core.mutes[source] = slices.Delete(s.core.mutes[source], i, i+1)
		s.recordActivity("mute.unmute", source, target, s.muteActivityPayload(source, target))
	}
	return reply{raw: map[string]any{"data": map[string]any{"muting": false}}}, nil
}

// muteActivityPayload carries the source and target users, as follow events do. Callers hold s.mu.
func (s *Server) muteActivityPayload(source, target string) map[string]any {
	view := func(id string) map[string]any {
		if u := s.core.users[id]; u != nil {
			return coreUserView(u)
		}
		return map[string]any{"id": id}
	}
	return map[string]any{"source": view(source), "target": view(target)}
}
