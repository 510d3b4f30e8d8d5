package emulator

import "net/http"

// meRoutes serves GET /2/users/me, the authenticated user. The spec does not show it; the
// real service has it, and it is how a client learns which user its user-context
// credentials stand for (an OAuth 2.0 token does not say).
func meRoutes() []route {
	return []route{{
		method: http.MethodGet, pattern: "/2/users/me",
		schemes: schemeOAuth1User | schemeOAuth2User, scopes: []string{"users.read"},
		params: []string{"user.fields"},
		handle: func(s *Server, c *call) (reply, *apiError) {
			u := s.core.users[c.userID]
			if u == nil {
				return reply{}, &apiError{status: http.StatusNotFound, code: codeResourceNotFound,
					message: "Could not find the authenticated user " + c.userID}
			}
			return reply{raw: map[string]any{"data": coreUserView(u)}}, nil
		},
	}}
}
