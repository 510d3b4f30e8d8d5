package users

// Descriptions shared by the family's schemas.
const (
	descUserFields = "Optional user fields to ask for (`user.fields`); the service always returns `id`, `name` and " +
		"`username`, and the others only when asked for. Attributes not asked for are null. One of: "
	descPostFields = "Optional post fields to ask for (`post.fields`); `id` and `text` always come. Attributes not " +
		"asked for are null. One of: "
	descLimit             = "Stop after this many items. The list is read with the largest page the service allows."
	descAuthenticatedUser = "Defaults to the authenticated user (the user of `oauth2_access_token`, else of the " +
		"OAuth 1.0a access token), which the service requires."
)
