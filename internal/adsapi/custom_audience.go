package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/transport"
)

// CustomAudiencesService manages an account's custom audiences, the lists of users line items target
// (/12/accounts/:account_id/custom_audiences). Deletion is soft: a deleted audience stays readable with
// Deleted true, which a caller reading it takes for gone.
type CustomAudiencesService struct {
	c *Client

	readsOnce sync.Once
	reads     *batcher[CustomAudience] // Get's batched reads
}

// CustomAudience is one audience as the account reads it. An audience made through this API is an empty
// CRM one until members are uploaded; Targetable, ReasonsNotTargetable and AudienceSize are the service's
// to compute (AudienceSize nil while it is processing or too small). Recorded answers of older versions
// carry list_type and data_type, which are ignored, and may lack owner_account_id.
type CustomAudience struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	// Description is nil when none was sent or it was cleared (null on the wire).
	Description *string `json:"description"`
	// AudienceType is CRM for an audience Create makes; WEB and FLEXIBLE are others the service shows.
	AudienceType string `json:"audience_type"`
	// PermissionLevel is the account's access: READ_WRITE for the owner, READ_ONLY or READ_WRITE when
	// shared with it.
	PermissionLevel string `json:"permission_level"`
	// OwnerAccountID is the owning account, "" when an answer names none (see customAudienceAnswer).
	OwnerAccountID       string   `json:"owner_account_id"`
	PartnerSource        string   `json:"partner_source"`
	Targetable           bool     `json:"targetable"`
	TargetableTypes      []string `json:"targetable_types"`
	ReasonsNotTargetable []string `json:"reasons_not_targetable"`
	AudienceSize         *int64   `json:"audience_size"`
	CreatedAt            string   `json:"created_at"`
	UpdatedAt            string   `json:"updated_at"`
	Deleted              bool     `json:"deleted"`
}

// customAudienceAnswer is an audience as an answer carries it. The PUT's answer names the owner by
// is_owner instead of owner_account_id (the spec's Gap 3: both are optional, and no answer of the spec
// carries both). The reading taken here: is_owner true says the account the request was for owns the
// audience, so an answer that says so without owner_account_id is read as owned by that account, and
// every method answers OwnerAccountID alike whichever endpoint answered.
type customAudienceAnswer struct {
	CustomAudience
	IsOwner bool `json:"is_owner"`
}

// forAccount is the audience of an answer to a request for accountID.
func (a *customAudienceAnswer) forAccount(accountID string) *CustomAudience {
	out := a.CustomAudience
	if a.IsOwner && out.OwnerAccountID == "" {
		out.OwnerAccountID = accountID
	}
	return &out
}

// CustomAudienceInput holds the parameters of a create: Name is required and unique in the account; a
// nil or empty Description is not sent, and the audience has none.
type CustomAudienceInput struct {
	Name        string
	Description *string
}

// CustomAudienceUpdate holds the changes of an update: a nil field is not sent, and the service keeps
// what it holds (a PUT changes only the fields it names). A pointer to an empty Description clears it:
// it is sent as description= with an empty value, the way an optional field of a draft post is cleared.
type CustomAudienceUpdate struct {
	Name, Description *string
}

// CustomAudienceListOptions filters an audience list.
type CustomAudienceListOptions struct {
	ListOptions
	// CustomAudienceIDs takes up to 200 ids.
	CustomAudienceIDs []string
	// PermissionScope is OWNER (the audiences the account owns; the service's default when "") or SHARED
	// (those other accounts shared with it).
	PermissionScope string
	// Q is a case-insensitive prefix of the name, 1 to 255 characters when set.
	Q string
}

// Custom audience endpoints, their largest page and the longest q the list takes.
const (
	customAudiencesPath         = "/12/accounts/:account_id/custom_audiences"
	customAudiencePath          = "/12/accounts/:account_id/custom_audiences/:custom_audience_id"
	customAudiencesMaxPageCount = 1000
	customAudienceMaxQChars     = 255
)

