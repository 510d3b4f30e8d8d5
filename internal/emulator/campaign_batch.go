package emulator

// maxCampaignBatch is the campaign batch's largest size (the spec's Batch writes).
const maxCampaignBatch = 40

// batchCampaigns is endpoint 8: up to 40 campaign creates, updates and deletes, all or nothing.
func (s *Server) batchCampaigns(c *call) (reply, *apiError) {
	a := c.account
	return runBatch(c, batchKind{
		maxItems:     maxCampaignBatch,
		idParam:      "campaign_id",
		createParams: campaignCreateParams,
		updateParams: campaignUpdateParams,
		apply: func(op batchOp) (any, *apiError) {
			var cp *Campaign
			var err *apiError
			switch op.opType {
			case opCreate:
				cp, err = s.createCampaign(a, op.params)
			case opUpdate:
				cp, err = s.updateCampaign(a, op.id, op.params)
			default:
				cp, err = s.deleteCampaign(a, op.id)
			}
			if err != nil {
				return nil, err
			}
			return a.viewCampaign(cp), nil
		},
		snapshot: func() func() { return snapshotOf(a.campaigns) },
		created:  func(view any) { s.markCreated(view.(campaignView).ID) },
	})
}
