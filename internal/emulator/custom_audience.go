package emulator

import (
	"net/url"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// CustomAudience is one audience an ads account owns (the audiences and measurement spec's 2.1). Its
// owner is the account that holds it; the accounts it is shared with (CustomAudiencePermission) read it
// with the level granted as its PermissionLevel.
type CustomAudience struct {
	AccountID string
	ID        string
	Name      string
	// Description is nil when none was sent or it was cleared (null on the wire).
	Description *string
	// AudienceType is CRM for an audience endpoint 8 makes; a seed may give WEB or FLEXIBLE.
	AudienceType string
	Targetable   bool
	// TargetableTypes are the include/exclude pair of the audience's type (CRM and EXCLUDED_CRM).
	TargetableTypes      []string
	ReasonsNotTargetable []string
	// AudienceSize is nil while the audience is processing or too small (null on the wire).
	AudienceSize    *int64
	PermissionLevel string
	PartnerSource   string
	CreatedAt       time.Time
	UpdatedAt       time.Time
	Deleted         bool
}

// What endpoint 8 says a new audience is: an empty CRM audience, not targetable while it is processed
// and too small, with the owner's full access. It keeps that until its first member upload (endpoint
// 12), whose processing then sets it (custom_audience_processing.go).
const (
	audienceTypeCRM          = "CRM"
	permissionLevelReadWrite = "READ_WRITE"
	partnerSourceOther       = "OTHER"
)

// newAudienceReasons are the reasons_not_targetable of a new audience (endpoint 8).
var newAudienceReasons = []string{"PROCESSING", "TOO_SMALL"}

// customAudienceTable stores an account's custom audiences, soft-deleted ones included. A seed takes
// the service's values for what it leaves blank (fill), so that a test names only what it is about.
var customAudienceTable = table[*account, CustomAudience]{
	noun: "custom audience", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*CustomAudience { return a.customAudiences },
	fields: func(c *CustomAudience) rowFields {
		return rowFields{id: &c.ID, parentID: &c.AccountID, createdAt: &c.CreatedAt, updatedAt: &c.UpdatedAt, deleted: &c.Deleted}
	},
	clone: CustomAudience.clone, settle: (*Server).settleAudiences,
	fill: func(_ *Server, _ *account, c *CustomAudience) error {
		if c.AudienceType == "" {
			c.AudienceType = audienceTypeCRM
		}
		if c.TargetableTypes == nil {
			c.TargetableTypes = []string{c.AudienceType, "EXCLUDED_" + c.AudienceType}
		}
		// nil takes the reasons a targetable audience or a new one has; an empty, non-nil list keeps none,
		// as the spec's endpoint 7 example shows an audience not targetable for no reason given.
		if c.ReasonsNotTargetable == nil && !c.Targetable {
			c.ReasonsNotTargetable = slices.Clone(newAudienceReasons)
		}
		if c.PermissionLevel == "" {
			c.PermissionLevel = permissionLevelReadWrite
		}
		if c.PartnerSource == "" {
			c.PartnerSource = partnerSourceOther
		}
		return nil
	},
}

// clone copies c with slices and pointers of its own, so that neither copy changes the other.
func (c CustomAudience) clone() CustomAudience {
	if c.Description != nil {
		c.Description = ptrTo(*c.Description)
	}
	if c.AudienceSize != nil {
		c.AudienceSize = ptrTo(*c.AudienceSize)
	}
	c.TargetableTypes = slices.Clone(c.TargetableTypes)
	c.ReasonsNotTargetable = slices.Clone(c.ReasonsNotTargetable)
	return c
}

// CustomAudience returns a copy of a stored custom audience, soft-deleted ones included (with Deleted
// set).
func (s *Server) CustomAudience(accountID, id string) (CustomAudience, bool) {
	return customAudienceTable.get(s, accountID, id)
}

// CustomAudienceIDs returns the ids of an account's live custom audiences.
func (s *Server) CustomAudienceIDs(accountID string) []string {
	return customAudienceTable.ids(s, accountID)
}

// EditCustomAudience changes a stored custom audience behind the API's back (drift), the size and
// targetability the service computes included.
func (s *Server) EditCustomAudience(accountID, id string, edit func(*CustomAudience)) error {
	return customAudienceTable.edit(s, accountID, id, edit)
}

// DeleteCustomAudience removes a custom audience out of band (a soft delete), as DELETE does.
func (s *Server) DeleteCustomAudience(accountID, id string) error {
	return customAudienceTable.remove(s, accountID, id)
}

// SeedCustomAudience stores c in the account without the API's checks (its name need not be unique)
// and returns it as stored. Blank fields take the service's values: type CRM, the type's targetable
// pair, READ_WRITE, OTHER, and, when c is not Targetable and ReasonsNotTargetable is nil, a new
// audience's PROCESSING and TOO_SMALL. A test sets Targetable and AudienceSize for a processed one.
func (s *Server) SeedCustomAudience(accountID string, c CustomAudience) (CustomAudience, error) {
	return customAudienceTable.seed(s, accountID, c)
}

// customAudienceSortable are the attributes sort_by takes on the list. The spec shows none for
// audiences ("most returned fields other than ids and enumerations"): the emulator takes the times, the
// deleted flag, the name and the size.
var customAudienceSortable = []string{"created_at", "updated_at", "deleted", "name", "audience_size"}

// maxCustomAudienceQChars bounds q on the audience list, which the spec bounds at 1 to 255 characters.
const maxCustomAudienceQChars = 255

// Values of permission_scope (endpoint 6); OWNER is the default.
const (
	permissionScopeOwner  = "OWNER"
	permissionScopeShared = "SHARED"
)

// customAudienceListFilter is what endpoint 6 filters by besides the common list parameters.
type customAudienceListFilter struct {
	ids    []string
	shared bool
	// q is the lower-cased name prefix, "" for none.
	q string
}

// parseCustomAudienceList reads the filters of endpoint 6: custom_audience_ids (up to 200),
// permission_scope OWNER or SHARED, and q, 1 to 255 characters when sent (an empty q is refused).
func parseCustomAudienceList(params url.Values) (customAudienceListFilter, *apiError) {
	var f customAudienceListFilter
	var err *apiError
	if f.ids, err = parseList(params, "custom_audience_ids"); err != nil {
		return f, err
	}
	switch scope := params.Get("permission_scope"); {
	case !params.Has("permission_scope"), scope == permissionScopeOwner:
	case scope == permissionScopeShared:
		f.shared = true
	default:
		return f, invalidParameter("permission_scope", "permission_scope must be %s or %s, got %q", permissionScopeOwner, permissionScopeShared, scope)
	}
	if params.Has("q") {
		q := params.Get("q")
		if n := utf8.RuneCountInString(q); n < 1 || n > maxCustomAudienceQChars {
			return f, invalidParameter("q", "q must be 1 to %d characters, got %d", maxCustomAudienceQChars, n)
		}
		f.q = strings.ToLower(q)
	}
	return f, nil
}

// checkCustomAudienceUpdate applies the rules of a PUT's parameters (endpoint 9): name, when sent, is
// not empty, since a create requires one; description may be empty, which clears it.
func checkCustomAudienceUpdate(params url.Values) *apiError {
	if params.Has("name") && strings.TrimSpace(params.Get("name")) == "" {
		return invalidParameter("name", "name must not be empty")
	}
	return nil
}

// nameTaken is the account's live audience named name other than except ("" when none): the spec
// requires unique names, and the emulator compares them exactly, case included. A deleted audience's
// name may be used again (not shown).
func nameTaken(a *account, name, except string) string {
	for _, c := range a.customAudiences {
		if !c.Deleted && c.Name == name && c.ID != except {
			return c.ID
		}
	}
	return ""
}

// takenName is the refusal of a name another live audience of the account holds (the spec: the request
// fails, code not shown), naming that audience so the caller can find or import it.
func takenName(name, holder string) *apiError {
	return invalidParameter("name", "name %q is already used by custom audience %s; custom audience names are unique in an account", name, holder)
}

// customAudienceView is a custom audience on the wire, in the field order of the spec's examples; its
// lists are [] when empty, never null. owner_account_id is left out, and is_owner given, in a PUT's
// answer (endpoint 9's example; reachedAudience.updatedView).
type customAudienceView struct {
	Targetable           bool     `json:"targetable"`
	Name                 string   `json:"name"`
	TargetableTypes      []string `json:"targetable_types"`
	AudienceType         string   `json:"audience_type"`
	Description          *string  `json:"description"`
	PermissionLevel      string   `json:"permission_level"`
	OwnerAccountID       string   `json:"owner_account_id,omitempty"`
	IsOwner              *bool    `json:"is_owner,omitempty"`
	ID                   string   `json:"id"`
	ReasonsNotTargetable []string `json:"reasons_not_targetable"`
	CreatedAt            string   `json:"created_at"`
	UpdatedAt            string   `json:"updated_at"`
	PartnerSource        string   `json:"partner_source"`
	Deleted              bool     `json:"deleted"`
	AudienceSize         *int64   `json:"audience_size"`
}

func viewCustomAudience(c *CustomAudience) customAudienceView {
	return customAudienceView{
		Targetable:      c.Targetable,
		Name:            c.Name,
		TargetableTypes: append([]string{}, c.TargetableTypes...),
		AudienceType:    c.AudienceType,
		Description:     c.Description,
		PermissionLevel: c.PermissionLevel,
		// The holding account owns the audience, whoever reads it.
		OwnerAccountID:       c.AccountID,
		ID:                   c.ID,
		ReasonsNotTargetable: append([]string{}, c.ReasonsNotTargetable...),
		CreatedAt:            formatTime(c.CreatedAt),
		UpdatedAt:            formatTime(c.UpdatedAt),
		PartnerSource:        c.PartnerSource,
		Deleted:              c.Deleted,
		AudienceSize:         c.AudienceSize,
	}
}
