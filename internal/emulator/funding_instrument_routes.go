package emulator

import "net/http"

const (
	fundingInstrumentsPath = "/12/accounts/{account_id}/funding_instruments"
	fundingInstrumentPath  = fundingInstrumentsPath + "/{funding_instrument_id}"
)

// fundingInstrumentSortable are the attributes sort_by takes on the list (the spec's sorting
// page).
var fundingInstrumentSortable = []string{"created_at", "updated_at", "deleted", "funded_amount_local_micro", "start_time", "end_time"}

// fundingInstrumentRoutes is the route table of funding instruments, read-only through the API.
// Both are account reads. The single GET also takes funding_instrument_id in the query, as the
// reference lists it; it must then name the instrument of the path.
func fundingInstrumentRoutes() []route {
	return []route{
		{method: http.MethodGet, pattern: fundingInstrumentsPath, schemes: schemeOAuth1User,
			params:     []string{"count", "cursor", "funding_instrument_ids", "sort_by", "with_deleted", "with_total_count"},
			listParams: []string{"funding_instrument_ids", "sort_by"}, handle: (*Server).listFundingInstruments},
		{method: http.MethodGet, pattern: fundingInstrumentPath, schemes: schemeOAuth1User,
			params: []string{"funding_instrument_id", "with_deleted"}, handle: (*Server).getFundingInstrument},
	}
}

func (s *Server) listFundingInstruments(c *call) (reply, *apiError) {
	ids, err := parseIDs(c.params, "funding_instrument_ids", true)
	if err != nil {
		return reply{}, err
	}
	l, err := parseEntityList(c.params, fundingInstrumentSortable)
	if err != nil {
		return reply{}, err
	}
	var found []*FundingInstrument
	for _, f := range c.account.fundingInstruments {
		if inFilter(ids, f.ID) && (!f.Deleted || l.withDeleted) {
			found = append(found, f)
		}
	}
	return page(l, found, fundingInstrumentSortKeys, viewFundingInstrument), nil
}

func fundingInstrumentSortKeys(f *FundingInstrument) sortKeys {
	return sortKeys{id: f.ID, keys: map[string]string{
		"created_at": timeKey(f.CreatedAt), "updated_at": timeKey(f.UpdatedAt), "deleted": boolKey(f.Deleted),
		"funded_amount_local_micro": microsKey(f.FundedAmountLocalMicro),
		"start_time":                timeKey(f.StartTime), "end_time": optionalTimeKey(f.EndTime),
	}}
}

func (s *Server) getFundingInstrument(c *call) (reply, *apiError) {
	id := c.pathParams["funding_instrument_id"]
	if q := c.params.Get("funding_instrument_id"); c.params.Has("funding_instrument_id") && q != id {
		return reply{}, invalidParameter("funding_instrument_id", "funding_instrument_id %q does not name the instrument of the path, %s", q, id)
	}
	withDeleted, err := parseBool(c.params, "with_deleted")
	if err != nil {
		return reply{}, err
	}
	f := c.account.fundingInstruments[id]
	if f == nil || (f.Deleted && !withDeleted) {
		return reply{}, fundingInstrumentNotFound(id)
	}
	return reply{data: viewFundingInstrument(f)}, nil
}

func fundingInstrumentNotFound(id string) *apiError {
	return &apiError{status: http.StatusNotFound, code: codeFundingInstrumentNotFound, parameter: "funding_instrument_id",
		message: "funding instrument " + id + " was not found"}
}
