package emulator

import (
	"fmt"
	"sync"
)

// locationTypes of the locations catalogue.
var locationTypes = []string{"COUNTRIES", "REGIONS", "METROS", "CITIES", "POSTAL_CODES"}

// placeCountries are the countries of the locations and network operators catalogues.
var placeCountries = [][2]string{{"US", "United States"}, {"GB", "United Kingdom"}, {"DE", "Germany"}, {"FR", "France"},
	{"JP", "Japan"}, {"BR", "Brazil"}, {"CA", "Canada"}, {"MX", "Mexico"}, {"ES", "Spain"}, {"IT", "Italy"}}

var (
	// locations: per country the country, 25 regions, 25 metros, 200 cities and 150 postal codes, with
	// the recorded Los Angeles cities among the US ones (about 4,000 items: 5 pages of 1000).
	locations = sync.OnceValue(func() []criterion {
		loc := func(name, cc, typ string) criterion {
			return criterion{Name: name, CountryCode: cc, LocationType: typ, TargetingValue: hexValue(typ + "|" + name), TargetingType: "LOCATION"}
		}
		var out []criterion
		for _, c := range placeCountries {
			cc := c[0]
			out = append(out, loc(c[1], cc, "COUNTRIES"))
			for i := range 25 {
				out = append(out, loc(fmt.Sprintf("Region %02d, %s", i+1, cc), cc, "REGIONS"))
				out = append(out, loc(fmt.Sprintf("Metro %02d, %s", i+1, cc), cc, "METROS"))
			}
			if cc == "US" {
				for _, r := range [][2]string{
					{"Los Angeles, Los Angeles CA, CA, USA", "3b77caf94bfc81fe"},
					{"East Los Angeles, Los Angeles CA, CA, USA", "67571a7baaa5906b"},
					{"Lake Los Angeles, Los Angeles CA, CA, USA", "ea9bfbd43c93400f"},
					{"Los Gatos, San Francisco-Oakland-San Jose CA, CA, USA", "a2de7c70b82b0ca0"},
					{"Los Altos, Monterey-Salinas CA, CA, USA", "6a4364ea6f987c10"},
					{"Los Banos, CA, USA", "b1b6fc646de75904"},
					{"Los Alamitos, Los Angeles CA, CA, USA", "0799ff0a3c1006e9"},
					{"Los Angeles, US", "019940ae78c7b3bc"},
				} {
					out = append(out, criterion{Name: r[0], CountryCode: "US", LocationType: "CITIES", TargetingValue: r[1], TargetingType: "LOCATION"})
				}
			}
			for i := range 200 {
				out = append(out, loc(fmt.Sprintf("City %03d, Region %02d, %s", i+1, i%25+1, cc), cc, "CITIES"))
			}
			for i := range 150 {
				out = append(out, loc(fmt.Sprintf("%s-%05d", cc, 10000+i*37), cc, "POSTAL_CODES"))
			}
		}
		return out
	})

	// networkOperators: the recorded US operators, then 2,100 more in the US (3 pages of 1000 for the
	// default country) and 150 in each other country.
	networkOperators = sync.OnceValue(func() []criterion {
		op := func(name, cc, value string) criterion {
			return criterion{Name: name, CountryCode: cc, TargetingType: "NETWORK_OPERATOR", TargetingValue: value}
		}
		out := []criterion{op("Advantage", "US", "2l"), op("Aeris", "US", "1b"), op("Airadigm", "US", "2t"),
			op("Airlink PCS", "US", "14"), op("Airpeak", "US", "1i")}
		for ci, c := range placeCountries {
			n := 150
			if c[0] == "US" {
				n = 2100
			}
			for i := range n {
				out = append(out, op(fmt.Sprintf("Carrier %04d %s", i+1, c[0]), c[0], "n"+b36(ci*10000+i)))
			}
		}
		return out
	})
)

func locationItems(_ *Server, c *call, q string) ([]any, *apiError) {
	cc, err := countryParam(c, "country_code")
	if err != nil {
		return nil, err
	}
	lt, err := enumParam(c, "location_type", locationTypes)
	if err != nil {
		return nil, err
	}
	return filtered(locations(), func(it *criterion) bool {
		return wordsMatch(it.Name, q) && (cc == "" || it.CountryCode == cc) && (lt == "" || it.LocationType == lt)
	}), nil
}

// networkOperatorItems answers the operators of one country, US when none is given (spec).
func networkOperatorItems(_ *Server, c *call, q string) ([]any, *apiError) {
	cc, err := countryParam(c, "country_code")
	if err != nil {
		return nil, err
	}
	if cc == "" {
		cc = "US"
	}
	return filtered(networkOperators(), func(it *criterion) bool {
		return it.CountryCode == cc && nameMatches(it.Name, q)
	}), nil
}
