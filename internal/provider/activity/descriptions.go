package activity

// Descriptions shared by resources and data sources.
const (
	descDeveloperAccountID = "Id of the developer account."
	descDeveloperUserID    = "The user the developer account belongs to: the authenticated user."
	descWebhookID          = "Id of the app's webhook configuration (1 to 19 digits)."
	descEventType          = "Event type the subscription delivers: one of the service's 42 types, such as `follow.follow`, `post.create`, `like.create` or `mute.mute`."
	descFilter             = "Which activities of the event type: those of `user_id`, optionally narrowed by `keyword` and `direction`."
	descFilterUserID       = "User whose activities are delivered (1 to 19 digits). For `mute.*` and `block.*` events it must be the authenticated user (checked before any request at apply)."
	descFilterKeyword      = "Keyword that narrows the activities delivered."
	descFilterDirection    = "`inbound` (activities acting on the user) or `outbound` (activities of the user). Not supported for `mute.*` and `block.*` events."
	descTag                = "Free label (1 to 200 characters) sent with every activity the subscription delivers."
	descSubscriptionID     = "Id of the activity subscription, assigned by the service."
	descActivityWebhookID  = "Webhook configuration the activities are delivered to (1 to 19 digits)."
)
