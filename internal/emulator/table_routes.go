package emulator

// accountRows is what the routes of a kind need of it when an ads account holds its rows and the service
// soft-deletes them (tracking tags, web event tags, promoted accounts, pre-roll calls to action): such
// routes find a row, answer the single GET and the DELETE alike, so a kind declares its table, the path
// parameter of its id, its not-found answer and its view, and its routes name get and remove.
type accountRows[T, V any] struct {
	table table[*account, T]
	// idParam is the path parameter of the row's id ("tracking_tag_id").
	idParam string
	// missing is the answer to an id the account lacks, or a deleted row a write names.
	missing func(id string) *apiError
	view    func(*T) V
}

// find is the row the path names, as a read that asks with_deleted (withDeleted) or a write sees it.
func (k accountRows[T, V]) find(c *call, withDeleted bool) (*T, *apiError) {
	id := c.pathParams[k.idParam]
	r := k.table.rows(c.account)[id]
	if r == nil || (k.table.deleted(r) && !withDeleted) {
		return nil, k.missing(id)
	}
	return r, nil
}

// get answers the single GET, which shows a deleted row only with with_deleted.
func (k accountRows[T, V]) get(_ *Server, c *call) (reply, *apiError) {
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	r, err := k.find(c, withDeleted)
	if err != nil {
		return reply{}, err
	}
	return reply{data: k.view(r)}, nil
}

// remove answers DELETE: the row is soft-deleted, with a new updated_at, and answered. A second DELETE is
// not found: the spec shows no answer for it, and campaigns and line items answer 404.
func (k accountRows[T, V]) remove(s *Server, c *call) (reply, *apiError) {
	r, err := k.find(c, false)
	if err != nil {
		return reply{}, err
	}
	f := k.table.fields(r)
	*f.deleted = true
	*f.updatedAt = k.table.now(s)
	return reply{data: k.view(r)}, nil
}
