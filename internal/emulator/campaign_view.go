package emulator

// Reasons a campaign gives for not serving (values the spec has seen).
const (
	reasonPausedByAdvertiser = "PAUSED_BY_ADVERTISER"
	reasonIncomplete         = "INCOMPLETE"
	reasonFundingProblem     = "FUNDING_PROBLEM"
)

// campaignView is a campaign on the wire, with the fields the service computes.
type campaignView struct {
	Campaign
	CreatedAt          string   `json:"created_at"`
	UpdatedAt          string   `json:"updated_at"`
	Servable           bool     `json:"servable"`
	ReasonsNotServable []string `json:"reasons_not_servable"`
	EffectiveStatus    string   `json:"effective_status"`
}

// viewCampaign computes servability as the emulator's choice, since the spec does not show the
// service's rules: a paused campaign is PAUSED_BY_ADVERTISER, one without a live line item
// INCOMPLETE (as the spec's example of a new campaign), one whose instrument cannot fund
// FUNDING_PROBLEM. Only an ACTIVE campaign with no reason serves; it is RUNNING, any other
// UNKNOWN (the examples' value for a campaign that does not serve).
func (a *account) viewCampaign(c *Campaign) campaignView {
	reasons := []string{}
	if c.EntityStatus == statusPaused {
		reasons = append(reasons, reasonPausedByAdvertiser)
	}
	if !a.hasLiveLineItem(c.ID) {
		reasons = append(reasons, reasonIncomplete)
	}
	if f := a.fundingInstruments[c.FundingInstrumentID]; f == nil || !f.AbleToFund {
		reasons = append(reasons, reasonFundingProblem)
	}
	v := campaignView{Campaign: *c, CreatedAt: formatTime(c.CreatedAt), UpdatedAt: formatTime(c.UpdatedAt),
		ReasonsNotServable: reasons, EffectiveStatus: "UNKNOWN"}
	if len(reasons) == 0 && c.EntityStatus == statusActive && !c.Deleted {
		v.Servable, v.EffectiveStatus = true, "RUNNING"
	}
	return v
}

// hasLiveLineItem reports whether the campaign holds a line item that is not deleted.
func (a *account) hasLiveLineItem(campaignID string) bool {
	for _, li := range a.lineItems {
		if li.CampaignID == campaignID && !li.Deleted {
			return true
		}
	}
	return false
}
