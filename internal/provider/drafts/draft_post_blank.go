package drafts

import (
	"github.com/hashicorp/terraform-plugin-framework/diag"
	"github.com/hashicorp/terraform-plugin-framework/path"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi"
	"github.com/adsapi/terraform-provider-adsapi/internal/provider/fw"
)

// addBlankDraftError reports the service's refusal of a blank draft on text, with what to change, and
// reports whether err was one. The service's error table names the code TWEET_CANNOT_BE_BLANK, the spec's
// naming rule POST_CANNOT_BE_BLANK: either is recognised. adrules.TextOrMedia refuses a blank draft before any
// request, but the service judges blankness itself, so its refusal must still read well.
func addBlankDraftError(diags *diag.Diagnostics, summary string, err error) bool {
	if !adsapi.IsBlankDraft(err) {
		return false
	}
	diags.AddAttributeError(path.Root("text"), summary, fw.APIErrorDetail(err)+
		"\n\nThe service judged the draft post blank and changed nothing. A draft post needs text (more than "+
		"spaces), media_keys with at least one key, or both: set text or media_keys, then apply again.")
	return true
}
