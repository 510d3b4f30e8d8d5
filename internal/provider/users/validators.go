package users

import (
	"regexp"
	"time"

	"github.com/hashicorp/terraform-plugin-framework-validators/listvalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"
)

// The selectable fields and expansions, as the spec lists them.
var (
	// labsUserFields are the user.fields of the labs lookup.
	labsUserFields = []string{"created_at", "description", "entities", "id", "location", "name", "pinned_post_id",
		"profile_image_url", "protected", "public_metrics", "url", "username", "verified", "withheld"}
	// v2UserFields are the user.fields of the v2 endpoints: the spec's list and subscriber_count, which the
	// service's description adds in 2.168.
	v2UserFields = []string{"affiliation", "confirmed_email", "connection_status", "created_at", "description",
		"entities", "id", "is_identity_verified", "location", "most_recent_post_id", "name", "parody", "pinned_post_id",
		"profile_banner_url", "profile_image_url", "protected", "public_metrics", "receives_your_dm", "subscriber_count",
		"subscription", "subscription_type", "url", "username", "verified", "verified_followers_count", "verified_type",
		"withheld"}
	// labsPostFields are the post.fields of the labs lookup.
	labsPostFields = []string{"attachments", "author_id", "created_at", "entities", "geo", "id", "in_reply_to_user_id",
		"lang", "possibly_sensitive", "referenced_posts", "source", "public_metrics", "text", "withheld"}
	// v2PostFields are the post.fields of the v2 endpoints.
	v2PostFields = []string{"article", "attachments", "author_id", "card_uri", "community_id", "context_annotations",
		"conversation_id", "created_at", "display_text_range", "edit_controls", "edit_history_post_ids", "entities", "geo",
		"id", "in_reply_to_user_id", "lang", "media_metadata", "non_public_metrics", "note_post", "organic_metrics",
		"possibly_sensitive", "promoted_metrics", "public_metrics", "referenced_posts", "reply_settings", "scopes",
		"source", "text", "withheld"}
	// lookupExpansions are the expansions of the labs lookup.
	lookupExpansions = []string{"pinned_post_id"}
)

// fieldList checks a selection of fields: at least one, each one of allowed, no repeats.
func fieldList(allowed []string) []validator.List {
	return []validator.List{
		listvalidator.SizeAtLeast(1),
		listvalidator.UniqueValues(),
		listvalidator.ValueStringsAre(stringvalidator.OneOf(allowed...)),
	}
}

// timestamp checks an RFC 3339 timestamp argument.
func timestamp() validator.String {
	return stringvalidator.RegexMatches(regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$`),
		"must be an RFC 3339 timestamp such as 2021-01-01T00:00:00Z")
}

// parseTimestamp reads a timestamp the validator accepted; zero for "".
func parseTimestamp(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	return time.Parse(time.RFC3339, s)
}
