package emulator

import (
	"encoding/json"
	"net/http"
	"time"
)

// developerAccountRoutes serves GET and POST /2/account: the developer-platform account of the
// authenticated user, for OAuth 2.0 user tokens only. POST is idempotent and answers whether it
// created the account (data.created). GET of a user without an account answers 200 with an
// error entry of the resource-not-found kind and no data, as the spec describes.
func developerAccountRoutes() []route {
	return []route{
		{
			method: http.MethodGet, pattern: "/2/account",
			schemes: schemeOAuth2User, scopes: []string{"developer.read"},
			handle: func(s *Server, c *call) (reply, *apiError) {
				a := s.core.activity.developerAccounts[c.userID]
				if a == nil {
					return reply{raw: map[string]any{"errors": []any{map[string]any{
						"title":         "Not Found Error",
						"type":          problemTypeBase + codeResourceNotFound,
						"detail":        "Could not find a developer account for the user " + c.userID,
						"resource_type": "account",
						"parameter":     "user_id",
						"value":         c.userID,
					}}}}, nil
				}
				return reply{raw: map[string]any{"data": developerAccountView(a)}}, nil
			},
		},
		{
			method: http.MethodPost, pattern: "/2/account", jsonBody: true, write: true, category: "developer_account",
			schemes: schemeOAuth2User, scopes: []string{"developer.write"},
			handle: func(s *Server, c *call) (reply, *apiError) {
				// The spec shows no field of the body; any JSON object is taken.
				var body map[string]any
				if err := json.Unmarshal(c.body, &body); err != nil || body == nil {
					return reply{}, invalidParameter("", "the body must be a JSON object")
				}
				a := s.core.activity.developerAccounts[c.userID]
				created := a == nil
				if created {
					a = &DeveloperAccount{ID: s.newDecimalID(), UserID: c.userID, CreatedAt: s.now()}
					s.core.activity.developerAccounts[c.userID] = a
				}
				data := developerAccountView(a)
				data["created"] = created
				return reply{raw: map[string]any{"data": data}}, nil
			},
		},
	}
}

func developerAccountView(a *DeveloperAccount) map[string]any {
	return map[string]any{"id": a.ID, "user_id": a.UserID, "created_at": a.CreatedAt.Format(time.RFC3339)}
}