// List returns the custom audiences of an account, following every page up to opt.Limit. More than 200
// ids, or a Q longer than 255 characters, is refused before any request: the service would refuse it.
//
// GET /12/accounts/:account_id/custom_audiences
func (s *CustomAudiencesService) List(ctx context.Context, accountID string, opt CustomAudienceListOptions) ([]CustomAudience, error) {
	q := url.Values{}
	if err := setIDs(q, "custom_audience_ids", opt.CustomAudienceIDs); err != nil {
		return nil, err
	}
	if n := utf8.RuneCountInString(opt.Q); n > customAudienceMaxQChars {
		return nil, transport.NotSent(fmt.Errorf("listing custom audiences: q is %d characters, the service takes at most %d", n, customAudienceMaxQChars))
	}
	setString(q, "permission_scope", opt.PermissionScope)
	setString(q, "q", opt.Q)
	opt.encode(q)
	r := s.c.adsRequest(http.MethodGet, customAudiencesPath, []string{accountID}, q, nil)
	items, err := listAll[customAudienceAnswer](ctx, s.c, r, adsPages, customAudiencesMaxPageCount, opt.Limit)
	return audiencesFor(items, accountID), err
}

// Get returns one custom audience, deleted or not: with_deleted is sent so that one deleted outside
// Terraform comes back with Deleted true. Concurrent Gets of one account are combined into list
// requests filtered by custom_audience_ids, List's endpoint (see batcher), which list the audiences the
// account owns (the default scope), the ones Create makes; a lone Get sends the single GET.
//
// GET /12/accounts/:account_id/custom_audiences/:custom_audience_id
func (s *CustomAudiencesService) Get(ctx context.Context, accountID, id string) (*CustomAudience, error) {
	s.readsOnce.Do(func() { s.reads = s.batcher(batchIdle, batchWindow) })
	return s.reads.get(ctx, accountID, id)
}

// getOne is the single GET of a custom audience.
func (s *CustomAudiencesService) getOne(ctx context.Context, accountID, id string) (*CustomAudience, error) {
	q := url.Values{"with_deleted": {"true"}}
	return s.doAudience(ctx, s.c.adsRequest(http.MethodGet, customAudiencePath, []string{accountID, id}, q, nil), accountID, id)
}

// listByID reads up to batchMaxIDs custom audiences by id with one list request, deleted ones included
// as the single GET returns them.
func (s *CustomAudiencesService) listByID(ctx context.Context, accountID string, ids []string) ([]CustomAudience, error) {
	q := url.Values{"custom_audience_ids": {strings.Join(ids, ",")}, "with_deleted": {"true"}}
	r := s.c.adsRequest(http.MethodGet, customAudiencesPath, []string{accountID}, q, nil)
	items, err := listByIDs[customAudienceAnswer](ctx, s.c, r, customAudiencesMaxPageCount, ids)
	return audiencesFor(items, accountID), err
}

// Create makes an empty custom audience, to be filled by a member upload. Its parameters travel in the
// query string, as in the spec's example request.
//
// POST /12/accounts/:account_id/custom_audiences
func (s *CustomAudiencesService) Create(ctx context.Context, cs creates.Session, accountID string, in CustomAudienceInput) (*CustomAudience, error) {
	p := writeParams{"name": in.Name}
	if in.Description != nil {
		p.text("description", *in.Description)
	}
	// A lost answer is reconciled: the audience it made is adopted, or it is sent again (package creates).
	return creates.Run(ctx, s.c.creates, cs, s.createSpec(accountID, in), func(ctx context.Context) (*CustomAudience, error) {
		return s.doAudience(ctx, s.c.campaignWrite(http.MethodPost, customAudiencesPath, []string{accountID}, p.query(), nil), accountID, "")
	})
}

// Update changes the fields in supplies. A malformed answer is treated as lost: the update is sent
// again, then the audience read (updateConfirmed).
//
// PUT /12/accounts/:account_id/custom_audiences/:custom_audience_id
func (s *CustomAudiencesService) Update(ctx context.Context, accountID, id string, in CustomAudienceUpdate) (*CustomAudience, error) {
	p := writeParams{}
	p.textPtr("name", in.Name)
	p.textPtr("description", in.Description)
	return updateConfirmed(ctx, s.c, "custom audience", id, func(ctx context.Context) (*CustomAudience, error) {
		return s.doAudience(ctx, s.c.campaignWrite(http.MethodPut, customAudiencePath, []string{accountID, id}, p.query(), nil), accountID, id)
	}, func(ctx context.Context) (*CustomAudience, error) { return s.getOne(ctx, accountID, id) })
}

