package emulator

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
	"time"
)

// PrerollCallToAction is the button and destination of one PREROLL_VIEWS line item's in-stream video
// ad (the audiences and measurement spec's 4.4).
type PrerollCallToAction struct {
	AccountID  string
	ID         string
	LineItemID string
	// CallToAction is the button's text, one of prerollCallToActions.
	CallToAction    string
	CallToActionURL string
	CreatedAt       time.Time
	UpdatedAt       time.Time
	Deleted         bool
}

// objectivePrerollViews is the one objective whose line items take a pre-roll call to action.
const objectivePrerollViews = "PREROLL_VIEWS"

// prerollCallToActionTable stores an account's pre-roll calls to action, soft-deleted ones included. A
// seed names a line item the account holds (deleted or not, of any objective), as the tracking tag's
// does: the objective and the one-per-line-item rule are the API's, which a seed skips.
var prerollCallToActionTable = table[*account, PrerollCallToAction]{
	noun: "pre-roll call to action", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*PrerollCallToAction { return a.prerollCallToActions },
	fields: func(p *PrerollCallToAction) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt, deleted: &p.Deleted}
	},
	check: func(_ *Server, a *account, p *PrerollCallToAction) error {
		if a.lineItems[p.LineItemID] == nil {
			return fmt.Errorf("line item %q of account %s: %w", p.LineItemID, a.id, ErrNotFound)
		}
		return nil
	},
}

// PrerollCallToAction returns a copy of a stored pre-roll call to action, soft-deleted ones included
// (with Deleted set).
func (s *Server) PrerollCallToAction(accountID, id string) (PrerollCallToAction, bool) {
	return prerollCallToActionTable.get(s, accountID, id)
}

// PrerollCallToActionIDs returns the ids of an account's live pre-roll calls to action.
func (s *Server) PrerollCallToActionIDs(accountID string) []string {
	return prerollCallToActionTable.ids(s, accountID)
}

// EditPrerollCallToAction changes a stored pre-roll call to action behind the API's back (drift).
func (s *Server) EditPrerollCallToAction(accountID, id string, edit func(*PrerollCallToAction)) error {
	return prerollCallToActionTable.edit(s, accountID, id, edit)
}

// DeletePrerollCallToAction removes a pre-roll call to action out of band (a soft delete), as DELETE
// does.
func (s *Server) DeletePrerollCallToAction(accountID, id string) error {
	return prerollCallToActionTable.remove(s, accountID, id)
}

// SeedPrerollCallToAction stores p in the account without the API's checks but its line item, and
// returns it as stored.
func (s *Server) SeedPrerollCallToAction(accountID string, p PrerollCallToAction) (PrerollCallToAction, error) {
	return prerollCallToActionTable.seed(s, accountID, p)
}

// prerollCallToActions are the values of call_to_action (the spec's 4.4).
var prerollCallToActions = []string{"GO_TO", "SEE_MORE", "SHOP", "VISIT_SITE", "WATCH_NOW"}

// prerollCallToActionSortable are the attributes sort_by takes on the list. The spec shows none; as for
// tracking tags, the emulator takes the times, the deleted flag and the two fields a PUT changes.
var prerollCallToActionSortable = []string{"created_at", "updated_at", "deleted", "call_to_action", "call_to_action_url"}

// checkPrerollCallToActionCreate applies the rules of a create's parameters (endpoint 40): the three are
// required, in the order the spec lists them, and call_to_action is one of five. The URL's rules are not
// shown: any value is kept as sent.
func checkPrerollCallToActionCreate(params url.Values) *apiError {
	if err := missingParam(params, "line_item_id", "call_to_action", "call_to_action_url"); err != nil {
		return err
	}
	return checkCallToAction(params.Get("call_to_action"))
}

// checkPrerollCallToActionUpdate applies the rules of an update (endpoint 41): each parameter is
// optional, and one that is sent holds what a create would take, so that a PUT cannot empty the URL a
// create requires. A PUT naming neither is accepted: the spec lists no required parameter. The router
// refuses any other parameter, line_item_id included, which the spec says cannot be changed.
func checkPrerollCallToActionUpdate(params url.Values) *apiError {
	if params.Has("call_to_action") {
		if err := checkCallToAction(params.Get("call_to_action")); err != nil {
			return err
		}
	}
	if params.Has("call_to_action_url") && strings.TrimSpace(params.Get("call_to_action_url")) == "" {
		return invalidParameter("call_to_action_url", "call_to_action_url must not be empty")
	}
	return nil
}

func checkCallToAction(v string) *apiError {
	if !slices.Contains(prerollCallToActions, v) {
		return invalidParameter("call_to_action", "call_to_action must be one of %s, got %q", strings.Join(prerollCallToActions, ", "), v)
	}
	return nil
}

// prerollCallToActionView is a pre-roll call to action on the wire, in the field order of the spec's
// examples.
type prerollCallToActionView struct {
	LineItemID      string `json:"line_item_id"`
	CallToActionURL string `json:"call_to_action_url"`
	CallToAction    string `json:"call_to_action"`
	ID              string `json:"id"`
	CreatedAt       string `json:"created_at"`
	UpdatedAt       string `json:"updated_at"`
	Deleted         bool   `json:"deleted"`
}

func viewPrerollCallToAction(p *PrerollCallToAction) prerollCallToActionView {
	return prerollCallToActionView{
		LineItemID:      p.LineItemID,
		CallToActionURL: p.CallToActionURL,
		CallToAction:    p.CallToAction,
		ID:              p.ID,
		CreatedAt:       formatTime(p.CreatedAt),
		UpdatedAt:       formatTime(p.UpdatedAt),
		Deleted:         p.Deleted,
	}
}
