package emulator

import (
	"fmt"
	"net/url"
	"slices"
	"time"
)

// CustomAudiencePermission shares one custom audience of an account with another ads account (the
// audiences and measurement spec's 2.2). It cannot be changed, only revoked (a soft delete); a revoked
// permission is never listed again, since the list takes no with_deleted (Gap 9).
type CustomAudiencePermission struct {
	// AccountID is the account that owns the audience and holds the permission.
	AccountID        string
	ID               string
	CustomAudienceID string
	// GrantedAccountID is the ads account that receives access.
	GrantedAccountID string
	// PermissionLevel is READ_ONLY (the receiving account may target the audience) or READ_WRITE (it may
	// also rename it), the reading of Gap 17.
	PermissionLevel string
	CreatedAt       time.Time
	UpdatedAt       time.Time
	Deleted         bool
}

// The values of permission_level (2.2); permissionLevelReadWrite, an owner's level, is custom_audience.go's.
const permissionLevelReadOnly = "READ_ONLY"

var permissionLevels = []string{permissionLevelReadOnly, permissionLevelReadWrite}

// featureShareOutsideBusiness is the account feature that lets an owner share its audiences with the
// accounts of another business (endpoint 14).
const featureShareOutsideBusiness = "SHARE_AUDIENCE_OUTSIDE_BUSINESS"

// customAudiencePermissionTable stores the permissions on the owning account, beside its audiences,
// keyed by their own id with the audience's id as a field, rather than in a table under each audience:
// the hooks and the DELETE name a permission by account and id, and the receiving account's SHARED list
// looks through the owners' permissions by granted account, which a map per account serves as plainly
// as a map per audience would, without a parent kind of two ids. A seed names an audience the account
// holds (deleted or not) and an account the emulator holds; a blank level is READ_ONLY, the narrower one.
var customAudiencePermissionTable = table[*account, CustomAudiencePermission]{
	noun: "custom audience permission", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*CustomAudiencePermission { return a.audiencePermissions },
	fields: func(p *CustomAudiencePermission) rowFields {
		return rowFields{id: &p.ID, parentID: &p.AccountID, createdAt: &p.CreatedAt, updatedAt: &p.UpdatedAt, deleted: &p.Deleted}
	},
	check: func(s *Server, a *account, p *CustomAudiencePermission) error {
		if a.customAudiences[p.CustomAudienceID] == nil {
			return fmt.Errorf("custom audience %q of account %s: %w", p.CustomAudienceID, a.id, ErrNotFound)
		}
		if s.accounts[p.GrantedAccountID] == nil {
			return fmt.Errorf("granted account %q: %w", p.GrantedAccountID, ErrNotFound)
		}
		return nil
	},
	fill: func(_ *Server, _ *account, p *CustomAudiencePermission) error {
		if p.PermissionLevel == "" {
			p.PermissionLevel = permissionLevelReadOnly
		}
		return nil
	},
}

// CustomAudiencePermission returns a copy of a stored permission of the account's audiences, revoked
// ones included (with Deleted set).
func (s *Server) CustomAudiencePermission(accountID, id string) (CustomAudiencePermission, bool) {
	return customAudiencePermissionTable.get(s, accountID, id)
}

// CustomAudiencePermissionIDs returns the ids of the live permissions of one of the account's audiences,
// oldest first, as its list answers them.
func (s *Server) CustomAudiencePermissionIDs(accountID, audienceID string) []string {
	var ids []string
	for _, p := range customAudiencePermissionTable.live(s, accountID, func(p *CustomAudiencePermission) bool {
		return p.CustomAudienceID == audienceID
	}) {
		ids = append(ids, p.ID)
	}
	return ids
}

// DeleteCustomAudiencePermission revokes a permission out of band (a soft delete), as DELETE does.
func (s *Server) DeleteCustomAudiencePermission(accountID, id string) error {
	return customAudiencePermissionTable.remove(s, accountID, id)
}

