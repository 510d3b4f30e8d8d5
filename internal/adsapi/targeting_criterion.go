package adsapi

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/adsapi/terraform-provider-adsapi/internal/adsapi/wire"
)

// TargetingCriterion is one item of a targeting catalogue. The twelve kinds share most fields; each kind
// fills its own (see the spec's targeting criteria table) and leaves the others zero.
type TargetingCriterion struct {
	Name           string          `json:"name"`
	TargetingType  string          `json:"targeting_type"`
	TargetingValue wire.FlexString `json:"targeting_value"`

	// OSType is the field of app store categories ("IOS", "ANDROID"), devices and platform versions
	// (the reference's "iOS", "Android"); Platform is what recorded device and platform version answers
	// carry instead, in the latter casing. OS returns whichever came.
	OSType           string `json:"os_type"`
	Platform         string `json:"platform"`
	Manufacturer     string `json:"manufacturer"`
	ConversationType string `json:"conversation_type"`
	// CountryCode is null for global events, which decodes to "".
	CountryCode   string `json:"country_code"`
	LocationType  string `json:"location_type"`
	Number        string `json:"number"`
	LocalizedName string `json:"localized_name"`
	Locale        string `json:"locale"`
	// EstimatedUsers of a TV show; audiences under 1,000 users report 1000.
	EstimatedUsers wire.FlexInt `json:"estimated_users"`
	// Genre and Locales of a TV show (the reference's fields beyond the spec's row).
	Genre   string     `json:"genre"`
	Locales []TVLocale `json:"locales"`

	// Events.
	EventType   string     `json:"event_type"`
	StartTime   string     `json:"start_time"`
	EndTime     string     `json:"end_time"`
	IsGlobal    bool       `json:"is_global"`
	Reach       *Reach     `json:"reach"`
	TopUsers    []FlexJSON `json:"top_users"`
	TopPosts    []FlexJSON `json:"top_posts"`
	TopHashtags []FlexJSON `json:"top_hashtags"`
	// Breakdowns map a segment (gender, device, country) to its share in percent.
	GenderBreakdownPercentage  map[string]float64 `json:"gender_breakdown_percentage"`
	DeviceBreakdownPercentage  map[string]float64 `json:"device_breakdown_percentage"`
	CountryBreakdownPercentage map[string]float64 `json:"country_breakdown_percentage"`
}

// UnmarshalJSON reads top_tweets, the real service's name of the spec's top_posts, when top_posts is
// absent.
func (t *TargetingCriterion) UnmarshalJSON(b []byte) error {
	type plain TargetingCriterion
	var v struct {
		plain
		TopTweets []FlexJSON `json:"top_tweets"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return fmt.Errorf("decoding targeting criterion: %w", err)
	}
	*t = TargetingCriterion(v.plain)
	if t.TopPosts == nil {
		t.TopPosts = v.TopTweets
	}
	return nil
}

// OS is the item's operating system as the service sent it, os_type or else platform; "" when it
// sent neither.
func (t *TargetingCriterion) OS() string {
	if t.OSType != "" {
		return t.OSType
	}
	return t.Platform
}

// TVLocale is a locale a TV show is listed in.
type TVLocale struct {
	Language string `json:"language"`
	Country  string `json:"country"`
}

// Reach is an event's audience; TotalReach is null when the service does not know it.
type Reach struct {
	TotalReach wire.FlexInt `json:"total_reach"`
}

// FlexJSON is an item of an event's top lists, whose shape the spec does not give: a JSON string
// decodes to its text, anything else to its compact JSON.
type FlexJSON string

// UnmarshalJSON implements json.Unmarshaler.
func (f *FlexJSON) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*f = FlexJSON(s)
		return nil
	}
	var buf bytes.Buffer
	if err := json.Compact(&buf, b); err != nil {
		return fmt.Errorf("decoding list item: %w", err)
	}
	*f = FlexJSON(buf.String())
	return nil
}
