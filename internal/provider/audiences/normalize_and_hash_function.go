package audiences

import (
	"context"
	"errors"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/function"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/members"
)

// normalizeAndHashFunction is provider::adsapi::normalize_and_hash(type, value): what a member upload
// sends for one identifier, for users' own pipelines. The rules are package members', so the function
// and an upload cannot disagree.
type normalizeAndHashFunction struct{}

var _ function.Function = normalizeAndHashFunction{}

func newNormalizeAndHashFunction() function.Function { return normalizeAndHashFunction{} }

func (normalizeAndHashFunction) Metadata(_ context.Context, _ function.MetadataRequest, resp *function.MetadataResponse) {
	resp.Name = "normalize_and_hash"
}

func (normalizeAndHashFunction) Definition(_ context.Context, _ function.DefinitionRequest, resp *function.DefinitionResponse) {
	kinds := "`" + strings.Join(members.Kinds(), "`, `") + "`"
	resp.Definition = function.Definition{
		Summary: "Normalizes and hashes a custom audience member identifier as the service expects it",
		MarkdownDescription: "Returns what a custom audience or do-not-reach list upload sends for one member " +
			"identifier: the value normalized for its type, then hashed with SHA-256, unsalted, as 64 lower-case " +
			"hexadecimal digits; a `partner_user_id` is returned as written, unhashed.\n\n" +
			"Normalization by type:\n\n" +
			"- `email`: leading and trailing white space removed, lower-cased (`support@twitter.com`); the value " +
			"must hold an `@` with text on both sides.\n" +
			"- `handle`: the leading `@` and surrounding white space removed, lower-cased (`jack`).\n" +
			"- `twitter_id`: the plain decimal integer (`143567`): digits only, leading zeros dropped.\n" +
			"- `phone_number`: the service's reference gives no rule for audiences; this function takes the " +
			"form its conversion page uses, E.164 with a leading `+` (`+11234567890`). A number in any other " +
			"form (no `+`, spaces, dashes, brackets) is refused rather than rewritten: write it in E.164 " +
			"first, country code included.\n" +
			"- `device_id`: an IDFA or a Google advertising id (8-4-4-4-12 hexadecimal digits with dashes) is " +
			"lower-cased; any other value is taken for an Android id, kept in its case, with dashes and spaces " +
			"removed (`af3802a465767e36`).\n" +
			"- `partner_user_id`: not normalized, not hashed.\n\n" +
			"White space around a value is removed for every type but `partner_user_id`. A value that is not " +
			"an identifier of its type fails the call; the error says why without repeating the value. Pass a " +
			"`sensitive` variable and Terraform does not show the value either.\n\n" +
			"Provider functions need Terraform 1.8 or later, or OpenTofu 1.7 or later.",
		Parameters: []function.Parameter{
			function.StringParameter{
				Name:                "type",
				MarkdownDescription: "The identifier type, one of " + kinds + ".",
			},
			function.StringParameter{
				Name:                "value",
				MarkdownDescription: "The identifier as written in the customer data.",
			},
		},
		Return: function.StringReturn{},
	}
}

func (normalizeAndHashFunction) Run(ctx context.Context, req function.RunRequest, resp *function.RunResponse) {
	var kind, value string
	if resp.Error = req.Arguments.Get(ctx, &kind, &value); resp.Error != nil {
		return
	}
	out, err := members.Hash(kind, value)
	switch {
	case errors.Is(err, members.ErrUnknownKind):
		resp.Error = function.NewArgumentFuncError(0, err.Error())
	case err != nil:
		// Terraform writes it as `Invalid value for "value" parameter: <text>.`; members' text says what
		// is wrong without quoting the value.
		resp.Error = function.NewArgumentFuncError(1, err.Error())
	default:
		resp.Error = resp.Result.Set(ctx, out)
	}
}