// SeedCustomAudiencePermission stores p on the account without the API's checks but its audience and
// granted account (a second grant to one account, or a grant to the owner, is stored as given), and
// returns it as stored. A blank PermissionLevel is READ_ONLY.
func (s *Server) SeedCustomAudiencePermission(accountID string, p CustomAudiencePermission) (CustomAudiencePermission, error) {
	return customAudiencePermissionTable.seed(s, accountID, p)
}

// liveGrant is the live permission of the audience audienceID of a to grantee, nil when there is none.
// Callers hold s.mu.
func (a *account) liveGrant(audienceID, grantee string) *CustomAudiencePermission {
	for _, p := range a.audiencePermissions {
		if !p.Deleted && p.CustomAudienceID == audienceID && p.GrantedAccountID == grantee {
			return p
		}
	}
	return nil
}

// grantOf is the account that owns audience id and its live permission to grantee; nil, nil when no
// account shares the audience with grantee. Callers hold s.mu.
func (s *Server) grantOf(grantee, id string) (*account, *CustomAudiencePermission) {
	for _, owner := range s.accounts {
		if owner.customAudiences[id] == nil {
			continue
		}
		if p := owner.liveGrant(id, grantee); p != nil {
			return owner, p
		}
	}
	return nil, nil
}

// sharedAudiences are the audiences other accounts share with grantee, each as asShared gives it.
// Callers hold s.mu.
func (s *Server) sharedAudiences(grantee string) []*CustomAudience {
	var out []*CustomAudience
	for _, owner := range s.accounts {
		for _, p := range owner.audiencePermissions {
			if a := owner.customAudiences[p.CustomAudienceID]; a != nil && !p.Deleted && p.GrantedAccountID == grantee {
				out = append(out, asShared(a, p))
			}
		}
	}
	return out
}

// asShared is a copy of the owner's audience a as the account p grants it to reads it: its
// permission_level is the level granted (the spec's 2.8, Sharing); the owner is still a's account.
func asShared(a *CustomAudience, p *CustomAudiencePermission) *CustomAudience {
	shared := a.clone()
	shared.PermissionLevel = p.PermissionLevel
	return &shared
}

// customAudiencePermissionSortable are the attributes sort_by takes on the permission list. The spec
// shows none ("most returned fields other than ids and enumerations"): the emulator takes the times;
// deleted is left out, since the list shows only live permissions.
var customAudiencePermissionSortable = []string{"created_at", "updated_at"}

// checkPermissionCreate applies the rules of endpoint 14's parameters: both are required, in the order
// the spec lists them, and the level is one of two (INVALID_PARAMETER, the spec's code for a value
// outside its list). What the granted account must be is the route's to check.
func checkPermissionCreate(params url.Values) *apiError {
	if err := missingParam(params, "granted_account_id", "permission_level"); err != nil {
		return err
	}
	if level := params.Get("permission_level"); !slices.Contains(permissionLevels, level) {
		return invalidParameter("permission_level", "permission_level must be %s or %s, got %q", permissionLevelReadOnly, permissionLevelReadWrite, level)
	}
	return nil
}

// customAudiencePermissionView is a permission on the wire, in the field order of the spec's examples.
type customAudiencePermissionView struct {
	CustomAudienceID string `json:"custom_audience_id"`
	PermissionLevel  string `json:"permission_level"`
	ID               string `json:"id"`
	CreatedAt        string `json:"created_at"`
	GrantedAccountID string `json:"granted_account_id"`
	UpdatedAt        string `json:"updated_at"`
	Deleted          bool   `json:"deleted"`
}

func viewCustomAudiencePermission(p *CustomAudiencePermission) customAudiencePermissionView {
	return customAudiencePermissionView{
		CustomAudienceID: p.CustomAudienceID,
		PermissionLevel:  p.PermissionLevel,
		ID:               p.ID,
		CreatedAt:        formatTime(p.CreatedAt),
		GrantedAccountID: p.GrantedAccountID,
		UpdatedAt:        formatTime(p.UpdatedAt),
		Deleted:          p.Deleted,
	}
}
