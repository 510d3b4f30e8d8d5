package creates

import (
	"fmt"
	"strings"
	"time"
)

// Everything a create tells a user is worded here, once: the engine's errors and adoptions, and the
// texts of a failed or cut-short create that the provider's diagnostics take (fw.Create), with the
// import id form of the resource (importPrefix precedes an object's id: "ACCOUNT_ID/", or "" when the
// id alone is the import id).

// Adoption is an object a create took as its own although its answer was lost: the service's list
// showed an identical object made within the create's window that no other create of this client
// claimed. The session keeps it, and the caller reports it as a warning.
type Adoption struct {
	// Kind names the kind ("card"), ID the adopted object.
	Kind, ID string
	// Holder is the spec's (Spec.Holder): set for an object without an import id of its own.
	Holder *Holder
	// Cause is the failure of the create whose answer was lost.
	Cause error
}

// Holder is, for a kind whose objects have no import id of their own, the object whose resource
// holds all of them, so that undoing an adoption as other kinds do (state rm, import elsewhere) would
// drop them all: a line item, whose targeting resource holds all of its criteria (the one such kind).
type Holder struct {
	// LineItemID is the line item; ImportID is its targeting resource's (ACCOUNT_ID/LINE_ITEM_ID).
	LineItemID, ImportID string
}

// Summary names the object, so that the warnings of several adoptions in one run are not folded
// into one by Terraform, which groups warnings of the same summary.
func (a Adoption) Summary(importPrefix string) string {
	if a.Holder != nil {
		return fmt.Sprintf("Adopted the existing %s %s of line item %s", a.Kind, a.ID, a.Holder.LineItemID)
	}
	return fmt.Sprintf("Adopted the existing %s %s", a.Kind, importPrefix+a.ID)
}

// Detail explains the adoption and how to undo it when the object was another configuration's. A
// held object's is its holder's: the resource holds all of the line item's criteria, so a criterion
// identical to one it sent, on its own line item, is the one it asked for.
func (a Adoption) Detail(importPrefix string) string {
	cause := "unknown"
	if a.Cause != nil {
		cause = a.Cause.Error()
	}
	if h := a.Holder; h != nil {
		return fmt.Sprintf("The answer to the targeting batch was lost (%s), so the provider looked for what it made and "+
			"adopted criterion %s: it is identical to one this resource sent, on line item %s, and was made within "+
			"the batch's window on the service's clock. This resource holds all of the line item's criteria "+
			"(import id %s), so there is nothing to undo. If another configuration also declares this line "+
			"item's targeting, keep it in one of them: each would remove the other's criteria.",
			cause, a.ID, h.LineItemID, h.ImportID)
	}
	return fmt.Sprintf("The answer to this create was lost (%s), so the provider looked for what it made and adopted "+
		"the %s %s: it is identical to what was sent, was made within the create's window on the service's clock, "+
		"and no other create of this run claimed it. The state now records it as this resource.\n\n"+
		"If that %s belongs to another configuration (for example another pipeline applying the same configuration "+
		"at the same time), undo the adoption: run terraform state rm on this resource's address, then import the "+
		"%s where it belongs with the import id %s (terraform import or an import block). The next apply here "+
		"creates this resource's own %s.",
		cause, a.Kind, a.ID, a.Kind, a.Kind, importPrefix+a.ID, a.Kind)
}

// AmbiguousCreateError is a create whose answer was lost when the engine cannot tell which object,
// if any, it made: several identical objects made since just before it and claimed by no other
// create may be it, or another client is creating in the same place at the same time (Others), so
// that an identical object may be that client's.
type AmbiguousCreateError struct {
	Kind string
	IDs  []string
	// Others are objects made meanwhile that no create of this client accounts for: the other
	// writer's work that rules out adopting; the first othersShown of them.
	Others []string
	// Cause is the failure of the create's last attempt.
	Cause error
}

func (e *AmbiguousCreateError) Error() string {
	return fmt.Sprintf("%v; %s", e.Cause, e.Explain(""))
}

func (e *AmbiguousCreateError) Unwrap() error { return e.Cause }

// Explain says what happened and what the user can do, naming the objects by their import ids.
func (e *AmbiguousCreateError) Explain(importPrefix string) string {
	ids := prefixed(importPrefix, e.IDs)
	if len(e.Others) > 0 {
		return fmt.Sprintf("The answer to the create was lost while another client was creating %ss in the same place "+
			"at the same time (it made %s meanwhile). The identical %s made since just before the create may be this "+
			"resource's or the other client's: %s. So that no object ends up in two states, the provider adopted none "+
			"and sent nothing more. Import the one that belongs to this configuration (terraform import with its id as "+
			"shown, or an import block), or delete the extra one; an object another pipeline manages is not this "+
			"configuration's. Two pipelines applying one configuration to one account compete for the same objects: "+
			"run one at a time.", e.Kind, prefixed(importPrefix, e.Others), e.Kind, ids)
	}
	return fmt.Sprintf("The answer to the create was lost, and %d identical %ss made since just before it may be the "+
		"one it made: %s. The provider cannot tell which is this resource's, so it adopted none and sent nothing more. "+
		"Import the one to keep (terraform import with its id as shown, or an import block) and delete the others, or "+
		"delete them all and apply again.", len(e.IDs), e.Kind, ids)
}

func prefixed(prefix string, ids []string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = prefix + id
	}
	return strings.Join(out, ", ")
}

// UntrustedAnswerError is a create's success answer that does not prove it is the object the
// create made; the create is then treated as one whose answer was lost.
type UntrustedAnswerError struct {
	Kind, ID, Problem string
	// differs is set for a complete object made within the window, claimed by no create, that is
	// not what was sent: the service did make something, so finding nothing identical does not show
	// that nothing was made, and the create is not sent again.
	differs bool
}

func (e *UntrustedAnswerError) Error() string {
	what := "an answer that names no id"
	if e.ID != "" {
		what = fmt.Sprintf("%s %s", e.Kind, e.ID)
	}
	return fmt.Sprintf("the service answered the create with %s, which %s: it is not taken as the %s this create made",
		what, e.Problem, e.Kind)
}

// CutShortSummary is the summary of the error added to a failed create that the stop's grace cut short.
const CutShortSummary = "Create cut short by the stop"

// CutShortDetail says what the stop did to a create that did not finish within grace.
func CutShortDetail(grace time.Duration) string {
	return fmt.Sprintf("Terraform asked the provider to stop while this create was under way. A create already sent "+
		"is given %s after the stop to finish (three times request_timeout, plus the waits of a lost answer's "+
		"lookup); this one did not finish in time. The error above says whether the object may exist.", grace)
}

// MayHaveBeenMade follows the detail of a failed create that the service may have acted on: the
// lookups found nothing to adopt, so the user is told what to look for (a kind's object named name)
// and how to adopt it.
func MayHaveBeenMade(kind, name, importPrefix string) string {
	return fmt.Sprintf("The service may have acted on the request, so the %s may have been created anyway, and the "+
		"provider could not find out. If a %s named %q now exists, import it (terraform import with the id %sID, or an "+
		"import block) instead of applying again, or delete it.", kind, kind, name, importPrefix)
}

// NothingMade follows the detail of a create whose request never reached the service.
const NothingMade = "Nothing was created: the request never reached the service. Apply again once the service is reachable."
