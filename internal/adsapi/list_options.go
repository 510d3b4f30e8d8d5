package adsapi

import "net/url"

// ListOptions are the parameters every list of the advertising API shares. Each kind's options
// embed it beside their own filters.
type ListOptions struct {
	// SortBy is <attribute>-asc or <attribute>-desc; "" keeps the service's order.
	SortBy string
	// WithDeleted includes soft-deleted entities.
	WithDeleted bool
	// Limit 0 reads every page; otherwise the list stops after Limit items.
	Limit int
}

// encode adds the shared parameters to q; the page size and cursor are listAll's.
func (o ListOptions) encode(q url.Values) {
	setString(q, "sort_by", o.SortBy)
	setTrue(q, "with_deleted", o.WithDeleted)
}
