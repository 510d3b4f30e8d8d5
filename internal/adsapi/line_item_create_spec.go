package adsapi

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/creates"
)

// lineItemKey is what makes two line items the same: every field a create sends that the answer
// shows as sent. Placements and categories are compared as sets, times as moments (the service
// answers in UTC what it took with any offset). Left out: standard_delivery (answered null by the
// batch example although sent), audience_expansion (in no answer), and the bid under AUTO (ignored
// by the service).
//
// The spec states no default that holds for every line item (entity_status's is not stated;
// bid_strategy's, goal's and pay_by's depend on the objective; advertiser_user_id is filled in), so
// none can be written out: a line item's key holds only the fields the create sent. The key of the
// line item a create made is then the key sent, which lets the engine tell the objects of this
// client's lost creates from another writer's.
type lineItemKey struct {
	CampaignID, Name, Objective, ProductType, StartTime, EndTime, EntityStatus string
	BidStrategy, Goal, PayBy, AdvertiserDomain, PrimaryWebEventTag             string
	AndroidAppStoreIdentifier, IOSAppStoreIdentifier, AdvertiserUserID         string
	Placements, Categories                                                     []string
	BidAmount, DailyBudget, TotalBudget, FrequencyCap, DurationInDays          int64
}

// fields is the canonical form of k, as a JSON object of its set fields: sets sorted, times in UTC.
func (k lineItemKey) fields() map[string]any {
	k.Placements, k.Categories = sortedSet(k.Placements), sortedSet(k.Categories)
	k.StartTime, k.EndTime = utcSecond(k.StartTime), utcSecond(k.EndTime)
	if k.BidStrategy == "AUTO" {
		k.BidAmount = 0
	}
	// Numbers stay as written: micros may pass what a float64 holds exactly.
	dec := json.NewDecoder(strings.NewReader(creates.Canonical(k)))
	dec.UseNumber()
	var m map[string]any
	if dec.Decode(&m) != nil {
		return nil
	}
	for name, v := range m {
		if v == nil || v == "" || v == json.Number("0") {
			delete(m, name)
		}
	}
	return m
}

// keyOf is the key of k restricted to the fields of sent.
func (k lineItemKey) keyOf(sent map[string]any) string {
	m := k.fields()
	for name := range m {
		if _, ok := sent[name]; !ok {
			delete(m, name)
		}
	}
	return creates.Canonical(m)
}

func sortedSet(v []string) []string {
	if len(v) == 0 {
		return nil
	}
	out := slices.Clone(v)
	slices.Sort(out)
	return slices.Compact(out)
}

// createSpec tells the create engine what the service always answers for a line item and where to
// find the line item a create may have made: the newest line items of the same campaign (a campaign
// holds at most 100, so one page is all of them), drafts included, identical in what was sent; the
// account's newest line items show whether another client is creating there too.
func (s *LineItemsService) createSpec(accountID string, in LineItemInput) creates.Spec[*LineItem] {
	newest := func(ctx context.Context, campaigns []string) ([]*LineItem, error) {
		items, err := s.List(ctx, accountID, LineItemListOptions{
			CampaignIDs: campaigns, WithDraft: true,
			ListOptions: ListOptions{SortBy: "created_at-desc", Limit: creates.Candidates},
		})
		return creates.Pointers(items), err
	}
	sent := lineItemKey{
		CampaignID: in.CampaignID, Name: in.Name, Objective: in.Objective, ProductType: in.ProductType,
		StartTime: in.StartTime, EndTime: in.EndTime, EntityStatus: in.EntityStatus,
		BidStrategy: in.BidStrategy, Goal: in.Goal, PayBy: in.PayBy, AdvertiserDomain: in.AdvertiserDomain,
		PrimaryWebEventTag: in.PrimaryWebEventTag, AndroidAppStoreIdentifier: in.AndroidAppStoreIdentifier,
		IOSAppStoreIdentifier: in.IOSAppStoreIdentifier, AdvertiserUserID: in.AdvertiserUserID,
		Placements: in.Placements, Categories: in.Categories,
		BidAmount: optionalInt(in.BidAmountLocalMicro), DailyBudget: optionalInt(in.DailyBudgetAmountLocalMicro),
		TotalBudget: optionalInt(in.TotalBudgetAmountLocalMicro), FrequencyCap: optionalInt(in.FrequencyCap),
		DurationInDays: optionalInt(in.DurationInDays),
	}
	sentFields := sent.fields()
	return creates.Spec[*LineItem]{
		Kind:  "line item",
		Scope: accountID,
		Sent:  creates.Canonical(sentFields),
		KeyOf: func(l *LineItem) string {
			return lineItemKey{
				CampaignID: l.CampaignID, Name: l.Name, Objective: l.Objective, ProductType: l.ProductType,
				StartTime: l.StartTime, EndTime: l.EndTime, EntityStatus: l.EntityStatus,
				BidStrategy: l.BidStrategy, Goal: l.Goal, PayBy: l.PayBy, AdvertiserDomain: l.AdvertiserDomain,
				PrimaryWebEventTag: l.PrimaryWebEventTag, AndroidAppStoreIdentifier: l.AndroidAppStoreIdentifier,
				IOSAppStoreIdentifier: l.IOSAppStoreIdentifier, AdvertiserUserID: string(l.AdvertiserUserID),
				Placements: l.Placements, Categories: l.Categories,
				BidAmount: l.BidAmountLocalMicro.Value, DailyBudget: l.DailyBudgetAmountLocalMicro.Value,
				TotalBudget: l.TotalBudgetAmountLocalMicro.Value, FrequencyCap: l.FrequencyCap.Value,
				DurationInDays: l.DurationInDays.Value,
			}.keyOf(sentFields)
		},
		IDOf: func(l *LineItem) string { return l.ID },
		// Every line item answer of a create in the spec carries these.
		Missing: func(l *LineItem) []string {
			return creates.Lacks(map[string]bool{
				"campaign_id": l.CampaignID != "", "objective": l.Objective != "", "product_type": l.ProductType != "",
				"placements": len(l.Placements) > 0, "entity_status": l.EntityStatus != "", "created_at": l.CreatedAt != "",
			})
		},
		CreatedAt: func(l *LineItem) time.Time { return creates.ServiceTime(l.CreatedAt) },
		List:      func(ctx context.Context) ([]*LineItem, error) { return newest(ctx, []string{in.CampaignID}) },
		Recent:    func(ctx context.Context) ([]*LineItem, error) { return newest(ctx, nil) },
	}
}
