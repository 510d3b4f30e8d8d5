package emulator

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"
	"unicode/utf8"
)

// maxDeveloperMetadata is the longest metadata POST /2/account takes, in characters (2.168).
const maxDeveloperMetadata = 64

// developerAccountRoutes is the route table of GET and POST /2/account: the developer-platform
// account of the authenticated user, for OAuth 2.0 user tokens only, in the shapes of the
// description (2.168).
func developerAccountRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: "/2/account",
			schemes: schemeOAuth2User, scopes: []string{"developer.read"},
			handle: (*Server).getDeveloperAccount},
		{method: http.MethodPost, pattern: "/2/account", jsonBody: true, write: true, category: "developer_account",
			schemes: schemeOAuth2User, scopes: []string{"developer.write"},
			handle: (*Server).createDeveloperAccount},
	}
}

// getDeveloperAccount answers the user's account. A user without one gets 200 with an error entry
// of the resource-not-found kind and no data, as the spec describes.
func (s *Server) getDeveloperAccount(c *call) (reply, *apiError) {
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
}

// createDeveloperAccount is idempotent: it answers data{account_id, created}, created false when
// the user already had an account, which is then left unchanged (its metadata too).
func (s *Server) createDeveloperAccount(c *call) (reply, *apiError) {
	metadata, e := parseDeveloperAccountBody(c.body)
	if e != nil {
		return reply{}, e
	}
	a := s.core.activity.developerAccounts[c.userID]
	created := a == nil
	if created {
		a = &DeveloperAccount{ID: s.newDecimalID(), UserID: c.userID, Name: s.developerAccountName(c.userID),
			Metadata: metadata, CreatedAt: s.now()}
		s.core.activity.developerAccounts[c.userID] = a
	}
	return reply{raw: map[string]any{"data": map[string]any{"account_id": a.ID, "created": created}}}, nil
}

// parseDeveloperAccountBody checks the body of POST /2/account: a JSON object whose only field is
// the optional metadata, a string of at most 64 characters.
func parseDeveloperAccountBody(body []byte) (string, *apiError) {
	var b struct {
		Metadata *string `json:"metadata"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&b); err != nil {
		return "", invalidParameter("", "the body must be a JSON object with at most metadata: %v", err)
	}
	if b.Metadata == nil {
		return "", nil
	}
	if n := utf8.RuneCountInString(*b.Metadata); n > maxDeveloperMetadata {
		e := invalidParameter("metadata", "metadata must be at most %d characters, got %d", maxDeveloperMetadata, n)
		e.value = *b.Metadata // a body member: the request's parameters do not echo it
		return "", e
	}
	return *b.Metadata, nil
}

// developerAccountName is the name of a new developer account. The description does not say
// where it comes from; the emulator names it after its user.
func (s *Server) developerAccountName(userID string) string {
	if u := s.core.users[userID]; u != nil {
		return u.Name
	}
	return "developer account " + userID
}

func developerAccountView(a *DeveloperAccount) map[string]any {
	return map[string]any{"account_id": a.ID, "name": a.Name, "created_at": a.CreatedAt.Format(time.RFC3339)}
}
