package emulator

import (
	"fmt"
	"slices"
	"sync"
	"time"
)

// eventTypes of the events catalogue.
var eventTypes = []string{"CONFERENCE", "HOLIDAY", "MUSIC_AND_ENTERTAINMENT", "OTHER", "POLITICS", "RECURRING", "SPORTS"}

// event is an item of the events catalogue, with every field of the spec's row: country_code is null
// for global events, and times are UTC whatever the event's locale.
type event struct {
	Name                       string             `json:"name"`
	EventType                  string             `json:"event_type"`
	StartTime                  string             `json:"start_time"`
	EndTime                    string             `json:"end_time"`
	CountryCode                *string            `json:"country_code"`
	IsGlobal                   bool               `json:"is_global"`
	TargetingValue             string             `json:"targeting_value"`
	Reach                      eventReach         `json:"reach"`
	TopUsers                   []string           `json:"top_users"`
	TopPosts                   []string           `json:"top_posts"`
	TopHashtags                []string           `json:"top_hashtags"`
	GenderBreakdownPercentage  map[string]float64 `json:"gender_breakdown_percentage"`
	DeviceBreakdownPercentage  map[string]float64 `json:"device_breakdown_percentage"`
	CountryBreakdownPercentage map[string]float64 `json:"country_breakdown_percentage"`

	start, end time.Time
}

type eventReach struct {
	TotalReach *int64 `json:"total_reach"`
}

// events: the recorded New Year's 2017 (global, reach unknown), then one two-day event a day from
// 2017 to 2035 in turn over the event types and countries, so that any date in that span still has
// thousands of events ahead (several pages of 1000).
var events = sync.OnceValue(func() []event {
	mk := func(name, typ string, cc *string, start time.Time, days int) event {
		end := start.AddDate(0, 0, days)
		return event{Name: name, EventType: typ, CountryCode: cc, IsGlobal: cc == nil,
			StartTime: formatTime(start), EndTime: formatTime(end), start: start, end: end,
			TargetingValue: "e" + hexValue(name)[:8], TopUsers: []string{}, TopPosts: []string{}, TopHashtags: []string{},
			GenderBreakdownPercentage: map[string]float64{}, DeviceBreakdownPercentage: map[string]float64{},
			CountryBreakdownPercentage: map[string]float64{}}
	}
	out := []event{mk("New Year's", "HOLIDAY", nil, time.Date(2017, 12, 31, 0, 0, 0, 0, time.UTC), 2)}
	day := time.Date(2017, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; day.Year() <= 2035; i, day = i+1, day.AddDate(0, 0, 1) {
		typ := eventTypes[i%len(eventTypes)]
		var cc *string
		if i%5 != 0 {
			code := placeCountries[i%len(placeCountries)][0]
			cc = &code
		}
		e := mk(fmt.Sprintf("%s %s", title(typ), day.Format("2006-01-02")), typ, cc, day, 2)
		reach := int64(10000 + i*37%90000)
		e.Reach.TotalReach = &reach
		e.TopHashtags = []string{fmt.Sprintf("#event%d", i)}
		e.GenderBreakdownPercentage = map[string]float64{"female": 48.5, "male": 51.5}
		e.DeviceBreakdownPercentage = map[string]float64{"android": 41, "desktop": 20, "ios": 39}
		if cc != nil {
			e.CountryBreakdownPercentage = map[string]float64{*cc: 100}
		}
		out = append(out, e)
	}
	return out
})

// eventItems answers the events that overlap [start_time, end_time): start_time defaults to now, and
// an event still running at start_time counts.
func eventItems(s *Server, c *call, _ string) ([]any, *apiError) {
	types, err := parseList(c.params, "event_types")
	if err != nil {
		return nil, err
	}
	for _, t := range types {
		if !slices.Contains(eventTypes, t) {
			return nil, invalidParameter("event_types", "event type %q is not %s", t, describe(eventTypes))
		}
	}
	countries, err := parseList(c.params, "country_codes")
	if err != nil {
		return nil, err
	}
	for _, cc := range countries {
		if !countryCodePattern.MatchString(cc) {
			return nil, invalidParameter("country_codes", "%q is not a two-letter ISO 3166-1 country code", cc)
		}
	}
	from, err := timeParam(c, "start_time", s.opts.Now())
	if err != nil {
		return nil, err
	}
	to, err := timeParam(c, "end_time", time.Time{})
	if err != nil {
		return nil, err
	}
	out := []any{}
	for _, e := range events() {
		switch {
		case !e.end.After(from), !to.IsZero() && !e.start.Before(to),
			types != nil && !slices.Contains(types, e.EventType),
			countries != nil && (e.CountryCode == nil || !slices.Contains(countries, *e.CountryCode)):
			continue
		}
		out = append(out, e)
	}
	return out, nil
}

// timeParam reads an optional ISO 8601 time; def when absent.
func timeParam(c *call, name string, def time.Time) (time.Time, *apiError) {
	v := c.params.Get(name)
	if v == "" {
		return def, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, invalidParameter(name, "%s %q is not an ISO 8601 time such as 2024-05-01T00:00:00Z", name, v)
	}
	return t, nil
}
