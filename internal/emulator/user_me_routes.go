package emulator

import "net/http"

// meExpansions are the expansions of GET /2/users/me and of the muting list: the description's
// (the spec shows neither endpoint's parameters).
var meExpansions = []string{"affiliation", "most_recent_post_id", "pinned_post_id"}

// meRoutes is the route table of GET /2/users/me, the authenticated user. The spec does not show
// it; the real service has it, and it is how a client learns which user its user-context
// credentials stand for (an OAuth 2.0 token does not say). Its parameters and scopes are the
// description's: user.fields (the spec's v2 list, which wins over the description's), expansions
// and post.fields; users.read and post.read (the description's tweet.read, under the spec's
// naming rule).
func meRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: "/2/users/me",
			schemes: schemeOAuth1User | schemeOAuth2User, scopes: []string{"users.read", "post.read"},
			params: []string{"user.fields", "expansions", "post.fields"},
			handle: (*Server).getMe},
	}
}

// getMe answers the authenticated user, with its pinned or most recent post in includes when
// expanded.
func (s *Server) getMe(c *call) (reply, *apiError) {
	sel, expansions, err := parseUserSelection(c, v2UserFields, v2PostFields, meExpansions, false)
	if err != nil {
		return reply{}, err
	}
	u := s.core.users[c.userID]
	if u == nil {
		return reply{}, resourceNotFound("user", "id", c.userID, "Could not find the authenticated user "+c.userID)
	}
	body := map[string]any{"data": s.userView(u, sel)}
	if inc := s.userIncludes([]*coreUser{u}, expansions, sel.postFields, false); inc != nil {
		body["includes"] = inc
	}
	return reply{raw: body}, nil
}
