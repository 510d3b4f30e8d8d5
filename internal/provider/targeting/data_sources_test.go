package targeting_test

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// kindCase is the acceptance test of one catalogue. Expected values come from the recorded bodies
// and the spec, which the emulator's catalogues contain.
type kindCase struct {
	kind string
	// common arguments of every data source of the case (tv_shows needs its locale).
	common string
	// query filters a read; each check names a field every item found must pass.
	query  string
	checks func(addr string) []statecheck.StateCheck
	// byName finds exactly one item, whose targeting value is value.
	byName, nameArgs, value string
	// cut is a limit that cuts the catalogue's default read.
	cut int
	// bad are arguments refused at plan time (without common), with the diagnostic expected.
	bad map[string]string
}

var kindCases = []kindCase{
	// os_type is written as devices write it: the data source takes any casing and the service gets ANDROID.
	{kind: "app_store_categories", query: `os_type = "Android"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "os_type", "ANDROID")}
		},
		// "Games: Music" also contains the name; only the whole name matches.
		byName: "music", value: "qov2", cut: 3,
		bad: map[string]string{`os_type = "WINDOWS"`: `value must be one of`}},
	{kind: "conversations", query: `conversation_type = "MOVIES"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "conversation_type", "MOVIES")}
		},
		byName: "NBA", nameArgs: `conversation_type = "SPORTS"`, value: "a2", cut: 1500,
		bad: map[string]string{`conversation_type = "SPORT"`: `value must be one of`}},
	{kind: "devices", query: `q = "galaxy"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "manufacturer", "Samsung"), equals(a, "os_type", "Android")}
		},
		byName: "IPHONE 4", value: "1r", cut: 10,
		bad: map[string]string{`limit = 0`: `Attribute limit value must be at least 1`}},
	{kind: "events", query: `
  event_types   = ["SPORTS"]
  country_codes = ["FR"]
  start_time    = "2020-01-01T02:00:00+02:00"
  end_time      = "2021-01-01T00:00:00Z"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "event_type", "SPORTS"), equals(a, "country_code", "FR"),
				everyItem{address: a, field: "end_time", want: "after 2020-01-01 UTC",
					ok: func(v any) bool { s, _ := v.(string); return strings.HasSuffix(s, "Z") && s > "2020-01-01T00:00:00Z" }}}
		},
		byName: "New Year's", nameArgs: `start_time = "2017-01-01T00:00:00Z"`, cut: 1500,
		bad: map[string]string{
			`event_types = ["PARTY"]`:       `value must be one of`,
			`country_codes = ["usa"]`:       `two-letter ISO 3166-1`,
			`start_time = "2025-01-01"`:     `not an RFC 3339 time`,
			`end_time = "tomorrow at noon"`: `not an RFC 3339 time`,
		}},
	{kind: "interests", query: `q = "books"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{everyItem{address: a, field: "name", want: "a name containing books",
				ok: func(v any) bool { return strings.Contains(strings.ToLower(fmt.Sprint(v)), "books") }}}
		},
		byName: "books and literature/biographies and memoirs", value: "1001", cut: 1500,
		bad: map[string]string{`q = ""`: `Attribute q must be between 1 and 80 characters, got: 0`}},
	{kind: "languages", query: `q = "english"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "targeting_type", "LANGUAGE")}
		},
		byName: "English", value: "en", cut: 1500,
		bad: map[string]string{`name = ""`: `string length must be at least 1`}},
	{kind: "locations", query: "country_code = \"JP\"\n  location_type = \"REGIONS\"",
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "country_code", "JP"), equals(a, "location_type", "REGIONS")}
		},
		byName: "Los Angeles, US", value: "019940ae78c7b3bc", cut: 1500,
		bad: map[string]string{`location_type = "TOWNS"`: `value must be one of`, `country_code = "us"`: `two-letter ISO 3166-1`}},
	{kind: "network_operators", query: `country_code = "DE"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{equals(a, "country_code", "DE")}
		},
		byName: "airpeak", value: "1i", cut: 1500,
		bad: map[string]string{`country_code = "USA"`: `two-letter ISO 3166-1`}},
	{kind: "platform_versions", query: `q = "ios"`,
		checks: func(a string) []statecheck.StateCheck { return []statecheck.StateCheck{equals(a, "os_type", "iOS")} },
		byName: "Jelly Bean", value: "18", cut: 5,
		bad: map[string]string{`limit = -1`: `Attribute limit value must be at least 1`}},
	{kind: "platforms", query: `lang = "es"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{everyItem{address: a, field: "localized_name", want: "a localized name",
				ok: func(v any) bool { s, _ := v.(string); return s != "" }}}
		},
		byName: "android", value: "1", cut: 2,
		bad: map[string]string{`lang = "english"`: `value must be one of`}},
	{kind: "tv_markets",
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{statecheck.ExpectKnownValue(a, tfjsonpath.New("criteria"), knownvalue.ListSizeExact(17))}
		},
		byName: "Japan", value: "ja-JP", cut: 4,
		bad: map[string]string{`limit = 0`: `Attribute limit value must be at least 1`}},
	{kind: "tv_shows", common: `locale = "en-US"`, query: `q = "show 01"`,
		checks: func(a string) []statecheck.StateCheck {
			return []statecheck.StateCheck{everyItem{address: a, field: "name", want: "a name containing show 01",
				ok: func(v any) bool { return strings.Contains(strings.ToLower(fmt.Sprint(v)), "show 01") }},
				equals(a, "genre", "PAID"),
				everyItem{address: a, field: "locales", want: "the locales of en-US", ok: func(v any) bool {
					return reflect.DeepEqual(v, []any{map[string]any{"language": "en", "country": "US"}})
				}}}
		},
		byName: "NewsWatch", value: "10027243420", cut: 120,
		bad: map[string]string{`locale = "english"`: `must be a locale such as en-US`, `limit = 5`: `The argument "locale" is required`}},
}