// Delete soft-deletes a custom audience and returns it with Deleted true. A malformed answer is checked
// with a read (deleteConfirmed).
//
// DELETE /12/accounts/:account_id/custom_audiences/:custom_audience_id
func (s *CustomAudiencesService) Delete(ctx context.Context, accountID, id string) (*CustomAudience, error) {
	return deleteConfirmed(ctx, "custom audience", func(ctx context.Context) (*CustomAudience, error) {
		return s.doAudience(ctx, s.c.campaignWrite(http.MethodDelete, customAudiencePath, []string{accountID, id}, nil, nil), accountID, id)
	}, func(ctx context.Context) (*CustomAudience, error) { return s.getOne(ctx, accountID, id) },
		func(a *CustomAudience) bool { return a.Deleted })
}

// doAudience sends r, a request for accountID, and decodes the one audience it answers (doOne).
func (s *CustomAudiencesService) doAudience(ctx context.Context, r request, accountID, want string) (*CustomAudience, error) {
	a, err := doOne[customAudienceAnswer](ctx, s.c, r, want)
	if err != nil {
		return nil, err
	}
	return a.forAccount(accountID), nil
}

// audiencesFor are the audiences of a list answer to a request for accountID.
func audiencesFor(items []customAudienceAnswer, accountID string) []CustomAudience {
	if items == nil {
		return nil
	}
	out := make([]CustomAudience, len(items))
	for i := range items {
		out[i] = *items[i].forAccount(accountID)
	}
	return out
}

// batcher gathers Get's reads (see batcher's idle and window).
func (s *CustomAudiencesService) batcher(idle, window time.Duration) *batcher[CustomAudience] {
	return &batcher[CustomAudience]{
		idle:         idle,
		window:       window,
		single:       s.getOne,
		list:         s.listByID,
		idOf:         func(a *CustomAudience) string { return a.ID },
		kind:         "custom audience",
		listTemplate: customAudiencesPath,
	}
}

// customAudienceKey is what makes two custom audiences the same: the name and the description, every
// parameter of a create. An empty description is none, as the service stores it.
type customAudienceKey struct {
	Name        string  `json:"name"`
	Description *string `json:"description"`
}

func newCustomAudienceKey(name string, description *string) customAudienceKey {
	if description != nil && *description == "" {
		description = nil
	}
	return customAudienceKey{Name: name, Description: description}
}

// createSpec tells the create engine what the service always answers for a custom audience and where to
// find the one a create may have made: the account's newest audiences whose name starts with the one
// sent (q, cut to the 255 characters it takes), identical in name and description; names are unique in
// an account, so at most one live audience holds it. The account's newest audiences of any name show
// whether another client is creating there too.
func (s *CustomAudiencesService) createSpec(accountID string, in CustomAudienceInput) creates.Spec[*CustomAudience] {
	newest := func(ctx context.Context, q string) ([]*CustomAudience, error) {
		audiences, err := s.List(ctx, accountID, CustomAudienceListOptions{
			Q: q, ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates},
		})
		return creates.Pointers(audiences), err
	}
	prefix := in.Name
	if utf8.RuneCountInString(prefix) > customAudienceMaxQChars {
		prefix = string([]rune(prefix)[:customAudienceMaxQChars])
	}
	return creates.Spec[*CustomAudience]{
		Kind:  "custom audience",
		Scope: accountID,
		Sent:  creates.Canonical(newCustomAudienceKey(in.Name, in.Description)),
		KeyOf: func(a *CustomAudience) string { return creates.Canonical(newCustomAudienceKey(a.Name, a.Description)) },
		IDOf:  func(a *CustomAudience) string { return a.ID },
		// Endpoint 8 states what a new audience carries; these are what proves an answer is one.
		Missing: func(a *CustomAudience) []string {
			return creates.Lacks(map[string]bool{
				"name": a.Name != "", "audience_type": a.AudienceType != "", "permission_level": a.PermissionLevel != "",
				"created_at": a.CreatedAt != "",
			})
		},
		CreatedAt: func(a *CustomAudience) time.Time { return creates.ServiceTime(a.CreatedAt) },
		List:      func(ctx context.Context) ([]*CustomAudience, error) { return newest(ctx, prefix) },
		Recent:    func(ctx context.Context) ([]*CustomAudience, error) { return newest(ctx, "") },
	}
}
