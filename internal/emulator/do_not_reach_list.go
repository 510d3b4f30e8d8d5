package emulator

import (
	"fmt"
	"slices"
	"time"
)

// DoNotReachList is an account's do-not-reach list (the audiences and measurement spec's 2.6): the users
// no campaign of the account may reach. An account has at most one live list; there is no PUT and no
// single GET, and DELETE is soft. Members (endpoint 19) are not kept here.
type DoNotReachList struct {
	AccountID string
	ID        string
	// Name is set by the service, always doNotReachListName.
	Name string
	// Description is nil when none was sent (null on the wire).
	Description          *string
	Targetable           bool
	ReasonsNotTargetable []string
	// ListSize is null in every example of the spec; the emulator keeps what a seed or an edit gives.
	ListSize  *int64
	CreatedAt time.Time
	UpdatedAt time.Time
	Deleted   bool
}

// doNotReachListName is the name the service gives every list (endpoint 18: "not a parameter").
const doNotReachListName = "Do Not Reach List"

// doNotReachListTable stores an account's do-not-reach lists, soft-deleted ones included. A live seed
// fails with ErrConflict while the account has a live list, which the service never allows; blank fields
// take what endpoint 18 answers.
var doNotReachListTable = table[*account, DoNotReachList]{
	noun: "do-not-reach list", parent: accountParent, newID: (*Server).newBase36ID,
	rows: func(a *account) map[string]*DoNotReachList { return a.doNotReachLists },
	fields: func(l *DoNotReachList) rowFields {
		return rowFields{id: &l.ID, parentID: &l.AccountID, createdAt: &l.CreatedAt, updatedAt: &l.UpdatedAt, deleted: &l.Deleted}
	},
	clone: DoNotReachList.clone,
	fill: func(_ *Server, a *account, l *DoNotReachList) error {
		if live := a.liveDoNotReachList(); live != nil && !l.Deleted {
			return fmt.Errorf("account %s already has do-not-reach list %s: %w", a.id, live.ID, ErrConflict)
		}
		if l.Name == "" {
			l.Name = doNotReachListName
		}
		if l.ReasonsNotTargetable == nil && !l.Targetable {
			l.ReasonsNotTargetable = slices.Clone(newAudienceReasons)
		}
		return nil
	},
}

// clone copies l with a slice and pointers of its own.
func (l DoNotReachList) clone() DoNotReachList {
	if l.Description != nil {
		l.Description = ptrTo(*l.Description)
	}
	if l.ListSize != nil {
		l.ListSize = ptrTo(*l.ListSize)
	}
	l.ReasonsNotTargetable = slices.Clone(l.ReasonsNotTargetable)
	return l
}

// liveDoNotReachList is the account's live list, nil when it has none. Callers hold s.mu.
func (a *account) liveDoNotReachList() *DoNotReachList {
	for _, l := range a.doNotReachLists {
		if !l.Deleted {
			return l
		}
	}
	return nil
}

// DoNotReachList returns a copy of a stored do-not-reach list, soft-deleted ones included (with Deleted
// set).
func (s *Server) DoNotReachList(accountID, id string) (DoNotReachList, bool) {
	return doNotReachListTable.get(s, accountID, id)
}

// DoNotReachListIDs returns the ids of an account's live do-not-reach lists: none or one.
func (s *Server) DoNotReachListIDs(accountID string) []string {
	return doNotReachListTable.ids(s, accountID)
}

// EditDoNotReachList changes a stored do-not-reach list behind the API's back (drift), what the service
// computes included. As every edit, it checks no rule of the API: a test that brings a deleted list back
// beside a live one makes a state the service never shows.
func (s *Server) EditDoNotReachList(accountID, id string, edit func(*DoNotReachList)) error {
	return doNotReachListTable.edit(s, accountID, id, edit)
}

// DeleteDoNotReachList removes a do-not-reach list out of band (a soft delete), as DELETE does.
func (s *Server) DeleteDoNotReachList(accountID, id string) error {
	return doNotReachListTable.remove(s, accountID, id)
}

// SeedDoNotReachList stores l in the account without the API's checks and returns it as stored. A live
// seed fails with ErrConflict when the account has a live list already; a blank name is the service's,
// and a list that is not Targetable with nil ReasonsNotTargetable has a new list's PROCESSING and
// TOO_SMALL.
func (s *Server) SeedDoNotReachList(accountID string, l DoNotReachList) (DoNotReachList, error) {
	return doNotReachListTable.seed(s, accountID, l)
}

// doNotReachListView is a list on the wire, in the field order of the spec's examples; its reasons are
// [] when empty, never null.
type doNotReachListView struct {
	Targetable           bool     `json:"targetable"`
	Name                 string   `json:"name"`
	Description          *string  `json:"description"`
	ID                   string   `json:"id"`
	ReasonsNotTargetable []string `json:"reasons_not_targetable"`
	CreatedAt            string   `json:"created_at"`
	ListSize             *int64   `json:"list_size"`
	UpdatedAt            string   `json:"updated_at"`
	Deleted              bool     `json:"deleted"`
}

func viewDoNotReachList(l *DoNotReachList) doNotReachListView {
	return doNotReachListView{
		Targetable:           l.Targetable,
		Name:                 l.Name,
		Description:          l.Description,
		ID:                   l.ID,
		ReasonsNotTargetable: append([]string{}, l.ReasonsNotTargetable...),
		CreatedAt:            formatTime(l.CreatedAt),
		ListSize:             l.ListSize,
		UpdatedAt:            formatTime(l.UpdatedAt),
		Deleted:              l.Deleted,
	}
}
