package adsapi

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// TargetingService reads the targeting catalogues (/12/targeting_criteria/<kind>).
type TargetingService struct{ c *Client }

// TargetingQuery holds the parameters of a catalogue read. Each kind takes only the parameters of its
// row in the spec; the kind's method refuses the others before any request. Empty values are not sent.
type TargetingQuery struct {
	Q                string
	OSType           string
	ConversationType string
	CountryCode      string
	CountryCodes     []string
	LocationType     string
	EventTypes       []string
	// StartTime and EndTime bound events (ISO 8601).
	StartTime, EndTime string
	Lang               string
	Locale             string
	// Limit 0 reads the whole catalogue; otherwise the read stops once Limit items are in.
	Limit int
}

// TargetingList is a catalogue read: at most Limit items, and whether the service had more.
type TargetingList struct {
	Items     []TargetingCriterion
	Truncated bool
}

// targetingKind is how one catalogue is read: its path, the parameters it takes, its largest page (0
// when it takes no count) and whether it pages with cursor.
type targetingKind struct {
	path     string
	params   []string
	maxCount int
	paged    bool
	// limitGroup is the rate-limit window the endpoint spends from: every catalogue but the two TV ones
	// shares the category's window, so a spent window holds them all.
	limitGroup string
}

const targetingCategory = "GET /12/targeting_criteria (category)"

// encode renders every parameter q sets, in the service's form (lists comma-joined).
func (q TargetingQuery) encode() url.Values {
	v := url.Values{}
	setString(v, "q", q.Q)
	// The parameter takes IOS or ANDROID, while devices and platform versions answer iOS and Android:
	// a value read from those items is sent in the parameter's casing.
	setString(v, "os_type", strings.ToUpper(q.OSType))
	setString(v, "conversation_type", q.ConversationType)
	setString(v, "country_code", q.CountryCode)
	setList(v, "country_codes", q.CountryCodes)
	setString(v, "location_type", q.LocationType)
	setList(v, "event_types", q.EventTypes)
	setString(v, "start_time", q.StartTime)
	setString(v, "end_time", q.EndTime)
	setString(v, "lang", q.Lang)
	setString(v, "locale", q.Locale)
	return v
}

// read sends q to the catalogue k: paged kinds through listPages at their largest count, the others
// in one request. A parameter the kind does not take is refused before any request: the service would
// refuse it, and dropping it silently would answer another question.
func (s *TargetingService) read(ctx context.Context, k targetingKind, q TargetingQuery) (*TargetingList, error) {
	values := q.encode()
	var unknown []string
	for name := range values {
		if !slices.Contains(k.params, name) {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return nil, fmt.Errorf("GET %s: %s not parameters of this catalogue", k.path, strings.Join(unknown, ", "))
	}
	if !k.paged && k.maxCount > 0 {
		// One answer holds the whole list only when asked for the most it gives.
		values.Set("count", strconv.Itoa(k.maxCount))
	}
	r := s.c.adsRequest(http.MethodGet, k.path, nil, values, nil)
	r.LimitGroup = k.limitGroup
	// Catalogues change rarely: identical pages are read once per client (the category's window
	// is 400 requests per 15 minutes).
	r.shared = true
	if k.paged {
		items, more, err := listPages[TargetingCriterion](ctx, s.c, r, adsPages, k.maxCount, q.Limit)
		if err != nil {
			return nil, err
		}
		return &TargetingList{Items: items, Truncated: more}, nil
	}
	env, err := s.c.do(ctx, r)
	if err != nil {
		return nil, err
	}
	items, err := decodeList[TargetingCriterion](env)
	if err != nil {
		return nil, err
	}
	if q.Limit > 0 && len(items) > q.Limit {
		return &TargetingList{Items: items[:q.Limit], Truncated: true}, nil
	}
	return &TargetingList{Items: items}, nil
}
