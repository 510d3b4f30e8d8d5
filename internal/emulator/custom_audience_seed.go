package emulator

import "time"

// DemoCustomAudienceID is the demo account's targetable CRM audience: the id campaign-management's
// targeting example targets (249yj), so that the example can be applied as written.
const DemoCustomAudienceID = "249yj"

// demoCustomAudienceSize is the demo audience's size: endpoint 7's example size. Its people are not held
// one by one; an upload adds to them (audienceMembers.base).
const demoCustomAudienceSize = 140321

// seedCustomAudiences gives the demo account its audience, made before the targeting example's
// criterion (2017-05-26T03:29:35Z) that names it.
func (s *Server) seedCustomAudiences() {
	at := time.Date(2017, 5, 25, 18, 2, 11, 0, time.UTC)
	s.accounts[DemoAccountID].customAudiences[DemoCustomAudienceID] = &CustomAudience{
		AccountID: DemoAccountID, ID: DemoCustomAudienceID, Name: "Demo buyers", AudienceType: audienceTypeCRM,
		Targetable: true, TargetableTypes: []string{audienceTypeCRM, "EXCLUDED_" + audienceTypeCRM}, ReasonsNotTargetable: []string{},
		AudienceSize: ptrTo[int64](demoCustomAudienceSize), PermissionLevel: permissionLevelReadWrite, PartnerSource: partnerSourceOther,
		CreatedAt: at, UpdatedAt: at,
	}
}
