package emulator

import "time"

// adsAccountView is an ads account on the wire. industry_type is answered by the single GET
// only: the spec's list example lacks it.
type adsAccountView struct {
	AdsAccount
	IndustryType     string  `json:"industry_type,omitempty"`
	TimezoneSwitchAt *string `json:"timezone_switch_at"`
	CreatedAt        string  `json:"created_at"`
	UpdatedAt        string  `json:"updated_at"`
}

func viewAdsAccount(a *account, single bool) adsAccountView {
	v := adsAccountView{AdsAccount: a.profile, CreatedAt: formatTime(a.profile.CreatedAt), UpdatedAt: formatTime(a.profile.UpdatedAt),
		TimezoneSwitchAt: formatOptionalTime(a.profile.TimezoneSwitchAt)}
	v.ID = a.id
	if single {
		v.IndustryType = a.profile.IndustryType
	}
	return v
}

// formatOptionalTime is a nullable timestamp on the wire.
func formatOptionalTime(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := formatTime(*t)
	return &s
}
