package users

import (
	"context"
	"regexp"

	"github.com/hashicorp/terraform-plugin-framework-validators/datasourcevalidator"
	"github.com/hashicorp/terraform-plugin-framework-validators/stringvalidator"
	"github.com/hashicorp/terraform-plugin-framework/datasource"
	"github.com/hashicorp/terraform-plugin-framework/datasource/schema"
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"
	"github.com/hashicorp/terraform-plugin-framework/schema/validator"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// usernamePattern is a handle as the lookups take it (the spec's pattern): without the @.
var usernamePattern = regexp.MustCompile(`^[A-Za-z0-9_]{1,15}$`)

// oneUserFields are what adsapi_user asks of the service: every user field its attributes show, and
// the two expansions that put the pinned and the most recent post's ids on the user (2.167 offers
// them as expansions only).
var oneUserFields = adsapi.FieldOptions{
	UserFields: []string{"created_at", "description", "entities", "location", "profile_image_url", "protected",
		"public_metrics", "subscriber_count", "url", "verified", "verified_type", "withheld"},
	Expansions: []string{"pinned_post_id", "most_recent_post_id"},
}

func newUserDataSource() datasource.DataSource {
	attrs := userObject().Attributes
	attrs["id"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: "Id of the user to read, 1 to 19 digits. Exactly one of `id` and `username` is set.",
		Validators:          []validator.String{fw.NumericID("user")},
	}
	attrs["username"] = schema.StringAttribute{
		Optional: true, Computed: true,
		MarkdownDescription: "Handle of the user to read, without the @ (1 to 15 letters, digits or underscores), " +
			"matched without regard to case; the state holds it as the service writes it. Exactly one of `id` and " +
			"`username` is set.",
		Validators: []validator.String{stringvalidator.RegexMatches(usernamePattern,
			"must be a handle of 1 to 15 letters, digits or underscores, without the @")},
	}
	return &fw.ItemDataSource[userModel, adsapi.User]{
		TypeName: "_user",
		Description: "Reads one user by `id` (`GET /2/users/:id`) or by `username` (`GET /2/users/by/username/:username`), " +
			"with every field its attributes show. Where the spec leaves the lookups' field and expansion names open, the " +
			"provider takes those of the service's description 2.167: `pinned_post_id` and `most_recent_post_id` are no " +
			"user fields there but expansions, which this data source asks for to fill them. Takes an OAuth 2.0 user token (scopes `users.read` and `post.read`), " +
			"OAuth 1.0a user context or the app-only `bearer_token`, preferring user context, whose window is the larger " +
			"(900 requests per 15 minutes per user, 300 per app). A user the service cannot return (unknown, suspended " +
			"or deleted) fails the read with the service's code and message.",
		Attributes: attrs,
		Validators: []datasource.ConfigValidator{
			datasourcevalidator.ExactlyOneOf(path.MatchRoot("id"), path.MatchRoot("username")),
		},
		What: "user",
		Get: func(ctx context.Context, client *adsapi.Client, _ string, cfg *userModel) (*adsapi.User, error) {
			var got *adsapi.OneUser
			var err error
			if !cfg.ID.IsNull() {
				got, err = client.Users.ByID(ctx, cfg.ID.ValueString(), oneUserFields)
			} else {
				got, err = client.Users.ByUsername(ctx, cfg.Username.ValueString(), oneUserFields)
			}
			if err != nil {
				return nil, err
			}
			return &got.User, nil
		},
		State: func(_ context.Context, _ string, cfg *userModel, u *adsapi.User, _ *diag.Diagnostics) {
			*cfg = userFromAPI(u)
		},
	}
}
