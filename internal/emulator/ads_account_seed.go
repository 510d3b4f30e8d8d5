package emulator

import "time"

// Funding instruments seeded into every account of the two users: a credit card in USD, an
// insertion order and an expired insertion order that cannot fund. The demo account's credit
// card is the spec's example instrument, field for field.
const (
	DemoFundingInstrumentID        = "lygyi"
	DemoInsertionOrderID           = "lz0ad"
	DemoExpiredFundingInstrumentID = "7cdql"

	DemoSandboxFundingInstrumentID        = "gq1fc"
	DemoSandboxInsertionOrderID           = "gq1fd"
	DemoSandboxExpiredFundingInstrumentID = "gq1fe"

	OtherFundingInstrumentID        = "5gw01"
	OtherInsertionOrderID           = "5gw02"
	OtherExpiredFundingInstrumentID = "5gw03"
)

// reasonExpired is the reason an expired instrument gives for not funding.
const reasonExpired = "EXPIRED"

// seedAdsAccounts gives each seeded account its ads account fields and funding instruments. The
// demo account is the spec's example account; the other users' accounts read the same way.
func (s *Server) seedAdsAccounts() {
	at := func(v string) time.Time {
		t, err := time.Parse(time.RFC3339, v)
		if err != nil {
			panic(err)
		}
		return t
	}
	ptr := func(t time.Time) *time.Time { return &t }
	for _, seed := range []struct {
		profile                 AdsAccount
		card, order, expired    string
		orderCurrency, ioHeader string
	}{
		{profile: AdsAccount{ID: DemoAccountID, Name: "API McTestface", Timezone: "America/Los_Angeles",
			TimezoneSwitchAt: ptr(at("2016-07-21T07:00:00Z")), IndustryType: "TRAVEL",
			CreatedAt: at("2016-07-21T22:42:09Z"), UpdatedAt: at("2017-07-06T16:51:04Z")},
			card: DemoFundingInstrumentID, order: DemoInsertionOrderID, expired: DemoExpiredFundingInstrumentID,
			orderCurrency: "USD", ioHeader: "1rqx5"},
		// The sandbox example answers timezone_switch_at null.
		{profile: AdsAccount{ID: DemoSandboxAccountID, Name: "API McTestface (sandbox)", Timezone: "America/New_York",
			IndustryType: "TECHNOLOGY", CreatedAt: at("2017-03-02T18:11:40Z"), UpdatedAt: at("2017-03-02T18:11:40Z")},
			card: DemoSandboxFundingInstrumentID, order: DemoSandboxInsertionOrderID, expired: DemoSandboxExpiredFundingInstrumentID,
			orderCurrency: "USD", ioHeader: "1rqx6"},
		{profile: AdsAccount{ID: OtherAccountID, Name: "Other Advertiser", Timezone: "Europe/Berlin",
			TimezoneSwitchAt: ptr(at("2017-01-10T23:00:00Z")), IndustryType: "RETAIL",
			CreatedAt: at("2017-01-10T09:30:00Z"), UpdatedAt: at("2017-05-02T12:00:00Z")},
			card: OtherFundingInstrumentID, order: OtherInsertionOrderID, expired: OtherExpiredFundingInstrumentID,
			orderCurrency: "EUR", ioHeader: "1rqx7"},
	} {
		a := s.accounts[seed.profile.ID]
		seed.profile.ApprovalStatus = "ACCEPTED"
		a.profile = seed.profile

		created := seed.profile.CreatedAt
		card := FundingInstrument{ID: seed.card, Type: FundingCreditCard, Description: ptrTo("Visa ending in 0650"),
			Currency: "USD", StartTime: created.Add(5 * time.Hour), CreditLimitLocalMicro: ptrTo[int64](200000000),
			FundedAmountLocalMicro: ptrTo[int64](645940000), AbleToFund: true, CreatedAt: created.Add(5 * time.Hour),
			UpdatedAt: created.Add(5 * time.Hour)}
		if seed.card == DemoFundingInstrumentID {
			// The spec's example instrument.
			card.StartTime, card.CreatedAt = at("2016-07-22T04:24:04Z"), at("2016-07-22T04:24:04Z")
			card.UpdatedAt = at("2017-04-05T00:25:13Z")
		}
		order := FundingInstrument{ID: seed.order, Type: FundingInsertionOrder, Description: ptrTo("Insertion order " + seed.ioHeader),
			Currency: seed.orderCurrency, StartTime: created.Add(24 * time.Hour), FundedAmountLocalMicro: ptrTo[int64](5000000000),
			AbleToFund: true, IOHeader: ptrTo(seed.ioHeader), CreatedAt: created.Add(24 * time.Hour), UpdatedAt: created.Add(24 * time.Hour)}
		expired := FundingInstrument{ID: seed.expired, Type: FundingInsertionOrder, Description: ptrTo("Expired insertion order"),
			Currency: "USD", StartTime: created.Add(48 * time.Hour), EndTime: ptr(created.Add(90 * 24 * time.Hour)),
			FundedAmountLocalMicro: ptrTo[int64](1000000000), ReasonsNotAbleToFund: []string{reasonExpired},
			CreatedAt: created.Add(48 * time.Hour), UpdatedAt: created.Add(90 * 24 * time.Hour)}
		for _, f := range []FundingInstrument{card, order, expired} {
			f.AccountID, f.EntityStatus = a.id, statusActive
			if f.ReasonsNotAbleToFund == nil {
				f.ReasonsNotAbleToFund = []string{}
			}
			a.fundingInstruments[f.ID] = &f
		}
	}
}
