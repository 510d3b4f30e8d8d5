package adsapi

import (
	"encoding/json"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// LineItem (an ad group in the ads UI) carries the objective, placements, bid, budget and flight of
// part of a campaign. Amounts are micros of Currency (null decodes as Valid false); times are as the
// service writes them (UTC, "" when null). StandardDelivery is nil when answered null. AccountID and
// PlacementType come with older answers only.
//
// Recorded answers of the real service spell values with the platform's former word
// (PROMOTED_TWEETS, automatic_tweet_promotion); they are decoded through the spec's rename table
// (PROMOTED_POSTS, automatic_post_promotion).
type LineItem struct {
	ID                          string          `json:"id"`
	CampaignID                  string          `json:"campaign_id"`
	FundingInstrumentID         string          `json:"funding_instrument_id"`
	Name                        string          `json:"name"`
	Objective                   string          `json:"objective"`
	ProductType                 string          `json:"product_type"`
	Placements                  []string        `json:"placements"`
	StartTime                   string          `json:"start_time"`
	EndTime                     string          `json:"end_time"`
	EntityStatus                string          `json:"entity_status"`
	BidStrategy                 string          `json:"bid_strategy"`
	BidAmountLocalMicro         wire.FlexInt    `json:"bid_amount_local_micro"`
	Goal                        string          `json:"goal"`
	PayBy                       string          `json:"pay_by"`
	DailyBudgetAmountLocalMicro wire.FlexInt    `json:"daily_budget_amount_local_micro"`
	TotalBudgetAmountLocalMicro wire.FlexInt    `json:"total_budget_amount_local_micro"`
	StandardDelivery            *bool           `json:"standard_delivery"`
	FrequencyCap                wire.FlexInt    `json:"frequency_cap"`
	DurationInDays              wire.FlexInt    `json:"duration_in_days"`
	AdvertiserDomain            string          `json:"advertiser_domain"`
	Categories                  []string        `json:"categories"`
	AndroidAppStoreIdentifier   string          `json:"android_app_store_identifier"`
	IOSAppStoreIdentifier       string          `json:"ios_app_store_identifier"`
	PrimaryWebEventTag          string          `json:"primary_web_event_tag"`
	AdvertiserUserID            wire.FlexString `json:"advertiser_user_id"`
	AudienceExpansion           string          `json:"audience_expansion"`
	TargetCPALocalMicro         wire.FlexInt    `json:"target_cpa_local_micro"`
	// AutomaticPostPromotion is null in every answer seen; its meaning is not shown, so it is kept
	// as the service wrote it.
	AutomaticPostPromotion json.RawMessage `json:"automatic_post_promotion"`
	CreativeSource         string          `json:"creative_source"`
	Currency               string          `json:"currency"`
	AccountID              string          `json:"account_id"`
	PlacementType          string          `json:"placement_type"`
	CreatedAt              string          `json:"created_at"`
	UpdatedAt              string          `json:"updated_at"`
	Deleted                bool            `json:"deleted"`
}

// renamedValues maps the service's spelling of an enumeration value to the spec's (its rename table).
var renamedValues = map[string]string{
	"PROMOTED_TWEETS":               "PROMOTED_POSTS",
	"PROMOTED_TWEETS_FOR_SEARCH":    "PROMOTED_POSTS_FOR_SEARCH",
	"PROMOTED_TWEETS_FOR_TIMELINES": "PROMOTED_POSTS_FOR_TIMELINES",
}

// specSpelling is v as the spec writes it.
func specSpelling(v string) string {
	if renamed, ok := renamedValues[v]; ok {
		return renamed
	}
	return v
}

// UnmarshalJSON decodes a line item in either spelling (see LineItem).
func (l *LineItem) UnmarshalJSON(b []byte) error {
	type plain LineItem
	var v struct {
		plain
		AutomaticTweetPromotion json.RawMessage `json:"automatic_tweet_promotion"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*l = LineItem(v.plain)
	if l.AutomaticPostPromotion == nil {
		l.AutomaticPostPromotion = v.AutomaticTweetPromotion
	}
	l.ProductType = specSpelling(l.ProductType)
	l.PlacementType = specSpelling(l.PlacementType)
	return nil
}

// LineItemInput holds the parameters of a create; empty values and nil pointers are not sent. Times
// take any ISO 8601 offset or a date alone; the service answers them in UTC.
type LineItemInput struct {
	// CampaignID, Objective, ProductType and Placements are required; the reference lists
	// StartTime and EndTime as required too, while its own examples omit them.
	CampaignID  string
	Objective   string
	ProductType string
	Placements  []string
	StartTime   string
	EndTime     string

	Name                        string
	EntityStatus                string
	BidStrategy                 string
	BidAmountLocalMicro         *int64
	Goal                        string
	PayBy                       string
	DailyBudgetAmountLocalMicro *int64
	TotalBudgetAmountLocalMicro *int64
	StandardDelivery            *bool
	FrequencyCap                *int64
	DurationInDays              *int64
	AdvertiserDomain            string
	Categories                  []string
	AndroidAppStoreIdentifier   string
	IOSAppStoreIdentifier       string
	PrimaryWebEventTag          string
	AdvertiserUserID            string
	AudienceExpansion           string
}

// LineItemUpdate holds the changes of an update: a nil field is left as it is, the others are sent
// as given (an empty, non-nil Categories as an empty value). campaign_id, objective, product_type,
// placements, primary_web_event_tag and standard_delivery are not update parameters.
type LineItemUpdate struct {
	Name, EntityStatus, BidStrategy, Goal, PayBy, StartTime, EndTime   *string
	AdvertiserDomain, AndroidAppStoreIdentifier, IOSAppStoreIdentifier *string
	AdvertiserUserID, AudienceExpansion                                *string
	BidAmountLocalMicro, DailyBudgetAmountLocalMicro                   *int64
	TotalBudgetAmountLocalMicro, FrequencyCap, DurationInDays          *int64
	Categories                                                         []string
}

func (in LineItemInput) params() writeParams {
	p := writeParams{}
	for name, v := range map[string]string{
		"campaign_id": in.CampaignID, "objective": in.Objective, "product_type": in.ProductType,
		"start_time": in.StartTime, "end_time": in.EndTime, "name": in.Name, "entity_status": in.EntityStatus,
		"bid_strategy": in.BidStrategy, "goal": in.Goal, "pay_by": in.PayBy, "advertiser_domain": in.AdvertiserDomain,
		"android_app_store_identifier": in.AndroidAppStoreIdentifier, "ios_app_store_identifier": in.IOSAppStoreIdentifier,
		"primary_web_event_tag": in.PrimaryWebEventTag, "advertiser_user_id": in.AdvertiserUserID,
		"audience_expansion": in.AudienceExpansion,
	} {
		p.text(name, v)
	}
	for name, v := range map[string]*int64{
		"bid_amount_local_micro": in.BidAmountLocalMicro, "daily_budget_amount_local_micro": in.DailyBudgetAmountLocalMicro,
		"total_budget_amount_local_micro": in.TotalBudgetAmountLocalMicro, "frequency_cap": in.FrequencyCap,
		"duration_in_days": in.DurationInDays,
	} {
		p.number(name, v)
	}
	p.flag("standard_delivery", in.StandardDelivery)
	if len(in.Placements) > 0 {
		p.list("placements", in.Placements)
	}
	if len(in.Categories) > 0 {
		p.list("categories", in.Categories)
	}
	return p
}

func (in LineItemUpdate) params() writeParams {
	p := writeParams{}
	for name, v := range map[string]*string{
		"name": in.Name, "entity_status": in.EntityStatus, "bid_strategy": in.BidStrategy, "goal": in.Goal,
		"pay_by": in.PayBy, "start_time": in.StartTime, "end_time": in.EndTime, "advertiser_domain": in.AdvertiserDomain,
		"android_app_store_identifier": in.AndroidAppStoreIdentifier, "ios_app_store_identifier": in.IOSAppStoreIdentifier,
		"advertiser_user_id": in.AdvertiserUserID, "audience_expansion": in.AudienceExpansion,
	} {
		p.textPtr(name, v)
	}
	for name, v := range map[string]*int64{
		"bid_amount_local_micro": in.BidAmountLocalMicro, "daily_budget_amount_local_micro": in.DailyBudgetAmountLocalMicro,
		"total_budget_amount_local_micro": in.TotalBudgetAmountLocalMicro, "frequency_cap": in.FrequencyCap,
		"duration_in_days": in.DurationInDays,
	} {
		p.number(name, v)
	}
	p.list("categories", in.Categories)
	return p
}

// LineItemListOptions filters a line item list.
type LineItemListOptions struct {
	ListOptions
	// Each id filter takes up to 200 ids.
	LineItemIDs, CampaignIDs, FundingInstrumentIDs []string
	// Q narrows by name.
	Q string
	// WithDraft lists draft line items beside the others.
	WithDraft bool
}
