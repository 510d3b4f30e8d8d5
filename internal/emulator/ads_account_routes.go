package emulator

import "net/http"

const (
	adsAccountsPath = "/12/accounts"
	adsAccountPath  = adsAccountsPath + "/{account_id}"
)

// adsAccountSortable are the attributes sort_by takes on the accounts list (the spec's sorting
// page).
var adsAccountSortable = []string{"created_at", "updated_at", "deleted", "name"}

// adsAccountRoutes is the route table of ads accounts: read-only here (accounts are created,
// renamed and deleted through operations the spec does not cover). The list is a global read
// with a window of its own; the single GET is an account read.
func adsAccountRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: adsAccountsPath, schemes: schemeOAuth1User, limit: globalReadLimit,
			params:     []string{"account_ids", "count", "cursor", "q", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"account_ids", "sort_by"}, handle: (*Server).listAdsAccounts},
		{method: http.MethodGet, pattern: adsAccountPath, schemes: schemeOAuth1User,
			params: []string{"with_deleted"}, handle: (*Server).getAdsAccount},
	}
}

// listAdsAccounts answers the accounts the caller owns, the only ones the emulator lets a user
// reach.
func (s *Server) listAdsAccounts(c *call) (reply, *apiError) {
	ids, err := parseIDs(c.params, "account_ids", false)
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, adsAccountSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*account
	for _, a := range s.accounts {
		if a.ownerID != c.userID || !inFilter(ids, a.id) || !l.named(a.profile.Name) || (a.profile.Deleted && !l.withDeleted) {
			continue
		}
		found = append(found, a)
	}
	return page(l, found, adsAccountSortKeys, func(a *account) adsAccountView { return viewAdsAccount(a, false) }), nil
}

func adsAccountSortKeys(a *account) sortKeys {
	p := a.profile
	return sortKeys{id: a.id, keys: map[string]string{
		"created_at": timeKey(p.CreatedAt), "updated_at": timeKey(p.UpdatedAt),
		"deleted": boolKey(p.Deleted), "name": p.Name,
	}}
}

// getAdsAccount answers the account of the path, which dispatch has found among the caller's.
// A deleted account is answered only with with_deleted, as every other soft-deleted entity.
func (s *Server) getAdsAccount(c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	if c.account.profile.Deleted && !withDeleted {
		return reply{}, &apiError{status: http.StatusNotFound, code: codeNotFound,
			message: "account " + c.account.id + " is deleted"}
	}
	return reply{data: viewAdsAccount(c.account, true)}, nil
}
