package emulator

import (
	"net/http"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// targetingPathPrefix starts the path of every catalogue: /12/targeting_criteria/<kind>.
const targetingPathPrefix = "/12/targeting_criteria/"

// categoryTargeting is the read category of the catalogues that share one rate-limit window
// (the service's reference: 400 per 15 minutes); tv_markets and tv_shows have a window each instead.
const categoryTargeting = "targeting_criteria"

// targetingKind is one catalogue: the parameters of its row in the spec, its page size and how it
// selects its items. Kinds that page take cursor; the others answer in one list (the service's reference).
type targetingKind struct {
	name string
	// params are the kind's own filters; count and cursor are added from maxCount and paged.
	params []string
	// lists are the comma-separated params, echoed as arrays.
	lists                  []string
	defaultCount, maxCount int // 0: the kind takes no count
	paged                  bool
	// ownWindow kinds spend from a read window of their own rather than the category's.
	ownWindow bool
	dataType  string
	// echo, when set, rewrites the kind's request.params echo where the service does not echo a
	// parameter as it was sent.
	echo func(c *call, params map[string]any)
	// items returns the catalogue's items that match the request, in catalogue order; q is the
	// lower-cased q parameter ("" when absent).
	items func(s *Server, c *call, q string) ([]any, *apiError)
}

// targetingKinds is the spec's table of targeting criteria.
var targetingKinds = []targetingKind{
	{name: "app_store_categories", params: []string{"q", "os_type"}, items: appStoreCategoryItems},
	{name: "conversations", params: []string{"conversation_type"}, defaultCount: 200, maxCount: 1000, paged: true, items: conversationItems},
	{name: "devices", params: []string{"q"}, defaultCount: 200, maxCount: 1000, items: deviceItems},
	{name: "events", params: []string{"event_types", "country_codes", "start_time", "end_time"}, lists: []string{"event_types", "country_codes"},
		defaultCount: 200, maxCount: 1000, paged: true, dataType: "events", items: eventItems},
	{name: "interests", params: []string{"q"}, defaultCount: 200, maxCount: 1000, paged: true, items: interestItems},
	{name: "languages", params: []string{"q"}, defaultCount: 200, maxCount: 1000, paged: true, items: languageItems},
	{name: "locations", params: []string{"q", "country_code", "location_type"}, defaultCount: 200, maxCount: 1000, paged: true, items: locationItems},
	{name: "network_operators", params: []string{"q", "country_code"}, defaultCount: 200, maxCount: 1000, paged: true, items: networkOperatorItems},
	{name: "platform_versions", params: []string{"q"}, dataType: "targeting_criterion", items: platformVersionItems},
	{name: "platforms", params: []string{"q", "lang"}, defaultCount: 200, maxCount: 1000, items: platformItems},
	{name: "tv_markets", ownWindow: true, items: tvMarketItems},
	{name: "tv_shows", params: []string{"q", "locale"}, defaultCount: 50, maxCount: 50, paged: true, ownWindow: true,
		echo: echoTVLocale, items: tvShowItems},
}

// targetingRoutes is the route table of the catalogues: one GET per kind of targetingKinds, each
// answered by the kind's list.
func targetingRoutes() []route {
	routes := make([]route, 0, len(targetingKinds))
	for _, k := range targetingKinds {
		params := slices.Clone(k.params)
		if k.maxCount > 0 {
			params = append(params, "count")
		}
		if k.paged {
			params = append(params, "cursor")
		}
		category := categoryTargeting
		if k.ownWindow {
			category = ""
		}
		routes = append(routes, route{
			method: http.MethodGet, pattern: targetingPathPrefix + k.name, schemes: schemeOAuth1User,
			category: category, params: params, listParams: k.lists,
			handle: k.list,
		})
	}
	return routes
}

// list answers a read of the kind's catalogue: the matching items, a page at a time for paged kinds
// and up to count for the others.
func (k targetingKind) list(s *Server, c *call) (reply, *apiError) {
	q, err := parseQ(c.params)
	if err != nil {
		return reply{}, err
	}
	count := 0
	if k.maxCount > 0 {
		if count, err = parseCount(c.params, k.defaultCount, k.maxCount); err != nil {
			return reply{}, err
		}
	}
	offset := 0
	if k.paged {
		if offset, err = parseCursor(c.params); err != nil {
			return reply{}, err
		}
	}
	items, err := k.items(s, c, q)
	if err != nil {
		return reply{}, err
	}
	if !k.paged {
		if count > 0 && len(items) > count {
			items = items[:count]
		}
		return k.withEcho(c, reply{data: items, dataType: k.dataType}), nil
	}
	page, next := paginate(items, offset, count)
	return k.withEcho(c, reply{data: page, list: true, nextCursor: next, dataType: k.dataType}), nil
}

// withEcho answers rep with the kind's own request.params echo, when it has one. The envelope the
// router builds echoes every parameter as sent, so such a kind answers its whole envelope as raw.
func (k targetingKind) withEcho(c *call, rep reply) reply {
	if k.echo == nil {
		return rep
	}
	params := echoParams(nil, c.pathParams, c.params)
	k.echo(c, params)
	env := map[string]any{"request": map[string]any{"params": params}, "data": rep.data}
	if rep.dataType != "" {
		env["data_type"] = rep.dataType
	}
	if rep.list {
		env["next_cursor"] = nil
		if rep.nextCursor != "" {
			env["next_cursor"] = rep.nextCursor
		}
	}
	return reply{raw: env}
}

// nameMatches is the q filter of the catalogues other than locations: a case-insensitive
// substring of the name.
func nameMatches(name, q string) bool {
	return q == "" || strings.Contains(strings.ToLower(name), q)
}

// wordsMatch is the q filter of the locations catalogue, which the service searches word by word:
// a name matches when one of its words starts with one of the words of q. The recorded answer to
// q=los angeles shows it: beside the names holding "Los Angeles" it lists Los Gatos, Los Altos and
// Los Banos, which only "los" finds. Words are runs of letters and digits; q is lower-cased.
func wordsMatch(name, q string) bool {
	if q == "" {
		return true
	}
	nameWords := words(strings.ToLower(name))
	for _, qw := range words(q) {
		for _, nw := range nameWords {
			if strings.HasPrefix(nw, qw) {
				return true
			}
		}
	}
	return false
}

// words splits s at every character that is neither a letter nor a digit.
func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

var countryCodePattern = regexp.MustCompile(`^[A-Z]{2}$`)

// enumParam reads an optional parameter that must be one of allowed.
func enumParam(c *call, name string, allowed []string) (string, *apiError) {
	v := c.params.Get(name)
	if v != "" && !slices.Contains(allowed, v) {
		return "", invalidParameter(name, "%s %q is not %s", name, v, describe(allowed))
	}
	return v, nil
}

// countryParam reads an optional ISO 3166-1 alpha-2 code.
func countryParam(c *call, name string) (string, *apiError) {
	v := c.params.Get(name)
	if v != "" && !countryCodePattern.MatchString(v) {
		return "", invalidParameter(name, "%s %q is not a two-letter ISO 3166-1 country code", name, v)
	}
	return v, nil
}