func block(kind, label string, lines ...string) string {
	var body []string
	for _, l := range lines {
		if l != "" {
			body = append(body, "  "+l)
		}
	}
	return fmt.Sprintf("data %q %q {\n%s\n}\n", "adsapi_targeting_"+kind, label, strings.Join(body, "\n"))
}

// TestAccTargetingKinds runs, per kind: arguments refused at plan time with no request sent, a
// filtered query, a lookup by name, a limit that cuts the read, and a name that matches nothing.
func TestAccTargetingKinds(t *testing.T) {
	for _, kc := range kindCases {
		t.Run(kc.kind, func(t *testing.T) {
			env := acctest.NewEnv(t)
			addr := func(label string) string { return "data.adsapi_targeting_" + kc.kind + "." + label }
			var steps []resource.TestStep
			for args, msg := range kc.bad {
				steps = append(steps, resource.TestStep{
					Config:      env.Config(block(kc.kind, "bad", args)),
					ExpectError: acctest.ExpectError(regexp.QuoteMeta(msg)),
				})
			}
			checks := kc.checks(addr("query"))
			checks = append(checks,
				statecheck.ExpectKnownValue(addr("by_name"), tfjsonpath.New("criteria"), knownvalue.ListSizeExact(1)),
				statecheck.ExpectKnownValue(addr("cut"), tfjsonpath.New("criteria"), knownvalue.ListSizeExact(kc.cut)),
				statecheck.ExpectKnownValue(addr("cut"), tfjsonpath.New("targeting_values"), knownvalue.ListSizeExact(kc.cut)),
				statecheck.ExpectKnownValue(addr("cut"), tfjsonpath.New("truncated"), knownvalue.Bool(true)),
				statecheck.ExpectKnownValue(addr("query"), tfjsonpath.New("truncated"), knownvalue.Bool(false)),
				statecheck.ExpectKnownValue(addr("query"), tfjsonpath.New("limit"), knownvalue.Int64Exact(1000)),
			)
			if kc.value != "" {
				checks = append(checks, statecheck.ExpectKnownValue(addr("by_name"), tfjsonpath.New("targeting_values"),
					knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact(kc.value)})))
			}
			steps = append(steps,
				resource.TestStep{
					// Every refused configuration above failed before reaching the service.
					PreConfig: env.ExpectNoRequests,
					Config: env.Config(block(kc.kind, "query", kc.common, kc.query) +
						block(kc.kind, "by_name", kc.common, kc.nameArgs, fmt.Sprintf("name = %q", kc.byName)) +
						block(kc.kind, "cut", kc.common, fmt.Sprintf("limit = %d", kc.cut))),
					ConfigStateChecks: checks,
				},
				resource.TestStep{
					Config:      env.Config(block(kc.kind, "typo", kc.common, `name = "No such item 0000" # not created`)),
					ExpectError: acctest.ExpectError(fmt.Sprintf(`No targeting %s named "No such item 0000"`, kc.kind)),
				},
			)
			resource.ParallelTest(t, resource.TestCase{ProtoV6ProviderFactories: acctest.ProviderFactories, Steps: steps})
		})
	}
}

// A well-formed locale outside the TV markets is refused by the service; the diagnostic points at
// the TV markets, where the valid locales are.
func TestAccTargetingTVShowsLocaleOutsideMarkets(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{{
			Config:      env.Config(block("tv_shows", "au", `locale = "en-AU"`)),
			ExpectError: acctest.ExpectError(`INVALID_TV_SHOW_LOCATIONS.*locale must be one of the locale values of data source adsapi_targeting_tv_markets`),
		}},
	})
}

// Enums hold when the values come from a variable, not only from literals.
func TestAccTargetingEnumsFromVariables(t *testing.T) {
	env := acctest.NewEnv(t)
	config := `
variable "event_types" {
  type    = list(string)
  default = ["HOLIDAY", "FESTIVAL"]
}
variable "where" {
  type    = object({ country = string, type = string })
  default = { country = "US", type = "TOWNS" }
}
`
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config:      env.Config(config + block("events", "e", "event_types = var.event_types")),
				ExpectError: acctest.ExpectError(`value must be one of.*"FESTIVAL"`),
			},
			{
				Config:      env.Config(config + block("locations", "l", "country_code = var.where.country", "location_type = var.where.type")),
				ExpectError: acctest.ExpectError(`location_type value must be one of.*"TOWNS"`),
			},
			{
				PreConfig: env.ExpectNoRequests,
				Config:    env.Config(block("platforms", "p", `name = "iOS" # not created`)),
				ConfigStateChecks: []statecheck.StateCheck{
					statecheck.ExpectKnownValue("data.adsapi_targeting_platforms.p", tfjsonpath.New("targeting_values"),
						knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("0")})),
				},
			},
		},
	})
}
