package adsapi

import (
	"fmt"
	"net/url"
)

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

// limitOnly refuses, before any request, the shared filters of a list that takes neither
// sort_by nor with_deleted: the service would refuse them, and silently dropping them would
// answer something the caller did not ask for.
func (o ListOptions) limitOnly(what string) error {
	if o.SortBy != "" || o.WithDeleted {
		return fmt.Errorf("listing %s: SortBy and WithDeleted are not supported by this list", what)
	}
	return nil
}
