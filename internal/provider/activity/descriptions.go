package activity

// Descriptions shared by resources and data sources.
const (
	descDeveloperAccountID   = "Id of the developer account: the service's `account_id`."
	descDeveloperAccountName = "Name of the developer account, as the service answers it."
	descDeveloperUserID      = "The user the developer account belongs to: the authenticated user (learnt through `GET /2/users/me` when the account is first read, since the account record does not name its user)."
	descDeveloperMetadata    = "Free text (1 to 64 characters) the service keeps with the account when this resource creates it. " +
		"The service answers an existing account unchanged, so metadata reaches only an account that did not exist yet; " +
		"no answer repeats it, and changing it later sends nothing."
	descWebhookID        = "Id of the app's webhook configuration (1 to 19 digits)."
	descEventType        = "Event type the subscription delivers: one of the service's 42 types, such as `follow.follow`, `post.create`, `like.create` or `mute.mute`."
	descFilter           = "Which activities of the event type: those of `user_id`, optionally narrowed by `keyword` and `direction`."
	descFilterUserID     = "User whose activities are delivered (1 to 19 digits). For `mute.*` and `block.*` events it must be the authenticated user (checked before any request at apply)."
	descFilterKeyword    = "Keyword (1 to 150 characters) that narrows the activities delivered."
	descFilterQualifiers = "Event-specific predicates (a map of strings) that narrow the activities further. Only chat, follow, " +
		"unfollow, like and subscriptions events take them."
	descFilterDirection   = "`inbound` (activities acting on the user) or `outbound` (activities of the user). Not supported for `mute.*` and `block.*` events."
	descTag               = "Free label (1 to 200 characters) sent with every activity the subscription delivers."
	descSubscriptionID    = "Id of the activity subscription, assigned by the service."
	descActivityWebhookID = "Webhook configuration the activities are delivered to (1 to 19 digits)."
)
