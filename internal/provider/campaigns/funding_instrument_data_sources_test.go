package campaigns_test

import (
	"testing"

	"github.com/hashicorp/terraform-plugin-testing/helper/resource"
	"github.com/hashicorp/terraform-plugin-testing/knownvalue"
	"github.com/hashicorp/terraform-plugin-testing/statecheck"
	"github.com/hashicorp/terraform-plugin-testing/tfjsonpath"

	"github.com/adsapi/terraform-provider-adsapi/internal/provider/acctest"
)

// instruments checks the ids of adsapi_funding_instruments.<name>, in order.
func instruments(name string, ids ...string) statecheck.StateCheck {
	checks := make([]knownvalue.Check, 0, len(ids))
	for _, id := range ids {
		checks = append(checks, acctest.ObjectWithID(id))
	}
	return statecheck.ExpectKnownValue("data.adsapi_funding_instruments."+name, tfjsonpath.New("funding_instruments"), knownvalue.ListExact(checks))
}

// TestAccFundingInstrument_dataSource: the credit card reads as the spec's example instrument, field for
// field, amounts in micros; the expired insertion order reads as one that cannot fund, and says why; an
// unknown instrument is the service's not-found.
func TestAccFundingInstrument_dataSource(t *testing.T) {
	env := acctest.NewEnv(t)
	const cardDS, expiredDS = "data.adsapi_funding_instrument.card", "data.adsapi_funding_instrument.expired"
	value := func(address, attr string, want knownvalue.Check) statecheck.StateCheck {
		return statecheck.ExpectKnownValue(address, tfjsonpath.New(attr), want)
	}
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				Config: env.Config(`
data "adsapi_funding_instrument" "card" {
  id = "` + card + `"
}
data "adsapi_funding_instrument" "expired" {
  id         = "` + expired + `"
  account_id = "` + acctest.Account + `"
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					value(cardDS, "account_id", knownvalue.StringExact(acctest.Account)),
					value(cardDS, "type", knownvalue.StringExact("CREDIT_CARD")),
					value(cardDS, "description", knownvalue.StringExact("Visa ending in 0650")),
					value(cardDS, "currency", knownvalue.StringExact("USD")),
					value(cardDS, "start_time", knownvalue.StringExact("2016-07-22T04:24:04Z")),
					value(cardDS, "end_time", knownvalue.Null()),
					value(cardDS, "credit_limit_local_micro", knownvalue.Int64Exact(200000000)),
					value(cardDS, "funded_amount_local_micro", knownvalue.Int64Exact(645940000)),
					value(cardDS, "credit_remaining_local_micro", knownvalue.Null()),
					value(cardDS, "able_to_fund", knownvalue.Bool(true)),
					value(cardDS, "reasons_not_able_to_fund", knownvalue.ListExact([]knownvalue.Check{})),
					value(cardDS, "entity_status", knownvalue.StringExact("ACTIVE")),
					value(cardDS, "io_header", knownvalue.Null()),
					value(cardDS, "deleted", knownvalue.Bool(false)),
					value(expiredDS, "type", knownvalue.StringExact("INSERTION_ORDER")),
					value(expiredDS, "able_to_fund", knownvalue.Bool(false)),
					value(expiredDS, "reasons_not_able_to_fund", knownvalue.ListExact([]knownvalue.Check{knownvalue.StringExact("EXPIRED")})),
					value(expiredDS, "end_time", knownvalue.NotNull()),
				},
			},
			{
				Config:      env.Config(`data "adsapi_funding_instrument" "missing" { id = "zzzzz" }`),
				ExpectError: acctest.ExpectError(`Unable to read funding instrument.*HTTP 404 FUNDING_INSTRUMENT_NOT_FOUND`),
			},
		},
	})
}

// TestAccFundingInstruments_dataSource: the account's three instruments in the order asked for, and the
// filters: the service's ids, and the provider's able_to_fund, types and currency, combined.
func TestAccFundingInstruments_dataSource(t *testing.T) {
	env := acctest.NewEnv(t)
	resource.ParallelTest(t, resource.TestCase{
		ProtoV6ProviderFactories: acctest.ProviderFactories,
		Steps: []resource.TestStep{
			{
				PlanOnly: true, Config: env.Config(`data "adsapi_funding_instruments" "bad" { types = ["DEBIT_CARD"] }`),
				ExpectError: acctest.ExpectError(`value must be one of:.*"CREDIT_CARD"`),
			},
			{
				PlanOnly: true, Config: env.Config(`data "adsapi_funding_instruments" "bad" { currency = "usd" }`),
				ExpectError: acctest.ExpectError(`currency must be an ISO 4217 code of three capital letters`),
			},
			{
				Config: env.Config(`
data "adsapi_funding_instruments" "all" {
  sort_by = "created_at-asc"
}
data "adsapi_funding_instruments" "fundable" {
  able_to_fund = true
  sort_by      = "created_at-desc"
}
data "adsapi_funding_instruments" "unfundable" {
  able_to_fund = false
}
data "adsapi_funding_instruments" "orders" {
  types   = ["INSERTION_ORDER", "CREDIT_LINE"]
  sort_by = "created_at-asc"
}
data "adsapi_funding_instruments" "fundable_orders" {
  types        = ["INSERTION_ORDER"]
  able_to_fund = true
}
data "adsapi_funding_instruments" "euros" {
  currency = "EUR"
}
data "adsapi_funding_instruments" "by_id" {
  funding_instrument_ids = ["` + order + `"]
}
`),
				ConfigStateChecks: []statecheck.StateCheck{
					// The seeded instruments were made in this order: the card, the order, the expired order.
					instruments("all", card, order, expired),
					instruments("fundable", order, card),
					instruments("unfundable", expired),
					instruments("orders", order, expired),
					instruments("fundable_orders", order),
					instruments("euros"),
					instruments("by_id", order),
					statecheck.ExpectKnownValue("data.adsapi_funding_instruments.by_id", tfjsonpath.New("funding_instruments").AtSliceIndex(0),
						knownvalue.ObjectPartial(map[string]knownvalue.Check{
							"funded_amount_local_micro": knownvalue.Int64Exact(5000000000),
							"credit_limit_local_micro":  knownvalue.Null(),
							"io_header":                 knownvalue.StringExact("1rqx5"),
						})),
				},
			},
		},
	})
}
